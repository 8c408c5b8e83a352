package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The solver knows nothing of queens: exact-cover problems of other kinds, with their published
 * counts. Pentominoes in a box (Knuth, "Dancing Links", 2000; TAOCP 7.2.2.1): 3 x 20 has 2 packings
 * up to symmetry, 4 x 15 has 368, 5 x 12 has 1,010, 6 x 10 has 2,339; counting the box's 4
 * symmetries as distinct, 4 times as many. Langford pairs (OEIS A014552: 26 for n = 7, 150 for n =
 * 8, each with its reversal counted once). Sudoku: a puzzle has exactly one solution.
 */
class GeneralityTest {

  @Test
  void packsPentominoesInAThreeByTwentyBox() {
    assertEquals(
        4 * 2, new DancingLinks(PentominoCover.box(20, 3)).count(SearchLimits.NONE).solutions());
  }

  @Tag("slow")
  @ParameterizedTest
  @CsvSource({"15, 4, 368", "12, 5, 1010", "10, 6, 2339"})
  void packsPentominoesInLargerBoxes(int w, int h, long upToSymmetry) {
    SearchResult r = new DancingLinks(PentominoCover.box(w, h)).count(SearchLimits.NONE);
    assertEquals(StopReason.COMPLETE, r.reason());
    assertEquals(4 * upToSymmetry, r.solutions(), w + " x " + h);
  }

  @ParameterizedTest
  @CsvSource({"3, 1", "4, 1", "5, 0", "6, 0", "7, 26", "8, 150"})
  void countsLangfordPairs(int n, long published) {
    // items: the numbers 1..n and the positions 0..2n-1; number k at positions i and i + k + 1
    ExactCover.Builder b = ExactCover.builder();
    for (int k = 1; k <= n; k++) {
      b.primary("n" + k);
    }
    for (int i = 0; i < 2 * n; i++) {
      b.primary("s" + i);
    }
    for (int k = 1; k <= n; k++) {
      for (int i = 0; i + k + 1 < 2 * n; i++) {
        b.option("n" + k, "s" + i, "s" + (i + k + 1));
      }
    }
    long count = new DancingLinks(b.build()).count(SearchLimits.NONE).solutions();
    assertEquals(2 * published, count, "each Langford sequence and its reversal");
  }

  /**
   * A published puzzle (the example of Wikipedia's Sudoku article), row by row, '.' for an empty
   * cell.
   */
  private static final String PUZZLE =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  @Test
  void solvesASudokuAndFindsItUnique() {
    ExactCover.Builder b = ExactCover.builder();
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        b.primary("p" + r + c, "r" + r + (c + 1), "c" + r + (c + 1), "b" + r + (c + 1));
      }
    }
    List<int[]> cellOfOption = new ArrayList<>();
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        char given = PUZZLE.charAt(9 * r + c);
        for (int v = 1; v <= 9; v++) {
          if (given == '.' || given - '0' == v) {
            b.option("p" + r + c, "r" + r + v, "c" + c + v, "b" + (r / 3 * 3 + c / 3) + v);
            cellOfOption.add(new int[] {r, c, v});
          }
        }
      }
    }
    List<int[]> solutions = new ArrayList<>();
    SearchResult result = new DancingLinks(b.build()).visit(SearchLimits.NONE, solutions::add);
    assertEquals(StopReason.COMPLETE, result.reason());
    assertEquals(1, result.solutions(), "a proper puzzle has one solution");
    int[][] grid = new int[9][9];
    for (int option : solutions.get(0)) {
      int[] cell = cellOfOption.get(option);
      grid[cell[0]][cell[1]] = cell[2];
    }
    assertIsSudokuSolution(grid);
  }

  /** An independent check: every row, column and box holds 1..9, and the givens are kept. */
  private static void assertIsSudokuSolution(int[][] grid) {
    for (int i = 0; i < 9; i++) {
      int rows = 0;
      int cols = 0;
      int box = 0;
      for (int j = 0; j < 9; j++) {
        rows |= 1 << grid[i][j];
        cols |= 1 << grid[j][i];
        box |= 1 << grid[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3];
      }
      assertEquals(0x3FE, rows, "row " + i);
      assertEquals(0x3FE, cols, "column " + i);
      assertEquals(0x3FE, box, "box " + i);
      for (int j = 0; j < 9; j++) {
        char given = PUZZLE.charAt(9 * i + j);
        assertTrue(given == '.' || given - '0' == grid[i][j], "given at " + i + "," + j);
      }
    }
  }
}
