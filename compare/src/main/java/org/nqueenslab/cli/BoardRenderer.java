package org.nqueenslab.cli;

import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Draws a solved board with rank numbers and file letters: Unicode pieces, or ASCII (Q P # ., R B N
 * K for the other orthodox pieces) on request.
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

  /**
   * The orthodox pieces by their chess symbols (ASCII: their letters); any other piece, whose
   * notation takes more than one character, as a disc ({@code *}), the board's caption naming it.
   */
  static char glyph(String notation, boolean ascii) {
    return switch (notation) {
      case "Q" -> ascii ? 'Q' : '♛';
      case "R" -> ascii ? 'R' : '♜';
      case "B" -> ascii ? 'B' : '♝';
      case "N" -> ascii ? 'N' : '♞';
      case "K" -> ascii ? 'K' : '♚';
      default -> notation.length() == 1 ? notation.charAt(0) : ascii ? '*' : '●';
    };
  }

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
    char piece = glyph(problem.piece().notation(), ascii);
    for (int i = 0; i < solution.size(); i++) {
      grid[solution.rank(i)][solution.file(i)] = piece;
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
