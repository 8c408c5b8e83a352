package org.nqueenslab.branchbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * bnb's trace is its own search told step by step: it ends on the published optimum, each cover it
 * announces passes the verifier with fewer pieces than the one before, each piece placed is one of
 * the step's options, and its counters end where the untraced optimization's do.
 */
class CoverTraceTest {

  @ParameterizedTest
  @CsvSource({
    "queen, 4, false, 2", // A075458(4)
    "queen, 6, false, 3", // A075458(6)
    "queen, 6, true, 4", // A299029(6, 6): independent
    "knight, 5, false, 5", // A006075(5)
    "king, 6, false, 4" // (6 / 3)^2
  })
  void theTraceIsTheSearchAndEndsOnTheOptimum(
      String piece, int n, boolean independent, int optimum) {
    Problem problem =
        Problem.builder(n)
            .piece(Piece.parse(piece))
            .rule(independent ? Rule.INDEPENDENT_DOMINATING : Rule.DOMINATING)
            .build();
    BranchAndBoundEngine bnb = new BranchAndBoundEngine();
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(bnb.trace(problem, new Tracer(Tracer.ALL_SOLUTIONS, events::add)), "complete");
    int last = Integer.MAX_VALUE;
    for (TraceEvent e : events) {
      if (e.kind() == Kind.PLACE) {
        assertTrue(e.options().contains(e.square()), "step " + e.step() + ": one of its options");
      }
      if (e.kind() == Kind.SOLUTION) {
        Placement cover = Placement.of(e.queens());
        assertTrue(cover.size() < last, "step " + e.step() + ": fewer pieces than before");
        last = cover.size();
        Problem asked = problem.toBuilder().queens(cover.size()).build();
        assertTrue(Verifier.verify(asked, cover).valid(), "step " + e.step() + " dominates");
      }
    }
    assertEquals(optimum, last, piece + " " + n);
    assertFalse(events.stream().noneMatch(e -> e.kind() == Kind.FAIL), "the bound cuts");
    Optimized untraced = bnb.optimize(problem, true, Request.first());
    TraceEvent end = events.get(events.size() - 1);
    Statistics stats = untraced.run().statistics();
    assertEquals(stats.get(Statistics.BOUND_CUTS), end.counters().get(Statistics.BOUND_CUTS));
    assertEquals(stats.get(Statistics.NODES), end.counters().get(Statistics.NODES));
  }
}
