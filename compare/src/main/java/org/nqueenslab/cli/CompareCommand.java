package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.cluster.PartRunner;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.CrossCheckRun;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Request;
import org.nqueenslab.plot.EnginePlot;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens compare}: runs engines side by side on one problem or a range, verifies every
 * solution they produce, compares counts and solution sets with each other and with the published
 * figures, and ends with one verdict line ({@link CompareVerdict}). The workflow's policy lives in
 * {@link org.nqueenslab.compare}: which paths each engine runs and how they are judged ({@link
 * CrossCheckRun}).
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs engines side by side, verifies every solution, and compares counts, solution sets and the"
          + " published counts (OEIS)."
    },
    footer = {
      "",
      "Each engine runs every path it supports, each checked on its own: it enumerates the solutions (each"
          + " checked by the independent verifier, the set compared by an order-independent fingerprint and, while"
          + " small, as a set) when the published count is at most --verify-limit; it counts as 'nqueens count' does"
          + " (same default threads, so a count split into parts is checked); and it counts with --unique where it"
          + " can. Its paths must agree with each other, with the other engines and with the published count.",
      "",
      "Examples:",
      "  nqueens compare -n 1..12",
      "  nqueens compare -n 8 --engines bitmask,dlx --format json",
      "  nqueens compare -n 10..13 --time-limit 10s",
      "  nqueens compare --free-pawns 1 -n 6..10",
      "  nqueens compare -n 4..12 --plot effort.svg",
      "  nqueens compare -n 4..12 --engines bitmask,dlx,choco --pivot nodes",
      "  nqueens compare -n 16 --engines bitmask,dlx --cluster 127.0.0.1:5701 --cluster-name lab",
      "",
      "Exit codes: 0 all agree, every problem compared by at least two sources (engines, the published count);"
          + " 2 bad input; 3 a disagreement (between engines, with the published count, or between one engine's"
          + " paths); 4 incomplete: no disagreement, but something was not checked (a run stopped by the time limit,"
          + " an engine named that cannot run a problem, a problem with fewer than two sources), named on the"
          + " verdict line; 130 interrupted."
    })
