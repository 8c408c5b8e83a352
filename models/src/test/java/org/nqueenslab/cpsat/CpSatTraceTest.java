package org.nqueenslab.cpsat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

class CpSatTraceTest {
  private final CpSatEngine engine = new CpSatEngine();

  @BeforeEach
  void needsOrTools() {
    assumeTrue(OrToolsNative.unavailableReason() == null, OrToolsNative.unavailableReason());
  }

  /**
   * Only what CP-SAT exposes: log lines (no board, no square), solutions (verified, each once, as
   * many as the reference says), and its final counters, equal to the untraced one-worker count's.
   */
  private void check(Problem p, long expected) {
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(engine.trace(p, new Tracer(1_000_000, events::add)));
    Set<Placement> solutions = new HashSet<>();
    for (TraceEvent e : events) {
      assertTrue(e.kind() == Kind.LOG || e.kind() == Kind.SOLUTION, e.kind().label());
      assertNull(e.square(), "no step of a CP-SAT trace is about a square it decided");
      if (e.kind() == Kind.SOLUTION) {
        Placement s = Placement.of(e.queens());
        Verifier.requireValid(p, s);
        assertTrue(solutions.add(s));
      } else {
        assertTrue(e.queens().size() == p.fixed().size(), "a log line shows no queen");
      }
    }
    assertEquals(expected, solutions.size());
    assertTrue(events.stream().anyMatch(e -> e.reason().startsWith("CP-SAT log: ")));
    Result untraced = engine.solve(p, Request.count());
    TraceEvent last = events.get(events.size() - 1);
    for (String counter : List.of(Statistics.BRANCHES, Statistics.CONFLICTS)) {
      assertEquals(untraced.statistics().get(counter), last.counters().get(counter), counter);
    }
  }

  @Test
  void thePlainBoardShowsTheLogAndEverySolution() {
    check(Problem.of(6), ReferenceCounts.standard(6).orElseThrow().count());
  }

  @Test
  void theBooleanBoardOfAPawnToo() {
    Problem p = Problem.builder(5).pawns("c3").queens(6).build();
    check(p, BruteForceOracle.count(p));
  }

  @Test
  void aStepBoundStopsTheSearch() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(engine.trace(Problem.of(8), new Tracer(5, events::add)));
    assertEquals(5, events.size());
  }

  /**
   * Ctrl-C stops a trace even while CP-SAT calls none of its callbacks: at n = 200, once its search
   * has started (its log says so), it logs nothing for minutes, and only its watchdog can stop it.
   * The cancellation comes half a second into that silence.
   */
  @Test
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a failure, not a hang
  void cancellationStopsATraceWhileCpSatIsSilent() {
    CountDownLatch searchStarted = new CountDownLatch(1);
    AtomicBoolean cancelled = new AtomicBoolean();
    Thread user =
        new Thread(
            () -> {
              try {
                searchStarted.await();
                Thread.sleep(500);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              cancelled.set(true);
            });
    user.setDaemon(true);
    user.start();
    Tracer tracer =
        new Tracer(
                Long.MAX_VALUE,
                e -> {
                  if (e.reason() != null && e.reason().contains("Starting search")) {
                    searchStarted.countDown();
                  }
                })
            .stoppingWhen(cancelled::get);
    long start = System.nanoTime();
    assertFalse(engine.trace(Problem.of(200), tracer));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertTrue(cancelled.get(), "the trace ended before the cancellation: nothing tested");
    assertTrue(seconds < 20, "stopped " + seconds + " s after it started");
  }
}
