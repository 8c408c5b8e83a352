package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;

/**
 * A count of the classic n x n board by orbit classes: units of work (border constellations for
 * {@link ConstellationCounter}, first-rank files for {@link MirrorHalvingCounter}) taken from a
 * shared queue by one {@link ClassCounter} per thread, and the classes summed.
 */
final class ParallelClassCount {
  /**
   * The largest classic board either counter takes: the diagonals of n x n fit one long (2n - 1
   * bits).
   */
  static final int MAX_N = 32;

  /** Probes per constellation for its estimated size: enough to weigh progress, cheap. */
  private static final int PROBES = 4;

  final long[] classes = new long[9];
  long nodes;
  long rejected;
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

  /** The classic board by border constellations, one per orbit: the engine's default. */
  static ParallelClassCount byConstellations(int n, int threads, Budget budget, Progress progress) {
    if (n < 4) {
      // n = 1: one queen, fixed by all 8 symmetries; n = 2, 3: no solution
      ParallelClassCount small = new ParallelClassCount();
      small.classes[1] = n == 1 ? 1 : 0;
      small.nodes = n == 1 ? 1 : 0;
      return small;
    }
    List<BorderConstellation> constellations = symmetricFirst(BorderConstellation.canonical(n));
    return run(
        constellations.size(),
        new ConstellationCounter(n, budget, constellations),
        threads,
        budget,
        progress,
        progress.watched() ? sizes(n, constellations, progress) : null);
  }

  /**
   * The constellations with the first one some symmetry fixes moved to the front. The compiler
   * optimises the counter's search once it is hot, from what it has seen so far: with only
   * symmetry-free constellations behind it, it leaves out the paths of the others, and the first
   * one of those, 10 to 20 % into a count, throws the compiled search away and has it compiled
   * again (decisions page). One such constellation up front shows it both kinds.
   */
  static List<BorderConstellation> symmetricFirst(List<BorderConstellation> constellations) {
    List<BorderConstellation> out = new ArrayList<>(constellations);
    for (int k = 0; k < out.size(); k++) {
      if (out.get(k).stabilizer() != 0) {
        out.add(0, out.remove(k));
        break;
      }
    }
    return out;
  }

  /**
   * The classic board by Rolfe's mirror halving and canonical check at the leaves, one unit per
   * first-rank file.
   */
  static ParallelClassCount byMirrorHalving(int n, int threads, Budget budget, Progress progress) {
    return run(
        MirrorHalvingCounter.units(n),
        new MirrorHalvingCounter(n, budget),
        threads,
        budget,
        progress,
        null);
  }

  /**
   * Each constellation's estimated search size ({@link ConstellationEstimate}, a few probes), so
   * that progress is the fraction of the work done, not of the constellations; made only when a
   * reporter shows it.
   */
  private static double[] sizes(
      int n, List<BorderConstellation> constellations, Progress progress) {
    double[] sizes = ConstellationEstimate.sizes(constellations, PROBES, n);
    progress.setWork(java.util.Arrays.stream(sizes).sum(), 0);
    return sizes;
  }

  private static ParallelClassCount run(
      int units,
      ClassCounter first,
      int threads,
      Budget budget,
      Progress progress,
      double[] sizes) {
    ParallelClassCount sum = new ParallelClassCount();
    progress.setUnitsTotal(units);
    UnitQueue queue = new UnitQueue(units, budget, progress, sizes);
    List<ClassCounter> done = new ArrayList<>();
    if (threads <= 1) {
      done.add(queue.countWith(first));
    } else {
      // threads of its own rather than an executor: a pool's queue, futures and the fork-join
      // pool its workers' waits start took about 2 ms of a short count (performance.md)
      Worker[] workers = new Worker[threads];
      for (int k = 0; k < threads; k++) {
        workers[k] = new Worker(queue, k == 0 ? first : first.another());
        workers[k].start();
      }
      try {
        for (Thread w : workers) {
          w.join();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        for (Worker w : workers) {
          w.counter.abandon(); // it ends at its search's next look at the budget
        }
        sum.stopped = true;
      }
      for (Worker w : workers) {
        if (w.isAlive()) {
          continue; // (interrupted) its counts are not final: left out, and the sum is partial
        }
        if (w.failure != null) {
          throw new IllegalStateException("orbit class count failed", w.failure);
        }
        done.add(w.counter);
      }
    }
    for (ClassCounter c : done) {
      for (int k = 0; k < c.classes.length; k++) {
        sum.classes[k] += c.classes[k];
      }
      sum.nodes += c.nodes;
      sum.rejected += c.rejected;
      sum.stopped |= c.stopped;
    }
    sum.stopped |= !queue.allTaken();
    return sum;
  }

  /** The units of a count, taken by index by the counters of all its threads. */
  private static final class UnitQueue {
    private final int units;
    private final AtomicInteger next = new AtomicInteger();
    private final Budget budget;
    private final Progress progress;
    private final double[] sizes;

    UnitQueue(int units, Budget budget, Progress progress, double[] sizes) {
      this.units = units;
      this.budget = budget;
      this.progress = progress;
      this.sizes = sizes;
    }

    /**
     * Takes units until none is left or the budget runs out, counting each with {@code counter},
     * and reports each unit's solutions and nodes as it finishes it (not only at the end).
     */
    ClassCounter countWith(ClassCounter counter) {
      while (!counter.stopped && !budget.exhausted()) {
        int k = next.getAndIncrement();
        if (k >= units) {
          break;
        }
        long solutions = counter.total();
        long nodes = counter.nodes;
        counter.count(k);
        progress.addSolutions(counter.total() - solutions);
        progress.addNodes(counter.nodes - nodes);
        if (!counter.stopped) {
          progress.unitDone();
          if (sizes != null) {
            progress.addWork(sizes[k]);
          }
        }
      }
      return counter;
    }

    /** True once every unit has been taken (not necessarily counted to its end). */
    boolean allTaken() {
      return next.get() >= units;
    }
  }

  /**
   * One thread of a count with more than one, with its own counter; what it throws (an
   * OutOfMemoryError too) is kept for the caller to report. A class rather than a lambda: a
   * lambda's first call costs a short command a few milliseconds (decisions page).
   */
  private static final class Worker extends Thread {
    private final UnitQueue queue;
    private final ClassCounter counter;
    private Throwable failure;

    Worker(UnitQueue queue, ClassCounter counter) {
      super("bitmask-classes");
      setDaemon(true);
      this.queue = queue;
      this.counter = counter;
    }

    @Override
    public void run() {
      try {
        queue.countWith(counter);
      } catch (Throwable t) {
        failure = t;
      }
    }
  }
}
