package org.nqueenslab.split;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Problem;

/**
 * Counts a problem with any engine by counting its subproblems on a ForkJoinPool of the request's
 * thread count and summing the weighted counts: parallel counting as a map and a sum. Each part
 * runs single-threaded with the time left on the whole run's budget; the user's cancellation stops
 * every part.
 */
public final class SplitCounter {

  private SplitCounter() {}

  /** How one part is solved: usually an engine's own {@link Engine#solve}. */
  @FunctionalInterface
  public interface PartSolver {
    Result solve(Problem part, Request request);
  }

  public static Result count(
      Engine engine, Problem problem, List<Subproblem> parts, Request request) {
    return count(engine.name(), engine::solve, problem, parts, request);
  }

  /**
   * As {@link #count(Engine, Problem, List, Request)}, each part solved by {@code solver}: for
   * engines whose parts need something of the whole problem (a unique count keeps the whole
   * problem's symmetry group in every part).
   */
  public static Result count(
      String engine, PartSolver solver, Problem problem, List<Subproblem> parts, Request request) {
    return count(engine, solver, problem, parts, request, Budget.start(request));
  }

  /**
   * As {@link #count(String, PartSolver, Problem, List, Request)} within a budget the caller
   * started before splitting, so that the time limit and the time reported cover the split too.
   */
  public static Result count(
      String engine,
      PartSolver solver,
      Problem problem,
      List<Subproblem> parts,
      Request request,
      Budget budget) {
    return count(
        engine,
        solver,
        problem,
        parts,
        request,
        budget,
        ForkJoinPool.defaultForkJoinWorkerThreadFactory);
  }

  /**
   * As {@link #count(String, PartSolver, Problem, List, Request, Budget)} with the pool's workers
   * made by {@code workers} (tests make some that die).
   */
  static Result count(
      String engine,
      PartSolver solver,
      Problem problem,
      List<Subproblem> parts,
      Request request,
      Budget budget,
      ForkJoinPool.ForkJoinWorkerThreadFactory workers) {
    Progress progress = request.progress();
    progress.setUnitsTotal(parts.size());
    // progress weighs each part by its estimated tree, not by the number of parts; the estimates
    // stop with the budget (on a board of a thousand files they take seconds), as the parts do
    double[] sizes =
        TreeEstimate.sizes(parts.size(), i -> parts.get(i).problem(), 4, budget::exhausted);
    progress.setWork(java.util.Arrays.stream(sizes).sum(), 0);
    List<Callable<Result>> tasks = new ArrayList<>(parts.size());
    for (int i = 0; i < parts.size(); i++) {
      Subproblem part = parts.get(i);
      double size = sizes[i];
      tasks.add(() -> countPart(engine, solver, part, size, request, budget));
    }
    // a worker that dies outside any part (out of memory as it starts, say) would leave a part that
    // never runs, and the wait for it would never end: its death is recorded and ends the count
    AtomicReference<Throwable> died = new AtomicReference<>();
    ForkJoinPool pool =
        new ForkJoinPool(request.threads(), workers, (t, e) -> died.compareAndSet(null, e), false);
    long solutions = 0;
    Long unique = request.symmetry() == SymmetryMode.UNIQUE ? 0L : null;
    Statistics stats = Statistics.EMPTY;
    Status status = Status.COMPLETE;
    try {
      List<Future<Result>> futures = new ArrayList<>(tasks.size());
      for (Callable<Result> task : tasks) {
        futures.add(pool.submit(task));
      }
      for (Future<Result> f : futures) {
        Result r = await(f, died);
        solutions += r.solutions();
        unique = unique == null || r.unique() == null ? null : unique + r.unique();
        stats = stats.plus(r.statistics());
        status = Status.combine(status, r.status());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      status = Status.INTERRUPTED;
    } catch (ExecutionException e) {
      throw new IllegalStateException(
          "engine " + engine + " failed on a subproblem of " + problem.describe(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return new Result(
        engine,
        status,
        solutions,
        unique,
        stats,
        budget.elapsed(),
        "split into " + parts.size() + " subproblems on " + request.threads() + " threads");
  }

  /** The part's result, unless a worker of the pool has died meanwhile (then its error). */
  private static Result await(Future<Result> part, AtomicReference<Throwable> died)
      throws InterruptedException, ExecutionException {
    while (true) {
      try {
        return part.get(100, TimeUnit.MILLISECONDS);
      } catch (TimeoutException notYet) {
        if (died.get() != null) {
          throw new ExecutionException("a worker of the pool died", died.get());
        }
      }
    }
  }

  private static Result countPart(
      String engine,
      PartSolver solver,
      Subproblem part,
      double size,
      Request request,
      Budget budget) {
    if (budget.exhausted()) {
      // a part not started: nothing of it counted, so nothing (0, not unknown) to add to the sums
      Long unique = request.symmetry() == SymmetryMode.UNIQUE ? 0L : null;
      return new Result(
          engine, budget.stopStatus(), 0, unique, Statistics.EMPTY, Duration.ZERO, null);
    }
    Progress shown = request.progress().part(part.weight()); // solutions show as they are found
    Request single =
        request.withThreads(1).withProgress(shown).withTimeLimit(budget.remainingTimeLimit());
    Result r = solver.solve(part.problem(), single);
    // what the part's engine did not show as it ran (some engines show nothing until the end)
    request.progress().addSolutions((r.solutions() - shown.solutions()) * part.weight());
    request.progress().unitDone();
    request.progress().addWork(size);
    Long unique = r.unique(); // a fundamental solution is counted once, whatever the part's weight
    return new Result(
        r.engine(),
        r.status(),
        r.solutions() * part.weight(),
        unique,
        r.statistics(),
        r.wallTime(),
        null);
  }
}
