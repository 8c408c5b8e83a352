package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.nqueenslab.cluster.Checkpoint;
import org.nqueenslab.cluster.PartRunner;
import org.nqueenslab.cluster.PartedCount;
import org.nqueenslab.compare.CrossCheckRun;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.optimize.Ladder;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.TreeEstimate;

/**
 * One command's run: catches Ctrl-C (the engines see it through the shared {@link Cancellation} and
 * stop; the command then prints what was found so far, marked INTERRUPTED, before the JVM exits)
 * and shows progress on stderr for runs longer than a second.
 */
final class Session implements AutoCloseable, CrossCheckRun.Runner, Ladder.Runner {
  /** How long Ctrl-C waits for the command to print what it found before the JVM exits. */
  private static final int SECONDS_TO_REPORT = 10;

  private final Cancellation cancellation = new Cancellation();
  private final CountDownLatch reported = new CountDownLatch(1);
  private final Thread hook;
  private final boolean showProgress;
  private final PrintWriter err;

  Session(boolean showProgress, PrintWriter err) {
    this.showProgress = showProgress;
    this.err = err;
    this.hook =
        new Thread("nqueens-ctrl-c") {
          @Override
          public void run() {
            onShutdown();
          }
        };
    Runtime.getRuntime().addShutdownHook(hook);
  }

  Cancellation cancellation() {
    return cancellation;
  }

  @Override
  public boolean isCancelled() {
    return cancellation.isCancelled();
  }

  /**
   * Runs an engine; a problem or request the engine does not support is bad input (one line, exit
   * code 2).
   */
  @Override
  public Result run(EngineSpec spec, Problem problem, Request request) {
    return run(spec, Subject.of(problem), request);
  }

  /** Runs an engine's own optimization with the progress line and Ctrl-C, as {@link #run}. */
  @Override
  public Optimized optimize(EngineSpec spec, Problem board, boolean minimize, Request request) {
    requireSupported(spec, Subject.of(board), request.withMode(Mode.FIRST));
    Progress progress = new Progress();
    Request r =
        request.withProgress(progress).withCancellation(cancellation).withOptions(spec.options());
    long start = System.nanoTime();
    Optimized o =
        withProgress(
            spec.label(),
            progress,
            () -> ((Optimizing) spec.engine()).optimize(board, minimize, r));
    return new Optimized(
        o.best(), o.witness(), o.proved(), o.bound(), o.proof(), stamped(spec, o.run(), start));
  }

  /**
   * Runs an engine on a problem or a free-pawn family (every pawn placement, counted as one sum).
   */
  @Override
  public Result run(EngineSpec spec, Subject subject, Request request) {
    requireSupported(spec, subject, request);
    Progress progress = new Progress();
    Request r =
        request.withProgress(progress).withCancellation(cancellation).withOptions(spec.options());
    // not through withProgress: a lambda's first call costs a short command a few milliseconds
    // (decisions page)
    long start = System.nanoTime();
    ProgressReporter reporter = reporter(spec.label(), progress);
    Result result;
    try {
      result = subject.solve(spec.engine(), r);
    } finally {
      stop(reporter);
    }
    return stamped(spec, result, start);
  }

  /**
   * Refuses, as bad input (one line, exit code 2), an engine that cannot answer {@code request}
   * with its options on {@code subject}, naming the engines that can.
   */
  static void requireSupported(EngineSpec spec, Subject subject, Request request) {
    String why = subject.whyUnsupported(spec.engine(), request.withOptions(spec.options()));
    if (why != null) {
      throw new BadInputException(
          why + alternatives(subject.problem(), request, spec.engine().name()));
    }
  }

