package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.cluster.Checkpoint;
import org.nqueenslab.cluster.PartRunner;
import org.nqueenslab.cluster.PartedCount;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.optimize.Optimizer;
import org.nqueenslab.optimize.Optimum;
import org.nqueenslab.optimize.PawnLadder;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCounter;
import org.nqueenslab.split.PartPlan;
import org.nqueenslab.variant.FreePawns;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens count}: counts the solutions of one problem with one engine, never storing them.
 */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = "Counts the solutions of a problem with one engine.",
    footer = {
      "",
      "Examples:",
      "  nqueens count -n 12",
      "  nqueens count -n 14 --engine bitmask --threads 1 --format json",
      "  nqueens count --board examples/completion.txt",
      "  nqueens count --free-pawns 1 -n 8 --unique",
      "",
      "Exit codes: 0 counted (zero solutions included), 2 bad input, 3 two members counted a part"
          + " differently (--redundancy 2: DISPUTED, the parts shown), 4 incomplete (the time limit"
          + " stopped the count, marked TIMEOUT, or a cluster lost the members it needed,"
          + " MEMBERS_LOST: what was counted is printed), 130 interrupted (partial count printed)."
    })
final class CountCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  // the mixins and defaults are made here, not by picocli, so that QuickCount can run a count
  // without it (picocli uses a field's initial value as its default)
  @Mixin ProblemOptions problemOptions = new ProblemOptions();
  @Mixin FreePawnsOption freePawns = new FreePawnsOption();
  @Mixin RunOptions runOptions = new RunOptions();
  @Mixin OptimizeOption optimize = new OptimizeOption();

  @Option(
      names = "--engine",
      completionCandidates = EngineNames.class,
      paramLabel = "NAME[:KEY=VALUE...]",
      description = "Engine to count with (default: ${DEFAULT-VALUE}; see 'nqueens engines').")
  String engine = "bitmask";

  @Option(
      names = "--unique",
      description =
          "Also count fundamental solutions: classes of solutions equal up to the board's symmetries.")
  boolean unique;

  @Mixin ClusterOptions clusterOptions = new ClusterOptions();

  @Option(
      names = "--checkpoint",
      paramLabel = "FILE",
      description =
          "Count in parts, appending each finished part to FILE; run the same command again to resume.")
  Path checkpoint;

  @Option(
      names = "--list-parts",
      description =
          "Print the count's parts, one line each (problem, engine, request, part key), and count nothing.")
  boolean listParts;

  @Option(
      names = "--parts",
      paramLabel = "FILE",
      description =
          "Count the part lines in FILE ('-': standard input), as --list-parts prints them; print one"
              + " line per part with a checkpoint line's fields, to compare by its counts (its check"
              + " covers the line alone, so a checkpoint, whose checks also cover its plan, does not"
              + " take it: delete a disputed line there and rerun to count the part again).")
  Path parts;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "table, csv, json (one object per line) or plain (the numbers alone: the optimum first"
              + " with --most or --dominate, the count, the fundamental count with --unique; >=N or"
              + " <=N when not exact). Default: table.")
  FormatOption format = FormatOption.TABLE;

  /** The family counted (with --free-pawns), else null. */
  private FreePawns family;

  /** The board counted (without --free-pawns), else null. */
  private Problem problem;

  /** The optimum found before the count (with --most), else null: its row says it. */
  private Optimum optimumRow;

  @Override
  public Integer call() {
    return count(spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  /** Counts as the options say, printing to {@code out} and {@code err}; the exit code. */
  int count(PrintWriter out, PrintWriter err) {
    clusterOptions.requireConsistent();
    if (parts != null) {
      List<String> others =
          givenOptions().stream()
              .filter(o -> !o.longestName().equals("--parts"))
              .map(o -> String.join("/", o.names()))
              .toList();
      if (!others.isEmpty()) {
        throw new BadInputException(
            "--parts counts the part lines of "
                + parts
                + " as they state them (board, engine, request), on one thread: drop "
                + String.join(", ", others));
      }
      return PartLines.count(parts, out, err);
    }
    if (listParts) {
      // the list is the plan of the problem, engine and request: where and how long the parts are
      // counted, and in what format, are not part of it
      List<String> ignored =
          givenOptions().stream()
              .map(o -> o.longestName())
              .filter(
                  List.of(
                          "--checkpoint",
                          "--cluster",
                          "--cluster-name",
                          "--redundancy",
                          "--time-limit",
                          "--format",
                          "--threads")
                      ::contains)
              .toList();
      if (!ignored.isEmpty()) {
        throw new BadInputException(
            "--list-parts prints the plan of the count, one part line each, and counts nothing:"
                + " drop "
                + String.join(", ", ignored)
                + " (they belong to the count itself: the same command without --list-parts)");
      }
    }
    optimize.requireCompatible(
        spec,
        "--free-pawns",
        "--checkpoint",
        "--cluster",
        "--cluster-name",
        "--cluster-name-file",
        "--list-parts",
        "--redundancy");
    family = freePawns.given() ? single(problemOptions.freePawnFamilies(freePawns.k)) : null;
    problem = family == null ? problemOptions.problem() : null;
    EngineSpec parsed = EngineSpec.parse(engine);
    EngineSpec engineSpec =
        parsed
            .requireOneValueEach(runOptions.engineOptions())
            .withDefaults(runOptions.engineOptions(List.of(parsed.engine())));
    int given = runOptions.threads(RunOptions.cores());
    int threads = engineSpec.engine().capabilities().supports(Feature.THREADS) ? given : 1;
    Subject subject = family == null ? Subject.of(problem) : Subject.of(family);
    // asked for, not a default it ignores; said once the engine has accepted the problem, so that
    // bad input stays one line
    if (threads < given
        && runOptions.threads != null
        && subject.whyUnsupported(
                engineSpec.engine(), Request.count().withOptions(engineSpec.options()))
            == null) {
      err.println(
          engineSpec.label()
              + " counts on one thread, whatever --threads says (the engines that split their"
              + " count: "
              + String.join(
                  ", ", Session.enginesThat(e -> e.capabilities().supports(Feature.THREADS)))
              + ")");
    }
    Request request =
        Request.count()
            .withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE)
            .withTimeLimit(runOptions.timeLimit)
            .withThreads(threads)
            .withSeed(runOptions.seed);
    // for a person watching (progress shown), once the engine has accepted the problem
    String warning =
        listParts
                || problem == null
                || !runOptions.showProgress()
                || subject.whyUnsupported(
                        engineSpec.engine(), request.withOptions(engineSpec.options()))
                    != null
            ? null
            : EstimateCommand.warning(
                problem,
                given,
                engineSpec.engine() instanceof BitmaskEngine bitmask
                    && bitmask.countsByConstellations(
                        problem, request.withOptions(engineSpec.options())));
    if (warning != null) {
      err.println(warning);
      err.flush();
    }
    if (listParts || checkpoint != null || clusterOptions.given()) {
      return countInParts(subject, engineSpec, request, out, err);
    }
    try (Session session = new Session(runOptions.showProgress(), err)) {
      if (optimize.goal() != null) {
        return countOptimal(session, engineSpec, request, out, err);
      }
      Result result = session.run(engineSpec, subject, request);
      return report(subject, result, request.threads(), out, err);
    }
  }

  /**
   * {@code --most}: the ladder finds the optimum, then the placements that reach it are counted as
   * any problem's; the row says the optimum and whether it is proved.
   */
  private int countOptimal(
      Session session, EngineSpec engineSpec, Request request, PrintWriter out, PrintWriter err) {
    Session.requireSupported(engineSpec, Subject.of(optimize.goal().ask(problem)), request);
    boolean pawns = optimize.goal() == org.nqueenslab.optimize.Goal.FEWEST_PAWNS;
    if (pawns && unique) {
      throw new BadInputException(
          "--fewest-pawns counts every arrangement, pawns anywhere: drop --unique");
    }
    Request climb = request.withSymmetry(SymmetryMode.NONE);
    Optimum optimum =
        new Optimizer(session, optimize.ladder).find(optimize.goal(), problem, engineSpec, climb);
    err.println(optimize.goal().question(problem) + ": " + optimum.describe());
    if (optimum.invalid() != null) {
      err.println("nqueens count: " + optimum.invalid());
      return ExitCodes.INTERNAL_ERROR;
    }
    if (optimum.steps().isEmpty()) {
      return ExitCodes.OK; // no square can hold a piece: 0, with nothing to count
    }
    // the pawns' answer counts every pawn set of its size: the row names the board and the queens
    problem = pawns ? problem : optimum.optimal();
    Subject optimal = Subject.of(problem);
    Request left = request.withTimeLimit(optimum.timeLeft(runOptions.timeLimit));
    Result counted =
        !optimum.proved() || optimum.best() <= 0 && !pawns
            ? null
            : pawns
                ? new PawnLadder(session::run).countArrangements(optimum, engineSpec, left)
                : session.run(engineSpec, optimal, left);
    Result result = counted != null ? counted : optimum.steps().get(optimum.steps().size() - 1);
    optimumRow = optimum;
    int code = report(optimal, result, request.threads(), out, err);
    return optimum.proved() ? code : Math.max(code, ExitCodes.of(optimum.status()));
  }

  /**
   * The count as parts ({@code --list-parts}, {@code --checkpoint}, {@code --cluster}): each part a
   * line of text, counted here or on a cluster, kept in a checkpoint as it finishes.
   */
  private int countInParts(
      Subject subject, EngineSpec engineSpec, Request request, PrintWriter out, PrintWriter err) {
    Session.requireSupported(engineSpec, subject, request);
    // the runner first, outside the session: Ctrl-C while it connects to a cluster just exits, and
    // a refused cluster leaves no checkpoint file behind; --list-parts runs nothing
    try (PartRunner runner =
            listParts ? null : clusterOptions.runner(runOptions.threads(RunOptions.cores()));
        Session session = new Session(runOptions.showProgress(), err)) {
      // the time limit and Ctrl-C cover the plan too: a free-pawn family's takes seconds
      Budget budget = session.budget(request);
      List<Part> partList =
          subject.parts(
              engineSpec.engine().name(), engineSpec.options(), unique, budget::exhausted);
      if (budget.exhausted()) {
        Result none =
            Result.stoppedBeforeCounting(engineSpec.label(), budget, unique, "planning the parts");
        if (listParts) { // standard output holds part lines only: a count there would corrupt it
          err.println("partial: " + none.status() + " while planning the parts: nothing listed");
          return ExitCodes.of(none.status());
        }
        return report(
            subject,
            checkpoint == null ? none : none.withNote(none.note() + ", no checkpoint written"),
            request.threads(),
            out,
            err);
      }
      if (partList.isEmpty() && !listParts) { // nothing to split (no pawn set fits): one count
        err.println(
            "nothing to split into parts: counted here in one piece"
                + (checkpoint != null ? ", no checkpoint written" : "")
                + (clusterOptions.given() ? ", not on the cluster" : ""));
        return report(
            subject, session.run(engineSpec, subject, request), request.threads(), out, err);
      }
      String why = partList.isEmpty() ? null : PartCounter.whyUnsupported(partList.get(0));
      if (why != null) { // before anything is listed or written: these parts could not be counted
        throw new BadInputException(
            "engine '"
                + engineSpec.engine().name()
                + "' cannot count in parts (--list-parts, --checkpoint, --cluster): each part"
                + " places the first queens, and "
                + why
                + "; engines that can: "
                + String.join(", ", partEngines(partList.get(0))));
      }
      if (listParts) {
        for (Part p : partList) {
          if (session.isCancelled()) {
            out.flush();
            err.println("partial: INTERRUPTED while listing the parts: the list is incomplete");
            return ExitCodes.of(Status.INTERRUPTED);
          }
          out.println(p.text());
        }
        out.flush();
        return ExitCodes.OK;
      }
      String header =
          String.join(
              "\t",
              "plan",
              "nqueens-lab " + VersionProvider.version(),
              partList.get(0).engineSpec(),
              unique ? "unique" : "count",
              family != null
                  ? "free-pawns n=" + family.n() + " k=" + family.k()
                  : Part.boardLine(problem),
              "parts=" + partList.size());
      Set<String> keys = new HashSet<>();
      partList.forEach(p -> keys.add(p.key()));
      try (Checkpoint open =
          checkpoint == null ? null : Checkpoint.open(checkpoint, header, keys, unique)) {
        PartedCount.Outcome outcome =
            session.countInParts(engineSpec, partList, open, runner, request, budget);
        int code = report(subject, outcome.result(), request.threads(), out, err);
        return outcome.differing().isEmpty() ? code : ExitCodes.DISAGREEMENT;
      }
    }
  }

  /**
   * The options given on the command line, for refusing those a mode ignores: read from picocli's
   * parse, so only for --parts and --list-parts, which {@link QuickCount} never reads.
   */
  private List<picocli.CommandLine.Model.OptionSpec> givenOptions() {
    return spec.commandLine().getParseResult().matchedOptions();
  }

  /**
   * The engines that can count these parts, for a message: each asked about the refused plan's
   * first part, which every engine's plan shares but the bitmask engine's border constellations on
   * the classic board (planning each engine's parts anew took seconds at n = 32).
   */
  private List<String> partEngines(Part first) {
    return Session.enginesThat(e -> canCountInParts(e, first));
  }

  private boolean canCountInParts(Engine e, Part first) {
    if (problem != null && PartPlan.byConstellations(e.name(), Map.of(), problem)) {
      return true;
    }
    try {
      Part theirs = new Part(e.name(), Map.of(), unique, first.problem(), first.key());
      return PartCounter.whyUnsupported(theirs) == null;
    } catch (IllegalArgumentException notThisOne) { // BadInputException too
      return false; // an engine the parts cannot be counted with
    }
  }

  /** Prints a count as the format asks, with its notes on stderr; returns the exit code. */
  private int report(
      Subject subject, Result result, int threads, PrintWriter out, PrintWriter err) {
    if (format == FormatOption.PLAIN) {
      // a partial count prints as a lower bound (>=N), so a script never reads it as the count
      boolean partial = result.status().isPartial();
      Object solutions = partial ? new LowerBound(result.solutions()) : result.solutions();
      Object unique =
          result.unique() == null
              ? null
              : partial ? new LowerBound(result.unique()) : (Object) result.unique();
      Object optimum = optimumRow == null ? null : ResultRows.optimumCell(optimumRow);
      out.println(
          (optimum == null ? "" : optimum + " ")
              + solutions
              + (unique == null ? "" : " " + unique));
    } else {
      ReportWriter writer = new ReportWriter(Format.valueOf(format.name()), out);
      org.nqueenslab.report.Row row =
          ResultRows.of(subject, result, result.threads(threads), format == FormatOption.CSV);
      if (optimumRow != null) {
        ResultRows.putOptimum(row, optimumRow);
      }
      if (format == FormatOption.TABLE) {
        // the board column names the board once ("8 x 8", "6 x 8, 7 queens"): n, ranks and files
        // beside it said the size three more times; CSV and JSON keep them, to sort and plot by
        List<String> columns = new java.util.ArrayList<>(row.cells().keySet());
        columns.removeAll(List.of("n", "rows", "cols"));
        writer.tableColumns(columns);
      }
      writer.write(row);
      writer.finish();
    }
    out.flush();
    if (result.note() != null) {
      err.println(result.engine() + ": " + result.note());
    }
    if (unique && family != null) {
      err.println(
          "unique: arrangements up to the 8 symmetries of the square, pawns and queens together (OEIS"
              + " A103331 for 1 pawn, A129552 for 2, A129554 for 3); solutions = every arrangement");
    } else if (unique) {
      err.println(
          "unique: fundamental solutions, i.e. classes of solutions that the board's symmetries map onto each"
              + " other (here "
              + org.nqueenslab.symmetry.SymmetryGroup.of(problem).order()
              + " symmetries"
              + (problem.isClassic()
                  ? ": the rotations and reflections of the square; OEIS A002562"
                  : "")
              + "); solutions = the sum of the classes' sizes");
    }
    if (result.status().isPartial()) {
      err.println(
          "partial: "
              + result.status()
              + " after "
              + result.solutions()
              + (result.solutions() == 1 ? " solution" : " solutions")
              + "; the count is a lower bound");
    }
    return ExitCodes.of(result.status());
  }

  private static FreePawns single(java.util.List<FreePawns> families) {
    if (families.size() > 1) {
      throw new BadInputException(
          "-n "
              + families.get(0).n()
              + ".."
              + families.get(families.size() - 1).n()
              + " is a range, but count counts one board: give one size, or use 'nqueens compare' for ranges");
    }
    return families.get(0);
  }
}
