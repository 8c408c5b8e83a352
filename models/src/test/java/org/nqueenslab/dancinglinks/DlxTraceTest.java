package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.Tracer;

class DlxTraceTest {
  private final DlxEngine engine = new DlxEngine();

  @Test
  void theTracedSolutionsAreTheEnginesAndEveryBoardIsPeaceful() {
    for (int n = 1; n <= 7; n++) {
      Problem p = Problem.of(n);
      List<TraceEvent> events = new ArrayList<>();
      assertTrue(engine.trace(p, new Tracer(Long.MAX_VALUE, events::add)), "the walk ends, n=" + n);
      Set<Placement> traced = new HashSet<>();
      for (TraceEvent e : events) {
        List<Square> queens = e.queens();
        for (int i = 0; i < queens.size(); i++) {
          for (int j = i + 1; j < queens.size(); j++) {
            assertNull(
                Verifier.attackLine(n, n, false, Set.of(), queens.get(i), queens.get(j)),
                "step " + e.step());
          }
        }
        if (e.kind() == TraceEvent.Kind.SOLUTION) {
          Placement s = Placement.of(queens);
          Verifier.requireValid(p, s);
          assertTrue(traced.add(s), "a solution traced twice");
        }
        if (e.kind() == TraceEvent.Kind.PLACE) {
          assertTrue(e.reason().startsWith("branching on "), e.reason());
        }
      }
      List<Placement> enumerated = new ArrayList<>();
      engine.solve(p, Request.enumerate(enumerated::add));
      assertEquals(new HashSet<>(enumerated), traced, "n=" + n);
    }
  }

  @Test
  void deadEndsAreNamedOnTheBacktrackThatFollows() {
    List<TraceEvent> events = new ArrayList<>();
    engine.trace(Problem.of(4), new Tracer(Long.MAX_VALUE, events::add));
    assertTrue(
        events.stream()
            .anyMatch(
                e ->
                    e.kind() == TraceEvent.Kind.BACKTRACK
                        && e.reason() != null
                        && e.reason().endsWith("has no square left")));
  }

  @Test
  void stopsAtTheStepBound() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(engine.trace(Problem.of(8), new Tracer(5, events::add)));
    assertEquals(5, events.size());
  }
}
