package org.nqueenslab.compare;

import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;

/**
 * One engine's run on one subject along one {@link CheckedPath}: its label (engine name with
 * options), its result, and the audit of its solutions (null unless it enumerated).
 */
public record EngineRun(
    String label, CheckedPath path, int threads, Result result, SolutionAudit audit) {

  /** True when the run explored its whole search space, so its counts are exact. */
  public boolean isComplete() {
    return result.status() == Status.COMPLETE;
  }

  /**
   * True for an enumeration stopped at the verify limit: its solutions were still verified one by
   * one, but its count is a sample by design, so it neither counts as a source nor leaves the
   * comparison incomplete.
   */
  public boolean isSample() {
    return path == CheckedPath.ENUMERATE && result.status() == Status.LIMIT_REACHED;
  }

  /** The path as run: "enumerate", "count with 2 threads", "count --unique". */
  public String describePath() {
    return path.label()
        + (path != CheckedPath.ENUMERATE && threads > 1 ? " with " + threads + " threads" : "");
  }
}
