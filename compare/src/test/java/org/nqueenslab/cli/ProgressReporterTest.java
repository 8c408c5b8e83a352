package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

  /** A stall is a wait past half a minute and past four times the run's longest wait so far. */
  @Test
  void aStallIsAWaitFarPastTheRunsOwnRhythm() {
    long s = 1_000_000_000L;
    Progress quick = new Progress();
    ProgressReporter.Quiet q = new ProgressReporter.Quiet(0);
    for (int t = 1; t <= 10; t++) { // a part done every second
      quick.unitDone();
      assertEquals(0.0, q.stalledSecondsAt(quick, t * s));
    }
    assertEquals(0.0, q.stalledSecondsAt(quick, 39 * s)); // 29 s without news
    assertEquals(31.0, q.stalledSecondsAt(quick, 41 * s));
    Progress slow = new Progress();
    ProgressReporter.Quiet r = new ProgressReporter.Quiet(0);
    assertEquals(0.0, r.stalledSecondsAt(slow, s));
    slow.addNodes(5);
    assertEquals(0.0, r.stalledSecondsAt(slow, 21 * s)); // parts of 20 s: news every 20 s
    slow.addNodes(5);
    assertEquals(0.0, r.stalledSecondsAt(slow, 41 * s));
    assertEquals(0.0, r.stalledSecondsAt(slow, 100 * s)); // 59 s: long, but within its rhythm
    assertEquals(81.0, r.stalledSecondsAt(slow, 122 * s)); // past 4 x 20 s
  }

  @Test
  void aRunWhereNothingMovesNoLongerPromisesTheRestAtItsPace() {
    Progress p = new Progress();
    p.setWork(100, 0);
    p.addWork(99); // a cluster member stopped while it held the last part
    String moving = ProgressReporter.line("bitmask", p, 99, 0);
    assertTrue(moving.contains("about 1 s left"), moving);
    String still = ProgressReporter.line("bitmask", p, 140, 41);
    assertTrue(still.contains("nothing new for 41 s"), still);
    assertFalse(still.contains("left"), still);
  }
}
