package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/** Rolfe's Listing Four with its two checks, and Listing Five's symmetry rejection. */
class PermutationSwapTest {
  private final PermutationSwapEngine engine = new PermutationSwapEngine();

  @Test
  void uniqueCountsMatchA002562AndTotalsA000170() {
    for (int n = 1; n <= 12; n++) {
      ReferenceCount published = ReferenceCounts.standard(n).orElseThrow();
      Result r = engine.solve(Problem.of(n), Request.count().withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(published.fundamental(), r.unique(), "fundamental, n=" + n);
      assertEquals(published.count(), r.solutions(), "sum of the classes' sizes, n=" + n);
    }
  }

  @Test
  void eachFundamentalSolutionIsTheLexicographicallyFirstOfItsClass() {
    for (int n = 4; n <= 8; n++) {
      Problem p = Problem.of(n);
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.enumerate(got::add).withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(ReferenceCounts.standard(n).orElseThrow().fundamental(), got.size());
      assertEquals(got.size(), r.unique());
      Set<Placement> covered = new HashSet<>();
      long total = 0;
      for (Placement s : got) {
        Verifier.requireValid(p, s);
        Set<Placement> orbit = SymmetryOracle.orbit(Problem.of(n), s);
        assertTrue(
            covered.stream().noneMatch(orbit::contains), "two solutions of one class, n=" + n);
        covered.addAll(orbit);
        total += orbit.size();
        Placement smallest =
            orbit.stream()
                .min(Comparator.comparing(Placement::filesByRank, Arrays::compare))
                .orElseThrow();
        assertEquals(smallest, s, "Rolfe keeps the smallest as an n-digit number, n=" + n);
      }
      assertEquals(r.solutions(), total, "orbit sizes reported by Listing Five, n=" + n);
    }
  }

  @Test
  void theSolutionLimitCountsFundamentalSolutionsWhenBreakingSymmetry() {
    List<Placement> got = new ArrayList<>();
    Result r =
        engine.solve(
            Problem.of(8),
            Request.enumerate(got::add).withSymmetry(SymmetryMode.UNIQUE).withSolutionLimit(3));
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(3, got.size());
    assertEquals(3, r.unique());
  }

  @Test
  void horowitzSahniCheckFindsTheSameSolutionsWithTheSameTests() {
    Problem eight = Problem.of(8);
    List<Placement> byArrays = new ArrayList<>();
    List<Placement> byComparison = new ArrayList<>();
    Result arrays = engine.solve(eight, Request.enumerate(byArrays::add));
    Result comparison =
        engine.solve(
            eight,
            Request.enumerate(byComparison::add)
                .withOptions(Map.of(PermutationSwapEngine.CHECK_OPTION, "horowitz-sahni")));
    assertEquals(byArrays, byComparison);
    assertEquals(5_508, comparison.statistics().get(Statistics.POSITION_TESTS));
    assertTrue(
        comparison.statistics().get(Statistics.PAIR_TESTS) > 5_508,
        "the O(n) check compares pairs");
    assertEquals(-1, arrays.statistics().get(Statistics.PAIR_TESTS));
    assertFalse(comparison.note().isEmpty());
  }

  @Test
  void anUnknownCheckIsBadInput() {
    Request r = Request.count().withOptions(Map.of(PermutationSwapEngine.CHECK_OPTION, "bogus"));
    assertThrows(BadInputException.class, () -> engine.solve(Problem.of(6), r));
  }
}
