package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.nqueenslab.bitmask.ConstellationParts;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.split.Subproblems;
import org.nqueenslab.split.TreeEstimate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens estimate}: predicts the size of a count's search tree from random probes (Knuth's
 * estimator, TAOCP 7.2.2) and the time the rank-by-rank bitmask search would take, before anyone
 * waits hours for it.
 */
@Command(
    name = "estimate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Estimates the nodes of the rank-by-rank backtracking tree of a problem from random probes"
          + " (Knuth's estimator, TAOCP 7.2.2), with its spread, and the time a count would take.",
      "The default count (bitmask, border constellations) searches fewer nodes than this tree: for"
          + " a classic board its time is predicted from its own trees, estimated the same way."
    },
    footer = {
      "",
      "Examples:",
      "  nqueens estimate -n 20",
      "  nqueens estimate -n 24 --probes 100000 --threads 16",
      "",
      "Exit codes: 0 estimated, 2 bad input (a problem this estimator does not walk: pawns, rows"
          + " without a queen; a board larger than the bitmask engine counts), 130 interrupted"
          + " (Ctrl-C: the estimate from the probes run so far, marked INTERRUPTED; during the"
          + " seconds that time this machine for the default count, the lines before it)."
    })
final class EstimateCommand implements Callable<Integer> {
  /** The board whose count measures this machine's speed: long enough to time, short to wait. */
  private static final int CALIBRATION_N = 13;

  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Option(
      names = "--probes",
      paramLabel = "P",
      defaultValue = "10000",
      description = "Random root-to-leaf probes (default: ${DEFAULT-VALUE}).")
  int probes;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Threads the count would run on (default: the number of cores).")
  Integer threads;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of the probes (default: ${DEFAULT-VALUE}).")
  long seed;

