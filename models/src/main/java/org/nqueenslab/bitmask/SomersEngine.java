package org.nqueenslab.bitmask;

import java.util.EnumSet;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;

/**
 * The textbook recursive bitmask counter (M. Somers' well-known C program; Rolfe's first-row
 * halving): int masks, lowest set bit first, one recursive call per queen. Plain boards up to 32,
 * counting only. It is the baseline the reference engine's speed is measured against ({@code
 * nqueens bench --engines somers,bitmask}), and the version courses show before the iterative one.
 */
public final class SomersEngine implements Engine {
  private static final Capabilities CAPABILITIES = Capabilities.of(EnumSet.of(Mode.COUNT), 32);
  private static final int CHECK_INTERVAL = 1 << 16;

  @Override
  public String name() {
    return "somers";
  }

  @Override
  public String summary() {
    return "recursive bitmask counter with first-rank halving (Somers; Rolfe): the benchmark baseline";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    int n = problem.n();
    Counter counter = new Counter(n, Budget.start(request), request.progress());
    long solutions;
    if (n == 1) {
      solutions = 1;
    } else {
      // progress by first-rank squares, each weighed alike: the unit of work of this search
      request.progress().setWork(n / 2 + n % 2, 0);
      int half = (1 << (n / 2)) - 1;
      solutions = counter.firstRank(half, 2);
      if (n % 2 == 1 && !counter.stopped) {
        solutions += counter.firstRank(1 << (n / 2), 1);
      }
    }
    Status status = counter.stopped ? counter.budget.stopStatus() : Status.COMPLETE;
    return new Result(
        name(),
        status,
        solutions,
        null,
        Statistics.builder().put(Statistics.NODES, counter.nodes).build(),
        counter.budget.elapsed(),
        "recursive, first-rank halving");
  }

  /**
   * The recursion, with a countdown to the next look at the clock so the hot path stays a
   * decrement.
   */
  private static final class Counter {
    private final int n;
    private final Budget budget;
    private final Progress progress;
    private final int all;
    long nodes;
    boolean stopped;
    private int untilCheck = CHECK_INTERVAL;

    Counter(int n, Budget budget, Progress progress) {
      this.n = n;
      this.budget = budget;
      this.progress = progress;
      this.all = n == 32 ? -1 : (1 << n) - 1;
    }

    /**
     * The solutions with the first queen on one of {@code choices}, each counted {@code weight}
     * times (2 for the left half: its mirror image is on the right), shown in the progress as each
     * first-rank square is done.
     */
    long firstRank(int choices, int weight) {
      long count = 0;
      while (choices != 0 && !stopped) {
        int bit = choices & -choices;
        choices ^= bit;
        long nodesBefore = nodes++;
        long found = weight * place(1, bit, bit << 1, bit >>> 1);
        count += found;
        progress.addSolutions(found);
        progress.addNodes(nodes - nodesBefore);
        if (!stopped) {
          progress.addWork(1);
        }
      }
      return count;
    }

    /** Counts completions from {@code rank} with the files and diagonals already attacked. */
    private long place(int rank, int files, int left, int right) {
      if (rank == n) {
        return 1;
      }
      if (--untilCheck == 0) {
        untilCheck = CHECK_INTERVAL;
        if (budget.exhausted()) {
          stopped = true;
        }
      }
      if (stopped) {
        return 0;
      }
      long count = 0;
      int free = all & ~(files | left | right);
      while (free != 0) {
        int bit = free & -free;
        free ^= bit;
        nodes++;
        count += place(rank + 1, files | bit, (left | bit) << 1, (right | bit) >>> 1);
      }
      return count;
    }
  }
}
