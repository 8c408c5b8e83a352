package org.nqueenslab.bitmask;

import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.Placement;

/**
 * The bitboard backtracker, iterative (explicit stacks, so it can stop anywhere and report): rank by rank, the
 * free files are {@code allowed & ~(files | leftDiagonals | rightDiagonals)}, taken lowest bit first. Diagonal
 * masks shift by one file per rank. The count loop counts the last rank's free files with one bitCount instead of
 * descending into them.
 *
 * <p>{@code nodes} counts queens placed (leaves included).
 */
final class BitmaskSearch {
  /** How many queens to place between two looks at the clock and the cancellation flag. */
  private static final int CHECK_INTERVAL = 1 << 16;

  private final BitmaskBoard board;
  private final Budget budget;
  private final Progress progress;
  long nodes;
  boolean stopped;

  BitmaskSearch(BitmaskBoard board, Budget budget, Progress progress) {
    this.board = board;
    this.budget = budget;
    this.progress = progress;
  }

  /** Counts the solutions. */
  long count() {
    final int n = board.n;
    final long[] allowed = board.allowed;
    if (n == 1) {
      nodes += Long.bitCount(allowed[0]);
      return Long.bitCount(allowed[0]);
    }
    final int last = n - 1;
    final long[] avail = new long[n];
    final long[] files = new long[n];
    final long[] left = new long[n];
    final long[] right = new long[n];
    long solutions = 0;
    long placed = 0;
    long reported = 0;
    long nextCheck = CHECK_INTERVAL;
    int row = 0;
    avail[0] = allowed[0];
    while (row >= 0) {
      long a = avail[row];
      if (a == 0) {
        row--;
        continue;
      }
      long bit = a & -a;
      avail[row] = a ^ bit;
      placed++;
      long f = files[row] | bit;
      long l = (left[row] | bit) << 1;
      long r = (right[row] | bit) >>> 1;
      int next = row + 1;
      long free = allowed[next] & ~(f | l | r);
      if (next == last) {
        int leaves = Long.bitCount(free);
        solutions += leaves;
        placed += leaves;
      } else if (free != 0) {
        files[next] = f;
        left[next] = l;
        right[next] = r;
        avail[next] = free;
        row = next;
      }
      if (placed >= nextCheck) {
        nextCheck = placed + CHECK_INTERVAL;
        progress.addSolutions(solutions - reported);
        progress.addNodes(CHECK_INTERVAL);
        reported = solutions;
        if (budget.exhausted()) {
          stopped = true;
          break;
        }
      }
    }
    progress.addSolutions(solutions - reported);
    nodes += placed;
    return solutions;
  }

  /**
   * Delivers solutions to {@code sink} in lexicographic order of files by rank, up to {@code limit}; returns how
   * many were delivered.
   */
  long visit(long limit, Consumer<Placement> sink) {
    final int n = board.n;
    final long[] allowed = board.allowed;
    final int last = n - 1;
    final long[] avail = new long[n];
    final long[] files = new long[n];
    final long[] left = new long[n];
    final long[] right = new long[n];
    final int[] fileOf = new int[n];
    long delivered = 0;
    long placed = 0;
    long nextCheck = CHECK_INTERVAL;
    int row = 0;
    avail[0] = allowed[0];
    while (row >= 0 && delivered < limit) {
      long a = avail[row];
      if (a == 0) {
        row--;
        continue;
      }
      long bit = a & -a;
      avail[row] = a ^ bit;
      placed++;
      fileOf[row] = Long.numberOfTrailingZeros(bit);
      if (row == last) {
        delivered++;
        progress.addSolutions(1);
        sink.accept(Placement.ofFilesByRank(fileOf));
      } else {
        int next = row + 1;
        files[next] = files[row] | bit;
        left[next] = (left[row] | bit) << 1;
        right[next] = (right[row] | bit) >>> 1;
        avail[next] = allowed[next] & ~(files[next] | left[next] | right[next]);
        row = next;
      }
      if (placed >= nextCheck) {
        nextCheck = placed + CHECK_INTERVAL;
        progress.addNodes(CHECK_INTERVAL);
        if (budget.exhausted()) {
          stopped = true;
          break;
        }
      }
    }
    nodes += placed;
    return delivered;
  }
}