  /**
   * {@code result} under the engine's label, with the real time the run took since {@code start}
   * ({@link System#nanoTime}): model building and splitting included, not only the search the
   * engine timed.
   */
  private static Result stamped(EngineSpec spec, Result result, long start) {
    return result
        .withEngine(spec.label())
        .withWallTime(java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Runs {@code work} with {@code progress} shown on stderr (when this session shows progress): for
   * runs that are not one engine's solve, such as a count in parts.
   */
  <T> T withProgress(String label, Progress progress, java.util.function.Supplier<T> work) {
    ProgressReporter reporter = reporter(label, progress);
    try {
      return work.get();
    } finally {
      stop(reporter);
    }
  }

  /** A reporter showing {@code progress} on stderr, or null when this session shows none. */
  private ProgressReporter reporter(String label, Progress progress) {
    return showProgress ? ProgressReporter.start(label, progress, err) : null;
  }

  private static void stop(ProgressReporter reporter) {
    if (reporter != null) {
      reporter.stop();
    }
  }

  /** A budget for {@code request} that this session's Ctrl-C exhausts too, started now. */
  Budget budget(Request request) {
    return Budget.start(request.withCancellation(cancellation));
  }

  /**
   * Counts {@code parts} with {@code runner} (this process's threads or a cluster's members), the
   * finished ones kept in {@code checkpoint} (or null), with progress weighted by each part's
   * estimated size; parts whose two redundant counts differ are printed on stderr. {@code budget}
   * was started by the caller before it planned the parts (with this session's cancellation), so
   * that the time limit and the time reported cover the plan and the size estimates too.
   */
  PartedCount.Outcome countInParts(
      EngineSpec spec,
      List<Part> parts,
      Checkpoint checkpoint,
      PartRunner runner,
      Request request,
      Budget budget) {
    Progress progress = new Progress();
    Request r = request.withProgress(progress).withCancellation(cancellation);
    double[] sizes = TreeEstimate.partSizes(parts, 4, budget::exhausted);
    PartedCount count = new PartedCount(parts, sizes, checkpoint, runner);
    PartedCount.Outcome outcome =
        withProgress(spec.label(), progress, () -> count.run(spec.label(), r, budget));
    if (!outcome.differing().isEmpty()) {
      int disputed = outcome.differing().size() / 2;
      // two members may disagree, or agree with each other against the checkpoint's line
      err.println(
          "differing: "
              + disputed
              + (disputed == 1 ? " part has" : " parts have")
              + " two different counts (each pair of lines follows: two members', or a checkpoint"
              + " line and the two members' count); the total leaves them out");
      outcome.differing().forEach(err::println);
      err.flush();
    }
    return outcome;
  }

  /**
   * The names of the registered engines that {@code can}, in the registry's order, for messages.
   */
  static List<String> enginesThat(java.util.function.Predicate<Engine> can) {
    return Engines.all().stream().filter(can).map(Engine::name).toList();
  }

  /**
   * " (engines that can: dlx, choco)", or nothing when no engine can; never the engine that just
   * refused ({@code refused}), which may only have refused its options (cpsat:workers=2), as its
   * own line then says.
   */
  static String alternatives(Problem problem, Request asked, String refused) {
    // each engine with its own defaults: the options given were one engine's, and another may not
    // know them
    Request request = asked.withOptions(java.util.Map.of());
    String can =
        String.join(
            ", ",
            enginesThat(
                e -> !e.name().equals(refused) && e.whyUnsupported(problem, request) == null));
    return can.isEmpty() ? " (no engine supports this yet)" : " (engines that can: " + can + ")";
  }

  /** Ctrl-C: stop the engines, then give the command up to 10 s to print its partial results. */
  private void onShutdown() {
    cancellation.cancel();
    try {
      if (!reported.await(SECONDS_TO_REPORT, TimeUnit.SECONDS)) {
        err.println(
            "INTERRUPTED: the command did not finish within "
                + SECONDS_TO_REPORT
                + " s of Ctrl-C; it ends here without its report, and a file it was writing is not"
                + " written");
        err.flush();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    err.flush();
    reported.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // Ctrl-C arrived: the hook is running and now returns, letting the JVM exit.
    }
  }
}
