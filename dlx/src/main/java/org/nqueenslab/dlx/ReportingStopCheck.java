package org.nqueenslab.dlx;

/**
 * A {@link StopCheck} that also passes on what the search found since its last call: the search
 * reports running totals every {@link AlgorithmX#POLL_INTERVAL} nodes, a progress display adds
 * differences. {@link #finish} passes on the rest once the search has ended, so that what was
 * passed on adds up to the search's figures.
 */
public final class ReportingStopCheck implements StopCheck {
  /** Receives the nodes and solutions found since the last report. */
  @FunctionalInterface
  public interface Found {
    void add(long nodes, long solutions);
  }

  private final StopCheck stop;
  private final Found found;
  private final java.util.function.DoubleConsumer fractionDone;
  private long nodes;
  private long solutions;

  /** Stops when {@code stop} says so; tells {@code found} what each call adds. */
  public ReportingStopCheck(StopCheck stop, Found found) {
    this(stop, found, fraction -> {});
  }

  /**
   * As {@link #ReportingStopCheck(StopCheck, Found)}, passing on the search's estimate of the
   * fraction of its tree explored, when it makes one, to {@code fractionDone}.
   */
  public ReportingStopCheck(
      StopCheck stop, Found found, java.util.function.DoubleConsumer fractionDone) {
    this.stop = stop;
    this.found = found;
    this.fractionDone = fractionDone;
  }

  @Override
  public boolean shouldStop(long nodes, long solutions) {
    report(nodes, solutions);
    return stop.shouldStop(nodes, solutions);
  }

  @Override
  public boolean shouldStop(long nodes, long solutions, double fraction) {
    fractionDone.accept(fraction);
    return shouldStop(nodes, solutions);
  }

  /** Passes on what the ended search {@code r} found since the last call. */
  public void finish(SearchResult r) {
    report(r.nodes(), r.solutions());
  }

  private void report(long nodes, long solutions) {
    found.add(nodes - this.nodes, solutions - this.solutions);
    this.nodes = nodes;
    this.solutions = solutions;
  }
}
