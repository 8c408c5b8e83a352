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

  public void addSolutions(long delta) {
    solutions.addAndGet(delta);
  }

  public void addNodes(long delta) {
    nodes.addAndGet(delta);
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
}
