package org.nqueenslab.suite;

import org.nqueenslab.dlx.ExactCover;

/**
 * A 9 x 9 Sudoku as exact cover, Knuth's formulation (TAOCP Vol. 4B, 7.2.2.1): primary items {@code
 * pij} (cell i, j filled), {@code rik} (row i has digit k), {@code cjk} (column j has k) and {@code
 * bxk} (box x has k), an option {@code pij rik cjk bxk} per digit a cell may take. Items the clues
 * already cover are left out, and so are the options that clash with a clue.
 */
public final class SudokuCover {
  private SudokuCover() {}

  /**
   * The puzzle: 81 cells row by row, a digit 1-9 for a clue and '.' or '0' for an empty cell;
   * blanks and line breaks are ignored. Throws {@link IllegalArgumentException} saying what is
   * wrong.
   */
  public static ExactCover of(String grid) {
    int[] cells = new int[81];
    int n = 0;
    int line = 1;
    int column = 0;
    for (int i = 0; i < grid.length(); i++) {
      char c = grid.charAt(i);
      column++;
      if (c == '\n') {
        line++;
        column = 0;
      } else if (!Character.isWhitespace(c)) {
        if (c != '.' && (c < '0' || c > '9')) {
          throw new IllegalArgumentException(
              "line " + line + ", column " + column + ": '" + c + "' is not a digit or '.'");
        }
        if (n == 81) {
          throw new IllegalArgumentException(
              "line " + line + ", column " + column + ": more than 81 cells");
        }
        cells[n++] = c == '.' ? 0 : c - '0';
      }
    }
    if (n < 81) {
      throw new IllegalArgumentException(
          n + " cells: a Sudoku has 81, row by row (a digit, or '.' for an empty cell)");
    }
    boolean[][] row = new boolean[9][10];
    boolean[][] col = new boolean[9][10];
    boolean[][] box = new boolean[9][10];
    for (int i = 0; i < 81; i++) {
      int k = cells[i];
      if (k > 0) {
        int r = i / 9;
        int c = i % 9;
        int x = r / 3 * 3 + c / 3;
        if (row[r][k] || col[c][k] || box[x][k]) {
          throw new IllegalArgumentException(
              "the clue " + k + " at row " + (r + 1) + ", column " + (c + 1) + " repeats a clue");
        }
        row[r][k] = col[c][k] = box[x][k] = true;
      }
    }
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < 81; i++) {
      if (cells[i] == 0) {
        b.primary("p" + i / 9 + i % 9);
      }
    }
    for (int u = 0; u < 9; u++) {
      for (int k = 1; k <= 9; k++) {
        if (!row[u][k]) {
          b.primary("r" + u + k);
        }
        if (!col[u][k]) {
          b.primary("c" + u + k);
        }
        if (!box[u][k]) {
          b.primary("b" + u + k);
        }
      }
    }
    for (int i = 0; i < 81; i++) {
      int r = i / 9;
      int c = i % 9;
      int x = r / 3 * 3 + c / 3;
      for (int k = 1; k <= 9 && cells[i] == 0; k++) {
        if (!row[r][k] && !col[c][k] && !box[x][k]) {
          b.option("p" + r + c, "r" + r + k, "c" + c + k, "b" + x + k);
        }
      }
    }
    return b.build();
  }
}
