package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.variant.FreePawns;

/**
 * The dlx engine on pawns and other numbers of queens (issue 7): free pawns against the OEIS, fewer
 * or more queens against the bitmask engine (a second engine), every solution through the verifier.
 */
class DlxVariantsTest {
  private final DlxEngine dlx = new DlxEngine();
  private final BitmaskEngine bitmask = new BitmaskEngine();

  /**
   * A103330 / A103331 (one pawn), A129551 / A129552 (two pawns): totals and counts up to symmetry.
   */
  @ParameterizedTest
  @CsvSource({"6,1", "7,1", "8,1", "9,1", "7,2", "8,2", "9,2"})
  void freePawnCountsMatchTheOeis(int n, int k) {
    ReferenceCount oeis = ReferenceCounts.find(ReferenceCounts.PAWNS, n, k).orElseThrow();
    Result unique =
        new FreePawns(n, k).count(dlx, Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertEquals(Status.COMPLETE, unique.status());
    assertEquals(oeis.count(), unique.solutions(), oeis.source() + " n=" + n);
    assertEquals(oeis.fundamental(), unique.unique(), oeis.source() + " up to symmetry, n=" + n);
    Result plain = new FreePawns(n, k).count(dlx, Request.count().withThreads(2));
    assertEquals(oeis.count(), plain.solutions(), oeis.source() + " n=" + n + " on two threads");
  }

  @Test
  void otherQueenCountsAgreeWithBitmaskAndEverySolutionIsVerified() {
    List<Problem> problems =
        List.of(
            Problem.builder(8).queens(6).build(),
            Problem.builder(8).queens(7).holes("d4", "e4").build(),
            Problem.builder(7).pawns("d4").queens(6).build(),
            Problem.builder(7).pawns("d4").queens(8).build(),
            Problem.builder(8).pawns("c3", "f6").queens(9).fixed("a1").build(),
            Problem.builder(5, 7).queens(4).pawns("c3").build(),
            Problem.builder(6, 4).queens(5).pawns("b3").build(),
            Problem.builder(7).torus(true).pawns("c3").queens(6).build(),
            Problem.builder(6).queens(4).holes("a1", "b1", "c1", "d1", "e1", "f1").build());
    for (Problem p : problems) {
      long expected = bitmask.solve(p, Request.count()).solutions();
      List<Placement> got = new ArrayList<>();
      Result listed = dlx.solve(p, Request.enumerate(got::add));
      assertEquals(Status.COMPLETE, listed.status(), p.describe());
      got.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(got.size(), new HashSet<>(got).size(), "a solution repeated on " + p.describe());
      assertEquals(expected, got.size(), p.describe());
      for (int threads = 1; threads <= 2; threads++) {
        assertEquals(
            expected,
            dlx.solve(p, Request.count().withThreads(threads)).solutions(),
            p.describe() + ", " + threads + " threads");
      }
      Request unique = Request.count().withSymmetry(SymmetryMode.UNIQUE);
      assertEquals(
          bitmask.solve(p, unique).unique(),
          dlx.solve(p, unique).unique(),
          "unique on " + p.describe());
    }
  }

  @Test
  void nineQueensAndOnePawnOnTwoThreadsAddUpToTheOneThreadSearch() {
    for (Problem p :
        List.of(
            Problem.builder(8).pawns("d4").queens(9).build(),
            Problem.builder(8).pawns("d4").queens(8).build())) {
      Result one = dlx.solve(p, Request.count());
      Result two = dlx.solve(p, Request.count().withThreads(2));
      assertEquals(bitmask.solve(p, Request.count()).solutions(), one.solutions(), p.describe());
      assertEquals(one.solutions(), two.solutions(), p.describe());
      assertTrue(two.note().startsWith("split into"), two.note());
      assertEquals(
          one.statistics().get(Statistics.NODES),
          two.statistics().get(Statistics.NODES),
          p.describe());
      assertEquals(
          one.statistics().get(Statistics.UPDATES),
          two.statistics().get(Statistics.UPDATES),
          p.describe());
    }
    assertEquals(
        10,
        dlx.solve(Problem.builder(8).pawns("d4").queens(9).build(), Request.count()).solutions(),
        "the encyclopedia's nine queens and one pawn on d4 (examples/nine-queens-one-pawn.txt)");
  }

  @Test
  void saysHowItCountsAndWhatItDoesNotTrace() {
    Result r = dlx.solve(Problem.builder(8).queens(6).build(), Request.count().withThreads(2));
    assertTrue(
        r.note().contains("one thread") && r.note().contains("2 of 8 rank segments"), r.note());
    // issue 18: pawns are traced now; a cover with multiplicities (Algorithm M) is not
    Problem pawns = Problem.builder(8).pawns("d4").queens(9).build();
    assertNull(dlx.whyNotTraceable(dlx.name(), pawns));
    String why = dlx.whyNotTraceable(dlx.name(), Problem.builder(8).queens(6).build());
    assertNotNull(why);
    assertEquals(1, why.lines().count(), why);
  }

  /**
   * The three ways to say "exactly m queens" are an engine option, and each counts what brute force
   * counts.
   */
  @Test
  void everyQueenCountEncodingCountsTheSame() {
    for (Problem p :
        List.of(
            Problem.builder(8).queens(6).build(),
            Problem.builder(8).pawns("d4").queens(9).build(),
            Problem.builder(6).pawns("c3").queens(5).build())) {
      long expected = BruteForceOracle.count(p);
      for (String encoding : List.of("empty-segments", "line-bounds", "one-item")) {
        Result r =
            new DlxEngine().solve(p, Request.count().withOptions(Map.of("queen-count", encoding)));
        assertEquals(expected, r.solutions(), encoding + " on " + p.describe());
      }
    }
  }
}
