package org.nqueenslab.solve;

import java.time.Duration;
import java.util.function.Consumer;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * What solve is asked for, and the request its engine gets for it.
 *
 * @param all list every solution, not only the first
 * @param unique list the fundamental solutions: the canonical member of each symmetry class
 * @param limit list at most this many solutions (with {@code unique}, fundamental ones), or null
 * @param timeLimit stop the search after this long, or null
 * @param room the most solutions the output can use ({@link Request#NO_LIMIT} when it takes any
 *     number): the engine need not find more
 */
public record SolveRequest(
    Problem problem,
    EngineSpec engine,
    boolean all,
    boolean unique,
    Long limit,
    Duration timeLimit,
    long seed,
    long room) {

  /** The first solution of {@code problem} from {@code engine}, with no time limit and seed 1. */
  public static SolveRequest first(Problem problem, EngineSpec engine) {
    return new SolveRequest(problem, engine, false, false, null, null, 1L, Request.NO_LIMIT);
  }

  public SolveRequest withAll(boolean every) {
    return new SolveRequest(problem, engine, every, unique, limit, timeLimit, seed, room);
  }

  public SolveRequest withUnique(boolean fundamental) {
    return new SolveRequest(problem, engine, all, fundamental, limit, timeLimit, seed, room);
  }

  public SolveRequest withLimit(Long most) {
    return new SolveRequest(problem, engine, all, unique, most, timeLimit, seed, room);
  }

  public SolveRequest withTimeLimit(Duration longest) {
    return new SolveRequest(problem, engine, all, unique, limit, longest, seed, room);
  }

  public SolveRequest withSeed(long s) {
    return new SolveRequest(problem, engine, all, unique, limit, timeLimit, s, room);
  }

  public SolveRequest withRoom(long most) {
    return new SolveRequest(problem, engine, all, unique, limit, timeLimit, seed, most);
  }

  /** True when several solutions are listed (--all, --unique or --limit), not the first alone. */
  public boolean lists() {
    return all || unique || limit != null;
  }

  /**
   * The request the engine is first checked against, before anything is opened: its mode, with its
   * options.
   */
  public Request supportRequest() {
    return Request.of(mode()).withOptions(engine.options());
  }

  /**
   * The request the engine runs: each solution goes to {@code onSolution}, and {@code stop} ends
   * the search early.
   */
  public Request request(Consumer<Placement> onSolution, Cancellation stop) {
    return Request.of(mode())
        .withSolutionLimit(engineLimit())
        .withTimeLimit(timeLimit)
        .withSeed(seed)
        .withCancellation(stop)
        .withOnSolution(onSolution);
  }

  private Mode mode() {
    return lists() ? Mode.ENUMERATE : Mode.FIRST;
  }

  /**
   * The engine's solution limit: the limit, except that with {@code unique} the engine lists every
   * solution and only the canonical ones are kept (so the limit counts those, and {@link SolveRun}
   * stops the search once it has handed them on); else what the output has room for.
   */
  private long engineLimit() {
    if (unique) {
      return Request.NO_LIMIT;
    }
    return limit != null ? limit : room;
  }
}