final class CompareCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;
  @Mixin FreePawnsOption freePawns;
  @Mixin RunOptions runOptions;
  @Mixin PlotOption plot;
  @Mixin TableColumnsOption tableColumns;

  @Mixin CrossCheckOptions crossCheck;
  @Mixin OptimizeOption optimize = new OptimizeOption();
  @Mixin ClusterOptions clusterOptions;

  @Option(
      names = "--unique",
      description = "Compare the numbers of fundamental solutions (up to symmetry).")
  boolean unique;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "table",
      description = "table, csv or json (one object per row). Default: ${DEFAULT-VALUE}.")
  Format format;

  /** The labels the rows will carry: the engines named, else every engine with its defaults. */
  private static List<String> labels(List<EngineSpec> named, Map<String, String> defaults) {
    if (named != null) {
      return named.stream().map(EngineSpec::label).toList();
    }
    return org.nqueenslab.engine.Engines.all().stream()
        .map(e -> EngineSpec.of(e).withDefaults(defaults).label())
        .toList();
  }

  @Option(
      names = "--pivot",
      paramLabel = "COLUMN",
      description =
          "Print a grid instead of the rows: an engine per line, an n per column, each cell the"
              + " COLUMN of the rows (e.g. solutions, millis, nodes, backtracks). Tables only.")
  String pivot;

  @Override
  public Integer call() {
    long verifyLimit = crossCheck.verifyLimit();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (pivot != null && (format != Format.TABLE || !CompareRows.COLUMNS.contains(pivot))) {
      throw new BadInputException(
          format != Format.TABLE
              ? "--pivot draws a table: drop --format "
                  + format.name().toLowerCase(java.util.Locale.ROOT)
              : "--pivot "
                  + pivot
                  + ": no such column; the columns are "
                  + String.join(",", CompareRows.COLUMNS));
    }
    // Findings and the verdict are part of the report in a table; with csv/json they go to stderr
    // so stdout parses.
    PrintWriter notes =
        format == Format.TABLE
            ? new PrintWriter(new WrappingWriter(out, TableColumnsOption.TERMINAL), true)
            : err;
    if (optimize.goal() != null) {
      return compareOptima(out, notes, err);
    }
    List<Subject> subjects =
        freePawns.given()
            ? problemOptions.freePawnFamilies(freePawns.k).stream().map(Subject::of).toList()
            : problemOptions.problems().stream().map(Subject::of).toList();
    List<EngineSpec> parsed = crossCheck.named();
    // checked once against the engines named, or for each problem against the default engines that
    // can run it
    Map<String, String> defaults =
        parsed == null
            ? runOptions.engineOptions()
            : runOptions.engineOptions(parsed.stream().map(EngineSpec::engine).toList());
    List<EngineSpec> named =
        parsed == null ? null : parsed.stream().map(s -> s.withDefaults(defaults)).toList();
    requireFinishable(subjects, named);
    ReportWriter writer =
        tableColumns.apply(
            new ReportWriter(format, out),
            CompareRows.COLUMNS,
            CompareRows.narrowTable(
                labels(named, defaults),
                subjects.stream().mapToInt(s -> Math.max(s.rows(), s.cols())).max().orElse(0),
                subjects.stream().anyMatch(s -> s.n() == null),
                TableColumnsOption.TERMINAL));
    tableColumns.printBoards(out, format, subjects.stream().map(Subject::describe).toList());
    List<Comparison> comparisons = new ArrayList<>();
    List<org.nqueenslab.report.Row> pivotRows = new ArrayList<>();
    plot.open(
        "nqueens compare"
            + (freePawns.given() ? " --free-pawns " + freePawns.k : "")
            + problemOptions.asArguments(),
        EnginePlot.ONE_RUN);
    try (PartRunner members = clusterOptions.members();
        Session session = new Session(runOptions.showProgress(), err)) {
      Request base = Request.count().withTimeLimit(runOptions.timeLimit).withSeed(runOptions.seed);
      // the counts run as 'nqueens count' runs them: its default threads, so the split into parts
      // is what is checked
      CrossCheckRun run =
          new CrossCheckRun(
              members == null ? session : new ClusterCrossCheckRunner(session, members),
              base,
              unique,
              runOptions.threads(RunOptions.cores()),
              verifyLimit,
              named,
              defaults,
              runOptions.showProgress() ? err::println : null);
      for (Subject subject : subjects) {
        if (session.isCancelled()) {
          break;
        }
        Comparison c = run.compare(subject);
        for (org.nqueenslab.report.Row row : CompareRows.of(c, unique, format == Format.CSV)) {
          if (pivot == null) {
            writer.write(row);
          } else {
            pivotRows.add(row);
          }
          plot.add(
              row,
              "millis",
              row.get("engine") + (row.get("options") == null ? "" : ":" + row.get("options")));
        }
        comparisons.add(c);
      }
      writer.finish();
      if (pivot != null) {
        out.print(org.nqueenslab.report.Pivot.render(pivotRows, pivot));
      }
      plot.finish(err);
      return new CompareVerdict(
              comparisons,
              subjects.subList(comparisons.size(), subjects.size()).stream()
                  .map(Subject::describe)
                  .toList(),
              unique,
              verifyLimit,
              members == null ? null : members.describe())
          .print(session.isCancelled(), notes);
    } finally {
      plot.abandon();
    }
  }

  /**
   * {@code --most}, {@code --dominate}: each engine's ladder and count of the optimal placements,
   * compared ({@link CompareOptima}); the options of the counts' cross-check do not apply.
   */
  private int compareOptima(PrintWriter out, PrintWriter notes, PrintWriter err) {
    optimize.requireCompatible(
        spec,
        "--free-pawns",
        "--unique",
        "--pivot",
        "--plot",
        "--cluster",
        "--cluster-name",
        "--cluster-name-file",
        "--redundancy",
        "--option");
    Request base = Request.first().withTimeLimit(runOptions.timeLimit).withSeed(runOptions.seed);
    List<EngineSpec> named = crossCheck.named();
    CompareOptima compare =
        new CompareOptima(
            optimize.goal(),
            problemOptions.problems(),
            named,
            base,
            runOptions.threads(RunOptions.cores()),
            optimize.ladder);
    try (Session session = new Session(runOptions.showProgress(), err)) {
      return compare.run(session, format, out, notes);
    }
  }

  /**
   * Refuses, when no --time-limit bounds the runs, a range that holds a board whose count would not
   * finish in about an hour at this machine's speed ({@link EstimateCommand#warning}: Knuth's
   * estimate from 18 x 18 on, any board beyond 32 x 32 at once): {@code compare -n 1..999999} was
   * accepted and ran for ever. First-solution engines alone (no engine named counts) are not
   * refused. When every engine named that counts the board is the bitmask engine counting by border
   * constellations, the estimate is of that search, for its total and its fundamental count: the
   * rank-by-rank tree overstates it sixfold at n = 20.
   */
  private void requireFinishable(List<Subject> subjects, List<EngineSpec> named) {
    if (runOptions.timeLimit != null) {
      return;
    }
    int threads = runOptions.threads(RunOptions.cores());
    for (Subject subject : subjects) {
      if (subject instanceof Subject.OneProblem one) {
        // the engines named that will count this board (mip, say, takes none beyond 10 x 10)
        List<EngineSpec> counters =
            named == null
                ? null
                : named.stream()
                    .filter(spec -> subject.whyUnsupported(spec.engine(), countOf(spec)) == null)
                    .toList();
        if (counters != null && counters.isEmpty()) {
          continue; // first-solution engines only, or none that takes the board
        }
        boolean byConstellations =
            counters != null
                && counters.stream()
                    .allMatch(
                        spec ->
                            spec.engine() instanceof BitmaskEngine bitmask
                                && bitmask.countsByConstellations(one.problem(), countOf(spec)));
        String warning = EstimateCommand.warning(one.problem(), threads, byConstellations, 2);
        if (warning != null) {
          throw new BadInputException(
              "compare would not finish: "
                  + one.problem().describe()
                  + " cannot be counted in about an hour here ("
                  + warning.replaceFirst("^warning: ", "").replaceFirst("[.:] Stop with.*$", "")
                  + "): give smaller sizes, or --time-limit for each run");
        }
      }
    }
  }

  /** A count with {@code spec}'s options, as compare asks its engines for one. */
  private static Request countOf(EngineSpec spec) {
    return Request.count().withOptions(spec.options());
  }
}
