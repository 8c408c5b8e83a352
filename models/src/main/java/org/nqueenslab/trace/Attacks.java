package org.nqueenslab.trace;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.Square;

/**
 * Names what attacks a square on a board with at most one queen per rank, for reject reasons: "file
 * taken by c1; diagonal taken by a3". Computed from the board alone, so any engine's trace explains
 * itself the same way.
 */
public final class Attacks {

  private Attacks() {}

  /**
   * Every line through {@code square} that a queen on {@code board} already holds (file, diagonal,
   * anti-diagonal; and rank, for engines that test a square on a rank that already has a queen),
   * each with that queen's name; null when nothing attacks it.
   */
  public static String reason(int[] board, Square square) {
    int rank = square.rank();
    int file = square.file();
    List<String> lines = new ArrayList<>();
    if (board[rank] != TraceEvent.EMPTY && board[rank] != file) {
      lines.add("rank taken by " + new Square(rank, board[rank]).name());
    }
    for (String line : new String[] {"file", "diagonal", "anti-diagonal"}) {
      for (int r = 0; r < board.length; r++) {
        int f = board[r];
        if (r == rank || f == TraceEvent.EMPTY) {
          continue;
        }
        boolean holds =
            switch (line) {
              case "file" -> f == file;
              case "diagonal" -> f - r == file - rank;
              default -> f + r == file + rank;
            };
        if (holds) {
          lines.add(line + " taken by " + new Square(r, f).name());
          break;
        }
      }
    }
    return lines.isEmpty() ? null : String.join("; ", lines);
  }
}
