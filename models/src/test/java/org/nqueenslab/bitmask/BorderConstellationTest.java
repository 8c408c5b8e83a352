package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Request;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The constellation split checked against the solutions a brute-force counter (written in the
 * tests) finds.
 */
class BorderConstellationTest {

  /** The border of a solution, read off its files as (top, right, bottom, left). */
  private static List<Integer> border(int[] files) {
    int n = files.length;
    int right = -1;
    int left = -1;
    for (int r = 0; r < n; r++) {
      if (files[r] == n - 1) {
        right = r;
      }
      if (files[r] == 0) {
        left = r;
      }
    }
    return List.of(files[0], right, files[n - 1], left);
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 7, 8})
  void eachCanonicalConstellationCountsItsOrbitOfSolutions(int n) {
    Map<List<Integer>, Long> byBorder = new HashMap<>();
    for (Placement s : BruteForceOracle.solutions(Problem.of(n))) {
      byBorder.merge(border(s.filesByRank()), 1L, Long::sum);
    }
    long total = 0;
    for (BorderConstellation c : BorderConstellation.canonical(n)) {
      ConstellationCounter counter =
          new ConstellationCounter(n, Budget.start(Request.count()), List.of(c));
      counter.count(0);
      long counted = 0;
      for (int size = 1; size <= 8; size++) {
        counted += size * counter.classes[size];
      }
      long fiber = byBorder.getOrDefault(List.of(c.top(), c.right(), c.bottom(), c.left()), 0L);
      // the solutions of the whole orbit of c: orbit size times the solutions with c itself
      assertEquals(c.orbitSize() * fiber, counted, "n=" + n + " " + c);
      total += counted;
    }
    assertEquals(BruteForceOracle.count(Problem.of(n)), total, "n=" + n);
  }

  @ParameterizedTest
  @ValueSource(ints = {5, 7, 8})
  void theCanonicalConstellationsMeetEveryBorderOfASolutionOncePerOrbit(int n) {
    Map<List<Integer>, BorderConstellation> canonical = new HashMap<>();
    for (BorderConstellation c : BorderConstellation.canonical(n)) {
      canonical.put(List.of(c.top(), c.right(), c.bottom(), c.left()), c);
    }
    Problem p = Problem.of(n);
    for (Placement s : BruteForceOracle.solutions(p)) {
      // the images come from the oracle, not from the symmetries the code under test uses
      // (SolutionImages)
      Set<List<Integer>> canonicalBorders = new HashSet<>();
      for (Placement image : SymmetryOracle.orbit(p, s)) {
        List<Integer> border = border(image.filesByRank());
        if (canonical.containsKey(border)) {
          canonicalBorders.add(border);
        }
      }
      assertEquals(1, canonicalBorders.size(), "canonical borders among the images of " + s);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 9, 12, 17, 32})
  void theMasksAndFilesOfTheInnerBoardAreThoseOfTheBorderQueens(int n) {
    int last = n - 1;
    for (BorderConstellation c : BorderConstellation.canonical(n)) {
      long ranks = ((1L << n) - 1) & ~(1L | 1L << last);
      long col = 0;
      long sum = 0;
      long diff = 0;
      long diffT = 0;
      int[] expectedFiles = new int[n];
      java.util.Arrays.fill(expectedFiles, -1);
      for (int[] q : c.queens()) {
        ranks &= ~(1L << q[0]);
        col |= 1L << q[1];
        sum |= 1L << (q[0] + q[1]);
        diff |= 1L << (q[1] - q[0] + last);
        diffT |= 1L << (q[0] - q[1] + last);
        expectedFiles[q[0]] = q[1];
      }
      assertEquals(
          new BorderConstellation.Inside(ranks, col, sum, diff, diffT), c.inside(), c.toString());
      int[] files = new int[n];
      java.util.Arrays.fill(files, -1);
      c.placeBorder(files);
      assertArrayEquals(expectedFiles, files, c.toString());
    }
  }
}
