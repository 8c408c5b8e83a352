package org.nqueenslab.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

class ChocoTraceTest {
  private final ChocoEngine engine = new ChocoEngine();

  private List<TraceEvent> trace(Problem p) {
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(engine.trace(p, new Tracer(10_000_000, events::add)), "the search ends");
    return events;
  }

  /** The trace's last counters are Choco's own: those of the untraced one-thread count. */
  private void assertCountersOfTheUntracedRun(Problem p, List<TraceEvent> events) {
    Result untraced = engine.solve(p, Request.count());
    TraceEvent last = events.get(events.size() - 1);
    for (String counter : List.of(Statistics.NODES, Statistics.FAILS, Statistics.BACKTRACKS)) {
      assertEquals(
          untraced.statistics().get(counter), last.counters().get(counter), counter + " " + p);
    }
    assertEquals(
        untraced.solutions(), events.stream().filter(e -> e.kind() == Kind.SOLUTION).count());
  }

  /** By the verifier's rule, not the trace's. */
  private static boolean attacked(Problem p, Set<Square> queens, Square s) {
    return queens.stream()
        .anyMatch(
            q ->
                !q.equals(s)
                    && Verifier.attackLine(p.rows(), p.cols(), p.torus(), p.pawns(), q, s) != null);
  }

