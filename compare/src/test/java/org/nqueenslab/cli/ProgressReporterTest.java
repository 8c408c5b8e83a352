package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Progress;

/** The progress line: work done weighted by part size, solutions, rate and time left. */
class ProgressReporterTest {

  @Test
  void theFractionIsOfTheEstimatedWorkNotOfTheParts() {
    Progress p = new Progress();
    p.setUnitsTotal(4);
    p.setWork(100, 0);
    p.unitDone(); // one part of four, but three quarters of the work
    p.addWork(75);
    p.addSolutions(3000);
    String line = ProgressReporter.line("bitmask", p, 30, 0);
    assertTrue(line.contains("75.0% done"), line);
    assertTrue(line.contains("3,000 solutions so far (100/s)"), line);
    assertTrue(line.contains("about 10 s left"), line);
    assertTrue(line.contains("1/4 parts"), line);
  }

  @Test
  void aResumedCountsRateAndTimeLeftAreThisRunsOwn() {
    Progress p = new Progress();
    p.setWork(100, 50); // half the work came from a checkpoint
    p.addResumedSolutions(1_000_000);
    p.addWork(10);
    p.addSolutions(500);
    String line = ProgressReporter.line("dlx", p, 10, 0);
    assertTrue(line.contains("60.0% done"), line);
    assertTrue(line.contains("1,000,500 solutions so far (50/s)"), line);
    assertTrue(line.contains("about 40 s left"), line); // 10 % took 10 s, 40 % are left
  }

  @Test
  void aRunWhereNothingMovesNoLongerPromisesTheRestAtItsPace() {
    Progress p = new Progress();
    p.setWork(100, 0);
    p.addWork(99); // a cluster member stopped while it held the last part
    String moving = ProgressReporter.line("bitmask", p, 99, 1);
    assertTrue(moving.contains("about 1 s left"), moving);
    String still = ProgressReporter.line("bitmask", p, 140, 41);
    assertTrue(still.contains("nothing new for 41 s"), still);
    assertFalse(still.contains("left"), still);
  }
}
