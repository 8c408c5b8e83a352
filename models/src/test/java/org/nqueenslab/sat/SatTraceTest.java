package org.nqueenslab.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * The sat engine's trace, from SAT4J's search listener: its solutions are the oracle's, each once;
 * decisions name a square; its counters only grow; a bound on steps stops the search.
 */
class SatTraceTest {
  private final SatEngine sat = new SatEngine();

  @Test
  void theTracedSolutionsAreTheOraclesAndTheCountersGrow() {
    for (int n = 1; n <= 6; n++) {
      Problem p = Problem.of(n);
      List<TraceEvent> events = new ArrayList<>();
      assertTrue(sat.trace(p, new Tracer(10_000_000, events::add)), "n = " + n);
      List<Placement> solutions = new ArrayList<>();
      long decisions = 0;
      long conflicts = 0;
      for (TraceEvent e : events) {
        if (e.kind() == Kind.SOLUTION) {
          solutions.add(Placement.of(e.queens()));
          Verifier.requireValid(p, solutions.get(solutions.size() - 1));
        }
        if (e.kind() == Kind.DECIDE) {
          assertTrue(e.square() != null, e.toString());
        }
        assertTrue(e.counters().get(Statistics.BRANCHES) >= decisions, e.toString());
        assertTrue(e.counters().get(Statistics.CONFLICTS) >= conflicts, e.toString());
        decisions = e.counters().get(Statistics.BRANCHES);
        conflicts = e.counters().get(Statistics.CONFLICTS);
      }
      assertEquals(new HashSet<>(BruteForceOracle.solutions(p)), new HashSet<>(solutions));
      assertEquals(solutions.size(), new HashSet<>(solutions).size(), "each once, n = " + n);
    }
  }

  @Test
  void aBoundOnStepsStopsTheSearch() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(sat.trace(Problem.of(8), new Tracer(40, events::add)));
    assertEquals(40, events.size());
  }
}
