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
}
