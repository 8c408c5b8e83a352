/**
 * The engine SPI: every paradigm answers the same {@link org.nqueenslab.engine.Request} (count, first or
 * enumerate; with or without symmetry breaking; time and solution limits) with the same {@link
 * org.nqueenslab.engine.Result} (status, counts, statistics). Engines are found through one registry, {@link
 * org.nqueenslab.engine.Engines} (a ServiceLoader file: one line per engine). {@link
 * org.nqueenslab.engine.Subproblems} splits a problem into problems with more queens placed ({@link
 * org.nqueenslab.engine.SegmentSubproblems} does it for problems with pawns or other numbers of queens), and {@link
 * org.nqueenslab.engine.SplitCounter} counts them in parallel on a ForkJoinPool and sums: parallel counting is a
 * map over subproblems, whatever the engine.
 */
package org.nqueenslab.engine;
