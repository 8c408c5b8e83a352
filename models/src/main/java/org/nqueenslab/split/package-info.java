/**
 * Counting in parallel as a map over parts and a sum: a part is the problem with more queens placed
 * ({@link org.nqueenslab.split.Subproblem}); {@link org.nqueenslab.split.Subproblems} makes them
 * from the first ranks of a problem with one queen per rank, {@link
 * org.nqueenslab.split.SegmentSubproblems} from the first ranks' segments of any other, and {@link
 * org.nqueenslab.split.SplitCounter} counts them on a ForkJoinPool, whatever the engine.
 *
 * <p>The same parts, stated as text for checkpoints and clusters: a {@link
 * org.nqueenslab.split.Part} line names the problem, engine, request and the engine's key (a border
 * constellation or the split's queens), {@link org.nqueenslab.split.PartPlan} makes them, {@link
 * org.nqueenslab.split.PartCounter} counts one into a {@link org.nqueenslab.split.PartCount} line,
 * and {@link org.nqueenslab.split.TreeEstimate} (Knuth's estimator) weighs them for progress.
 */
package org.nqueenslab.split;
