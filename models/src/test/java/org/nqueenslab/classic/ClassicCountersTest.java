package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The work counters against the published figures: the encyclopedia's 15,720 placements examined by
 * row-by-row backtracking and 5,508 by the pruned permutation search, and the generate-and-test
 * candidates against the search-space sizes.
 */
class ClassicCountersTest {
  private static final Problem EIGHT = Problem.of(8);

  private static Result count(Engine engine, Problem p) {
    Result r = engine.solve(p, Request.count());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(
        ReferenceCounts.standard(p.n()).orElseThrow().count(), r.solutions(), engine.name());
    return r;
  }

  @Test
  void rowByRowBacktrackingExamines15720Placements() {
    // n squares tested for every consistent partial board of 0..n-1 queens: 8 * 1,965 = 15,720.
    for (Engine e : new Engine[] {new WirthEngine(), new HorowitzSahniEngine()}) {
      Result r = count(e, EIGHT);
      assertEquals(15_720, r.statistics().get(Statistics.PLACEMENTS_EXAMINED), e.name());
      assertEquals(15_720, r.statistics().get(Statistics.POSITION_TESTS), e.name());
      assertEquals(1_964, r.statistics().get(Statistics.BACKTRACKS), e.name());
    }
  }

  @Test
  void prunedPermutationSearchExamines5508Placements() {
    // Only the n - k files still free are tested on a partial board of k queens:
    // 8 + 8*7 + 42*6 + 140*5 + 344*4 + 568*3 + 550*2 + 312*1 = 5,508.
    Result r = count(new PermutationSwapEngine(), EIGHT);
    assertEquals(5_508, r.statistics().get(Statistics.PLACEMENTS_EXAMINED));
    assertEquals(
        1_964, r.statistics().get(Statistics.BACKTRACKS)); // the same consistent partial boards
  }

  @Test
  void backtrackersPlaceTheSameQueens() {
    // Every consistent partial board is visited once by each: 8 + 42 + ... + 312 + 92 = 2,056
    // queens placed.
    for (Engine e :
        new Engine[] {new WirthEngine(), new HorowitzSahniEngine(), new PermutationSwapEngine()}) {
      assertEquals(2_056, count(e, EIGHT).statistics().nodes(), e.name());
    }
  }

  @Test
  void generateAndTestGeneratesEveryPermutation() {
    for (int n = 1; n <= 8; n++) {
      Result r = count(new GenerateAndTestEngine(), Problem.of(n));
      assertEquals(
          SearchSpace.permutations(n).longValueExact(),
          r.statistics().get(Statistics.CANDIDATES_GENERATED));
    }
  }

  @Test
  void bruteForceGeneratesEveryOnePerRankPlacement() {
    for (int n = 1; n <= 8; n++) {
      Result r = count(new BruteForceEngine(), Problem.of(n));
      assertEquals(
          SearchSpace.onePerRank(n).longValueExact(),
          r.statistics().get(Statistics.CANDIDATES_GENERATED));
    }
  }

  @Test
  void bothConventionsFollowFromThePartialBoardsAloneCountedByASecondOpinion() {
    // P(k): ways to put k non-attacking queens on the first k ranks of the 8 x 8 board, counted by
    // the tests' brute-force counter (no classic engine involved): a k x 8 board with k queens.
    long rowByRow = 0;
    long permutationOrder = 0;
    long partialBoards = 0;
    for (int k = 0; k < 8; k++) {
      long p = k == 0 ? 1 : BruteForceOracle.count(Problem.builder(k, 8).queens(k).build());
      rowByRow += 8 * p; // every square of rank k+1 tested
      permutationOrder += (8 - k) * p; // only the files still free
      partialBoards += p;
    }
    assertEquals(15_720, rowByRow);
    assertEquals(5_508, permutationOrder);
    assertEquals(1_965, partialBoards);
  }

  /**
   * The nodes a long search shows as it runs are its own nodes, the figure its statistics end with,
   * not its units of work (a square tested is no node: Wirth tests about fifteen a node at n = 12).
   */
  @Test
  void theProgressCountsTheEnginesOwnNodes() {
    for (Engine e :
        new Engine[] {new WirthEngine(), new HorowitzSahniEngine(), new PermutationSwapEngine()}) {
      org.nqueenslab.engine.Progress progress = new org.nqueenslab.engine.Progress();
      Result r = e.solve(Problem.of(12), Request.count().withProgress(progress));
      long nodes = r.statistics().get(Statistics.NODES);
      org.junit.jupiter.api.Assertions.assertTrue(
          progress.nodes() > 0 && progress.nodes() <= nodes,
          e.name() + ": progress " + progress.nodes() + " nodes, statistics " + nodes);
    }
  }
}
