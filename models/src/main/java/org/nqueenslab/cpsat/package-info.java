/**
 * The OR-Tools CP-SAT engine (developers.google.com/optimization, CP-SAT; CSPLib prob054): the same model as the
 * Choco engine, one integer variable per rank and {@code AddAllDifferent} on the files and on the affine
 * expressions {@code q[r] + r} and {@code q[r] - r}, solved by a lazy-clause-generation SAT solver. Counting
 * enumerates with exactly one search worker and OR-Tools' documented enumerate-all parameters; parallel counting
 * splits the problem instead. OR-Tools' native library is loaded once, on first use, by {@link
 * org.nqueenslab.cpsat.OrToolsNative}; where it cannot load, this engine says so and the others carry on.
 */
package org.nqueenslab.cpsat;
