package org.nqueenslab.bitmask;

import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.Placement;

/**
 * The bitboard backtracker: rank by rank, the free files are {@code allowed & ~(files |
 * leftDiagonals | rightDiagonals)}, taken lowest bit first; diagonal masks shift by one file per
 * rank. Counting recurses (fastest on the JVM) and counts the last rank with one bitCount;
 * enumeration is iterative with explicit stacks, so it can hand each solution over and stop
 * anywhere.
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

  /**
   * Counts the solutions: int masks up to 32 files (a little faster on the JVM), long masks up to
   * 64.
   */
  long count() {
    final int n = board.n;
    final long[] allowed = board.allowed;
    if (n == 1) {
      nodes += Long.bitCount(allowed[0]);
      return Long.bitCount(allowed[0]);
    }
    long solutions;
    if (board.torus) {
      solutions = countTorus(allowed, 0, 0L, 0L, 0L);
    } else if (n <= 32) {
      int[] allowedInts = new int[n];
      for (int r = 0; r < n; r++) {
        allowedInts[r] = (int) allowed[r];
      }
      solutions = countInts(allowedInts, 0, 0, 0, 0);
    } else {
      solutions = countLongs(allowed, 0, 0L, 0L, 0L);
    }
    progress.addSolutions(found - reportedSolutions);
    progress.addNodes(nodes - reportedNodes);
    return solutions;
  }

  /**
   * Solutions found so far by the count (for progress reports; the count itself is summed on the
   * way back).
   */
  private long found;

  private long reportedSolutions;
  private long reportedNodes;
  private int untilCheck = CHECK_INTERVAL;

  /**
   * Recursive on purpose: the JIT keeps the masks in registers, which beats explicit stacks here.
   * The rank before the last counts its completions with one bitCount instead of descending.
   */
  private long countInts(int[] allowed, int row, int files, int left, int right) {
    int free = allowed[row] & ~(files | left | right);
    long count = 0;
    if (row == allowed.length - 2) {
      while (free != 0) {
        int bit = free & -free;
        free ^= bit;
        int leaves =
            Integer.bitCount(
                allowed[row + 1] & ~(files | bit | (left | bit) << 1 | (right | bit) >>> 1));
        count += leaves;
        nodes += 1 + leaves;
        found += leaves;
      }
      return count;
    }
    if (--untilCheck == 0 && checkBudget()) {
      return count;
    }
    while (free != 0 && !stopped) {
      int bit = free & -free;
      free ^= bit;
      nodes++;
      count += countInts(allowed, row + 1, files | bit, (left | bit) << 1, (right | bit) >>> 1);
    }
    return count;
  }

  /** As {@link #countInts}, for boards of 33 to 64 files. */
  private long countLongs(long[] allowed, int row, long files, long left, long right) {
    long free = allowed[row] & ~(files | left | right);
    long count = 0;
    if (row == allowed.length - 2) {
      while (free != 0) {
        long bit = free & -free;
        free ^= bit;
        int leaves =
            Long.bitCount(
                allowed[row + 1] & ~(files | bit | (left | bit) << 1 | (right | bit) >>> 1));
        count += leaves;
        nodes += 1 + leaves;
        found += leaves;
      }
      return count;
    }
    if (--untilCheck == 0 && checkBudget()) {
      return count;
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      nodes++;
      count += countLongs(allowed, row + 1, files | bit, (left | bit) << 1, (right | bit) >>> 1);
    }
    return count;
  }

  /** As {@link #countLongs} on a torus: the diagonal masks rotate within the n files. */
  private long countTorus(long[] allowed, int row, long files, long left, long right) {
    long free = allowed[row] & ~(files | left | right);
    long count = 0;
    if (row == allowed.length - 1) {
      nodes += Long.bitCount(free);
      found += Long.bitCount(free);
      return Long.bitCount(free);
    }
    if (--untilCheck == 0 && checkBudget()) {
      return count;
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      nodes++;
      count +=
          countTorus(
              allowed,
              row + 1,
              files | bit,
              board.nextLeft(left | bit),
              board.nextRight(right | bit));
    }
    return count;
  }

  /**
   * Every CHECK_INTERVAL inner calls: report progress and look at the budget; true when the search
   * must stop.
   */
  private boolean checkBudget() {
    untilCheck = CHECK_INTERVAL;
    progress.addSolutions(found - reportedSolutions);
    reportedSolutions = found;
    progress.addNodes(nodes - reportedNodes);
    reportedNodes = nodes;
    if (budget.exhausted()) {
      stopped = true;
    }
    return stopped;
  }

  /**
   * Delivers solutions to {@code sink} in lexicographic order of files by rank, up to {@code
   * limit}; returns how many were delivered.
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
        left[next] = board.nextLeft(left[row] | bit);
        right[next] = board.nextRight(right[row] | bit);
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
