package org.nqueenslab.engine;

import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;

/**
 * What to do with a problem: count, find the first or enumerate solutions; with or without symmetry
 * breaking; under a time limit (null: none) and a solution limit; on a number of threads; with a
 * consumer for each solution (enumerate and first), a {@link Progress} to report to, a {@link
 * Cancellation} to poll, a seed for randomised engines and engine-specific options ({@code --option
 * key=value}).
 */
public record Request(
    Mode mode,
    SymmetryMode symmetry,
    Duration timeLimit,
    long solutionLimit,
    int threads,
    Consumer<Placement> onSolution,
    Progress progress,
    Cancellation cancellation,
    long seed,
    Map<String, String> options) {

  public static final long NO_LIMIT = Long.MAX_VALUE;

  /**
   * What a request with no handler does with a solution: nothing (a class, not a lambda: start-up).
   */
  private static final Consumer<Placement> IGNORE =
      new Consumer<>() {
        @Override
        public void accept(Placement solution) {}
      };

  public Request {
    if (mode == null || symmetry == null) {
      throw new IllegalArgumentException("mode and symmetry are required");
    }
    RequestChecks.timeLimit(timeLimit);
    if (solutionLimit < 1) {
      throw new BadInputException("the solution limit must be at least 1, got " + solutionLimit);
    }
    RequestChecks.threads(threads);
    if (mode == Mode.FIRST) {
      solutionLimit = 1;
    }
    onSolution = onSolution == null ? IGNORE : onSolution;
    progress = progress == null ? new Progress() : progress;
    cancellation = cancellation == null ? new Cancellation() : cancellation;
    options = options == null ? Map.of() : Map.copyOf(options);
  }

  /** Count every solution, single-threaded, no limits. */
  public static Request count() {
    return of(Mode.COUNT);
  }

  /** Find one solution. */
  public static Request first() {
    return of(Mode.FIRST);
  }

  /** Deliver every solution to {@code consumer}. */
  public static Request enumerate(Consumer<Placement> consumer) {
    return of(Mode.ENUMERATE).withOnSolution(consumer);
  }

  public static Request of(Mode mode) {
    return new Request(mode, SymmetryMode.NONE, null, NO_LIMIT, 1, null, null, null, 1L, null);
  }

  public Request withMode(Mode m) {
    return new Request(
        m,
        symmetry,
        timeLimit,
        m == Mode.FIRST ? 1 : solutionLimit,
        threads,
        onSolution,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withSymmetry(SymmetryMode s) {
    return new Request(
        mode,
        s,
        timeLimit,
        solutionLimit,
        threads,
        onSolution,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withTimeLimit(Duration t) {
    return new Request(
        mode,
        symmetry,
        t,
        solutionLimit,
        threads,
        onSolution,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withSolutionLimit(long limit) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        limit,
        threads,
        onSolution,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withThreads(int t) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        solutionLimit,
        t,
        onSolution,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withOnSolution(Consumer<Placement> c) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        solutionLimit,
        threads,
        c,
        progress,
        cancellation,
        seed,
        options);
  }

  public Request withProgress(Progress p) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        solutionLimit,
        threads,
        onSolution,
        p,
        cancellation,
        seed,
        options);
  }

  public Request withCancellation(Cancellation c) {
    return new Request(
        mode, symmetry, timeLimit, solutionLimit, threads, onSolution, progress, c, seed, options);
  }

  public Request withSeed(long s) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        solutionLimit,
        threads,
        onSolution,
        progress,
        cancellation,
        s,
        options);
  }

  public Request withOptions(Map<String, String> o) {
    return new Request(
        mode,
        symmetry,
        timeLimit,
        solutionLimit,
        threads,
        onSolution,
        progress,
        cancellation,
        seed,
        o);
  }

  /** An engine option's value, or {@code fallback} when not given. */
  /**
   * True for a count of every solution: no solution is delivered and no limit cuts the count short.
   */
  public boolean isFullCount() {
    return mode == Mode.COUNT && solutionLimit == NO_LIMIT;
  }

  public String option(String key, String fallback) {
    return options.getOrDefault(key, fallback);
  }
}
