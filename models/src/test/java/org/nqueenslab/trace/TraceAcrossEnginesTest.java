package org.nqueenslab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent.Kind;

/** Every traceable engine in the registry: its trace tells the truth about its search. */
class TraceAcrossEnginesTest {

  static Stream<Engine> traceable() {
    // the backtracking searches, whose every board is a partial solution; the constraint and local
    // searches (whose boards may hold attacking queens) have their own trace tests
    return Engines.all().stream()
        .filter(e -> e instanceof Traceable)
        .filter(e -> Set.of("wirth", "permutation-swap", "bitmask", "dlx").contains(e.name()));
  }

  private static List<TraceEvent> fullTrace(Engine engine, Problem p) {
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(((Traceable) engine).trace(p, new Tracer(10_000_000, events::add)), engine.name());
    return events;
  }

  @ParameterizedTest
  @MethodSource("traceable")
  void everyBoardIsAttackFreeAndTheSolutionsAreTheEnginesOwn(Engine engine) {
    for (int n = 1; n <= 6; n++) {
      Problem p = Problem.of(n);
      List<TraceEvent> events = fullTrace(engine, p);
      for (TraceEvent e : events) {
        List<org.nqueenslab.problem.Square> queens = e.queens();
        if (!queens.isEmpty()) {
          // The board after any step is a partial solution: k queens on the n x n board, none
          // attacked.
          Verifier.requireValid(
              Problem.builder(n).queens(queens.size()).build(), Placement.of(queens));
        }
        if (e.kind() == Kind.SOLUTION) {
          assertEquals(n, queens.size());
        }
      }
      List<Placement> enumerated = new ArrayList<>();
      engine.solve(p, Request.enumerate(enumerated::add));
      List<Placement> traced =
          events.stream()
              .filter(e -> e.kind() == Kind.SOLUTION)
              .map(e -> Placement.of(e.queens()))
              .toList();
      assertEquals(enumerated, traced, engine.name() + " n=" + n);
    }
  }

  @ParameterizedTest
  @MethodSource("traceable")
  void everyStepChangesTheQueensAsItSays(Engine engine) {
    for (int n = 1; n <= 6; n++) {
      assertStepsMoveQueensAsTheySay(
          engine.name() + " n=" + n, Set.of(), fullTrace(engine, Problem.of(n)));
    }
  }

  /**
   * A step changes the queens only as it says: a place adds its square, a backtrack or a lift (the
   * last queen of a solution moving on) takes its square away, nothing else moves a queen, and a
   * whole search ends on the board it started from. The queens placed in advance ({@code fixed})
   * stand on every board, also while a search places or lifts one as its rank's only square.
   */
  static void assertStepsMoveQueensAsTheySay(
      String what, Set<org.nqueenslab.problem.Square> fixed, List<TraceEvent> events) {
    Set<org.nqueenslab.problem.Square> before = fixed;
    for (TraceEvent e : events) {
      Set<org.nqueenslab.problem.Square> after = Set.copyOf(e.queens());
      Set<org.nqueenslab.problem.Square> expected = new java.util.HashSet<>(before);
      if (!fixed.contains(e.square())) {
        switch (e.kind()) {
          case PLACE -> expected.add(e.square());
          case BACKTRACK, LIFT -> assertTrue(expected.remove(e.square()), what + ": " + e);
          default -> {}
        }
      }
      assertEquals(expected, after, what + ", step " + e.step());
      before = after;
    }
    assertEquals(fixed, before, what + ": the search ends on the board it started from");
  }

  static Stream<Engine> everyTraceable() {
    return Engines.all().stream().filter(e -> e instanceof Traceable);
  }

  /**
   * A solution step that names a square names one of the solution's queens (Choco's trace once
   * named the square its last decision had just refuted, which held no queen).
   */
  @ParameterizedTest
  @MethodSource("everyTraceable")
  void aSolutionStepNamesOneOfItsQueensOrNoSquare(Engine engine) {
    for (int n = 4; n <= 6; n++) {
      List<TraceEvent> events = new ArrayList<>();
      // an engine tracing its own optimization (bnb) is traced on the question it answers
      Problem problem =
          ((Traceable) engine).tracesOptimization()
              ? Problem.builder(n).rule(org.nqueenslab.problem.Rule.DOMINATING).build()
              : Problem.of(n);
      ((Traceable) engine).trace(problem, new Tracer(100_000, events::add));
      String what = engine.name() + " n=" + n;
      List<TraceEvent> solutions = events.stream().filter(e -> e.kind() == Kind.SOLUTION).toList();
      assertFalse(solutions.isEmpty(), what + ": no solution step traced");
      for (TraceEvent e : solutions) {
        if (e.square() != null) {
          assertTrue(
              e.queens().contains(e.square()),
              what + ", step " + e.step() + " names " + e.square().name() + ": " + e.queens());
        }
      }
    }
  }

  @Test
  void bitmaskPlacesAndBacktracksExactlyAsWirthButNeverRejects() {
    Traceable wirth = (Traceable) Engines.require("wirth");
    Traceable bitmask = (Traceable) Engines.require("bitmask");
    Problem eight = Problem.of(8);
    List<TraceEvent> w = new ArrayList<>();
    List<TraceEvent> b = new ArrayList<>();
    wirth.trace(eight, new Tracer(100_000, w::add));
    bitmask.trace(eight, new Tracer(100_000, b::add));
    List<String> wirthWithoutRejects =
        w.stream().filter(e -> e.kind() != Kind.REJECT).map(TraceAcrossEnginesTest::key).toList();
    assertFalse(b.stream().anyMatch(e -> e.kind() == Kind.REJECT));
    assertEquals(wirthWithoutRejects, b.stream().map(TraceAcrossEnginesTest::key).toList());
    assertEquals(2_056, b.stream().filter(e -> e.kind() == Kind.PLACE).count());
    assertEquals(1_964, b.get(b.size() - 1).counters().get("backtracks"));
  }

  @Test
  void thePermutationSearchPlacesAsWirthDoesButTestsOnlyTheFreeFiles() {
    Problem eight = Problem.of(8);
    List<TraceEvent> w = new ArrayList<>();
    List<TraceEvent> p = new ArrayList<>();
    ((Traceable) Engines.require("wirth")).trace(eight, new Tracer(100_000, w::add));
    ((Traceable) Engines.require("permutation-swap")).trace(eight, new Tracer(100_000, p::add));
    assertEquals(
        w.stream().filter(e -> e.kind() != Kind.REJECT).map(TraceAcrossEnginesTest::key).toList(),
        p.stream().filter(e -> e.kind() != Kind.REJECT).map(TraceAcrossEnginesTest::key).toList());
    assertEquals(15_720 - 2_056, w.stream().filter(e -> e.kind() == Kind.REJECT).count());
    assertEquals(5_508 - 2_056, p.stream().filter(e -> e.kind() == Kind.REJECT).count());
    assertTrue(
        p.stream().filter(e -> e.kind() == Kind.REJECT).noneMatch(e -> e.reason().contains("file")),
        "a permutation never puts two queens on a file");
  }

  private static String key(TraceEvent e) {
    return e.kind() + " " + e.square().name() + " " + e.queens();
  }
}
