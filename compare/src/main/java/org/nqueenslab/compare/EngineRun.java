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

  /** The note of a run Ctrl-C left unstarted ({@link #notStarted}). */
  private static final String NOT_STARTED = "not started: interrupted before it";

  /**
   * A path Ctrl-C left unstarted: a run of nothing, INTERRUPTED, so that its row and the verdict
   * say it went unchecked (a row whose unique count never ran read COMPLETE, agrees).
   */
  public static EngineRun notStarted(String label, CheckedPath path, int threads) {
    Result nothing =
        new Result(
            label,
            Status.INTERRUPTED,
            0,
            path == CheckedPath.UNIQUE_COUNT ? 0L : null,
            org.nqueenslab.engine.Statistics.EMPTY,
            java.time.Duration.ZERO,
            NOT_STARTED);
    return new EngineRun(label, path, threads, nothing, null);
  }

  /** True for a path Ctrl-C left unstarted. */
  public boolean isNotStarted() {
    return result.status() == Status.INTERRUPTED && NOT_STARTED.equals(result.note());
  }

  /** The path as run: "enumerate", "count with 2 threads", "count --unique". */
  public String describePath() {
    return path.label()
        + (path != CheckedPath.ENUMERATE && threads > 1 ? " with " + threads + " threads" : "");
  }
}
