package org.nqueenslab.engine;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Live progress of a run, written by the engine now and then (not on every node) and read by a
 * reporter thread that prints it on stderr. Units are whatever the engine splits its work into
 * (subproblems, first-rank squares).
 */
public final class Progress {
  private final AtomicLong solutions = new AtomicLong();
  private final AtomicLong nodes = new AtomicLong();
  private final AtomicLong unitsDone = new AtomicLong();
  private volatile long unitsTotal;
  private final java.util.concurrent.atomic.DoubleAdder workDone =
      new java.util.concurrent.atomic.DoubleAdder();
  private volatile double workTotal;
  private volatile double workAtStart;
  private final AtomicLong resumedSolutions = new AtomicLong();
  private volatile boolean findsSolutions = true;
  private volatile boolean watched;

  /** The run this one is a part of (null for a whole run), told of its solutions and nodes. */
  private final Progress whole;

  /** How many of the whole run's solutions each solution of this part stands for. */
  private final long weight;

  /** The progress of a whole run. */
  public Progress() {
    this(null, 1);
  }

  private Progress(Progress whole, long weight) {
    this.whole = whole;
    this.weight = weight;
  }

  /**
   * The progress of one part of this run, whose solutions count {@code weight} times here (a part
   * that stands for its mirror image too counts twice) and whose nodes count once, as they are
   * found; its units and work stay its own.
   */
  public Progress part(long weight) {
    return new Progress(this, weight);
  }

  /** Says that a reporter reads this progress (before the run starts). */
  public void watch() {
    watched = true;
  }

  /**
   * Whether a reporter reads this progress, or the whole run's: an engine may skip what it computes
   * only for the fraction done (the bitmask engine's size estimates, 1 to 2 ms of a short count and
   * about 25 ms at n = 17) when nobody reads it.
   */
  public boolean watched() {
    return watched || whole != null && whole.watched();
  }

  public void addSolutions(long delta) {
    solutions.addAndGet(delta);
    if (whole != null) {
      whole.addSolutions(delta * weight);
    }
  }

  public void addNodes(long delta) {
    nodes.addAndGet(delta);
    if (whole != null) {
      whole.addNodes(delta);
    }
  }

  public void setUnitsTotal(long total) {
    unitsTotal = total;
  }

  public void unitDone() {
    unitsDone.incrementAndGet();
  }

  public long solutions() {
    return solutions.get();
  }

  public long nodes() {
    return nodes.get();
  }

  public long unitsDone() {
    return unitsDone.get();
  }

  public long unitsTotal() {
    return unitsTotal;
  }

  /**
   * The estimated size of all the work (parts weighted by their estimated search trees) and the
   * part of it already done before this run started (a resumed checkpoint): the fraction done and
   * the rate are read off work, not off a count of parts of very different sizes.
   */
  public void setWork(double total, double alreadyDone) {
    workTotal = total;
    workAtStart = alreadyDone;
    workDone.add(alreadyDone);
  }

  /** Solutions a checkpoint brought: counted in {@link #solutions()}, not in this run's rate. */
  public void addResumedSolutions(long count) {
    resumedSolutions.addAndGet(count);
    solutions.addAndGet(count);
  }

  /** The solutions this run found itself. */
  public long solutionsThisRun() {
    return solutions.get() - resumedSolutions.get();
  }

  /** Adds the estimated size of a part just finished. */
  public void addWork(double size) {
    workDone.add(size);
  }

  /** The largest fraction done a search has estimated of itself, -1 before its first. */
  private double estimated = -1;

  /**
   * Shows a search's own estimate of the fraction of its tree explored (0 to 1) as the work done,
   * from its first call on (a search in one piece, with no parts to weigh); an estimate below one
   * shown before is ignored, so the fraction only grows.
   */
  public synchronized void estimateFractionDone(double fraction) {
    if (estimated < 0) {
      setWork(1, 0);
      estimated = 0;
    }
    if (fraction > estimated) {
      // the deltas, summed in an order the reporting interval (a clock) decides, round: a search
      // that says it is done must read 1 exactly, not 0.9999999999999999
      addWork(fraction >= 1 ? workTotal - workDone.sum() : fraction - estimated);
      estimated = fraction;
    }
  }

  /** Marks a run that finds no solutions (an estimate's probes): its report leaves them out. */
  public Progress withoutSolutions() {
    findsSolutions = false;
    return this;
  }

  /** False for a run that finds no solutions at all (see {@link #withoutSolutions}). */
  public boolean findsSolutions() {
    return findsSolutions;
  }

  /** The fraction of the estimated work done, or -1 when the run gives no estimate. */
  public double fractionDone() {
    return workTotal > 0 ? Math.min(1, workDone.sum() / workTotal) : -1;
  }

  /** The fraction of the work this run itself has done (without what a checkpoint brought). */
  public double fractionDoneThisRun() {
    return workTotal > 0 ? Math.max(0, (workDone.sum() - workAtStart) / workTotal) : -1;
  }
}
