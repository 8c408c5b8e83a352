package org.nqueenslab.dlx;

import java.util.function.Consumer;

/**
 * One search on its own copy of a {@link LinkedMatrix}: Algorithm X ({@link AlgorithmX}, DLX1) for
 * problems whose primary items are all covered exactly once, Algorithm M ({@link AlgorithmM}) for
 * problems with multiplicities. {@link DancingLinks} picks one and drives it; each runs once.
 */
interface CoverSearch {

  /**
   * Chooses the {@code forced} options before the search, as if the search had chosen them. Returns
   * false when they cannot all be chosen together (then there is no solution). Statistics count the
   * search after this setup.
   */
  boolean force(ExactCover cover, int[] forced);

  /**
   * Runs the search; {@code prefix} (the forced options) starts every solution handed to {@code
   * visitor}.
   */
  SearchResult run(int[] prefix, SearchLimits limits, SolutionVisitor visitor);

  /**
   * Walks the top {@code depth} levels as {@link #run} would, handing each path of chosen options
   * to {@code parts} instead of searching below it; returns the statistics of those top levels (see
   * {@link DancingLinks#split}).
   */
  SearchResult split(int depth, Consumer<int[]> parts);

  /** The updates made so far (by a {@link #force} that failed, the work it did before failing). */
  long updates();

  /** The search step by step, for teaching ({@link DancingLinks#walk}). */
  boolean walk(int[] prefix, StepListener listener);

  /**
   * Knuth's estimate of the number of nodes {@link #run} would make from here (D. E. Knuth,
   * "Estimating the efficiency of backtrack programs", 1975; TAOCP 7.2.2): the mean over {@code
   * probes} random walks to a leaf of 1 + d1 + d1 d2 + ..., d_k being the number of options of the
   * item chosen at level k. Leaves the matrix as it found it.
   */
  double estimate(int probes, long seed);
}
