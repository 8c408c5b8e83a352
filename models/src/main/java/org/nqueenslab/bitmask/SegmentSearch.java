package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Square;

/**
 * The bitboard backtracker for problems without one queen per rank: queens with pawns (the n + k
 * queens problem, nine queens and one pawn on 8 x 8: issue 7 and the encyclopedia article, seed
 * 001), fewer or more queens than ranks, rectangular boards, any of them on a torus. Rank by rank,
 * each rank segment ({@link SegmentBoard}) takes no queen or one queen among its free squares
 * {@code allowed[r] & ~attacked[r]}, lowest bit first; a queen ORs its reach into the attacked mask
 * of every later rank. A rank is never forced to hold a queen: a solution is complete as soon as
 * the last queen is placed.
 *
 * <p>Pruning: on entering a rank, the queens still to place must not exceed the number of rank
 * segments, from here to the last rank, that still have a free square (each holds at most one
 * queen). With one queen per rank this is forward checking: a later rank with no free square ends
 * the branch at once (measured: 1.5 to 3 times fewer nodes than the static count of segments for n
 * + k queens with k = 1 to 3). When counting, the last queen is not placed: every free square left
 * completes a solution, so they are counted with bitCount.
 *
 * <p>{@code nodes} counts queens placed, last queens counted included. One instance runs once.
 */
final class SegmentSearch {
  private static final int CHECK_INTERVAL = 1 << 14;

  private final SegmentBoard board;
  private final Budget budget;
  private final Progress progress;

  /**
   * attacked[level][r]: squares of rank r attacked by the first {@code level} queens placed (and
   * fixed ones).
   */
  private final long[][] attacked;

  private final int[] queenRank;
  private final int[] queenFile;
  private Consumer<Placement> sink;
  private long limit = Long.MAX_VALUE;
  private long solutions;
  private long reportedSolutions;
  private long reportedNodes;
  private int untilCheck = CHECK_INTERVAL;
  long nodes;
  boolean stopped;

  /** Null for an untraced run; a traced run enumerates ({@link #visit}). */
  Steps steps;

  /**
   * Where a traced run reports its steps; each call returns false to stop the search. {@code
   * queens} holds the queens placed so far, the newest last (fixed ones excluded).
   */
  interface Steps {
    boolean placed(Square queen, List<Square> queens);

    boolean lifted(Square queen, List<Square> queens);

    boolean solution(List<Square> queens);
  }

  SegmentSearch(SegmentBoard board, Budget budget, Progress progress) {
    this.board = board;
    this.budget = budget;
    this.progress = progress;
    int levels = Math.max(0, board.queensToPlace) + 1;
    this.attacked = new long[levels][board.rows];
    this.queenRank = new int[levels];
    this.queenFile = new int[levels];
  }

  /** Counts every solution. */
  long count() {
    return run(null, Long.MAX_VALUE);
  }

  /**
   * Hands solutions to {@code sink} (queens by rank, then file) up to {@code limit}; returns how
   * many.
   */
  long visit(long limit, Consumer<Placement> sink) {
    return run(sink, limit);
  }

  private long run(Consumer<Placement> sink, long limit) {
    this.sink = sink;
    this.limit = limit;
    if (board.queensToPlace >= 0) {
      rank(0, 0, board.queensToPlace);
    }
    progress.addSolutions(solutions - reportedSolutions);
    progress.addNodes(nodes - reportedNodes);
    return solutions;
  }

  private boolean done() {
    return stopped || solutions >= limit;
  }

  private void rank(int r, int level, int left) {
    if (left == 0) {
      solution(level);
      return;
    }
    if (r == board.rows) {
      return;
    }
    if (left == 1 && sink == null) {
      countLastQueen(r + 1, level, board.allowed[r] & ~attacked[level][r]);
      return;
    }
    if (board.groupMask == null && tooFewSegments(r, level, left)) {
      return;
    }
    segment(r, 0, board.allowed[r] & ~attacked[level][r], level, left);
  }

  /**
   * Counting, one queen to go: every free square from here on completes a solution on its own, so
   * the leaves are counted with bitCount instead of placed (as the rank-mask search counts its last
   * rank).
   */
  private void countLastQueen(int fromRank, int level, long freeHere) {
    long leaves = Long.bitCount(freeHere);
    long[] att = attacked[level];
    for (int r2 = fromRank; r2 < board.rows; r2++) {
      leaves += Long.bitCount(board.allowed[r2] & ~att[r2]);
    }
    solutions += leaves;
    nodes += leaves;
  }

