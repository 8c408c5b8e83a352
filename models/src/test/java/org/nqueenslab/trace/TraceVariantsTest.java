package org.nqueenslab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent.Kind;

/** bitmask and dlx trace the variants: pawns, holes, queens placed in advance, tori. */
class TraceVariantsTest {

  static List<Problem> variants() {
    return List.of(
        Problem.builder(8).pawns("d4").queens(9).build(), // nine queens and one pawn
        Problem.builder(5).pawns("b2", "d4").queens(6).build(),
        Problem.builder(6).holes("a1", "c3", "f6").build(),
        Problem.builder(7).fixed("c1").build(),
        Problem.builder(7).torus(true).build(),
        Problem.builder(4, 6).pawns("b2").build());
  }

  @ParameterizedTest
  @MethodSource("variants")
  void everySolutionOfTheTraceIsVerifiedAndTheOracleCountsThem(Problem p) {
    long expected = BruteForceOracle.count(p);
    for (String name : List.of("bitmask", "dlx")) {
      Engine engine = Engines.require(name);
      Traceable traceable = (Traceable) engine;
      if (name.equals("dlx") && p.rows() != p.cols()) {
        // its cover counts the queens with multiplicities (Algorithm M), which is not walked
        assertTrue(traceable.whyNotTraceable(name, p).contains("--engine bitmask"));
        continue;
      }
      assertNull(traceable.whyNotTraceable(name, p), name + " traces " + p.describe());
      List<TraceEvent> events = new ArrayList<>();
      assertTrue(traceable.trace(p, new Tracer(10_000_000, events::add)), name);
      Set<Placement> solutions = new HashSet<>();
      for (TraceEvent e : events) {
        p.pawns().forEach(s -> assertEquals(Role.PAWN, e.board().at(s), "pawn " + s));
        p.holes().forEach(s -> assertEquals(Role.HOLE, e.board().at(s), "hole " + s));
        p.fixed().forEach(s -> assertEquals(Role.FIXED, e.board().at(s), "placed " + s));
        assertEquals(p.rows(), e.board().rows());
        assertEquals(p.cols(), e.board().cols());
        List<Square> queens = e.queens();
        if (!queens.isEmpty()) {
          // a partial solution: these queens on this board, none attacked (the verifier's rule)
          Verifier.requireValid(p.toBuilder().queens(queens.size()).build(), Placement.of(queens));
        }
        if (e.kind() == Kind.SOLUTION) {
          Placement s = Placement.of(queens);
          Verifier.requireValid(p, s);
          assertTrue(solutions.add(s), name + ": each solution once");
        }
      }
      assertEquals(expected, solutions.size(), name + " on " + p.describe());
      TraceAcrossEnginesTest.assertStepsMoveQueensAsTheySay(
          name + " on " + p.describe(), Set.copyOf(p.fixed()), events);
      if (name.equals("bitmask")) {
        long untraced =
            engine.solve(p, Request.enumerate(s -> {})).statistics().get(Statistics.NODES);
        assertEquals(
            untraced, events.get(events.size() - 1).counters().get(Statistics.NODES), "nodes");
      }
    }
  }
}
