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

  /**
   * Every valid border of n x n (four queens, one per border line, a corner queen on two, none
   * attacking another) has its orbit under the 8 symmetries (written here as maps of squares, not
   * with the code's own) represented once, by its smallest key, and the list is in key order:
   * canonical() builds only an eighth of the candidates, and this checks it leaves out none.
   */
  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 9, 12, 17, 18})
  void theCanonicalConstellationsAreTheSmallestOfEveryOrbitOfValidBorders(int n) {
    Set<Long> smallest = new java.util.TreeSet<>();
    int last = n - 1;
    for (int top = 0; top < n; top++) {
      for (int right = 0; right < n; right++) {
        for (int bottom = 0; bottom < n; bottom++) {
          for (int left = 0; left < n; left++) {
            int[][] queens = {{0, top}, {right, last}, {last, bottom}, {left, 0}};
            if (valid(queens)) {
              long min = Long.MAX_VALUE;
              for (int g = 0; g < 8; g++) {
                min = Math.min(min, borderKey(n, image(g, n, queens)));
              }
              smallest.add(min);
            }
          }
        }
      }
    }
    List<Long> listed = new java.util.ArrayList<>();
    for (BorderConstellation c : BorderConstellation.canonical(n)) {
      listed.add(borderKey(n, squares(c)));
    }
    assertEquals(List.copyOf(smallest), listed, "n=" + n);
  }

  private static int[][] squares(BorderConstellation c) {
    int last = c.n() - 1;
    return new int[][] {{0, c.top()}, {c.right(), last}, {last, c.bottom()}, {c.left(), 0}};
  }

  /**
   * Four queens, one per border line: valid when any two that are not the same square (a corner
   * queen stands for two lines) share no rank, file or diagonal.
   */
  private static boolean valid(int[][] queens) {
    for (int a = 0; a < 4; a++) {
      for (int b = a + 1; b < 4; b++) {
        int dr = queens[a][0] - queens[b][0];
        int df = queens[a][1] - queens[b][1];
        if ((dr != 0 || df != 0) && (dr == 0 || df == 0 || Math.abs(dr) == Math.abs(df))) {
          return false;
        }
      }
    }
    return true;
  }

  /** The 8 symmetries of the square as maps of (rank, file). */
  private static int[][] image(int g, int n, int[][] queens) {
    int last = n - 1;
    int[][] out = new int[queens.length][];
    for (int k = 0; k < queens.length; k++) {
      int r = queens[k][0];
      int f = queens[k][1];
      out[k] =
          switch (g) {
            case 0 -> new int[] {r, f};
            case 1 -> new int[] {f, last - r};
            case 2 -> new int[] {last - r, last - f};
            case 3 -> new int[] {last - f, r};
            case 4 -> new int[] {r, last - f};
            case 5 -> new int[] {last - r, f};
            case 6 -> new int[] {f, r};
            default -> new int[] {last - f, last - r};
          };
    }
    return out;
  }

  /** (top, right, bottom, left) read off the squares, as one number ordered top first. */
  private static long borderKey(int n, int[][] queens) {
    int last = n - 1;
    long[] lines = new long[4];
    for (int[] q : queens) {
      if (q[0] == 0) {
        lines[0] = q[1];
      }
      if (q[1] == last) {
        lines[1] = q[0];
      }
      if (q[0] == last) {
        lines[2] = q[1];
      }
      if (q[1] == 0) {
        lines[3] = q[0];
      }
    }
    return ((lines[0] * n + lines[1]) * n + lines[2]) * n + lines[3];
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
