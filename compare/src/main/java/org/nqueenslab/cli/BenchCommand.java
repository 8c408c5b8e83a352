package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.RequestChecks;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import org.nqueenslab.report.StreamedTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens bench}: runs engines on one problem in one process, interleaved (engine A, B, A,
 * B...) so that machine noise hits all alike, after warm-up runs; reports median, min and max wall
 * time per engine and the ratio of each median to the first engine's. The way this project states
 * speed: medians and ratios from one run, never a timed unit test.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Times engines on one problem or a range of sizes (-n 10..14), interleaved, and prints medians and"
            + " ratios to the first engine, one row per engine and size.",
    footer = {
      "",
      "Examples:",
      "  nqueens bench -n 16 --engines bitmask --thread-counts 1,2",
      "  nqueens bench -n 13 --engines choco,choco:config=nqueenglobal --runs 5",
      "  nqueens bench -n 10..14 --engines bitmask,dlx,choco --plot time.png --format csv",
      "  nqueens bench --xc p6x10.dlx --against 'dlx1' --runs 5   # xc against Knuth's DLX1",
      "",
      "Exit codes: 0 timed, 2 bad input, 4 a run was stopped by the time limit (its row's status says TIMEOUT),"
          + " 130 interrupted."
    })
final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;
  @Mixin RunOptions runOptions;
  @Mixin PlotOption plot;
  @Mixin TableColumnsOption tableColumns;

  /** Every column of bench's rows, in their order (the CSV header). */
  static final List<String> COLUMNS = columns();

  /**
   * The default table, streamed a size at a time: engine, options (when some engine has options), n
   * (rows and cols when some board is a rectangle), threads, median_ms, ratio, status, solutions,
   * unique (with --unique), nodes, verified; sized for these engines and sizes. min_ms, max_ms and
   * the counters are in CSV, JSON and --wide.
   */
  private StreamedTable narrowTable(List<EngineSpec> specs, List<Problem> problems) {
    int engine = 6;
    int options = 0;
    for (EngineSpec s : specs) {
      engine = Math.max(engine, s.engine().name().length());
      options = Math.max(options, s.label().length() - s.engine().name().length() - 1);
    }
    int largest = problems.stream().mapToInt(p -> Math.max(p.rows(), p.cols())).max().orElse(1);
    List<StreamedTable.Column> columns = new ArrayList<>();
    columns.add(new StreamedTable.Column("engine", engine, false));
    if (options > 0) {
      columns.add(new StreamedTable.Column("options", options, false));
    }
    columns.addAll(ResultRows.sizeColumns(largest, problems.stream().anyMatch(p -> !p.isSquare())));
    columns.add(new StreamedTable.Column("threads", 7, true));
    columns.add(new StreamedTable.Column("median_ms", 10, true));
    columns.add(new StreamedTable.Column("ratio", 7, true));
    columns.add(new StreamedTable.Column("status", "LIMIT_REACHED".length(), false));
    columns.add(new StreamedTable.Column("solutions", 10, true));
    if (unique) {
      columns.add(new StreamedTable.Column("unique", 8, true));
    }
    columns.add(new StreamedTable.Column("nodes", 11, true));
    columns.add(new StreamedTable.Column("verified", 8, false));
    return new StreamedTable(columns, 0);
  }

  private static List<String> columns() {
    List<String> all = new ArrayList<>(ResultRows.IDENTITY_COLUMNS);
    all.addAll(
        List.of(
            "runs",
            "median_ms",
            "min_ms",
            "max_ms",
            "ratio",
            "status",
            "solutions",
            "unique",
            "nodes",
            "verified"));
    all.addAll(ResultRows.COUNTERS);
    return List.copyOf(all);
  }

  @Option(
      names = "--engines",
      completionCandidates = EngineNames.class,
      paramLabel = "NAME[:KEY=VALUE...]",
      split = ",",
      defaultValue = "bitmask",
      description =
          "Engines (or configurations) to time; the first is the baseline of the ratios (default:"
              + " ${DEFAULT-VALUE}).")
  List<String> engines;

  @Option(
      names = "--thread-counts",
      paramLabel = "T",
      split = ",",
      description =
          "Run each engine with each of these thread counts (e.g. 1,2), as separate rows.")
  List<Integer> threadCounts;

  @Option(
      names = "--warmup",
      paramLabel = "K",
      defaultValue = "1",
      description = "Warm-up runs per engine, not timed (default: ${DEFAULT-VALUE}).")
  int warmup;

  @Option(
      names = "--runs",
      paramLabel = "K",
      defaultValue = "5",
      description = "Measured runs per engine (default: ${DEFAULT-VALUE}).")
  int runs;

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      defaultValue = "count",
      description =
          "count, first (the time to the first solution) or enumerate (to list every solution,"
              + " each verified); default: ${DEFAULT-VALUE}.")
  Mode mode;

  @Option(names = "--unique", description = "Count fundamental solutions (symmetry breaking).")
  boolean unique;

  @Option(
      names = "--xc",
      paramLabel = "FILE",
      description =
          "Time xc's count of this exact-cover file against --against's command (not engines).")
  String xcFile;

  @Option(
      names = "--against",
      paramLabel = "CMD",
      description =
          "With --xc: a shell command that reads the file on stdin, e.g. 'dlx1' (Knuth's DLX1).")
  String against;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "table",
      description =
          "table, csv or json (one row per engine and size; a column per counter). Default: ${DEFAULT-VALUE}.")
  Format format;

  private record Entry(
      EngineSpec spec,
      int threads,
      long[] nanos,
      List<Result> results,
      int[] invalid,
      int[] checked) {
    /** The engine with its options, and its threads when several thread counts are compared. */
    String label(boolean threadCountsCompared) {
      return spec.label()
          + (threadCountsCompared && spec.engine().capabilities().supports(Feature.THREADS)
              ? " x" + threads
              : "");
    }
  }

  @Override
  public Integer call() {
    if (runs < 1) {
      throw new org.nqueenslab.problem.BadInputException(
          "--runs " + runs + ": give at least 1 timed run");
    }
    if (warmup < 0) {
      throw new org.nqueenslab.problem.BadInputException(
          "--warmup " + warmup + ": give 0 or more untimed runs");
    }
    PrintWriter err = spec.commandLine().getErr();
    if (xcFile != null || against != null) {
      if (xcFile == null || against == null) {
        throw new org.nqueenslab.problem.BadInputException(
            "--xc FILE and --against CMD go together: bench --xc p.dlx --against 'dlx1'");
      }
      return XcBench.run(xcFile, against, warmup, runs, format, spec.commandLine().getOut());
    }
    List<Problem> problems = problemOptions.problems();
    if (threadCounts != null && runOptions.threads != null) {
      throw new org.nqueenslab.problem.BadInputException(
          "give --threads or --thread-counts, not both: --thread-counts times every engine at each"
              + " count it lists");
    }
    List<Integer> threadList =
        threadCounts == null
            ? List.of(runOptions.threads(1))
            : threadCounts.stream().map(RequestChecks::threads).toList();
    if (threadList.size() != new java.util.HashSet<>(threadList).size()) {
      throw new org.nqueenslab.problem.BadInputException(
          "--thread-counts "
              + threadCounts.stream().map(String::valueOf).collect(Collectors.joining(","))
              + " gives a count twice: give each count once");
    }
    List<EngineSpec> parsed =
        CrossCheckOptions.distinct(engines.stream().map(EngineSpec::parse).toList());
    Map<String, String> defaults =
        runOptions.engineOptions(parsed.stream().map(EngineSpec::engine).toList());
    List<EngineSpec> specs = parsed.stream().map(p -> p.withDefaults(defaults)).toList();
    requireSupported(problems, specs, threadList);
    if (threadList.stream().anyMatch(t -> t != 1)) {
      for (EngineSpec s : specs) {
        if (!s.engine().capabilities().supports(Feature.THREADS)) {
          err.println(
              "bench: "
                  + s.label()
                  + " does not split its search, so it is timed on one thread only");
        }
      }
    }
    plot.open(
        "nqueens bench" + problemOptions.asArguments(),
        org.nqueenslab.plot.EnginePlot.median(runs, warmup));
    ReportWriter writer =
        tableColumns.apply(
            new ReportWriter(format, spec.commandLine().getOut()),
            COLUMNS,
            narrowTable(specs, problems));
    tableColumns.printBoards(
        spec.commandLine().getOut(), format, problems.stream().map(Problem::describe).toList());
    List<Entry> all = new ArrayList<>();
    boolean consistent = true;
    try (Session session = new Session(runOptions.showProgress(), err)) {
      for (Problem problem : problems) {
        if (session.isCancelled()) {
          break;
        }
        List<Entry> entries = entries(specs, threadList);
        time(session, problem, entries, err);
        consistent &= report(problem, entries, writer);
        all.addAll(entries);
      }
      writer.finish();
      plot.finish(err);
      if (session.isCancelled() && all.stream().allMatch(e -> e.results().isEmpty())) {
        err.println("bench: INTERRUPTED before the first timed run began: nothing was measured");
      }
      if (!consistent) {
        err.println(
            "warning: an engine's whole runs did not all end with the same count and status, or a"
                + " solution failed the verifier");
      }
      boolean interrupted =
          all.stream()
                  .flatMap(e -> e.results().stream())
                  .anyMatch(r -> r.status() == Status.INTERRUPTED)
              || session.isCancelled();
      boolean partial =
          all.stream().flatMap(e -> e.results().stream()).anyMatch(r -> r.status().isPartial());
      return interrupted ? ExitCodes.INTERRUPTED : partial ? ExitCodes.INCOMPLETE : ExitCodes.OK;
    } finally {
      plot.abandon();
    }
  }

  /** One entry per engine and thread count (engines that cannot split run on one thread). */
  private List<Entry> entries(List<EngineSpec> specs, List<Integer> threadList) {
    List<Entry> entries = new ArrayList<>();
    for (EngineSpec s : specs) {
      for (int t : s.engine().capabilities().supports(Feature.THREADS) ? threadList : List.of(1)) {
        if (entries.stream()
            .noneMatch(e -> e.spec().label().equals(s.label()) && e.threads() == t)) {
          entries.add(new Entry(s, t, new long[runs], new ArrayList<>(), new int[1], new int[1]));
        }
      }
    }
    return entries;
  }

  /** What each timed run asks of its engine, on {@code threads}. */
  private Request request(int threads) {
    return Request.of(mode)
        .withThreads(threads)
        .withTimeLimit(runOptions.timeLimit)
        .withSeed(runOptions.seed)
        .withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE);
  }

  /**
   * Refuses, before anything is timed or printed, an engine that cannot run one of the sizes: a
   * range used to stop with exit 2 at its first such size, its table half printed.
   */
  private void requireSupported(List<Problem> problems, List<EngineSpec> specs, List<Integer> t) {
    for (Problem problem : problems) {
      for (Entry e : entries(specs, t)) {
        Session.requireSupported(e.spec(), Subject.of(problem), request(e.threads()));
      }
    }
  }

  /** The warm-up and measured rounds on one problem, the engines interleaved in each. */
  private void time(Session session, Problem problem, List<Entry> entries, PrintWriter err) {
    for (int round = -warmup; round < runs && !session.isCancelled(); round++) {
      if (runOptions.showProgress()) { // the round's line is progress: a terminal's, or asked
        err.printf(
            "bench: %s%s %d of %d%n",
            problem.describe() + ": ",
            round < 0 ? "warm-up" : "run",
            round < 0 ? round + warmup + 1 : round + 1,
            round < 0 ? warmup : runs);
        err.flush();
      }
      for (Entry e : entries) {
        Placement[] found = new Placement[1];
        Request request = request(e.threads()).withOnSolution(p -> found[0] = p);
        long start = System.nanoTime();
        Result r = session.run(e.spec(), problem, request);
        long elapsed = System.nanoTime() - start;
        // A timed first solution is checked after the clock stops: speed of a wrong answer is no
        // speed.
        if (found[0] != null) {
          e.checked()[0]++;
          if (!Verifier.verify(problem, found[0]).valid()) {
            e.invalid()[0]++;
          }
        }
        if (round >= 0) {
          e.nanos()[round] = elapsed;
          e.results().add(r);
        }
      }
    }
  }

  /**
   * Writes a row per engine for one problem, ratios to the first engine's median; false when an
   * engine's whole runs disagreed or a solution failed the verifier. A run cut short (time limit,
   * Ctrl-C) took at least the time it ran: an engine with one has its times shown as lower bounds
   * ({@code >=}), the row's status and counts are its most severe run's, and no ratio is given that
   * involves it. A row with fewer runs than asked (Ctrl-C) reads INTERRUPTED.
   */
  private boolean report(Problem problem, List<Entry> entries, ReportWriter writer) {
    Double baseline = null; // the first engine's median, null when it is only a lower bound
    boolean first = true;
    boolean consistent = true;
    for (Entry e : entries) {
      long[] done = Arrays.copyOf(e.nanos(), e.results().size());
      if (done.length == 0) {
        continue;
      }
      Arrays.sort(done);
      double median = median(done) / 1e6;
      Status status =
          e.results().stream().map(Result::status).reduce(Status::combine).orElseThrow();
      boolean cutShort = status.isPartial();
      if (done.length < runs) {
        // Ctrl-C ended the bench before this engine's last runs: its times and counts are what
        // they are, but the row is not the measurement asked for
        status = Status.combine(status, Status.INTERRUPTED);
      }
      if (first) {
        baseline = cutShort ? null : median;
        first = false;
      }
      List<Result> whole = e.results().stream().filter(r -> !r.status().isPartial()).toList();
      Result shown = shownRun(e.results());
      consistent &=
          e.invalid()[0] == 0
              && whole.stream()
                  .allMatch(
                      r ->
                          r.solutions() == whole.get(0).solutions()
                              && r.status() == whole.get(0).status());
      Row row =
          ResultRows.identity(e.spec().label(), Subject.of(problem), shown.threads(e.threads()))
              .put("runs", done.length)
              .put("median_ms", millis(median, cutShort))
              .put("min_ms", millis(done[0] / 1e6, cutShort))
              .put("max_ms", millis(done[done.length - 1] / 1e6, cutShort))
              .put(
                  "ratio",
                  cutShort || baseline == null
                      ? null
                      : Math.round(median / baseline * 1000) / 1000.0)
              .put("status", ResultRows.status(status))
              .put("solutions", ResultRows.count(shown, shown.solutions()))
              .put("unique", ResultRows.count(shown, shown.unique()))
              .put("nodes", shown.statistics().nodes() < 0 ? null : shown.statistics().nodes())
              // verified says what the verifier saw: nothing, when no run found a solution
              .put(
                  "verified",
                  mode == Mode.COUNT || e.checked()[0] == 0 ? null : e.invalid()[0] == 0);
      writer.write(ResultRows.putCounters(row, shown.statistics(), format == Format.CSV));
      plot.add(row, "median_ms", e.label(threadCounts != null));
    }
    return consistent;
  }

  /**
   * The run whose counts a row shows: the last one with the most severe status, so that a row
   * marked TIMEOUT shows a cut count ({@code >=}), not a whole one another of its runs found.
   */
  static Result shownRun(List<Result> runs) {
    Result shown = runs.get(0);
    for (Result r : runs) {
      if (Status.combine(shown.status(), r.status()) == r.status()) {
        shown = r;
      }
    }
    return shown;
  }

  /** Milliseconds to three decimals; a lower bound, whole milliseconds down, when cut short. */
  private static Number millis(double ms, boolean cutShort) {
    return cutShort ? new LowerBound((long) Math.floor(ms)) : round(ms);
  }

  private static double median(long[] sorted) {
    int m = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2.0;
  }

  private static double round(double ms) {
    return Math.round(ms * 1000) / 1000.0;
  }
}
