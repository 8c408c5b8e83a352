package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;

/**
 * Counts the classic n x n board one {@link BorderConstellation} orbit at a time ({@link ConstellationCounter}), on
 * one thread or several taking constellations from a shared queue, and sums the orbit classes.
 */
final class ConstellationCount {
  final long[] classes = new long[9];
  long nodes;
  boolean stopped;

  /** Fundamental solutions: one per orbit. */
  long unique() {
    long u = 0;
    for (long c : classes) {
      u += c;
    }
    return u;
  }

  /** All solutions: each orbit counts its size. */
  long total() {
    long t = 0;
    for (int size = 0; size < classes.length; size++) {
      t += size * classes[size];
    }
    return t;
  }

  static ConstellationCount run(int n, int threads, Budget budget, Progress progress) {
    ConstellationCount sum = new ConstellationCount();
    if (n < 4) {
      // n = 1: one queen, fixed by all 8 symmetries; n = 2, 3: no solution
      sum.classes[1] = n == 1 ? 1 : 0;
      sum.nodes = n == 1 ? 1 : 0;
      return sum;
    }
    List<BorderConstellation> constellations = BorderConstellation.canonical(n);
    progress.setUnitsTotal(constellations.size());
    AtomicInteger next = new AtomicInteger();
    List<ConstellationCounter> done = new ArrayList<>();
    if (threads <= 1) {
      done.add(work(n, constellations, next, budget, progress));
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
        Thread t = new Thread(r, "bitmask-constellations");
        t.setDaemon(true);
        return t;
      });
      try {
        List<Future<ConstellationCounter>> futures = new ArrayList<>();
        for (int k = 0; k < threads; k++) {
          futures.add(pool.submit(() -> work(n, constellations, next, budget, progress)));
        }
        for (Future<ConstellationCounter> f : futures) {
          done.add(f.get());
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        sum.stopped = true;
      } catch (ExecutionException e) {
        throw new IllegalStateException("constellation count failed", e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    for (ConstellationCounter c : done) {
      for (int k = 0; k < c.classes.length; k++) {
        sum.classes[k] += c.classes[k];
      }
      sum.nodes += c.nodes;
      sum.stopped |= c.stopped;
    }
    sum.stopped |= next.get() < constellations.size();
    progress.addNodes(sum.nodes);
    progress.addSolutions(sum.total());
    return sum;
  }

  /** One worker: takes constellations from the shared queue until it is empty or the budget runs out. */
  private static ConstellationCounter work(int n, List<BorderConstellation> constellations, AtomicInteger next,
      Budget budget, Progress progress) {
    ConstellationCounter counter = new ConstellationCounter(n, budget);
    while (!counter.stopped && !budget.exhausted()) {
      int k = next.getAndIncrement();
      if (k >= constellations.size()) {
        break;
      }
      counter.count(constellations.get(k));
      if (!counter.stopped) {
        progress.unitDone();
      }
    }
    return counter;
  }
}