  @Mixin ProgressOption progressOption;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Problem problem = problemOptions.problem();
    if (probes < 1 || probes > 100_000_000) {
      throw new BadInputException("--probes " + probes + ": give 1 to 100000000");
    }
    if (!TreeEstimate.estimates(problem)) {
      throw new BadInputException(
          "estimate walks the rank-by-rank tree of boards with one queen per rank and no pawns; "
              + problem.describe()
              + " is not one: count it with a time limit instead (nqueens count ... --time-limit"
              + " 1m)");
    }
    // the estimate is of a bitmask count's time: a board it cannot count has nothing to predict
    // (and past n = 170 the tree's size is more than a double holds)
    String why = Engines.require("bitmask").whyUnsupported(problem, Request.count());
    if (why != null) {
      throw new BadInputException(
          "estimate predicts a bitmask count, and "
              + why
              + ": give a board bitmask counts (larger boards: construct or qs3 find a solution)");
    }
    int t =
        threads == null ? RunOptions.cores() : org.nqueenslab.engine.RequestChecks.threads(threads);
    try (Session session = new Session(progressOption.show(), spec.commandLine().getErr())) {
      Progress progress = new Progress().withoutSolutions();
      TreeEstimate e =
          session.withProgress(
              "estimate",
              progress,
              () -> TreeEstimate.of(problem, probes, seed, session::isCancelled, progress));
      boolean interrupted = e.probes() < probes;
      boolean timed = print(out, problem, e, t, interrupted, session.cancellation());
      return interrupted || !timed ? ExitCodes.INTERRUPTED : ExitCodes.OK;
    }
  }

  /**
   * Prints the estimate and the times it predicts; returns false when Ctrl-C ({@code cancellation})
   * stopped a count that times this machine, whose prediction is then left out and said to be.
   */
  private static boolean print(
      PrintWriter out,
      Problem problem,
      TreeEstimate e,
      int t,
      boolean interrupted,
      Cancellation cancellation) {
    out.println(
        String.format(
            Locale.ROOT,
            "%s: about %.3g nodes (%s%s) in the rank-by-rank tree",
            problem.describe(),
            e.nodes(),
            e.probes() < 2
                // one probe gives no spread to measure: 0.0 would read as exact
                ? e.probes() + " probe, no standard error without a second one"
                : String.format(
                    Locale.ROOT, "standard error %.2g, %d probes", e.standardError(), e.probes()),
            interrupted ? ", INTERRUPTED: the probes run before Ctrl-C" : ""));
    out.flush(); // the default count's time below takes seconds to measure
    double seconds = predictedSeconds(problem, e.nodes(), t);
    out.println(
        String.format(
            Locale.ROOT,
            "a rank-by-rank bitmask count (%s) %s at this machine's measured %.3g nodes/s per"
                + " thread",
            // the engine setting that runs this tree: mirror halving takes the classic board only
            problem.isClassic() && problem.rows() <= 32
                ? "bitmask:method=halving"
                : "bitmask, its rank search",
            onThreads(t, seconds),
            rate()));
    if (problem.isClassic() && problem.rows() >= 8 && problem.rows() <= 32) {
      int n = problem.rows();
      double trees = ConstellationParts.estimatedNodes(n, CONSTELLATION_PROBES);
      int calibration = Math.min(n, DEFAULT_CALIBRATION_N);
      double defaultSeconds = predictedDefaultSeconds(trees, calibration, t, cancellation);
      if (Double.isNaN(defaultSeconds)) {
        return notTimed(out, "the default count's time not predicted");
      }
      out.println(
          String.format(
              Locale.ROOT,
              "the default count (bitmask, border constellations) %s, this machine's count of n ="
                  + " %d scaled by the nodes of the two counts (about %.3g here, Knuth's"
                  + " estimate of the count's own search)",
              onThreads(t, defaultSeconds),
              calibration,
              trees));
    }
    out.flush();
    return true;
  }

  private static boolean notTimed(PrintWriter out, String what) {
    out.println("INTERRUPTED: " + what + " (Ctrl-C came before this machine's speed was measured)");
    out.flush();
    return false;
  }

  /** "on 2 threads: about 5 min", "on 1 thread: under a second". */
  private static String onThreads(int threads, double seconds) {
    return "on "
        + threads
        + (threads == 1 ? " thread: " : " threads: ")
        + (seconds < 1 ? "under a second" : "about " + Durations.describe(seconds));
  }

  /**
   * The classic board whose default count calibrates the prediction of default counts of larger
   * boards: a second's count, long enough that one timing of it holds to a few percent (n = 15, a
   * fifth of a second, moved the prediction by a third from one launch to the next). A board up to
   * it is timed itself.
   */
  private static final int DEFAULT_CALIBRATION_N = 16;

  /**
   * Probes per constellation for the estimates of a count's nodes: with 16 their sums come within 1
   * % of the nodes counted at n = 12 to 18 and 20, at 0.1 s for n = 20 (cluster.md).
   */
  private static final int CONSTELLATION_PROBES = 16;

  /**
   * The seconds the default count (border constellations) of a classic board whose search Knuth's
   * estimator sizes at {@code trees} nodes ({@link ConstellationParts#estimatedNodes}) takes on
   * {@code threads}: this machine's one-thread count of n = {@code calibration}, times the ratio of
   * the two counts' nodes (a node's time hardly moves with n: 23 ns at n = 16, 22 ns at n = 20,
   * cluster.md). NaN when {@code cancellation} stopped the counts that time it.
   */
  static double predictedDefaultSeconds(
      double trees, int calibration, int threads, Cancellation cancellation) {
    Request request = Request.count().withThreads(1).withCancellation(cancellation);
    Engine bitmask = Engines.require("bitmask");
    // the first count of n = 16 runs 10 to 30 % slower than the ones after it, as the compiler
    // throws its first code away and compiles again: only the counts after it are timed, and the
    // faster of two, closer to the speed of a long count, is kept
    bitmask.solve(Problem.of(calibration - 1), request);
    bitmask.solve(Problem.of(calibration), request);
    double seconds = Double.MAX_VALUE;
    for (int k = 0; k < 2; k++) {
      long start = System.nanoTime();
      Result r = bitmask.solve(Problem.of(calibration), request);
      if (r.status() != Status.COMPLETE) {
        return Double.NaN;
      }
      seconds = Math.min(seconds, (System.nanoTime() - start) / 1e9);
    }
    return seconds
        * trees
        / ConstellationParts.estimatedNodes(calibration, CONSTELLATION_PROBES)
        / threads;
  }

  /**
   * The seconds a rank-by-rank count of a tree of {@code nodes} takes on {@code threads}: half the
   * tree with mirror halving, at the rate of the bitmask search measured here.
   */
  static double predictedSeconds(Problem problem, double nodes, int threads) {
    double searched = Subproblems.isMirrorSymmetric(problem) ? nodes / 2 : nodes;
    return searched / rate() / threads;
  }

  /**
   * One line warning that a count of {@code problem} on {@code threads} would take more than about
   * an hour, or null: from 1,000 probes of the rank-by-rank tree for boards of 18 to 32; a board
   * larger than 32 gets the note that no count that large has ever finished, without probes (each
   * would cost n^2). When the count runs {@code byConstellations} (the bitmask engine's default
   * count of the classic board), from Knuth's estimate of that count's own nodes and this machine's
   * time per node of it, which a rank-by-rank tree overstates sixfold at n = 20.
   */
  static String warning(Problem problem, int threads, boolean byConstellations) {
    return warning(problem, threads, byConstellations, 1);
  }

  /**
   * As {@link #warning(Problem, int, boolean)}, for {@code counts} full counts of the board one
   * after the other ({@code compare} runs a total and a fundamental count of each engine); the
   * rank-by-rank figure stays that of one count, a bound for engines of many speeds.
   */
  static String warning(Problem problem, int threads, boolean byConstellations, int counts) {
    int side = Math.max(problem.rows(), problem.cols());
    if (side < 18 || !TreeEstimate.estimates(problem)) {
      return null;
    }
    if (side > 32) {
      return "warning: no count of a board this large has ever finished (n = 27, the largest"
          + " counted, took the Q27 project about a year on FPGAs): stop with Ctrl-C or set"
          + " --time-limit";
    }
    double nodes;
    double seconds;
    String tree;
    if (byConstellations) {
      nodes = ConstellationParts.estimatedNodes(side, 4);
      seconds = nodes * constellationNodeSeconds() / threads * counts;
      tree = "search by border constellations";
    } else {
      nodes = TreeEstimate.of(problem, 1000, 1).nodes();
      seconds = predictedSeconds(problem, nodes, threads);
      tree = "rank-by-rank search";
    }
    if (seconds < 3600) {
      return null;
    }
    return String.format(
        Locale.ROOT,
        "warning: %s has about %.2g nodes of %s; at this machine's speed that is about %s%s on"
            + " %d threads ('nqueens estimate'%s). Stop with Ctrl-C or set --time-limit;"
            + " --checkpoint FILE keeps what is finished",
        problem.describe(),
        nodes,
        tree,
        Durations.describe(seconds),
        byConstellations && counts > 1 ? " for " + counts + " counts" : "",
        threads,
        byConstellations ? "" : "; fewer with border constellations");
  }

  private static volatile double constellationNodeSeconds;

  /**
   * Seconds per node of the count by border constellations on one thread, from a count of n = 14
   * after one to warm the compiler up: a few hundredths of a second, before the count it warns
   * about. The compiler is not done with the search that soon, so the figure errs high: 2.8 to 3.5
   * h for n = 21 on two threads, whose nodes at n = 20's 22 ns would take about 2.5 h (cluster.md).
   */
  private static double constellationNodeSeconds() {
    if (constellationNodeSeconds == 0) {
      Request request = Request.count().withThreads(1);
      Engine bitmask = Engines.require("bitmask");
      bitmask.solve(Problem.of(14), request);
      long start = System.nanoTime();
      Result r = bitmask.solve(Problem.of(14), request);
      constellationNodeSeconds =
          Math.max(1e-3, (System.nanoTime() - start) / 1e9) / r.statistics().nodes();
    }
    return constellationNodeSeconds;
  }

  private static volatile double rate;

  /**
   * Nodes per second of the bitmask rank-by-rank search on one thread, measured once (a count of
   * tens of milliseconds, which Ctrl-C does not need to cut short).
   */
  private static double rate() {
    if (rate == 0) {
      Request request = Request.count().withThreads(1).withOptions(Map.of("method", "halving"));
      Problem calibration = Problem.of(CALIBRATION_N);
      Engines.require("bitmask").solve(calibration, request); // warm the JIT up
      long start = System.nanoTime();
      Result r = Engines.require("bitmask").solve(calibration, request);
      double seconds = Math.max(1e-3, (System.nanoTime() - start) / 1e9);
      rate = r.statistics().nodes() / seconds;
    }
    return rate;
  }
}
