package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/** The traced Wirth search: the steps a classroom sees are the steps the engine counts. */
class WirthTraceTest {
  private final WirthEngine engine = new WirthEngine();

  private List<TraceEvent> trace(Problem p, long maxSteps) {
    List<TraceEvent> events = new ArrayList<>();
    engine.trace(p, new Tracer(maxSteps, events::add));
    return events;
  }

  @Test
  void firstStepsOnFourByFour() {
    List<TraceEvent> e = trace(Problem.of(4), 4);
    // a1 placed; a2 shares its file, b2 its diagonal; c2 is free.
    assertEquals(
        List.of(Kind.PLACE, Kind.REJECT, Kind.REJECT, Kind.PLACE),
        e.stream().map(TraceEvent::kind).toList());
    assertEquals(List.of("a1", "a2", "b2", "c2"), e.stream().map(x -> x.square().name()).toList());
    assertEquals("file taken by a1", e.get(1).reason());
    assertEquals("diagonal taken by a1", e.get(2).reason());
    assertEquals(List.of(Square.parse("a1"), Square.parse("c2")), e.get(3).queens());
  }

  @Test
  void aFullTraceOfSixRetellsTheEnginesCountsAndSolutions() {
    Problem six = Problem.of(6);
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(
        engine.trace(six, new Tracer(1_000_000, events::add)), "the search ends within the bound");
    List<Placement> solutions = new ArrayList<>();
    Result r = engine.solve(six, Request.enumerate(solutions::add));

    long tests =
        events.stream().filter(x -> x.kind() == Kind.PLACE || x.kind() == Kind.REJECT).count();
    long backtracks = events.stream().filter(x -> x.kind() == Kind.BACKTRACK).count();
    assertEquals(r.statistics().get(Statistics.POSITION_TESTS), tests);
    assertEquals(r.statistics().get(Statistics.BACKTRACKS), backtracks);
    assertEquals(
        r.statistics().asMap().get(Statistics.MOVES),
        events.get(events.size() - 1).counters().get(Statistics.MOVES));

    List<Placement> traced =
        events.stream()
            .filter(x -> x.kind() == Kind.SOLUTION)
            .map(x -> Placement.of(x.queens()))
            .toList();
    traced.forEach(s -> Verifier.requireValid(six, s));
    assertEquals(solutions, traced);

    for (TraceEvent x : events) {
      if (x.kind() == Kind.REJECT) {
        // The verifier, not the trace, decides that some queen on the board attacks the rejected
        // square.
        assertNotNull(x.reason());
        assertTrue(
            x.queens().stream()
                .anyMatch(
                    q ->
                        Verifier.attackLine(6, 6, false, java.util.Set.of(), q, x.square())
                            != null),
            x.toString());
      } else if (x.kind() == Kind.LIFT) {
        assertEquals(TraceEvent.LIFT_REASON, x.reason());
      } else {
        assertNull(x.reason());
      }
      if (x.kind() == Kind.BACKTRACK || x.kind() == Kind.LIFT) {
        assertFalse(x.queens().contains(x.square()), "a backtrack or a lift lifts the queen");
      }
    }
  }

  @Test
  void theEightByEightTraceReachesItsFirstSolutionAfter876TestsAnd105Backtracks() {
    List<TraceEvent> events = trace(Problem.of(8), 876 + 105 + 1);
    TraceEvent last = events.get(events.size() - 1);
    assertEquals(Kind.SOLUTION, last.kind());
    assertEquals(876, last.counters().get(Statistics.POSITION_TESTS));
    assertEquals(105, last.counters().get(Statistics.BACKTRACKS));
    assertEquals(1, events.stream().filter(x -> x.kind() == Kind.SOLUTION).count());
  }

  @Test
  void theBoundStopsTheSearch() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(engine.trace(Problem.of(8), new Tracer(10, events::add)));
    assertEquals(10, events.size());
  }

  @Test
  void onlyThePlainBoardIsTraced() {
    Problem holed = Problem.builder(6).holes("a1").build();
    assertThrows(BadInputException.class, () -> engine.trace(holed, new Tracer(10, x -> {})));
  }
}
