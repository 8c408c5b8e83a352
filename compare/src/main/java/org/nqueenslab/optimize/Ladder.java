package org.nqueenslab.optimize;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * An optimum as a ladder of decision problems (the way a course first meets optimization: ask "is
 * there a placement of k?" for k = 1, 2, ... until the answer is no): each rung asks the engine for
 * a first placement of k pieces (a count, for an engine that only counts), checks the placement
 * with the independent verifier, and climbs; the rung whose search ends with none proves the rung
 * below optimal. Works with every engine that takes the problem with k pieces; the time limit is
 * the whole ladder's.
 */
public final class Ladder {

  /** Runs one engine on one problem: the command line's session, or an engine directly in tests. */
  public interface Runner {
    Result run(EngineSpec spec, Problem problem, Request request);

    /**
     * Runs the engine's own optimization ({@link Optimizing}): here plainly, the session with its
     * progress line and Ctrl-C.
     */
    default Optimized optimize(EngineSpec spec, Problem board, boolean minimize, Request request) {
      return ((Optimizing) spec.engine())
          .optimize(board, minimize, request.withOptions(spec.options()));
    }
  }

  private final Runner runner;

  public Ladder(Runner runner) {
    this.runner = runner;
  }

  /**
   * Refused in one line: what a ladder cannot ask of this board or engine (each rung is a first
   * placement of another number of pieces).
   */
  public static void requireLadder(Goal goal, Problem board, EngineSpec engine, Request base) {
    if (board.isMixed()) {
      throw new BadInputException(
          goal.option() + " asks how many of one piece fit: give one --piece, not --piece-counts");
    }
    String why = whyNotLadder(goal, board, engine, base);
    if (why != null) {
      throw new BadInputException(
          goal.option()
              + " asks "
              + engine.engine().name()
              + " for placements of 1, 2, ... pieces: "
              + why
              + enginesThatTake(rung(goal, board, board.fixed().size() + 1), Mode.FIRST));
    }
  }

  /**
   * Why {@code engine} cannot take the ladder's rungs on {@code board} (the engine's own words), or
   * null when it can.
   */
  public static String whyNotLadder(Goal goal, Problem board, EngineSpec engine, Request base) {
    Request first = base.withMode(Mode.FIRST).withOptions(engine.options());
    return engine.engine().whyUnsupported(rung(goal, board, board.fixed().size() + 1), first);
  }

  /** " (engines that can: a, b)": the engines that take {@code rung} in every mode; or "". */
  static String enginesThatTake(Problem rung, Mode... modes) {
    List<String> can = new ArrayList<>();
    for (org.nqueenslab.engine.Engine e : org.nqueenslab.engine.Engines.all()) {
      boolean takes = true;
      for (Mode mode : modes) {
        takes &= e.whyUnsupported(rung, Request.of(mode)) == null;
      }
      if (takes) {
        can.add(e.name());
      }
    }
    return can.isEmpty() ? "" : " (engines that can: " + String.join(", ", can) + ")";
  }

  /**
   * Climbs from the pieces already placed plus one, within {@code base}'s time limit and
   * cancellation ({@code base} gives threads, seed, options and progress): for a largest placement
   * while a placement exists, for a smallest until one does.
   */
  public Optimum climb(Goal goal, Problem board, EngineSpec engine, Request base) {
    requireLadder(goal, board, engine, base);
    long start = System.nanoTime();
    Duration limit = base.timeLimit();
    int squares = freeSquares(board);
    if (squares == 0) { // pawns and holes alone: nothing to place, nothing to cover
      return new Optimum(
          goal,
          0,
          Placement.of(new ArrayList<>()),
          rung(goal, board, 1),
          true,
          0,
          Status.COMPLETE,
          List.of(),
          Duration.ofNanos(System.nanoTime() - start),
          null,
          "no square can hold a piece");
    }
    List<Result> steps = new ArrayList<>();
    int best = goal.minimizes() ? -1 : board.fixed().size();
    Placement witness = goal.minimizes() ? null : Placement.of(new ArrayList<>(board.fixed()));
    Status status = Status.COMPLETE;
    String invalid = null;
    int k = board.fixed().size() + 1;
    for (; k <= squares; k++) {
      Problem rung = rung(goal, board, k);
      AtomicReference<Placement> found = new AtomicReference<>();
      Request request =
          base.withMode(Mode.FIRST)
              .withOnSolution(found::set)
              .withTimeLimit(remaining(limit, start));
      Result r = runner.run(engine, rung, request);
      steps.add(r);
      if (r.solutions() > 0) {
        Verifier.Verdict v = found.get() == null ? null : Verifier.verify(rung, found.get());
        if (v != null && !v.valid()) {
          invalid =
              r.engine() + " gave an invalid placement of " + rung.describe() + ": " + v.reason();
          break;
        }
        best = k;
        witness = found.get();
        if (goal.minimizes()) {
          break; // the first rung with a placement: every rung below it ended with none
        }
        continue;
      }
      if (r.status() != Status.COMPLETE) {
        status = r.status();
        break;
      }
      if (!goal.minimizes()) {
        break; // the first rung with none proves the one below
      }
    }
    boolean proved = status == Status.COMPLETE && invalid == null && best >= 0;
    // the optimum lies between best and bound: a largest placement at most the squares, a
    // smallest at least the rung the climb stopped on
    int bound = proved ? best : goal.minimizes() ? Math.min(k, squares) : squares;
    return new Optimum(
        goal,
        best,
        witness,
        rung(goal, board, Math.max(proved ? best : goal.minimizes() ? bound : best, 1)),
        proved,
        bound,
        status,
        steps,
        Duration.ofNanos(System.nanoTime() - start),
        invalid);
  }

  /** The decision problem of rung {@code k}: the board, the goal's rule, {@code k} pieces. */
  static Problem rung(Goal goal, Problem board, int k) {
    return board.toBuilder().rule(goal.rule()).queens(k).build();
  }

  /** The squares a piece may stand on: the board less pawns and holes. */
  static int freeSquares(Problem board) {
    return board.rows() * board.cols() - board.pawns().size() - board.holes().size();
  }

  /** What is left of the time limit after the rungs run since {@code start}; null for none. */
  static Duration remaining(Duration limit, long start) {
    return left(limit, Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * What is left of {@code limit} once {@code used} is spent: null for no limit, at least 1 ms (a
   * run given no time at all would be refused, not stopped).
   */
  static Duration left(Duration limit, Duration used) {
    if (limit == null) {
      return null;
    }
    Duration left = limit.minus(used);
    return left.isNegative() || left.isZero() ? Duration.ofMillis(1) : left;
  }
}
