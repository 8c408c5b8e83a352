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
  INTERRUPTED;

  /** True when the run was cut short by time or by the user, so its counts are partial. */
  public boolean isPartial() {
    return this == TIMEOUT || this == INTERRUPTED;
  }

  /** The status of several parts run together: the most severe one. */
  public static Status combine(Status a, Status b) {
    return a.ordinal() >= b.ordinal() ? a : b;
  }
}
