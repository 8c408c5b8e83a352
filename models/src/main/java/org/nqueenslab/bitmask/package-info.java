/**
 * The native reference engine: a bitboard backtracker (ranks in order, the files and both diagonals
 * attacked so far as bit masks, lowest-set-bit iteration; {@code BitmaskSearch}). The classic board
 * is counted one orbit at a time ({@code ParallelClassCount}), by default by border constellations:
 * its border queens are placed first, one constellation per orbit under the 8 symmetries ({@code
 * BorderConstellation}), and the inner board is searched on the most constrained rank or file
 * ({@code ConstellationCounter}); option {@code method=halving} counts it instead by Rolfe's
 * first-rank mirror halving and canonical check at the leaves ({@code MirrorHalvingCounter}), the
 * textbook baseline. Other boards with one queen per rank are split into parts on several threads,
 * or, on one, counted with the first free rank halved where the board is its own mirror image
 * (Rolfe; Somers). Problems without one queen per rank (queens with pawns, other numbers of queens,
 * rectangular boards) and pieces other than the queen go to a search over line segments ({@code
 * SegmentSearch}: ranks, files and diagonals cut by pawns, at most one piece per segment, the leaps
 * as masks; issue 7); several kinds of pieces at once to a search square by square with one
 * free-square mask per kind ({@code MixedSearch}). {@code SomersEngine}, the textbook recursive
 * counter, is the baseline of the benchmarks. Every other engine's answers are checked against it.
 */
package org.nqueenslab.bitmask;
