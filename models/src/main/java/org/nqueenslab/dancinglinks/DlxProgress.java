package org.nqueenslab.dancinglinks;

import org.nqueenslab.dlx.ParallelCount;
import org.nqueenslab.dlx.ReportingStopCheck;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.dlx.StopCheck;
import org.nqueenslab.dlx.StopReason;
import org.nqueenslab.engine.Progress;

/**
 * A Dancing Links search's progress, for the dlx engine and {@code nqueens xc} alike: one search's
 * nodes, solutions and estimate of the fraction of its tree explored, or a parallel count's parts.
 */
public final class DlxProgress {
  private DlxProgress() {}

  /**
   * One search: its nodes and solutions as it reports them, and the fraction of its tree explored
   * (Knuth's estimate, which Algorithm X makes and Algorithm M does not), shown from its first
   * report on ({@link Progress#estimateFractionDone}).
   */
  public static final class OneSearch {
    private final Progress progress;
    private final ReportingStopCheck check;

    /** Shows the search in {@code progress}; it stops when {@code stop} says so. */
    public OneSearch(Progress progress, StopCheck stop) {
      this.progress = progress;
      this.check =
          new ReportingStopCheck(
              stop,
              (nodes, solutions) -> {
                progress.addNodes(nodes);
                progress.addSolutions(solutions);
              },
              progress::estimateFractionDone);
    }

    /** The stop check to give the search. */
    public StopCheck stopCheck() {
      return check;
    }

    /** Shows the rest of what the ended search {@code r} found; all of it, when it ended whole. */
    public void finish(SearchResult r) {
      check.finish(r);
      if (r.reason() == StopReason.COMPLETE) {
        progress.estimateFractionDone(1);
      }
    }
  }

  /**
   * The parts of a parallel count as units of the progress, weighted by their estimated sizes:
   * parts done out of all, their nodes and solutions.
   */
  public static final class Parts implements ParallelCount.Parts {
    private final Progress progress;
    private volatile double[] sizes = new double[0];

    public Parts(Progress progress) {
      this.progress = progress;
    }

    /** How many parts the count was split into (0 before it split, 1 when it did not). */
    public int count() {
      return sizes.length;
    }

    @Override
    public void split(double[] sizes) {
      this.sizes = sizes;
      progress.setUnitsTotal(sizes.length);
      progress.setWork(java.util.Arrays.stream(sizes).sum(), 0);
    }

    @Override
    public void running(long nodes, long solutions) {
      progress.addNodes(nodes);
      progress.addSolutions(solutions);
    }

    @Override
    public void done(int index, SearchResult part) {
      progress.unitDone();
      progress.addWork(sizes[index]);
    }
  }
}
