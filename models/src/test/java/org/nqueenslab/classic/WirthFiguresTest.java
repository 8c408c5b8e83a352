package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Kuechmann's published move counts for Wirth's search on the 8 x 8 board (MacTech 13(12), 1997):
 * the counters after the k-th solution are read by stopping the engine with a solution limit of k.
 */
class WirthFiguresTest {
  private static final Problem EIGHT = Problem.of(8);
  private final WirthEngine engine = new WirthEngine();

  /**
   * Cumulative tests and backtracks: 876 + 105 to the first, then +264 + 33, then +200 + 25; 14,852
   * + 1,852.
   */
  @ParameterizedTest(name = "after solution {0}: {1} tests, {2} backtracks")
  @CsvSource({
    "1, 876, 105",
    "2, 1140, 138", // 876 + 264, 105 + 33
    "3, 1340, 163", // 1140 + 200, 138 + 25
    "92, 14852, 1852"
  })
  void countsUpToTheKthSolutionMatchKuechmann(int k, long tests, long backtracks) {
    List<Placement> got = new ArrayList<>();
    Result r = engine.solve(EIGHT, Request.enumerate(got::add).withSolutionLimit(k));
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(k, got.size());
    got.forEach(p -> Verifier.requireValid(EIGHT, p));
    assertEquals(tests, r.statistics().get(Statistics.POSITION_TESTS));
    assertEquals(backtracks, r.statistics().get(Statistics.BACKTRACKS));
    assertEquals(tests + backtracks, r.statistics().get(Statistics.MOVES));
  }

  @Test
  void firstSolutionTakes981Moves() {
    Result r = engine.solve(EIGHT, Request.first());
    assertEquals(981, r.statistics().get(Statistics.MOVES));
  }

  @Test
  void exhaustingTheSearchTakes15720TestsAnd1964Backtracks() {
    Result r = engine.solve(EIGHT, Request.count());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(92, r.solutions());
    assertEquals(15_720, r.statistics().get(Statistics.POSITION_TESTS));
    assertEquals(1_964, r.statistics().get(Statistics.BACKTRACKS));
    assertEquals(17_684, r.statistics().get(Statistics.MOVES));
    assertEquals(15_720, r.statistics().get(Statistics.PLACEMENTS_EXAMINED));
  }

  @Test
  void firstSolutionIsWirths15863724() {
    List<Placement> got = new ArrayList<>();
    engine.solve(EIGHT, Request.first().withOnSolution(got::add));
    // Wirth's x[1..8] = 1 5 8 6 3 7 2 4: the row of the queen in each column, here the file of each
    // rank.
    assertEquals(Placement.ofFilesByRank(0, 4, 7, 5, 2, 6, 1, 3), got.get(0));
  }
}
