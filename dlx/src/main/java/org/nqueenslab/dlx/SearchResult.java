package org.nqueenslab.dlx;

import java.time.Duration;

/**
 * What a search found and what it cost, in Knuth's units: {@code nodes} counts the search-tree
 * nodes (DLX1's "nodes": every node at which an item is chosen for branching, plus one per
 * solution, which Knuth counts as a special node), {@code updates} the links removed while covering
 * (DLX1's "updates": one per item removed from its list, one per node hidden), and with colours
 * {@code cleansings} (DLX2's: one per item purified and one per option whose colour there agreed,
 * so that it was cleansed rather than hidden; 0 without colours).
 */
public record SearchResult(
    StopReason reason, long solutions, long nodes, long updates, long cleansings, Duration time) {

  /** The figures of a search without colours (no cleansings). */
  public SearchResult(StopReason reason, long solutions, long nodes, long updates, Duration time) {
    this(reason, solutions, nodes, updates, 0, time);
  }

  /** True when the search explored everything, so {@link #solutions} is the exact count. */
  public boolean isComplete() {
    return reason == StopReason.COMPLETE;
  }
}
