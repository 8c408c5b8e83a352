package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * The sat engine beyond the contract tests: parts and blocking clauses list every solution once, a
 * time limit leaves a partial count, and what it cannot state is refused in one line.
 */
class SatEngineTest {
  private static final Engine SAT = Engines.require("sat");

  @Test
  void listsTheOraclesSolutionsPartByPart() {
    for (Problem p :
        List.of(
            Problem.of(8),
            Problem.builder(5).piece(Piece.parse("knight")).queens(11).build(),
            Problem.builder(7).pawns("d4").queens(8).build(),
            Problem.builder(7).torus(true).build())) {
      List<Placement> listed = new ArrayList<>();
      Result r = SAT.solve(p, Request.enumerate(listed::add));
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      listed.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(new HashSet<>(BruteForceOracle.solutions(p)), new HashSet<>(listed));
      assertEquals(listed.size(), new HashSet<>(listed).size(), "each once: " + p.describe());
      assertTrue(r.statistics().get(Statistics.CONFLICTS) >= 0, r.statistics().toString());
    }
  }

  @Test
  void aTimeLimitLeavesAPartialCount() {
    Result r = SAT.solve(Problem.of(12), Request.count().withTimeLimit(Duration.ofMillis(300)));
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.solutions() < 14_200, "a lower bound: " + r.solutions());
  }

  @Test
  void lexLeaderClausesCountTheFundamentalSolutions() {
    for (Problem p :
        List.of(
            Problem.of(8),
            Problem.builder(6).torus(true).queens(5).build(),
            Problem.builder(6).pawns("c3").queens(7).build(),
            Problem.builder(6).piece(Piece.parse("knight")).queens(18).build(),
            Problem.builder(5, 7).build())) {
      List<Placement> all = BruteForceOracle.solutions(p);
      Result r = SAT.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      assertEquals(all.size(), r.solutions(), p.describe());
      assertEquals(Long.valueOf(SymmetryOracle.fundamentalCount(p, all)), r.unique(), p.describe());
    }
  }

  @Test
  void refusesWhatItCannotStateInOneLine() {
    String unique =
        SAT.whyUnsupported(
            Problem.builder(8).torus(true).build(),
            Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(unique != null && unique.contains("count them with bitmask"), unique);
    String listing =
        SAT.whyUnsupported(
            Problem.of(8), Request.enumerate(s -> {}).withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(
        listing != null && listing.contains("does not support listing fundamental solutions"),
        listing);
    String big = SAT.whyUnsupported(Problem.of(500), Request.first());
    assertTrue(big != null && big.contains("up to 100"), big);
    String count = SAT.whyUnsupported(Problem.of(13), Request.count());
    assertTrue(count != null && count.contains("one SAT call per solution"), count);
    assertEquals(null, SAT.whyUnsupported(Problem.of(60), Request.first()));
  }
}
