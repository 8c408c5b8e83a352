package org.nqueenslab.dancinglinks;

import org.nqueenslab.dlx.StopReason;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Status;

/**
 * How a Dancing Links search ended, as the engine SPI says it: the one mapping of {@link
 * StopReason} to a status.
 */
final class DlxStatus {
  private DlxStatus() {}

  /**
   * A stop asked for by the budget is its TIMEOUT or INTERRUPTED; the search's own limits are
   * LIMIT_REACHED.
   */
  static Status of(StopReason reason, Budget budget) {
    return switch (reason) {
      case COMPLETE -> Status.COMPLETE;
      case SOLUTION_LIMIT, NODE_LIMIT -> Status.LIMIT_REACHED;
      case TIME_LIMIT, STOPPED ->
          budget.stopStatus() == null ? Status.INTERRUPTED : budget.stopStatus();
    };
  }
}
