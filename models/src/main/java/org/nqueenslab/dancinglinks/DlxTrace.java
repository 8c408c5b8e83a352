package org.nqueenslab.dancinglinks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.StepListener;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.TraceBoard;
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

  /**
   * Traces the whole search of {@code queens}, the cover of {@code problem}, on any board the
   * engine takes (pawns, holes, queens placed in advance, tori: the queens placed in advance are
   * the forced options, drawn from the start); true when it ended within the tracer's bound.
   */
  static boolean run(Problem problem, QueensCover queens, Tracer tracer) {
    Listener listener = new Listener(problem, queens, tracer);
    return new DancingLinks(queens.exactCover()).walk(queens.forcedOptions(), listener);
  }

  /** Turns Algorithm X's steps into queen moves on the board. */
  private static final class Listener implements StepListener {
    private final Problem problem;
    private final QueensCover queens;
    private final Set<Square> board = new TreeSet<>();
    private final Tracer tracer;

    /** Why the option at each depth was tried: the line chosen there and its squares left. */
    private final String[] branchAt;

    /** The squares left on the line chosen at each depth, in the order DLX tries them. */
    private final List<List<Square>> optionsAt = new ArrayList<>();

    private int depth;
    private String deadEnd;
    private boolean afterSolution;
    private long placed;
    private long backtracks;

    Listener(Problem problem, QueensCover queens, Tracer tracer) {
      this.problem = problem;
      this.queens = queens;
      this.tracer = tracer;
      this.branchAt = new String[queens.exactCover().itemCount() + 1];
    }

    @Override
    public boolean choose(int item, int[] options) {
      String line = lineName(queens.exactCover().itemName(item));
      branchAt[depth] =
          "branching on "
              + line
              + ", "
              + options.length
              + (options.length == 1 ? " square" : " squares")
              + " left";
      List<Square> squares = new ArrayList<>();
      for (int option : options) {
        if (queens.square(option) != null) {
          squares.add(queens.square(option));
        }
      }
      while (optionsAt.size() <= depth) {
        optionsAt.add(List.of());
      }
      optionsAt.set(depth, squares);
      deadEnd = options.length == 0 ? line + " has no square left" : null;
      return true;
    }

    @Override
    public boolean tryOption(int option, int level) {
      Square s = queens.square(option);
      afterSolution = false;
      depth = level + 1;
      if (s == null) {
        return true; // a segment left without a queen: nothing to draw
      }
      board.add(s);
      placed++;
      return tracer.emit(step(Kind.PLACE, s, branchAt[level]).withOptions(optionsAt.get(level)));
    }

    @Override
    public boolean undo(int option, int level) {
      Square s = queens.square(option);
      depth = level;
      if (s == null) {
        // a solution whose last choice left a segment empty: its last level moves on with no queen
        // to lift, and a queen undone after that is the search going back a level, a backtrack
        afterSolution = false;
        return true;
      }
      board.remove(s);
      if (afterSolution) {
        afterSolution = false; // the last queen of a solution moves on: not a backtrack
        return tracer.emit(step(Kind.LIFT, s, TraceEvent.LIFT_REASON));
      }
      backtracks++;
      String reason = deadEnd;
      deadEnd = null;
      return tracer.emit(step(Kind.BACKTRACK, s, reason));
    }

    @Override
    public boolean solution(int[] options) {
      afterSolution = true;
      Square last = null;
      for (int option : options) {
        last = queens.square(option) != null ? queens.square(option) : last;
      }
      return tracer.emit(step(Kind.SOLUTION, last, null));
    }

    private TraceEvent step(Kind kind, Square square, String reason) {
      return TraceEvent.of(kind, square, reason, TraceBoard.of(problem, board), counters());
    }

    private Map<String, Long> counters() {
      Map<String, Long> m = new LinkedHashMap<>();
      m.put("queens placed", placed);
      m.put(Statistics.BACKTRACKS, backtracks);
      return m;
    }
  }

  /**
   * "r4" is rank 5, "c2" file c, "a7" and "b-2" the diagonals of the encoding ({@link
   * SegmentNames}); "r3.1" is the second segment of rank 4, cut by pawns. Other items (the counts
   * of empty segments and of queens) keep their names.
   */
  static String lineName(String item) {
    String segment = "";
    String line = item;
    int dot = item.indexOf('.');
    if (dot > 0) {
      segment = "segment " + (Integer.parseInt(item.substring(dot + 1)) + 1) + " of ";
      line = item.substring(0, dot);
    }
    int index;
    try {
      index = Integer.parseInt(line.substring(1));
    } catch (NumberFormatException e) {
      return "item " + item;
    }
    return segment
        + switch (line.charAt(0)) {
          case 'r' -> "rank " + (index + 1);
          case 'c' -> "file " + Square.fileName(index);
          case 'a' -> "diagonal " + line;
          default -> "anti-diagonal " + line;
        };
  }
}
