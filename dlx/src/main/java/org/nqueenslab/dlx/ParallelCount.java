package org.nqueenslab.dlx;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Counts an exact cover's solutions on several threads: {@link DancingLinks#split} cuts the search
 * at a small depth into independent parts (paths of options, forced in turn), a fixed pool counts
 * them, and the sums, top levels included, are exactly the one-thread search's solutions, nodes and
 * updates. Parts are many more than threads (every option of the first two chosen items, by
 * default), so uneven subtrees even out.
 */
public final class ParallelCount {
  /** Split depth used unless told otherwise: the first two levels of the search. */
  public static final int DEFAULT_DEPTH = 2;

  /** Random walks per part for its size estimate: enough for a progress bar, a few ms in all. */
  private static final int ESTIMATE_PROBES = 16;

  private ParallelCount() {}

  /**
   * Told how many parts a count has and as each one ends, from the counting threads (so it must be
   * thread-safe).
   */
  public interface Parts {
    /**
     * The parts, before any is counted: each one's estimated number of nodes ({@link
     * DancingLinks#estimate}), so that progress weighs parts by their size, not their number.
     */
    void split(double[] sizes);

    /**
     * A running part's nodes and solutions since its last report (every {@link
     * AlgorithmX#POLL_INTERVAL} nodes or so, and once more as it ends), to add to a running total.
     */
    void running(long nodes, long solutions);

    /** Part {@code index}'s search ended (its figures already reported by {@link #running}). */
    void done(int index, SearchResult part);
  }

  /**
   * As {@link #count(DancingLinks, int[], int, int, SearchLimits, Parts)}, with no one told of the
   * parts.
   */
  public static SearchResult count(
      DancingLinks dlx, int[] forced, int threads, int depth, SearchLimits limits) {
    return count(dlx, forced, threads, depth, limits, null);
  }

  /**
   * Counts with {@code threads} threads within {@code limits}: the time limit and the stop check
   * apply to the whole count (the stop check is then called from several threads, so it must be
   * thread-safe); solution and node limits belong to one search and are refused here.
   */
  public static SearchResult count(
      DancingLinks dlx, int[] forced, int threads, int depth, SearchLimits limits, Parts parts) {
    if (limits.solutionLimit() != SearchLimits.NO_LIMIT
        || limits.nodeLimit() != SearchLimits.NO_LIMIT) {
      throw new IllegalArgumentException(
          "a parallel count takes no solution or node limit: count on one thread");
    }
    long start = System.nanoTime();
    Deadline deadline = Deadline.after(start, limits.timeLimit());
    StopCheck userCheck = limits.stopCheck();
    DancingLinks.Split split =
        dlx.split(
            forced, depth, () -> deadline.passed(System.nanoTime()) || userCheck.shouldStop(0, 0));
    if (split == null) { // the limits ran out while splitting
      StopReason reason =
          deadline.passed(System.nanoTime()) ? StopReason.TIME_LIMIT : StopReason.STOPPED;
      return new SearchResult(reason, 0, 0, 0, Duration.ofNanos(System.nanoTime() - start));
    }
    if (threads <= 1 || split.parts().size() <= 1) {
      return dlx.search(forced, limits, null);
    }
    AtomicBoolean stop = new AtomicBoolean();
    StopCheck shared = (nodes, solutions) -> stop.get() || userCheck.shouldStop(nodes, solutions);
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            runnable -> {
              Thread t = new Thread(runnable, "dlx-count");
              t.setDaemon(true);
              return t;
            });
    if (parts != null) {
      double[] sizes = new double[split.parts().size()];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = dlx.estimate(concat(forced, split.parts().get(i)), ESTIMATE_PROBES, i);
      }
      parts.split(sizes);
    }
    long solutions = split.top().solutions();
    long nodes = split.top().nodes();
    long updates = split.top().updates();
    long cleansings = split.top().cleansings();
    StopReason reason = StopReason.COMPLETE;
    try {
      List<Future<SearchResult>> results = new ArrayList<>();
      for (int i = 0; i < split.parts().size(); i++) {
        int index = i;
        int[] path = concat(forced, split.parts().get(i));
        results.add(
            pool.submit(
                () -> {
                  ReportingStopCheck check =
                      new ReportingStopCheck(shared, parts == null ? (n, s) -> {} : parts::running);
                  SearchResult r = countPart(dlx, path, deadline, check, stop);
                  check.finish(r);
                  if (parts != null) {
                    parts.done(index, r);
                  }
                  return r;
                }));
      }
      for (Future<SearchResult> f : results) {
        SearchResult r = f.get();
        solutions += r.solutions();
        nodes += r.nodes();
        updates += r.updates();
        cleansings += r.cleansings();
        // a part that ran out of time stops the others (they end STOPPED): the time limit is the
        // cause
        if (r.reason() == StopReason.TIME_LIMIT || reason == StopReason.COMPLETE) {
          reason = r.reason();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop.set(true);
      reason = StopReason.STOPPED;
    } catch (ExecutionException e) {
      throw new IllegalStateException("a part of the parallel count failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return new SearchResult(
        reason, solutions, nodes, updates, cleansings, Duration.ofNanos(System.nanoTime() - start));
  }

  private static SearchResult countPart(
      DancingLinks dlx, int[] path, Deadline deadline, StopCheck shared, AtomicBoolean stop) {
    if (stop.get()) {
      return new SearchResult(StopReason.STOPPED, 0, 0, 0, Duration.ZERO);
    }
    long now = System.nanoTime();
    if (deadline.passed(now)) {
      stop.set(true);
      return new SearchResult(StopReason.TIME_LIMIT, 0, 0, 0, Duration.ZERO);
    }
    SearchLimits limits =
        SearchLimits.NONE.withStopCheck(shared).withTimeLimit(deadline.remaining(now));
    SearchResult r = dlx.search(path, limits, null);
    if (r.reason() != StopReason.COMPLETE) {
      stop.set(true); // one part out of time or stopped: the others stop too
    }
    return r;
  }

  private static int[] concat(int[] a, int[] b) {
    int[] out = new int[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
