package org.nqueenslab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The clasp engine: gringo and clasp on the exported program list the oracle's solutions, count the
 * published ones, leave a partial count at a time limit and refuse what the program cannot state.
 */
class ClaspEngineTest {
  private static final ClaspEngine ENGINE = new ClaspEngine();

  @BeforeAll
  static void needsClasp() {
    assumeTrue(
        ENGINE.whyUnsupported(Problem.of(4), Request.count()) == null,
        "gringo and clasp are not installed (apt-get install gringo clasp): skipping the clasp engine's tests");
  }

  @Test
  void listsTheOraclesSolutions() {
    for (Problem p :
        List.of(
            Problem.of(8),
            Problem.builder(6).torus(true).queens(4).build(),
            Problem.builder(5).piece(Piece.parse("knight")).queens(11).build(),
            Problem.builder(6).piece(Piece.parse("amazon")).queens(4).build(),
            Problem.builder(7).pawns("d4").queens(8).build(),
            Problem.builder(7).holes("c3", "e5").build(),
            Problem.builder(8).fixed("c1").build(),
            Problem.builder(5, 7).build(),
            Problem.of(3))) {
      List<Placement> listed = new ArrayList<>();
      Result r = ENGINE.solve(p, Request.enumerate(listed::add));
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      listed.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(new HashSet<>(BruteForceOracle.solutions(p)), new HashSet<>(listed));
      assertEquals(listed.size(), new HashSet<>(listed).size(), "each once: " + p.describe());
      assertEquals(listed.size(), r.solutions());
    }
  }

  @Test
  void countsThePublishedTenQueens() {
    Result r = ENGINE.solve(Problem.of(10), Request.count());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(ReferenceCounts.standard(10).orElseThrow().count(), r.solutions());
  }

  @Test
  void aTimeLimitLeavesAPartialCountAndAFirstSolutionIsFound() {
    Result r = ENGINE.solve(Problem.of(12), Request.count().withTimeLimit(Duration.ofMillis(300)));
    assertTrue(r.status().isPartial(), r.status().toString());
    assertTrue(r.solutions() < 14_200, "a lower bound: " + r.solutions());
    List<Placement> first = new ArrayList<>();
    Result one = ENGINE.solve(Problem.of(30), Request.first().withOnSolution(first::add));
    assertEquals(Status.LIMIT_REACHED, one.status());
    assertEquals(1, first.size());
    Verifier.requireValid(Problem.of(30), first.get(0));
  }

  @Test
  void refusesWhatItCannotStateInOneLine() {
    String unique =
        ENGINE.whyUnsupported(Problem.of(8), Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(unique != null && unique.contains("count them with bitmask"), unique);
    String count = ENGINE.whyUnsupported(Problem.of(13), Request.count());
    assertTrue(count != null && count.contains("up to 12 x 12"), count);
  }
}
