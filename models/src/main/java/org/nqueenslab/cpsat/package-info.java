/**
 * The OR-Tools CP-SAT engine (developers.google.com/optimization, CP-SAT; CSPLib prob054): the same
 * two encodings as the Choco engine. With one queen on every rank, one integer variable per rank
 * and {@code AddAllDifferent} on the files and on the affine expressions {@code q[r] + r} and
 * {@code q[r] - r}; with pawns, another number of queens or more ranks than files, a Boolean per
 * square, {@code AddAtMostOne} per line segment (lines cut at pawns) and the number of queens as
 * rank and file counters ({@link org.nqueenslab.cpsat.CpSatBoardModel}). Solved by a
 * lazy-clause-generation SAT solver. Counting enumerates with exactly one search worker and
 * OR-Tools' documented enumerate-all parameters; parallel counting splits the problem instead.
 * OR-Tools' native library is loaded once, on first use, by {@link
 * org.nqueenslab.cpsat.OrToolsNative}; where it cannot load, this engine says so and the others
 * carry on.
 */
package org.nqueenslab.cpsat;
