package org.nqueenslab.cli;

import java.util.List;
import org.nqueenslab.problem.PieceCount;
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

  /**
   * The glyph of each kind of the problem: its own, or in a mix where two kinds would look alike
   * (an amazon and a nightrider are both discs) the kind's number, 1 for the first.
   */
  static char[] glyphs(Problem problem, boolean ascii) {
    List<PieceCount> kinds = problem.kinds();
    char[] glyphs = new char[kinds.size()];
    for (int k = 0; k < glyphs.length; k++) {
      glyphs[k] = glyph(kinds.get(k).piece().notation(), ascii);
      for (int j = 0; j < k; j++) {
        if (glyphs[j] == glyphs[k]) {
          glyphs[k] = (char) ('1' + k);
        }
      }
    }
    return glyphs;
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
    char[] glyphs = glyphs(problem, ascii);
    for (int i = 0; i < solution.size(); i++) {
      grid[solution.rank(i)][solution.file(i)] = glyphs[solution.kind(i)];
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
    sb.append('\n');
    if (problem.isMixed()) { // which glyph is which kind: "♛ queen, ♞ knight"
      List<String> legend = new java.util.ArrayList<>();
      for (int k = 0; k < glyphs.length; k++) {
        legend.add(glyphs[k] + " " + problem.kinds().get(k).piece().singular());
      }
      sb.append(" ".repeat(labelWidth + 2)).append(String.join(", ", legend)).append('\n');
    }
    return sb.toString();
  }
}
