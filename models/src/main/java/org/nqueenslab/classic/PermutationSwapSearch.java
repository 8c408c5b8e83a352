package org.nqueenslab.classic;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.Attacks;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.Tracer;

/**
 * Rolfe's permutation-vector search (T. Rolfe, "Optimal Queens", Dr. Dobb's, Listing Four), with
 * Listing Three's diagonal arrays or Listing Two's check, Listing Five's symmetry rejection, and an
 * optional tracer. {@code board[row]} is the file of rank {@code row}'s queen.
 */
final class PermutationSwapSearch {
  private final int size;
  private final int[] board;

  /**
   * Listing Three's Diag[], indexed row - col + size - 1: true while a queen stands on that
   * diagonal.
   */
  private final boolean[] diagonal;

  /** Listing Three's AntiD[], indexed row + col. */
  private final boolean[] antiDiagonal;

  private final boolean arrays;

  /** Listing Five, or null when every solution counts. */
  private final RolfeSymmetry symmetry;

  /** First-rank files from here on are mirror images of the left half (symmetry breaking only). */
  private final int firstRankLimit;

  private final SearchRun run;

  /** Null for an untraced run. */
  private final Tracer tracer;

  /** For the trace: the queens placed so far (ranks above the active one), EMPTY below. */
  private final int[] shown;

  /** For the progress: which of the files left each rank is trying (0 for the first). */
  private final int[] trying;

  /** For the progress: the rank being tested. */
  private int testing;

  long tests;
  long pairTests;
  long swaps;
  long placed;
  long backtracks;

  /**
   * @param arrays true for Wirth's diagonal arrays, false for Listing Two's O(n) check
   * @param unique symmetry breaking: first rank in the left half, complete boards through Listing
   *     Five
   * @param tracer null for an untraced run
   */
  PermutationSwapSearch(int size, SearchRun run, boolean arrays, boolean unique, Tracer tracer) {
    this.size = size;
    this.run = run;
    this.tracer = tracer;
    this.shown = new int[size];
    Arrays.fill(shown, TraceEvent.EMPTY);
    this.arrays = arrays;
    this.symmetry = unique ? new RolfeSymmetry(size) : null;
    this.firstRankLimit = unique ? (size + 1) / 2 : size;
    board = new int[size];
    for (int i = 0; i < size; i++) {
      board[i] = i;
    }
    trying = new int[size];
    diagonal = new boolean[2 * size - 1];
    antiDiagonal = new boolean[2 * size - 1];
  }

  void nqueens(int row) {
    if (row < size - 1) {
      trying[row] = 0;
      tryHere(row); // the file already in place
      for (int idx = row + 1; idx < size && !run.halted(); idx++) {
        int vtemp = board[idx]; // march the next unused file into this rank
        board[idx] = board[row];
        board[row] = vtemp;
        swaps++;
        trying[row] = idx - row;
        tryHere(row);
      }
      if (run.halted()) {
        return; // leave the vector as it stands: the caller stops too
      }
      int vtemp = board[row]; // regenerate the original vector: rotate row..size-1 left by one
      for (int idx = row + 1; idx < size; idx++) {
        board[idx - 1] = board[idx];
      }
      board[size - 1] = vtemp;
    } else if (valid(row) && !run.halted()) {
      placed++; // a complete board
      show(TraceEvent.Kind.PLACE, row, board[row]);
      if (run.halted()) {
        return;
      }
      if (symmetry == null) {
        run.solution(board);
        show(TraceEvent.Kind.SOLUTION, row, board[row]);
      } else {
        int equivalents = symmetry.equivalents(board);
        if (equivalents > 0) {
          run.fundamentalSolution(board, equivalents);
        }
      }
      if (run.halted()) {
        return;
      }
      show(TraceEvent.Kind.LIFT, row, board[row]); // the last queen moves on: not a backtrack
    }
  }

  /**
   * Tests the file now in {@code board[row]} and, when no queen attacks it, searches the next rank.
   */
  private void tryHere(int row) {
    if (row == 0 && board[0] >= firstRankLimit) {
      return; // a mirror image of a first queen in the left half: Listing Five would reject all it
      // leads to
    }
    if (!valid(row) || run.halted()) {
      return;
    }
    int col = board[row];
    placed++;
    mark(row, col, true);
    show(TraceEvent.Kind.PLACE, row, col);
    if (run.halted()) {
      return;
    }
    nqueens(row + 1);
    if (run.halted()) {
      return;
    }
    backtracks++; // back from the next rank, as Kuechmann counts Wirth's (row < size - 1 here)
    mark(row, col, false);
    show(TraceEvent.Kind.BACKTRACK, row, col);
  }

  /**
   * Reports a step to the tracer, if any, keeping its board in step; halts the run at the tracer's
   * bound.
   */
  private void show(TraceEvent.Kind kind, int row, int col) {
    if (tracer == null) {
      return;
    }
    Square square = new Square(row, col);
    String reason = null;
    if (kind == TraceEvent.Kind.PLACE) {
      shown[row] = col;
    } else if (kind == TraceEvent.Kind.BACKTRACK) {
      shown[row] = TraceEvent.EMPTY;
    } else if (kind == TraceEvent.Kind.LIFT) {
      shown[row] = TraceEvent.EMPTY;
      reason = TraceEvent.LIFT_REASON;
    } else if (kind == TraceEvent.Kind.REJECT) {
      reason = Attacks.reason(shown, square);
    }
    Map<String, Long> counters = new LinkedHashMap<>();
    counters.put(Statistics.POSITION_TESTS, tests);
    counters.put(Statistics.SWAPS, swaps);
    counters.put(Statistics.BACKTRACKS, backtracks);
    if (!tracer.emit(kind, square, reason, shown, counters)) {
      run.halt();
    }
  }

  private void mark(int row, int col, boolean taken) {
    if (arrays) {
      diagonal[row - col + size - 1] = taken;
      antiDiagonal[row + col] = taken;
    }
  }

  /**
   * The fraction of the search tree explored, Knuth's estimate: the file each rank is trying as a
   * fraction of the files left it, each rank weighed by the product of those above it.
   */
  double fractionDone() {
    return SearchRun.explored(trying, testing + 1, rank -> size - rank);
  }

  private boolean valid(int row) {
    tests++;
    testing = row;
    run.tick();
    boolean free = arrays ? validByArrays(row) : validByComparison(row);
    if (!free) {
      show(TraceEvent.Kind.REJECT, row, board[row]);
    }
    return free;
  }

  /** Listing Three without its column array: in a permutation no two queens share a file. */
  private boolean validByArrays(int row) {
    int col = board[row];
    return !diagonal[row - col + size - 1] && !antiDiagonal[row + col];
  }

  /**
   * Listing Two, as Rolfe's comparison code keeps it (its file test never fires on a permutation).
   */
  private boolean validByComparison(int row) {
    for (int idx = 0; idx < row; idx++) {
      pairTests++;
      if (board[idx] == board[row] || Math.abs(board[row] - board[idx]) == row - idx) {
        return false;
      }
    }
    return true;
  }
}
