package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * The zdd engine beyond the contract tests: the diagram's paths are the oracle's solutions, rank by
 * rank and square by square, its count is theirs, a time limit leaves no count claimed and what it
 * cannot state is refused in one line.
 */
class ZddEngineTest {
  private static final Engine ZDD = Engines.require("zdd");

  @Test
  void itsPathsAreTheOraclesSolutions() {
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
            Problem.builder(7).torus(true).build())) {
      List<Placement> listed = new ArrayList<>();
      Result r = ZDD.solve(p, Request.enumerate(listed::add));
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      listed.forEach(s -> Verifier.requireValid(p, s));
      List<Placement> oracle = BruteForceOracle.solutions(p);
      assertEquals(new HashSet<>(oracle), new HashSet<>(listed), p.describe());
      assertEquals(listed.size(), new HashSet<>(listed).size(), "each once: " + p.describe());
      assertEquals(oracle.size(), ZDD.solve(p, Request.count()).solutions(), p.describe());
    }
  }

  @Test
  void countsTwelveQueensFromTheDiagramAndGivesItsSize() {
    Result r = ZDD.solve(Problem.of(12), Request.count());
    assertEquals(14_200, r.solutions()); // OEIS A000170
    assertTrue(r.statistics().get(Statistics.DIAGRAM_NODES) > 0, r.statistics().toString());
    assertTrue(r.note().contains("nodes per rank"), r.note());
  }

  @Test
  void aTimeLimitClaimsNoCount() {
    Result r = ZDD.solve(Problem.of(15), Request.count().withTimeLimit(Duration.ofMillis(200)));
    assertEquals(Status.TIMEOUT, r.status());
    assertEquals(0, r.solutions());
  }

  @Test
  void refusesWhatItCannotStateInOneLine() {
    String unique =
        ZDD.whyUnsupported(Problem.of(8), Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(unique != null && unique.contains("count them with bitmask"), unique);
    String big = ZDD.whyUnsupported(Problem.of(16), Request.count());
    assertTrue(big != null && big.contains("up to 15"), big);
  }
}
