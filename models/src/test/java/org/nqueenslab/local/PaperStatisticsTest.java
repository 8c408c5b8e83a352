package org.nqueenslab.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Our figures against Sosič and Gu's (1990, section 4.3 and Tables 5 to 7), with loose bounds:
 * these are averages of random processes, so the bounds are several standard deviations wide and
 * the tests cannot flake, yet a broken counter or a search that is not the paper's would miss them
 * by far.
 */
class PaperStatisticsTest {
  private static Statistics solve(
      LocalSearchEngine engine, int n, long seed, Map<String, String> options) {
    Problem p = Problem.of(n);
    List<Placement> got = new ArrayList<>();
    Result r =
        engine.solve(
            p, Request.first().withSeed(seed).withOptions(options).withOnSolution(got::add));
    assertEquals(1, got.size(), engine.name() + " n=" + n);
    Verifier.requireValid(p, got.get(0));
    return r.statistics();
  }

  @Test
  void aRandomPermutationHasAbout053nCollisions() {
    int n = 100_000;
    for (long seed = 1; seed <= 3; seed++) {
      long collisions = solve(new Qs2Engine(), n, seed, Map.of()).get("initial collisions");
      // the paper: about 0.53 n; the standard deviation here is a few hundred
      assertTrue(
          collisions > 0.50 * n && collisions < 0.56 * n, "initial collisions " + collisions);
    }
  }

  @Test
  void qs2TestsAbout14nPairsAndSwapsAbout043n() {
    int n = 10_000;
    Statistics s = solve(new Qs2Engine(), n, 7, Map.of());
    assertEquals(1, s.get("permutations"));
    // Table 5 at n = 10,000: 138,726 pairs tested, 4,333 swaps
    assertTrue(s.get("pairs tested") > 8 * n && s.get("pairs tested") < 25 * n, s.toString());
    assertTrue(s.get("swaps") > 0.3 * n && s.get("swaps") < 0.6 * n, s.toString());
  }

  @Test
  void qs3StartsAlmostConflictFreeAndSearchesLittle() {
    int n = 100_000;
    Statistics s = solve(new Qs3Engine(), n, 11, Map.of());
    // Table 2's 80 queens with conflict at n = 100,000: all the others are placed conflict-free
    assertEquals(n - 80, s.get("conflict-free queens"), s.toString());
    // Table 6 at n = 100,000: 10,982 pairs tested, 81 swaps
    assertTrue(s.get("pairs tested") < 60_000, s.toString());
    assertTrue(s.get("swaps") < 200, s.toString());
  }

  @Test
  void qs3PlacesAbout985Of1000QueensConflictFreeIn5nAttempts() {
    // Table 7's experiment: no queens kept back for the random tail, 5 n draws, how many land
    // conflict-free?
    long total = 0;
    for (long seed = 1; seed <= 10; seed++) {
      Statistics s = solve(new Qs3Engine(), 1000, seed, Map.of("conflicted", "0", "attempts", "5"));
      long placed = s.get("conflict-free queens");
      assertTrue(placed >= 940 && placed <= 1000, "seed " + seed + ": " + s);
      total += placed;
    }
    double average = total / 10.0;
    // Table 7 at n = 1,000: minimum 967, maximum 997, average 985
    assertTrue(average > 970 && average < 998, "average " + average);
  }
}
