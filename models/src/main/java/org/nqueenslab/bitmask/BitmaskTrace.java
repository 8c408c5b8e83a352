package org.nqueenslab.bitmask;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * The bitboard search of {@link BitmaskSearch#visit}, step by step for the classroom (a separate
 * copy, so the engine's loops stay untouched). Its lesson is what it does not show: the free files
 * of a rank are computed at once as {@code ~(files | leftDiagonals | rightDiagonals)}, so no
 * attacked square is ever tested and the trace has no rejects, only queens placed, backtracks (the
 * next rank has no free file left: this rank's queen is lifted) and solutions. On the same board it
 * places the same queens and backtracks as often as Wirth's search.
 */
final class BitmaskTrace {

  private BitmaskTrace() {}

  /**
   * Traces the whole search on a plain board (the caller checks); true when it ended within the
   * tracer's bound.
   */
  static boolean run(Problem problem, Tracer tracer) {
    int n = problem.n();
    long full = n == 64 ? -1L : (1L << n) - 1;
    int last = n - 1;
    long[] avail = new long[n];
    long[] files = new long[n];
    long[] left = new long[n];
    long[] right = new long[n];
    int[] board = new int[n];
    Arrays.fill(board, TraceEvent.EMPTY);
    long placed = 0;
    long backtracks = 0;
    int row = 0;
    avail[0] = full;
    while (row >= 0) {
      long a = avail[row];
      if (a == 0) {
        row--; // no free file left here: back to the previous rank, whose queen moves on
        if (row >= 0) {
          backtracks++;
          Square lifted = new Square(row, board[row]);
          board[row] = TraceEvent.EMPTY;
          if (!tracer.emit(Kind.BACKTRACK, lifted, null, board, counters(placed, backtracks))) {
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
      if (!tracer.emit(Kind.PLACE, queen, null, board, counters(placed, backtracks))) {
        return false;
      }
      if (row == last) {
        if (!tracer.emit(Kind.SOLUTION, queen, null, board, counters(placed, backtracks))) {
          return false;
        }
        board[row] = TraceEvent.EMPTY; // the last queen moves on to the next free file
      } else {
        int next = row + 1;
        files[next] = files[row] | bit;
        left[next] = (left[row] | bit) << 1;
        right[next] = (right[row] | bit) >>> 1;
        avail[next] = full & ~(files[next] | left[next] | right[next]);
        row = next;
      }
    }
    return true;
  }

  private static Map<String, Long> counters(long placed, long backtracks) {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(Statistics.NODES, placed);
    m.put(Statistics.BACKTRACKS, backtracks);
    return m;
  }
}