  private static Set<Placement> verifiedSolutions(Problem p, List<TraceEvent> events) {
    Set<Placement> solutions = new HashSet<>();
    for (TraceEvent e : events) {
      if (e.kind() == Kind.SOLUTION) {
        Placement s = Placement.of(e.queens());
        Verifier.requireValid(p, s);
        assertTrue(solutions.add(s), "each solution once: " + s);
      }
    }
    return solutions;
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 6, 8})
  void thePlainBoardsTraceHasChocosCountersAndEverySolution(int n) {
    Problem p = Problem.of(n);
    List<TraceEvent> events = trace(p);
    assertCountersOfTheUntracedRun(p, events);
    assertEquals(
        ReferenceCounts.standard(n).orElseThrow().count(), verifiedSolutions(p, events).size());
  }

  /**
   * No board of the trace shows two queens that attack each other: a decision whose propagation
   * failed drew the values propagation had fixed on the way to the failure (d1 and d2 on one file
   * at n = 6, found by the classroom audit of session 11).
   */
  @ParameterizedTest
  @ValueSource(ints = {6, 7, 8})
  void noBoardShowsTwoQueensAttackingEachOther(int n) {
    for (Problem p : List.of(Problem.of(n), Problem.builder(n).torus(true).build())) {
      for (TraceEvent e : trace(p)) {
        Set<Square> queens = new HashSet<>(e.queens());
        for (Square q : queens) {
          assertFalse(attacked(p, queens, q), q + " attacked on the board of step " + e);
        }
      }
    }
  }

  @Test
  void holesPlacedQueensAndTheTorusKeepChocosCounters() {
    for (Problem p :
        List.of(
            Problem.builder(6).holes("c3", "d4").build(),
            Problem.builder(7).fixed("a1").build(),
            Problem.builder(7).torus(true).build())) {
      List<TraceEvent> events = trace(p);
      assertCountersOfTheUntracedRun(p, events);
      assertEquals(BruteForceOracle.count(p), verifiedSolutions(p, events).size(), p.describe());
      for (TraceEvent e : events) {
        p.holes().forEach(h -> assertEquals(Role.HOLE, e.board().at(h)));
        p.fixed().forEach(f -> assertEquals(Role.FIXED, e.board().at(f)));
      }
    }
  }

  @Test
  void prunedSquaresAreThoseNoQueenAttacksAndEachFailureNamesItsConstraint() {
    Problem p = Problem.of(8);
    List<TraceEvent> events = trace(p);
    long decisions = 0;
    long pruned = 0;
    for (TraceEvent e : events) {
      Set<Square> queens = new HashSet<>(e.queens());
      for (Square s : e.board().withRole(Role.PRUNED)) {
        assertFalse(attacked(p, queens, s), s + " pruned, yet attacked, step " + e);
        pruned++;
      }
      for (Square s : e.board().withRole(Role.ATTACKED)) {
        assertTrue(attacked(p, queens, s), s + " marked attacked, step " + e);
      }
      if (e.kind() == Kind.DECIDE) {
        decisions++;
        assertTrue(queens.contains(e.square()), "the decided queen is on the board");
      }
      if (e.kind() == Kind.FAIL) {
        assertTrue(e.reason().startsWith("all-different on the"), e.reason());
      }
    }
    assertTrue(pruned > 0, "refuted decisions are ruled out though no queen attacks them");
    assertTrue(decisions > 0);
  }

  /**
   * A queen drawn Q is a decision in force, read off the steps themselves (a decision pushes its
   * square, a backtrack lifting the square on top pops it); every other queen of the search is
   * drawn q, forced by propagation.
   */
  @ParameterizedTest
  @ValueSource(ints = {6, 8})
  void decidedQueensAreDrawnApartFromTheQueensPropagationForced(int n) {
    Problem p = Problem.of(n);
    java.util.Deque<Square> inForce = new java.util.ArrayDeque<>();
    long forced = 0;
    for (TraceEvent e : trace(p)) {
      if (e.kind() == Kind.DECIDE) {
        inForce.push(e.square());
      } else if (e.kind() == Kind.BACKTRACK && e.square() != null) {
        if (e.square().equals(inForce.peek())) {
          inForce.pop();
        }
      }
      assertEquals(
          new HashSet<>(e.board().withRole(Role.QUEEN)),
          e.queens().stream()
              .filter(inForce::contains)
              .collect(java.util.stream.Collectors.toSet()),
          "Q are the decisions in force, step " + e);
      for (Square q : e.board().withRole(Role.FORCED)) {
        assertFalse(inForce.contains(q), q + " drawn forced but decided, step " + e);
        forced++;
      }
      if (e.kind() == Kind.SOLUTION) {
        assertEquals(n, e.queens().size());
      }
    }
    assertTrue(forced > 0, "propagation places queens no decision chose");
  }

  @Test
  void boundConsistencyPrunesSquaresNoQueenAttacksAndKeepsItsCounters() {
    Problem p = Problem.of(8);
    Request settings = Request.enumerate(s -> {}).withOptions(Map.of("config", "nqueenglobal"));
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(engine.trace(p, settings, new Tracer(10_000_000, events::add)));
    Result untraced = engine.solve(p, Request.count().withOptions(settings.options()));
    TraceEvent last = events.get(events.size() - 1);
    for (String counter : List.of(Statistics.NODES, Statistics.FAILS, Statistics.BACKTRACKS)) {
      assertEquals(untraced.statistics().get(counter), last.counters().get(counter), counter);
    }
    assertEquals(92, verifiedSolutions(p, events).size()); // A000170(8)
    long prunedByPropagation = 0;
    for (TraceEvent e : events) {
      if (e.kind() == Kind.DECIDE) {
        Set<Square> queens = new HashSet<>(e.queens());
        prunedByPropagation +=
            e.pruned().stream()
                .filter(s -> s.rank() != e.square().rank())
                .filter(s -> !attacked(p, queens, s))
                .count();
      }
    }
    assertTrue(prunedByPropagation > 0, "bound consistency removes squares no queen attacks");
  }

  @Test
  void aStepBoundStopsTheSearch() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(engine.trace(Problem.of(8), new Tracer(10, events::add)));
    assertEquals(10, events.size());
    List<TraceEvent> first = new ArrayList<>();
    assertFalse(engine.trace(Problem.of(8), new Tracer(1_000_000, 1, first::add)));
    assertEquals(Kind.SOLUTION, first.get(first.size() - 1).kind());
  }

  @Test
  void theBooleanBoardOfPawnsIsNotTraced() {
    Problem pawn = Problem.builder(8).pawns("d4").queens(9).build();
    assertTrue(engine.whyNotTraceable("choco", pawn).contains("dlx or bitmask"));
    assertThrows(BadInputException.class, () -> engine.trace(pawn, new Tracer(10, e -> {})));
  }
}
