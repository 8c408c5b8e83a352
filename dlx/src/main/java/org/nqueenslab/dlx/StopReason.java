package org.nqueenslab.dlx;

/** How a search ended. Only {@link #COMPLETE} means every solution was counted. */
public enum StopReason {
  /** The whole search tree was explored: the count is exact (zero is an answer). */
  COMPLETE,
  /** Stopped after the requested number of solutions. */
  SOLUTION_LIMIT,
  /** Stopped after the requested number of search-tree nodes. */
  NODE_LIMIT,
  /** Stopped by the time limit. */
  TIME_LIMIT,
  /**
   * Stopped because the {@link StopCheck} asked to (the user pressed Ctrl-C, a caller's own budget
   * ran out).
   */
  STOPPED
}
