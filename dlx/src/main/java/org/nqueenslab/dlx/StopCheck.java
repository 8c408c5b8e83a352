package org.nqueenslab.dlx;

/**
 * Cooperative interruption: the search calls this every {@link AlgorithmX#POLL_INTERVAL} nodes with
 * its running totals (so a caller can also report progress) and stops, ending {@link
 * StopReason#STOPPED}, when it returns true.
 */
@FunctionalInterface
public interface StopCheck {
  StopCheck NEVER = (nodes, solutions) -> false;

  boolean shouldStop(long nodes, long solutions);

  /**
   * As {@link #shouldStop(long, long)}, from a search that also estimates the fraction of its tree
   * already explored ({@code fractionDone}, 0 to 1), for a progress display.
   */
  default boolean shouldStop(long nodes, long solutions, double fractionDone) {
    return shouldStop(nodes, solutions);
  }
}
