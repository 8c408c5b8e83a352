package org.nqueenslab.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

class SplitCounterTest {

  @Test
  void partsPartitionTheSolutions() {
    for (int n = 1; n <= 9; n++) {
      Problem p = Problem.of(n);
      long sum = 0;
      for (Subproblem part : Subproblems.split(p, 2, false)) {
        assertEquals(1, part.weight());
        sum += BruteForceOracle.count(part.problem());
      }
      assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), sum, "n=" + n);
    }
  }

  @Test
  void mirrorHalvingWeighsTheLeftHalfTwice() {
    for (int n = 1; n <= 9; n++) {
      List<Subproblem> parts = Subproblems.split(Problem.of(n), 1, true);
      long sum = 0;
      for (Subproblem part : parts) {
        sum += part.weight() * BruteForceOracle.count(part.problem());
      }
      assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), sum, "n=" + n);
      assertEquals((n + 1) / 2, parts.size());
    }
  }

  @Test
  void asymmetricProblemsAreNotHalved() {
    Problem p = Problem.builder(6).holes("a1").build();
    assertTrue(Subproblems.split(p, 1, true).stream().allMatch(s -> s.weight() == 1));
  }

  /**
   * A pool whose workers die before they run anything (as one out of memory as it starts does) ends
   * the count with that error, which the command line reports as such: the count hung, waiting for
   * parts no worker would run.
   */
  @Test
  void aWorkerThatDiesOutsideAnyPartEndsTheCountWithItsError() {
    Problem p = Problem.of(8);
    OutOfMemoryError dying = new OutOfMemoryError("Java heap space (a test's worker)");
    java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory doomed =
        pool ->
            new java.util.concurrent.ForkJoinWorkerThread(pool) {
              @Override
              protected void onStart() {
                throw dying;
              }
            };
    Engine bitmask = new BitmaskEngine();
    Request request = Request.count().withThreads(2);
    IllegalStateException e =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(20),
            () ->
                org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalStateException.class,
                    () ->
                        SplitCounter.count(
                            bitmask.name(),
                            bitmask::solve,
                            p,
                            Subproblems.split(p, 2, true),
                            request,
                            org.nqueenslab.engine.Budget.start(request),
                            doomed)));
    assertEquals(dying, e.getCause());
  }

  @Test
  void countsInParallelWithAnyEngine() {
    Engine engine = new BitmaskEngine();
    for (int n = 4; n <= 11; n++) {
      Problem p = Problem.of(n);
      Result r =
          SplitCounter.count(
              engine, p, Subproblems.split(p, 2, true), Request.count().withThreads(2));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
    }
  }

  /**
   * A unique count cut short before some parts start still has its lower bound: the parts not
   * started add nothing, they do not make the sum unknown. Here the first part solved cancels the
   * run (one thread, so the others find it cancelled before they start).
   */
  @Test
  void aUniqueCountCutShortKeepsItsFundamentalSum() {
    Problem p = Problem.of(10);
    Engine bitmask = new BitmaskEngine();
    Cancellation cancellation = new Cancellation();
    long[] finished = {0, 0}; // parts solved, their fundamental solutions
    Result r =
        SplitCounter.count(
            bitmask.name(),
            (part, request) -> {
              Result done = bitmask.solve(part, request);
              finished[0]++;
              finished[1] += done.unique();
              cancellation.cancel();
              return done;
            },
            p,
            Subproblems.split(p, 2, false),
            Request.count()
                .withSymmetry(SymmetryMode.UNIQUE)
                .withThreads(1)
                .withCancellation(cancellation));
    assertEquals(Status.INTERRUPTED, r.status());
    assertEquals(1, finished[0], "one part solved, the others skipped");
    assertNotNull(r.unique(), "a lower bound, not unknown");
    assertEquals(finished[1], r.unique());
    assertTrue(
        r.unique() > 0 && r.unique() < ReferenceCounts.standard(10).orElseThrow().fundamental());
  }
}
