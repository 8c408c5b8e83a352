package org.nqueenslab.trace;

import java.util.Map;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A step as text for a terminal or a handout: one line saying what happened and the counters so
 * far, then the board after the step, top rank first as in {@link
 * org.nqueenslab.problem.BoardFormat}: {@code Q} a queen, {@code x} the square just rejected,
 * {@code o} the square a backtrack or a lift just emptied, {@code .} empty, and the other {@link
 * Role} symbols ({@code q} a queen propagation forced, {@code F} a queen placed in advance, {@code
 * P} pawn, {@code #} hole, {@code !} a queen under attack, {@code -} pruned by propagation, {@code
 * +} attacked by a placed queen). The compact form is the line alone.
 */
public final class TraceText {
  public static final char QUEEN = Role.QUEEN.symbol();
  public static final char REJECTED = 'x';
  public static final char VACATED = 'o';
  public static final char EMPTY = '.';

  private TraceText() {}

  /**
   * The key to print once above a text trace with this header: the queen, the marks of a step that
   * this search makes ({@code x} only for a search that tests and rejects squares one by one,
   * {@code o} only for one that empties squares on backtracks or lifts), the empty square, and the
   * symbols its boards may show.
   */
  public static String legend(TraceHeader header, boolean rejects, boolean vacates) {
    // Q stands for the problem's piece, whichever it is (a king, a knight: trace.bitmask)
    StringBuilder sb =
        new StringBuilder().append(QUEEN).append(' ').append(header.problem().piece().singular());
    if (rejects) {
      sb.append("   ").append(REJECTED).append(" square rejected");
    }
    if (vacates) {
      sb.append("   ").append(VACATED).append(" square left on a backtrack or a lift");
    }
    sb.append("   ").append(EMPTY).append(" empty");
    for (Role role : Role.values()) {
      boolean shown =
          switch (role) {
            case QUEEN -> false; // in the plain key
            case FIXED -> !header.problem().fixed().isEmpty();
            case PAWN -> !header.problem().pawns().isEmpty();
            case HOLE -> !header.problem().holes().isEmpty();
            default -> header.marks().contains(role);
          };
      if (shown) {
        sb.append("   ").append(role.symbol()).append(' ').append(describe(role));
      }
    }
    return sb.toString();
  }

  private static String describe(Role role) {
    return switch (role) {
      case QUEEN -> "queen";
      case FORCED -> "queen forced by propagation (Q: decided)";
      case FIXED -> "queen placed in advance";
      case CONFLICTED -> "queen under attack";
      case PAWN -> "pawn";
      case HOLE -> "hole";
      case PRUNED -> "ruled out, no queen attacking it";
      case ATTACKED -> "attacked by a queen";
    };
  }

  /** The header as lines of text, ending with a blank line. */
  public static String header(TraceHeader h) {
    StringBuilder sb = new StringBuilder();
    sb.append("trace of ").append(h.engine()).append(" on ").append(h.problem().describe());
    if (!h.options().isEmpty()) {
      sb.append(", ");
      boolean first = true;
      for (Map.Entry<String, String> o : h.options().entrySet()) {
        sb.append(first ? "" : ", ").append(o.getKey()).append('=').append(o.getValue());
        first = false;
      }
    }
    sb.append('\n');
    if (!h.problem().isClassic()) {
      sb.append(boardCaption(h.problem())).append('\n');
      sb.append(h.board());
      if (!h.board().endsWith("\n")) {
        sb.append('\n');
      }
    }
    sb.append("what it shows: ").append(h.note()).append('\n');
    if (h.limits() != null) {
      sb.append("what it cannot show: ").append(h.limits()).append('\n');
    }
    for (Map.Entry<String, String> c : h.counters().entrySet()) {
      sb.append("  ").append(c.getKey()).append(": ").append(c.getValue()).append('\n');
    }
    return sb.append('\n').toString();
  }

  /**
   * The line above the problem's board: it is in the board file's format, which a {@code --board}
   * file can hold as it is, and whose {@code Q} is a queen placed in advance, where the steps below
   * draw her {@code F}.
   */
  static String boardCaption(Problem p) {
    StringBuilder sb = new StringBuilder("the problem, as a board file states it (");
    if (!p.fixed().isEmpty()) {
      sb.append(BoardFormat.QUEEN).append(" a queen placed in advance, ");
    }
    if (!p.pawns().isEmpty()) {
      sb.append(BoardFormat.PAWN).append(" pawn, ");
    }
    if (!p.holes().isEmpty()) {
      sb.append(BoardFormat.HOLE).append(" hole, ");
    }
    return sb.append(BoardFormat.EMPTY).append(" free square):").toString();
  }

  /** The step's line alone (the compact form), without a line break. */
  public static String line(TraceEvent e) {
    StringBuilder sb = new StringBuilder();
    sb.append("step ").append(e.step()).append(": ").append(e.kind().label());
    if (e.square() != null) {
      sb.append(' ').append(e.square().name());
    }
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
    return sb.toString();
  }

  /** The step's line and board, ending with a blank line. */
  public static String render(TraceEvent e) {
    StringBuilder sb = new StringBuilder(line(e)).append('\n');
    if (e.kind() == TraceEvent.Kind.LOG) {
      return sb.append('\n').toString(); // a solver's log line is about no board
    }
    TraceBoard board = e.board();
    int labelWidth = String.valueOf(board.rows()).length();
    for (int rank = board.rows() - 1; rank >= 0; rank--) {
      sb.append(pad(String.valueOf(rank + 1), labelWidth));
      for (int file = 0; file < board.cols(); file++) {
        sb.append(' ').append(symbol(e, new Square(rank, file)));
      }
      sb.append('\n');
    }
    sb.append(" ".repeat(labelWidth));
    for (int file = 0; file < board.cols(); file++) {
      sb.append(' ').append(Square.fileName(file));
    }
    return sb.append("\n\n").toString();
  }

  private static char symbol(TraceEvent e, Square s) {
    Role role = e.board().at(s);
    if (role != null && role != Role.PRUNED && role != Role.ATTACKED) {
      return role.symbol();
    }
    boolean here = s.equals(e.square());
    if (here && e.kind() == TraceEvent.Kind.REJECT) {
      return REJECTED;
    }
    if (here && (e.kind() == TraceEvent.Kind.BACKTRACK || e.kind() == TraceEvent.Kind.LIFT)) {
      return VACATED;
    }
    return role != null ? role.symbol() : EMPTY;
  }

  private static String pad(String s, int width) {
    return " ".repeat(width - s.length()) + s;
  }
}
