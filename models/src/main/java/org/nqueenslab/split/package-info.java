/**
 * Counting in parallel as a map over parts and a sum: a part is the problem with more queens placed
 * ({@link org.nqueenslab.split.Subproblem}); {@link org.nqueenslab.split.Subproblems} makes them
 * from the first ranks of a problem with one queen per rank, {@link
 * org.nqueenslab.split.SegmentSubproblems} from the first ranks' segments of any other, and {@link
 * org.nqueenslab.split.SplitCounter} counts them on a ForkJoinPool, whatever the engine.
 */
package org.nqueenslab.split;
