package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * The order in which the searches find solutions: Kuechmann's list of which of Wirth's 92 solutions are the 12
 * fundamental ones, and the lexicographic order that Wirth's search, Listings One and Four and the odometer share.
 */
class SearchOrderTest {
  private static final Problem EIGHT = Problem.of(8);

  private static List<Placement> enumerate(Engine engine, Problem p) {
    List<Placement> got = new ArrayList<>();
    engine.solve(p, Request.enumerate(got::add));
    got.forEach(s -> Verifier.requireValid(p, s));
    return got;
  }

  @Test
  void fundamentalSolutionsFirstAppearWhereKuechmannSays() {
    List<Placement> solutions = enumerate(new WirthEngine(), EIGHT);
    assertEquals(92, solutions.size());
    Set<Placement> seen = new HashSet<>();
    List<Integer> firstOfTheirClass = new ArrayList<>();
    for (int i = 0; i < solutions.size(); i++) {
      Placement s = solutions.get(i);
      if (BoardSymmetries.orbit(s, 8).stream().noneMatch(seen::contains)) {
        firstOfTheirClass.add(i + 1); // solutions are numbered from 1, as in the article
      }
      seen.add(s);
    }
    assertEquals(List.of(1, 2, 5, 6, 7, 8, 9, 10, 11, 14, 17, 18), firstOfTheirClass);
  }

  @Test
  void backtrackersAndTheOdometerFindSolutionsInTheSameOrder() {
    for (int n = 1; n <= 8; n++) {
      Problem p = Problem.of(n);
      List<Placement> wirth = enumerate(new WirthEngine(), p);
      assertEquals(wirth, enumerate(new HorowitzSahniEngine(), p), "horowitz-sahni n=" + n);
      assertEquals(wirth, enumerate(new PermutationSwapEngine(), p), "permutation-swap n=" + n);
      assertEquals(wirth, enumerate(new BruteForceEngine(), p), "brute-force n=" + n);
      // The course notes' swap-and-swap-back generation visits permutations in another order: compare as sets.
      assertEquals(new HashSet<>(wirth), new HashSet<>(enumerate(new GenerateAndTestEngine(), p)), "n=" + n);
      for (int i = 1; i < wirth.size(); i++) {
        assertEquals(-1, Integer.signum(java.util.Arrays.compare(
            wirth.get(i - 1).filesByRank(), wirth.get(i).filesByRank())), "lexicographic order, n=" + n);
      }
    }
  }
}
