package org.nqueenslab.cli;

import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Draws a solved board with rank numbers and file letters: Unicode pieces, or ASCII (Q P # .) on
 * request.
 */
final class BoardRenderer {
  /** Larger boards are refused: nobody reads them, and a terminal wraps them into noise. */
  static final int MAX_SIDE = 100;

  /**
   * Refuses a board too large to draw, naming {@code instead}: what to use rather than a drawing.
   */
  static void requireDrawable(org.nqueenslab.problem.Problem problem, String instead) {
    if (Math.max(problem.rows(), problem.cols()) > MAX_SIDE) {
      throw new org.nqueenslab.problem.BadInputException(
          "a "
              + problem.rows()
              + " x "
              + problem.cols()
              + " board is too large to draw (limit "
              + MAX_SIDE
              + "): "
              + instead);
    }
  }

  private BoardRenderer() {}

  static String render(Problem problem, Placement solution, boolean ascii) {
    int rows = problem.rows();
    int cols = problem.cols();
    char[][] grid = new char[rows][cols];
    char empty = ascii ? '.' : '·';
    for (char[] line : grid) {
      java.util.Arrays.fill(line, empty);
    }
    problem.holes().forEach(s -> grid[s.rank()][s.file()] = ascii ? '#' : '■');
    problem.pawns().forEach(s -> grid[s.rank()][s.file()] = ascii ? 'P' : '♟');
    for (int i = 0; i < solution.size(); i++) {
      grid[solution.rank(i)][solution.file(i)] = ascii ? 'Q' : '♛';
    }
    int labelWidth = Integer.toString(rows).length();
    int fileWidth = Square.fileName(cols - 1).length();
    StringBuilder sb = new StringBuilder();
    for (int r = rows - 1; r >= 0; r--) {
      sb.append(String.format("%" + labelWidth + "d ", r + 1));
      for (int f = 0; f < cols; f++) {
        sb.append(' ').append(" ".repeat(fileWidth - 1)).append(grid[r][f]);
      }
      sb.append('\n');
    }
    sb.append(" ".repeat(labelWidth + 1));
    for (int f = 0; f < cols; f++) {
      String name = Square.fileName(f);
      sb.append(' ').append(" ".repeat(fileWidth - name.length())).append(name);
    }
    return sb.append('\n').toString();
  }
}
