package org.nqueenslab.branchbound;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceBoard;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * The branch and bound step by step for the classroom, told by the search itself ({@link
 * CoverSearch.Steps}): a piece placed on one of the open squares covering the square branched on
 * (those squares are the step's options), the bound cutting a node (with its arithmetic), a piece
 * lifted for the next coverer, and each better cover, after which the bound asks for one piece
 * fewer. The board after each step shows the pieces and the squares they cover.
 */
final class CoverTrace implements CoverSearch.Steps {
  private final CoverBoard board;
  private final Tracer tracer;
  private CoverSearch search;
  private int best = -1;

  CoverTrace(CoverBoard board, Tracer tracer) {
    this.board = board;
    this.tracer = tracer;
  }

  /** Traces the search for the fewest pieces; true when it ended within the tracer's bounds. */
  static boolean run(CoverBoard board, Tracer tracer) {
    CoverTrace trace = new CoverTrace(board, tracer);
    trace.search = CoverSearch.traced(board, org.nqueenslab.engine.Request.first(), trace);
    trace.search.run();
    return trace.search.status() == org.nqueenslab.engine.Status.COMPLETE && !tracer.stopped();
  }

  @Override
  public boolean place(int[] chosen, int depth, int target, long[] options) {
    int n = Bits.count(options);
    return emit(
        Kind.PLACE,
        board.square(chosen[depth]),
        "covers "
            + board.square(target).name()
            + ", the uncovered square the fewest open squares cover ("
            + n
            + (n == 1 ? " square)" : " squares)"),
        chosen,
        depth + 1,
        squares(options));
  }

  @Override
  public boolean cut(int[] chosen, int depth, long[] uncovered, long[] open, int left) {
    int need = Bits.count(uncovered);
    int most = 0;
    for (int c = Bits.next(open, 0); c >= 0; c = Bits.next(open, c + 1)) {
      most = Math.max(most, Bits.countBoth(board.covers[c], uncovered));
    }
    String why;
    Square unreachable = firstUncoverable(uncovered, open);
    if (unreachable != null) {
      why = unreachable.name() + " is left uncovered and no open square covers it";
    } else if (left <= 0) {
      why =
          need
              + " squares left uncovered and no piece left: "
              + (best >= 0 ? "a cover with " + best + " is known" : "none");
    } else {
      why =
          "bound: "
              + need
              + " squares left, "
              + left
              + (left == 1 ? " piece" : " pieces")
              + " left, none covering more than "
              + most
              + " of them ("
              + left
              + " x "
              + most
              + " < "
              + need
              + ")";
    }
    return emit(Kind.FAIL, null, why, chosen, depth, List.of());
  }

  @Override
  public boolean lift(int[] chosen, int depth, int target) {
    return emit(
        Kind.BACKTRACK,
        board.square(chosen[depth]),
        "lifted: the next open square covering " + board.square(target).name(),
        chosen,
        depth,
        List.of());
  }

  @Override
  public boolean cover(int[] chosen, int depth) {
    best = depth + board.placed;
    return emit(
        Kind.SOLUTION,
        depth == 0 ? null : board.square(chosen[depth - 1]),
        "every square covered by "
            + best
            + (best == 1 ? " piece" : " pieces")
            + ": the best so far; the bound now asks for "
            + (best - 1)
            + " or fewer",
        chosen,
        depth,
        List.of());
  }

  private Square firstUncoverable(long[] uncovered, long[] open) {
    for (int t = Bits.next(uncovered, 0); t >= 0; t = Bits.next(uncovered, t + 1)) {
      if (Bits.countBoth(board.coveredFrom[t], open) == 0) {
        return board.square(t);
      }
    }
    return null;
  }

  private boolean emit(
      Kind kind, Square square, String reason, int[] chosen, int pieces, List<Square> options) {
    List<Square> placed = new ArrayList<>();
    long[] covered = new long[board.words];
    for (Square s : board.problem.fixed()) {
      or(covered, board.covers[board.index(s)]);
    }
    for (int i = 0; i < pieces; i++) {
      placed.add(board.square(chosen[i]));
      or(covered, board.covers[chosen[i]]);
    }
    TraceBoard after = TraceBoard.of(board.problem, placed).with(squares(covered), Role.ATTACKED);
    Map<String, Long> counters = new LinkedHashMap<>();
    counters.put(Statistics.NODES, search == null ? 0 : search.nodes());
    counters.put(Statistics.BOUND_CUTS, search == null ? 0 : search.cuts());
    return tracer.emit(
        new TraceEvent(0, kind, square, reason, after, List.of(), List.of(), options, counters));
  }

  private List<Square> squares(long[] bits) {
    List<Square> list = new ArrayList<>();
    for (int i = Bits.next(bits, 0); i >= 0; i = Bits.next(bits, i + 1)) {
      list.add(board.square(i));
    }
    return list;
  }

  private static void or(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      a[i] |= b[i];
    }
  }
}
