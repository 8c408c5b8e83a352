package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.TraceBoard;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * The bitboard search of {@link BitmaskSearch#visit}, step by step for the classroom (a separate
 * copy, so the engine's loops stay untouched). Its lesson is what it does not show: the free files
 * of a rank are computed at once as {@code ~(files | leftDiagonals | rightDiagonals)}, so no
 * attacked square is ever tested and the trace has no rejects, only queens placed, backtracks (the
 * next rank has no free file left: this rank's queen is lifted), solutions and lifts (a solution's
 * last queen moving on). On the same board it places the same queens and backtracks as often as
 * Wirth's search.
 */
final class BitmaskTrace {
  private final Problem problem;
  private final Tracer tracer;
  private final int[] board;
  private long placed;
  private long backtracks;

  private BitmaskTrace(Problem problem, Tracer tracer) {
    this.problem = problem;
    this.tracer = tracer;
    this.board = new int[problem.rows()];
    Arrays.fill(board, TraceEvent.EMPTY);
  }

  /**
   * Traces the whole search on a board with one queen on every rank (the caller checks): plain,
   * with holes, with queens placed in advance (their rank allows only their file, and the squares
   * they attack are out from the start, as in {@link BitmaskBoard}), or toroidal (the diagonal
   * masks rotate); true when it ended within the tracer's bound.
   */
  static boolean run(Problem problem, Tracer tracer) {
    BitmaskTrace trace = new BitmaskTrace(problem, tracer);
    if (BitmaskEngine.needsSegments(problem)) {
      return trace.searchSegments();
    }
    return trace.search(BitmaskBoard.of(problem));
  }

  /**
   * The segment search ({@link SegmentSearch}) for pawns and other numbers of queens, through its
   * step hooks (its own loops, since it is recursive): a rank segment takes one queen or none, and
   * the first queen lifted after a solution is a lift, as in the rank search.
   */
  private boolean searchSegments() {
    Request request = Request.enumerate(p -> {});
    SegmentSearch search =
        new SegmentSearch(SegmentBoard.of(problem), Budget.start(request), request.progress());
    boolean[] afterSolution = {false};
    search.steps =
        new SegmentSearch.Steps() {
          @Override
          public boolean placed(Square queen, List<Square> queens) {
            afterSolution[0] = false;
            placed = search.nodes;
            return tracer.emit(step(Kind.PLACE, queen, queens));
          }

          @Override
          public boolean lifted(Square queen, List<Square> queens) {
            if (afterSolution[0]) {
              afterSolution[0] = false; // the last queen of a solution moves on: not a backtrack
              return tracer.emit(step(Kind.LIFT, queen, queens));
            }
            backtracks++;
            return tracer.emit(step(Kind.BACKTRACK, queen, queens));
          }

          @Override
          public boolean solution(List<Square> queens) {
            afterSolution[0] = true;
            Square last = queens.isEmpty() ? null : queens.get(queens.size() - 1);
            return tracer.emit(step(Kind.SOLUTION, last, queens));
          }
        };
    search.visit(Long.MAX_VALUE, p -> {});
    return !search.stopped;
  }

  private boolean search(BitmaskBoard masks) {
    int n = masks.n;
    int last = n - 1;
    long[] avail = new long[n];
    long[] files = new long[n];
    long[] left = new long[n];
    long[] right = new long[n];
    int row = 0;
    avail[0] = masks.allowed[0];
    while (row >= 0) {
      long a = avail[row];
      if (a == 0) {
        row--; // no free file left here: back to the previous rank, whose queen moves on
        if (row >= 0) {
          backtracks++;
          Square lifted = new Square(row, board[row]);
          board[row] = TraceEvent.EMPTY;
          if (!tracer.emit(step(Kind.BACKTRACK, lifted))) {
            return false;
          }
        }
        continue;
      }
      long bit = a & -a; // the lowest free file
      avail[row] = a ^ bit;
      placed++;
      board[row] = Long.numberOfTrailingZeros(bit);
      Square queen = new Square(row, board[row]);
      if (!tracer.emit(step(Kind.PLACE, queen))) {
        return false;
      }
      if (row == last) {
        if (!tracer.emit(step(Kind.SOLUTION, queen))) {
          return false;
        }
        board[row] = TraceEvent.EMPTY; // the last queen moves on to the next free file
        if (!tracer.emit(step(Kind.LIFT, queen))) {
          return false;
        }
      } else {
        int next = row + 1;
        files[next] = files[row] | bit;
        left[next] = masks.nextLeft(left[row] | bit);
        right[next] = masks.nextRight(right[row] | bit);
        avail[next] = masks.allowed[next] & ~(files[next] | left[next] | right[next]);
        row = next;
      }
    }
    return true;
  }

  private TraceEvent step(Kind kind, Square square) {
    List<Square> queens = new ArrayList<>();
    for (int rank = 0; rank < board.length; rank++) {
      if (board[rank] != TraceEvent.EMPTY) {
        queens.add(new Square(rank, board[rank]));
      }
    }
    return step(kind, square, queens);
  }

  private TraceEvent step(Kind kind, Square square, List<Square> queens) {
    String reason = null;
    if (kind == Kind.PLACE && problem.fixed().contains(square)) {
      reason = "placed in advance: its rank allows only this file";
    } else if (kind == Kind.LIFT) {
      // a queen placed in advance is her rank's only square: she stays, and the search goes back
      reason =
          problem.fixed().contains(square)
              ? "placed in advance: her rank has no other square"
              : TraceEvent.LIFT_REASON;
    }
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(Statistics.NODES, placed);
    m.put(Statistics.BACKTRACKS, backtracks);
    return TraceEvent.of(kind, square, reason, TraceBoard.of(problem, queens), m);
  }
}
