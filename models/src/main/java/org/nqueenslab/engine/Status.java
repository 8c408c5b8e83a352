package org.nqueenslab.engine;

/**
 * How a run ended. Only {@link #COMPLETE} means the search space was exhausted and the count is
 * exact.
 */
public enum Status {
  /** The whole search space was explored: the count is exact (zero is an answer). */
  COMPLETE,
  /** Stopped after the requested number of solutions (a found first solution ends this way). */
  LIMIT_REACHED,
  /** Stopped by the time limit: counts are lower bounds. */
  TIMEOUT,
  /** Stopped by the user (Ctrl-C): counts are lower bounds. */
  INTERRUPTED,
  /**
   * Some parts were counted differently by two independent runs ({@code --redundancy 2}): they are
   * left out, so counts are lower bounds, and the difference is a finding.
   */
  DISPUTED,
  /**
   * A count on a cluster stopped because too few members were left to count the parts still to
   * count: counts are lower bounds, and a checkpoint resumes it once workers are back.
   */
  MEMBERS_LOST;

  /**
   * True when the run was cut short (time, the user, a cluster's members) or parts were disputed:
   * counts are partial.
   */
  public boolean isPartial() {
    return this == TIMEOUT || this == INTERRUPTED || this == DISPUTED || this == MEMBERS_LOST;
  }

  /** The status of several parts run together: the most severe one. */
  public static Status combine(Status a, Status b) {
    return a.ordinal() >= b.ordinal() ? a : b;
  }
}