  /** Segment {@code j} of rank {@code r} takes one queen among the free squares, then none. */
  private void segment(int r, int j, long free, int level, int left) {
    long[] segments = board.rankSegments[r];
    if (j == segments.length || left == 0) {
      rank(r + 1, level, left);
      return;
    }
    if (left == 1 && sink == null) {
      countLastQueen(r + 1, level, free & board.segmentsFrom[r][j]);
      return;
    }
    if (board.groupMask != null && tooFewGroups(r, free & board.segmentsFrom[r][j], level, left)) {
      return;
    }
    long options = free & segments[j];
    while (options != 0 && !done()) {
      long bit = options & -options;
      options ^= bit;
      int f = Long.numberOfTrailingZeros(bit);
      place(r, f, level);
      if (steps != null && !steps.placed(new Square(r, f), placed(level + 1))) {
        stopped = true;
        return;
      }
      segment(r, j + 1, free & ~board.sameRank[r][f], level + 1, left - 1);
      if (steps != null && !done() && !steps.lifted(new Square(r, f), placed(level))) {
        stopped = true;
      }
    }
    if (!done()) {
      segment(r, j + 1, free, level, left);
    }
  }

  /** Records the queen and ORs what it attacks into the next level's masks of the later ranks. */
  private void place(int r, int f, int level) {
    queenRank[level] = r;
    queenFile[level] = f;
    long[] from = attacked[level];
    long[] to = attacked[level + 1];
    long[] reach = board.reach[r][f];
    for (int r2 = r + 1; r2 < board.rows; r2++) {
      to[r2] = from[r2] | reach[r2];
    }
    nodes++;
    if (--untilCheck == 0) {
      checkBudget();
    }
  }

  /**
   * True when ranks r.. cannot take {@code left} more queens: fewer of their segments have a free
   * square (each holds at most one queen). Stops counting as soon as there are enough.
   */
  private boolean tooFewSegments(int r, int level, int left) {
    long[] att = attacked[level];
    int segments = 0;
    for (int r2 = r; r2 < board.rows; r2++) {
      long free = board.allowed[r2] & ~att[r2];
      if (free == 0) {
        continue;
      }
      for (long s : board.rankSegments[r2]) {
        if ((free & s) != 0 && ++segments >= left) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * A piece without the rook's lines: true when fewer of the board's groups ({@link
   * SegmentBoard#groupMask}) than {@code left} still have a free square, on this rank's squares
   * still to decide ({@code freeHere}) or on a later rank.
   */
  private boolean tooFewGroups(int r, long freeHere, int level, int left) {
    long[] att = attacked[level];
    int groups = 0;
    for (int g = 0; g < board.groupMask.length; g++) {
      if (board.groupLast[g] < r) {
        continue;
      }
      long[] mask = board.groupMask[g];
      for (int r2 = Math.max(r, board.groupFirst[g]); r2 <= board.groupLast[g]; r2++) {
        long free = r2 == r ? freeHere : board.allowed[r2] & ~att[r2];
        if ((free & mask[r2]) != 0) {
          if (++groups >= left) {
            return false;
          }
          break;
        }
      }
    }
    return true;
  }

  /** The first {@code level} queens placed, for a traced run. */
  private List<Square> placed(int level) {
    List<Square> squares = new ArrayList<>(level);
    for (int i = 0; i < level; i++) {
      squares.add(new Square(queenRank[i], queenFile[i]));
    }
    return squares;
  }

  private void solution(int level) {
    solutions++;
    if (steps != null && !steps.solution(placed(level))) {
      stopped = true;
    }
    if (sink != null) {
      List<Square> squares = new ArrayList<>(board.fixed.size() + level);
      squares.addAll(board.fixed);
      for (int i = 0; i < level; i++) {
        squares.add(new Square(queenRank[i], queenFile[i]));
      }
      sink.accept(Placement.of(squares));
    }
  }

  private void checkBudget() {
    untilCheck = CHECK_INTERVAL;
    progress.addSolutions(solutions - reportedSolutions);
    reportedSolutions = solutions;
    progress.addNodes(nodes - reportedNodes);
    reportedNodes = nodes;
    if (budget.exhausted()) {
      stopped = true;
    }
  }
}
