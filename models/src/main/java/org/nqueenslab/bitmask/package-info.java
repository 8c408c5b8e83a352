/**
 * The native reference engine: a bitboard backtracker (ranks in order, the files and both diagonals
 * attacked so far as bit masks, lowest-set-bit iteration), with first-rank mirror halving (Rolfe,
 * "Optimal Queens"; Somers) when counting. The classic board is counted one orbit at a time ({@code
 * ParallelClassCount}): its border queens are placed first, one constellation per orbit under the 8
 * symmetries ({@code BorderConstellation}), and the inner board is searched on the most constrained
 * rank or file ({@code ConstellationCounter}); option {@code method=halving} counts it instead by
 * Rolfe's mirror halving and canonical check at the leaves ({@code MirrorHalvingCounter}), the
 * textbook baseline. Problems without one queen per rank (queens with pawns, other numbers of
 * queens, rectangular boards) go to a search over line segments ({@code SegmentSearch}: ranks,
 * files and diagonals cut by pawns, at most one queen per segment; issue 7). Every other engine's
 * answers are checked against it.
 */
package org.nqueenslab.bitmask;
