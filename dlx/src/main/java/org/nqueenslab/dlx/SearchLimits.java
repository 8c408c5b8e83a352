package org.nqueenslab.dlx;

import java.time.Duration;

/**
 * When a search stops early: after {@code solutionLimit} solutions, after {@code nodeLimit}
 * search-tree nodes, after {@code timeLimit} (null: none), or when {@code stopCheck} says so. Time
 * and the stop check are looked at every {@link AlgorithmX#POLL_INTERVAL} nodes, so they stop the
 * search within a fraction of a millisecond. The solution limit is exact; the node limit is checked
 * before each branching node, so the solutions found at the last one may take the count a few nodes
 * past it.
 */
public record SearchLimits(
    long solutionLimit, long nodeLimit, Duration timeLimit, StopCheck stopCheck) {
  public static final long NO_LIMIT = Long.MAX_VALUE;
  public static final SearchLimits NONE =
      new SearchLimits(NO_LIMIT, NO_LIMIT, null, StopCheck.NEVER);

  public SearchLimits {
    if (solutionLimit < 1 || nodeLimit < 1) {
      throw new IllegalArgumentException(
          "solution and node limits must be at least 1, got "
              + solutionLimit
              + " and "
              + nodeLimit);
    }
    if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
      throw new IllegalArgumentException("the time limit must be positive, got " + timeLimit);
    }
    stopCheck = stopCheck == null ? StopCheck.NEVER : stopCheck;
  }

  public SearchLimits withSolutionLimit(long limit) {
    return new SearchLimits(limit, nodeLimit, timeLimit, stopCheck);
  }

  public SearchLimits withNodeLimit(long limit) {
    return new SearchLimits(solutionLimit, limit, timeLimit, stopCheck);
  }

  public SearchLimits withTimeLimit(Duration limit) {
    return new SearchLimits(solutionLimit, nodeLimit, limit, stopCheck);
  }

  public SearchLimits withStopCheck(StopCheck check) {
    return new SearchLimits(solutionLimit, nodeLimit, timeLimit, check);
  }
}
