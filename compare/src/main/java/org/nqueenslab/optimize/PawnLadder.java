package org.nqueenslab.optimize;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.variant.FreePawns;

/**
 * The generalized nine-queens problem (Chatham et al., "The n-queens problem with pawns"; the seed
 * article's "given m > n queens, find the minimum number of pawns so that they fit"): rung k asks,
 * for each placement of k pawns up to the square's symmetries ({@link FreePawns#parts}), for a
 * first placement of the m queens; the first rung with one is the fewest pawns, proved by the rungs
 * below, every pawn set of which ended with none. The optimal arrangements are counted over every
 * pawn set of that rung, each orbit by its size.
 */
public final class PawnLadder {
  private final Ladder.Runner runner;

  public PawnLadder(Ladder.Runner runner) {
    this.runner = runner;
  }

  /** Refused in one line: what the pawn ladder cannot ask. */
  public static void requirePlain(Problem board) {
    if (board.queens() > (long) board.rows() * board.cols()) {
      throw new BadInputException(
          board.queens() + " queens do not fit on " + board.describe() + ": give fewer");
    }
    Problem plain = Problem.builder(board.rows()).queens(board.queens()).build();
    if (!board.isSquare() || !board.equals(plain)) {
      throw new BadInputException(
          "--fewest-pawns places the pawns itself on a plain n x n board with --queens M: drop the"
              + " board options other than -n and --queens");
    }
    if (board.queens() <= board.rows()) {
      throw new BadInputException(
          "--fewest-pawns asks how many pawns let more queens than files fit: give --queens above "
              + board.rows()
              + " (n queens need none)");
    }
  }

  /**
   * Refused in one line: an engine that cannot take the ladder's rungs (a first placement of the
   * queens among pawns, then a count of them), naming those that can.
   */
  public static void requireEngine(Problem board, EngineSpec engine, Request base) {
    requirePlain(board);
    Problem rung = rungWithAPawn(board);
    String why = null;
    for (Mode mode : List.of(Mode.FIRST, Mode.COUNT)) {
      if (why == null) {
        why =
            engine.engine().whyUnsupported(rung, base.withMode(mode).withOptions(engine.options()));
      }
    }
    if (why != null) {
      throw new BadInputException(
          "--fewest-pawns asks "
              + engine.engine().name()
              + " for placements of queens among pawns: "
              + why
              + Ladder.enginesThatTake(rung, Mode.FIRST, Mode.COUNT));
    }
  }

  /** A rung of the ladder: the board's queens, one pawn in a corner. */
  private static Problem rungWithAPawn(Problem board) {
    return board.toBuilder().pawns(List.of(new org.nqueenslab.problem.Square(0, 0))).build();
  }

  /** Climbs k = 0, 1, ... pawns until a pawn set lets the board's queens fit. */
  public Optimum climb(Problem board, EngineSpec engine, Request base) {
    requirePlain(board);
    long start = System.nanoTime();
    int n = board.rows();
    int queens = board.queens();
    List<Result> steps = new ArrayList<>();
    Status status = Status.COMPLETE;
    String invalid = null;
    // k pawns and the queens need k + queens squares: past that no rung can hold them
    for (int k = 0; queens + (long) k <= (long) n * n; k++) {
      if (n + 2L * k > (long) n * n) {
        // the pawn sets are FreePawns' (n + k queens need n + 2k squares): past its reach the
        // ladder stops, its lower bound said, not proved
        return new Optimum(
            Goal.FEWEST_PAWNS,
            -1,
            null,
            board,
            false,
            k,
            Status.LIMIT_REACHED,
            steps,
            since(start),
            null);
      }
      Stop stop = new Stop(base, start);
      List<Subproblem> parts;
      try {
        parts = new FreePawns(n, k).parts(stop::reached);
      } catch (BadInputException tooMany) {
        throw new BadInputException(
            "--fewest-pawns reached " + k + " pawns: " + tooMany.getMessage());
      }
      for (Subproblem part : parts) {
        Problem rung = part.problem().toBuilder().queens(queens).build();
        AtomicReference<Placement> found = new AtomicReference<>();
        Result r =
            runner.run(
                engine,
                rung,
                base.withMode(Mode.FIRST).withOnSolution(found::set).withTimeLimit(stop.left()));
        steps.add(r);
        if (r.solutions() > 0 && found.get() != null) {
          Verifier.Verdict v = Verifier.verify(rung, found.get());
          if (!v.valid()) {
            invalid =
                r.engine() + " gave an invalid placement of " + rung.describe() + ": " + v.reason();
            break;
          }
          return new Optimum(
              Goal.FEWEST_PAWNS,
              k,
              found.get(),
              rung,
              true,
              k,
              Status.COMPLETE,
              steps,
              since(start),
              null);
        }
        if (r.status() != Status.COMPLETE) {
          status = r.status();
          break;
        }
      }
      if (invalid != null || status != Status.COMPLETE || stop.reached()) {
        if (stop.reached() && status == Status.COMPLETE) {
          status = base.cancellation().isCancelled() ? Status.INTERRUPTED : Status.TIMEOUT;
        }
        return new Optimum(
            Goal.FEWEST_PAWNS, -1, null, board, false, k, status, steps, since(start), invalid);
      }
    }
    // every square a queen or a pawn and still none fits: no optimum to give
    throw new BadInputException(
        board.queens() + " queens do not fit on " + n + " x " + n + " with any number of pawns");
  }

  /**
   * Every arrangement of the optimum's pawns and queens: each orbit of pawn sets counted once by
   * the engine, times its size.
   */
  public Result countArrangements(Optimum o, EngineSpec engine, Request count) {
    int n = o.optimal().rows();
    long total = 0;
    long start = System.nanoTime();
    Status status = Status.COMPLETE;
    for (Subproblem part : new FreePawns(n, o.best()).parts(() -> false)) {
      Problem p = part.problem().toBuilder().queens(o.optimal().queens()).build();
      Result r = runner.run(engine, p, count.withMode(Mode.COUNT));
      total += r.solutions() * part.weight();
      if (r.status() != Status.COMPLETE) {
        status = r.status();
        break;
      }
    }
    return new Result(
        engine.label(),
        status,
        total,
        null,
        Statistics.EMPTY,
        since(start),
        "every arrangement of "
            + o.best()
            + (o.best() == 1 ? " pawn" : " pawns")
            + " and "
            + o.optimal().queens()
            + " queens, pawns anywhere");
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** The ladder's shared deadline and Ctrl-C. */
  private static final class Stop {
    private final Request base;
    private final long start;

    Stop(Request base, long start) {
      this.base = base;
      this.start = start;
    }

    boolean reached() {
      return base.cancellation().isCancelled()
          || base.timeLimit() != null && System.nanoTime() - start >= base.timeLimit().toNanos();
    }

    Duration left() {
      return Ladder.remaining(base.timeLimit(), start);
    }
  }
}
