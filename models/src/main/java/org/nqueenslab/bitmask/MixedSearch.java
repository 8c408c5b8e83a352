package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The bitboard backtracker for several kinds of pieces at once (the queens and knights problem of
 * the encyclopedia article, seed 001: "place m queens and m knights so that no piece attacks
 * another"). Square by square in board order, each square takes a piece of some kind still to place
 * that may stand there, or nothing. Each kind's reach comes from the model of that kind alone
 * ({@link Problem#kind}: its segments and leaps, {@link SegmentBoard#reach}); a piece of kind k on
 * s forbids to every kind j the squares k attacks from s and those from which a j would attack s,
 * which are the squares j attacks from s (every move is its own reverse), so one mask per kind and
 * rank holds what is still free for that kind.
 *
 * <p>Pruning: every kind still to place must have at least as many free squares left as pieces.
 * When counting, a last piece is not placed: the free squares left for its kind are counted with
 * bitCount. {@code nodes} counts pieces placed, last pieces counted included. One instance runs
 * once.
 */
final class MixedSearch {
  private static final int CHECK_INTERVAL = 1 << 14;

  private final int rows;
  private final int cols;
  private final int kinds;

  /** allowed[r]: the squares of rank r that can hold a piece. */
  private final long[] allowed;

  /** reach[k][r][f][r2]: what a piece of kind k on (r, f) attacks on rank r2. */
  private final long[][][][] reach;

  /** free[level][k][r]: the squares of rank r still free for kind k after {@code level} pieces. */
  private final long[][][] free;

  private final int[] left;
  private final int[] pieceSquare;
  private final int[] pieceKind;
  private final Budget budget;
  private final Progress progress;
  private Consumer<Placement> sink;
  private long limit = Long.MAX_VALUE;
  private long solutions;
  private long reportedSolutions;
  private long reportedNodes;
  private int untilCheck = CHECK_INTERVAL;
  long nodes;
  boolean stopped;

  MixedSearch(Problem problem, Budget budget, Progress progress) {
    if (problem.cols() > 64) {
      throw new IllegalArgumentException(
          "the mixed search keeps a rank in a long: at most 64 files, got " + problem.cols());
    }
    this.rows = problem.rows();
    this.cols = problem.cols();
    this.kinds = problem.kinds().size();
    this.budget = budget;
    this.progress = progress;
    allowed = new long[rows];
    for (int r = 0; r < rows; r++) {
      for (int f = 0; f < cols; f++) {
        if (problem.canHoldQueen(new Square(r, f))) {
          allowed[r] |= 1L << f;
        }
      }
    }
    reach = new long[kinds][rows][cols][];
    for (int k = 0; k < kinds; k++) {
      Problem alone = problem.kind(k);
      LineSegments segments = LineSegments.of(alone);
      for (int r = 0; r < rows; r++) {
        for (int f = 0; f < cols; f++) {
          reach[k][r][f] =
              (allowed[r] & 1L << f) == 0
                  ? new long[rows]
                  : SegmentBoard.reach(alone, segments, new Square(r, f), true);
        }
      }
    }
    int pieces = problem.queens();
    free = new long[pieces + 1][kinds][];
    for (int k = 0; k < kinds; k++) {
      free[0][k] = allowed.clone();
    }
    for (int level = 1; level <= pieces; level++) {
      for (int k = 0; k < kinds; k++) {
        free[level][k] = new long[rows];
      }
    }
    left = new int[kinds];
    for (int k = 0; k < kinds; k++) {
      left[k] = problem.kinds().get(k).count();
    }
    pieceSquare = new int[pieces];
    pieceKind = new int[pieces];
  }

  /** Counts every solution. */
  long count() {
    return run(null, Long.MAX_VALUE);
  }

  /** Hands solutions to {@code sink} up to {@code limit}; returns how many. */
  long visit(long limit, Consumer<Placement> sink) {
    return run(sink, limit);
  }

  private long run(Consumer<Placement> sink, long limit) {
    this.sink = sink;
    this.limit = limit;
    square(0, 0, pieceSquare.length);
    progress.addSolutions(solutions - reportedSolutions);
    progress.addNodes(nodes - reportedNodes);
    return solutions;
  }

  private boolean done() {
    return stopped || solutions >= limit;
  }

  /** Square {@code at} (rank-major) takes a piece of each kind it is free for, then nothing. */
  private void square(int at, int level, int toPlace) {
    if (toPlace == 0) {
      solution(level);
      return;
    }
    if (at == rows * cols || tooFewSquares(at, level)) {
      return;
    }
    if (toPlace == 1 && sink == null) {
      int k = 0;
      while (left[k] == 0) {
        k++;
      }
      long leaves = freeFrom(at, level, k);
      solutions += leaves;
      nodes += leaves;
      return;
    }
    int r = at / cols;
    int f = at % cols;
    long bit = 1L << f;
    for (int k = 0; k < kinds && !done(); k++) {
      if (left[k] == 0 || (free[level][k][r] & bit) == 0) {
        continue;
      }
      place(at, k, level);
      left[k]--;
      square(at + 1, level + 1, toPlace - 1);
      left[k]++;
    }
    if (!done()) {
      square(at + 1, level, toPlace);
    }
  }

  /** The squares from {@code at} on still free for kind k. */
  private long freeFrom(int at, int level, int k) {
    int r = at / cols;
    long[] mask = free[level][k];
    long count = Long.bitCount(mask[r] & -(1L << (at % cols)));
    for (int r2 = r + 1; r2 < rows; r2++) {
      count += Long.bitCount(mask[r2]);
    }
    return count;
  }

  /** True when some kind has fewer free squares from {@code at} on than pieces to place. */
  private boolean tooFewSquares(int at, int level) {
    for (int k = 0; k < kinds; k++) {
      if (left[k] > 0 && freeFrom(at, level, k) < left[k]) {
        return true;
      }
    }
    return false;
  }

  /** A piece of kind k on square {@code at}: each kind loses what k attacks and what attacks k. */
  private void place(int at, int k, int level) {
    int r = at / cols;
    int f = at % cols;
    pieceSquare[level] = at;
    pieceKind[level] = k;
    long[] byK = reach[k][r][f];
    for (int j = 0; j < kinds; j++) {
      long[] from = free[level][j];
      long[] to = free[level + 1][j];
      long[] byJ = reach[j][r][f];
      to[r] = from[r] & ~(byK[r] | byJ[r]) & -(2L << f); // this rank: only later squares matter
      for (int r2 = r + 1; r2 < rows; r2++) {
        to[r2] = from[r2] & ~(byK[r2] | byJ[r2]);
      }
    }
    nodes++;
    if (--untilCheck == 0) {
      checkBudget();
    }
  }

  private void solution(int level) {
    solutions++;
    if (sink != null) {
      List<Square> squares = new ArrayList<>(level);
      List<Integer> kindsOf = new ArrayList<>(level);
      for (int i = 0; i < level; i++) {
        squares.add(new Square(pieceSquare[i] / cols, pieceSquare[i] % cols));
        kindsOf.add(pieceKind[i]);
      }
      sink.accept(Placement.ofKinds(squares, kindsOf));
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
