package org.nqueenslab.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueenslab.problem.Square;

/**
 * One step of a search, as a classroom shows it: a queen placed, a square rejected (with the
 * reason), a queen lifted on a backtrack, or a solution; with the board after the step and the
 * engine's work counters so far.
 *
 * @param step 1 for the first event of a trace
 * @param square the square the step is about: tested, placed, lifted; for a solution, the last
 *     queen placed
 * @param reason why a square was rejected ("file taken by c1; diagonal taken by a3"), null for
 *     other kinds
 * @param board after the step: the file of each rank's queen, or {@link #EMPTY} (one queen per rank
 *     at most)
 * @param counters the engine's counters after the step, in the engine's order (e.g. position tests,
 *     backtracks)
 */
public record TraceEvent(
    long step, Kind kind, Square square, String reason, int[] board, Map<String, Long> counters) {
  /** A rank without a queen in {@link #board}. */
  public static final int EMPTY = -1;

  /** What happened. */
  public enum Kind {
    /** A square passed the test and now holds a queen. */
    PLACE,
    /** A square failed the test: a queen already placed attacks it. */
    REJECT,
    /** The search went back: the queen on {@code square} was lifted to try her next square. */
    BACKTRACK,
    /** Every rank holds a queen: a solution. */
    SOLUTION;

    /** The lower-case name used in both renderings: place, reject, backtrack, solution. */
    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public TraceEvent {
    board = board.clone();
    counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
  }

  @Override
  public int[] board() {
    return board.clone();
  }

  /** The board's side. */
  public int n() {
    return board.length;
  }

  /** The queens on the board after the step, bottom rank first. */
  public List<Square> queens() {
    List<Square> list = new ArrayList<>();
    for (int rank = 0; rank < board.length; rank++) {
      if (board[rank] != EMPTY) {
        list.add(new Square(rank, board[rank]));
      }
    }
    return list;
  }

  /** True when a queen stands on the square after the step. */
  public boolean hasQueen(int rank, int file) {
    return board[rank] == file;
  }
}
