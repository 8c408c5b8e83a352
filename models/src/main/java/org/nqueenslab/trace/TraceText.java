package org.nqueenslab.trace;

import java.util.Map;
import org.nqueenslab.problem.Square;

/**
 * A step as text for a terminal or a handout: one line saying what happened and the counters so
 * far, then the board after the step, top rank first as in {@link
 * org.nqueenslab.problem.BoardFormat}: {@code Q} a queen, {@code x} the square just rejected,
 * {@code o} the square a backtrack just emptied, {@code .} empty.
 */
public final class TraceText {
  public static final char QUEEN = 'Q';
  public static final char REJECTED = 'x';
  public static final char VACATED = 'o';
  public static final char EMPTY = '.';

  private TraceText() {}

  /** The key to print once above a text trace. */
  public static String legend() {
    return QUEEN
        + " queen   "
        + REJECTED
        + " square rejected   "
        + VACATED
        + " square left on a backtrack   "
        + EMPTY
        + " empty";
  }

  /** The step's line and board, ending with a blank line. */
  public static String render(TraceEvent e) {
    StringBuilder sb = new StringBuilder();
    sb.append("step ")
        .append(e.step())
        .append(": ")
        .append(e.kind().label())
        .append(' ')
        .append(e.square().name());
    if (e.reason() != null) {
      sb.append(" (").append(e.reason()).append(')');
    }
    if (!e.counters().isEmpty()) {
      sb.append("   [");
      boolean first = true;
      for (Map.Entry<String, Long> c : e.counters().entrySet()) {
        sb.append(first ? "" : ", ").append(c.getKey()).append(' ').append(c.getValue());
        first = false;
      }
      sb.append(']');
    }
    sb.append('\n');
    int n = e.n();
    int labelWidth = String.valueOf(n).length();
    for (int rank = n - 1; rank >= 0; rank--) {
      sb.append(pad(String.valueOf(rank + 1), labelWidth));
      for (int file = 0; file < n; file++) {
        sb.append(' ').append(symbol(e, rank, file));
      }
      sb.append('\n');
    }
    sb.append(" ".repeat(labelWidth));
    for (int file = 0; file < n; file++) {
      sb.append(' ').append(Square.fileName(file));
    }
    return sb.append("\n\n").toString();
  }

  private static char symbol(TraceEvent e, int rank, int file) {
    if (e.hasQueen(rank, file)) {
      return QUEEN;
    }
    boolean here = e.square().rank() == rank && e.square().file() == file;
    if (here && e.kind() == TraceEvent.Kind.REJECT) {
      return REJECTED;
    }
    if (here && e.kind() == TraceEvent.Kind.BACKTRACK) {
      return VACATED;
    }
    return EMPTY;
  }

  private static String pad(String s, int width) {
    return " ".repeat(width - s.length()) + s;
  }
}
