package org.nqueenslab.dancinglinks;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.StepListener;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * Dancing Links step by step for the classroom ({@link DancingLinks#walk}). What it shows that the
 * row-by-row searches do not: each queen is placed on the line DLX branches on, the rank or file
 * with the fewest squares left (so ranks are not filled in order), and a dead end is a line with no
 * square left, named on the backtrack that follows it. Like the bitmask search it never tests an
 * attacked square: covering an option removes them.
 */
final class DlxTrace {
  private DlxTrace() {}

  static boolean run(Problem problem, Tracer tracer) {
    QueensCover queens = QueensCover.of(problem);
    int[] board = new int[problem.rows()];
    Arrays.fill(board, TraceEvent.EMPTY);
    Listener listener = new Listener(queens, board, tracer);
    return new DancingLinks(queens.exactCover()).walk(queens.forcedOptions(), listener);
  }

  /** Turns Algorithm X's steps into queen moves on the board. */
  private static final class Listener implements StepListener {
    private final QueensCover queens;
    private final int[] board;
    private final Tracer tracer;

    /** Why the option at each depth was tried: the line chosen there and its squares left. */
    private final String[] branchAt;

    private int depth;
    private String deadEnd;
    private boolean afterSolution;
    private long placed;
    private long backtracks;

    Listener(QueensCover queens, int[] board, Tracer tracer) {
      this.queens = queens;
      this.board = board;
      this.tracer = tracer;
      this.branchAt = new String[queens.exactCover().itemCount() + 1];
    }

    @Override
    public boolean choose(int item, int options) {
      String line = lineName(queens.exactCover().itemName(item));
      branchAt[depth] =
          "branching on "
              + line
              + ", "
              + options
              + (options == 1 ? " square" : " squares")
              + " left";
      deadEnd = options == 0 ? line + " has no square left" : null;
      return true;
    }

    @Override
    public boolean tryOption(int option, int level) {
      Square s = queens.square(option);
      board[s.rank()] = s.file();
      placed++;
      afterSolution = false;
      depth = level + 1;
      return tracer.emit(Kind.PLACE, s, branchAt[level], board, counters());
    }

    @Override
    public boolean undo(int option, int level) {
      Square s = queens.square(option);
      board[s.rank()] = TraceEvent.EMPTY;
      depth = level;
      if (afterSolution) {
        afterSolution = false;
        return true; // the last queen of a solution moves on, as in the other traces
      }
      backtracks++;
      String reason = deadEnd;
      deadEnd = null;
      return tracer.emit(Kind.BACKTRACK, s, reason, board, counters());
    }

    @Override
    public boolean solution(int[] options) {
      afterSolution = true;
      Square last = queens.square(options[options.length - 1]);
      return tracer.emit(Kind.SOLUTION, last, null, board, counters());
    }

    private Map<String, Long> counters() {
      Map<String, Long> m = new LinkedHashMap<>();
      m.put("queens placed", placed);
      m.put(Statistics.BACKTRACKS, backtracks);
      return m;
    }
  }

  /** "r4" is rank 5, "c2" file c, "a7" and "b-2" the diagonals of the encoding. */
  static String lineName(String item) {
    int index = Integer.parseInt(item.substring(1));
    return switch (item.charAt(0)) {
      case 'r' -> "rank " + (index + 1);
      case 'c' -> "file " + Square.fileName(index);
      case 'a' -> "diagonal " + item;
      default -> "anti-diagonal " + item;
    };
  }
}
