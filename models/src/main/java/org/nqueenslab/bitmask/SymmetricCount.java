package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;

/**
 * Runs the {@link SymmetricCounter} over its units of work (corner shape: one per rank-2 file; edge shape: one per
 * rank-1 file m and rank-2 file), on one thread or a ForkJoinPool, and sums the orbit classes.
 */
final class SymmetricCount {
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

  static SymmetricCount run(int n, int threads, Budget budget, Progress progress) {
    SymmetricCount sum = new SymmetricCount();
    if (n == 1) {
      sum.classes[1] = 1; // one queen, fixed by all 8 symmetries
      sum.nodes = 1;
      return sum;
    }
    List<Callable<SymmetricCounter>> units = new ArrayList<>();
    for (int second = 2; second < n; second++) {
      int s = second;
      units.add(() -> unit(n, budget, c -> c.countCorner(s)));
    }
    for (int m = 1; m <= (n - 1) / 2; m++) {
      for (int second = 0; second < n; second++) {
        int first = m;
        int bit = 1 << second;
        units.add(() -> unit(n, budget, c -> c.countEdge(first, bit)));
      }
    }
    progress.setUnitsTotal(units.size());
    List<SymmetricCounter> done = new ArrayList<>();
    if (threads <= 1) {
      for (Callable<SymmetricCounter> u : units) {
        done.add(call(u));
        progress.unitDone();
      }
    } else {
      ForkJoinPool pool = new ForkJoinPool(threads);
      try {
        for (Future<SymmetricCounter> f : pool.invokeAll(units)) {
          done.add(f.get());
          progress.unitDone();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        sum.stopped = true;
      } catch (ExecutionException e) {
        throw new IllegalStateException("symmetric count failed", e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    for (SymmetricCounter c : done) {
      for (int k = 0; k < c.classes.length; k++) {
        sum.classes[k] += c.classes[k];
      }
      sum.nodes += c.nodes;
      sum.stopped |= c.stopped;
      progress.addNodes(c.nodes);
    }
    progress.addSolutions(sum.total());
    return sum;
  }

  private static SymmetricCounter unit(int n, Budget budget, java.util.function.Consumer<SymmetricCounter> work) {
    SymmetricCounter c = new SymmetricCounter(n, budget);
    if (budget.exhausted()) {
      c.stopped = true;
    } else {
      work.accept(c);
    }
    return c;
  }

  private static SymmetricCounter call(Callable<SymmetricCounter> u) {
    try {
      return u.call();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
