package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.CrossCheck;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Finding;
import org.nqueenslab.compare.Published;
import org.nqueenslab.compare.SolutionAudit;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import org.nqueenslab.variant.FreePawns;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens compare}: runs engines side by side on one problem or a range, verifies every solution they
 * produce, compares counts and solution sets with each other and with the published figures, and ends with one
 * verdict line. Exit code 3 when anything disagrees.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Runs engines side by side, verifies every solution, and compares counts, solution sets and the"
        + " published counts (OEIS)."},
    footer = {"", "Each engine enumerates the solutions (each checked by the independent verifier, the set compared by"
        + " an order-independent fingerprint and, while small, as a set) when the published count is at most"
        + " --verify-limit; beyond that it only counts.", "", "Examples:", "  nqueens compare -n 1..12",
        "  nqueens compare -n 8 --engines bitmask,dlx --format json", "  nqueens compare -n 10..13 --time-limit 10s",
        "  nqueens compare --free-pawns 1 -n 6..10", "",
        "Exit codes: 0 all agree, 2 bad input, 3 an engine disagrees (with another engine or the published count),"
            + " 130 interrupted. Engines that time out are reported as not checked, not as disagreeing."})
final class CompareCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;
  @Mixin RunOptions runOptions;

  @Option(names = "--engines", paramLabel = "NAME[:KEY=VALUE...]", split = ",",
      description = "Engines to compare (default: every engine that can count the problem).")
  List<String> engines;

  @Option(names = "--unique", description = "Compare the numbers of fundamental solutions (up to symmetry).")
  boolean unique;

  @Option(names = "--verify-limit", paramLabel = "K", defaultValue = "100000",
      description = "Enumerate and verify every solution when there are at most K (default: ${DEFAULT-VALUE}).")
  long verifyLimit;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table",
      description = "table, csv or json (one object per row). Default: ${DEFAULT-VALUE}.")
  Format format;

  private final List<String> notRun = new ArrayList<>();
  /** The options of --option, checked against the engines of the run; each engine takes those it reads. */
  private Map<String, String> defaults = Map.of();
  private final java.util.Map<Comparison, String> subjects = new java.util.IdentityHashMap<>();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    // Findings and the verdict are part of the report in a table; with csv/json they go to stderr so stdout parses.
    PrintWriter notes = format == Format.TABLE ? out : err;
    List<FreePawns> families = problemOptions.hasFreePawns() ? problemOptions.freePawnFamilies() : List.of();
    List<Problem> problems = families.isEmpty() ? problemOptions.problems() : List.of();
    List<EngineSpec> parsed = engines == null ? null : engines.stream().map(EngineSpec::parse).toList();
    // checked once against the engines named, or for each problem against the default engines that can run it
    defaults = parsed == null ? runOptions.engineOptions()
        : runOptions.engineOptions(parsed.stream().map(EngineSpec::engine).toList());
    List<EngineSpec> explicit = parsed == null ? null : parsed.stream().map(s -> s.withDefaults(defaults)).toList();
    ReportWriter writer = new ReportWriter(format, out);
    List<Comparison> comparisons = new ArrayList<>();
    try (Session session = new Session(runOptions.showProgress(), err)) {
      for (Problem problem : problems) {
        if (session.isCancelled()) {
          break;
        }
        Comparison c = compare(problem, explicit, session, writer, err);
        comparisons.add(c);
      }
      for (FreePawns family : families) {
        if (session.isCancelled()) {
          break;
        }
        comparisons.add(compare(family, explicit, session, writer));
      }
      writer.finish();
      return conclude(comparisons, session.isCancelled(), notes);
    }
  }

  private Comparison compare(Problem problem, List<EngineSpec> explicit, Session session, ReportWriter writer,
      PrintWriter err) {
    Optional<ReferenceCount> published = Published.forProblem(problem);
    Request counting = Request.count().withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE);
    List<EngineSpec> specs = explicit != null ? explicit : Engines.all().stream()
        .filter(e -> e.whyUnsupported(problem, counting) == null)
        .map(e -> EngineSpec.of(e).withDefaults(defaults)).toList();
    if (explicit == null) {
      RunOptions.requireRead(defaults, specs.stream().map(EngineSpec::engine).toList());
    }
    if (specs.isEmpty()) {
      throw new org.nqueenslab.problem.BadInputException("no engine can count " + problem.describe()
          + Session.alternatives(problem, counting));
    }
    List<EngineRun> runs = new ArrayList<>();
    List<Object> order = new ArrayList<>(); // runs and the rows of engines not run, in the order asked
    for (EngineSpec s : specs) {
      if (session.isCancelled()) {
        break;
      }
      String why = s.engine().whyUnsupported(problem, counting.withOptions(s.options()));
      if (why != null) {
        notRun.add(s.label() + " on " + problem.describe());
        order.add(unsupportedRow(problem.isSquare() ? problem.rows() : null, problem.describe(), s, why));
        continue;
      }
      EngineRun run = run(problem, s, published, session, err);
      runs.add(run);
      order.add(run);
    }
    Comparison c = CrossCheck.judge(problem, runs, published, unique);
    for (Object o : order) {
      writer.write(o instanceof EngineRun run ? row(ResultRows.of(problem, run.result()), run, c, published)
          : (Row) o);
    }
    return c;
  }

  /**
   * Free pawns: each engine counts every pawn placement (a map and a sum, {@link FreePawns}); the counts are compared
   * with each other and with A103330 and its kin. Counted only: a solution is a whole arrangement, not one board's.
   */
  private Comparison compare(FreePawns family, List<EngineSpec> explicit, Session session, ReportWriter writer) {
    Optional<ReferenceCount> published = Published.forFreePawns(family);
    Request base = Request.count().withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE)
        .withTimeLimit(runOptions.timeLimit).withSeed(runOptions.seed);
    List<EngineSpec> specs = explicit != null ? explicit : Engines.all().stream()
        .filter(e -> family.whyUnsupported(e, base) == null)
        .map(e -> EngineSpec.of(e).withDefaults(defaults)).toList();
    if (explicit == null) {
      RunOptions.requireRead(defaults, specs.stream().map(EngineSpec::engine).toList());
    }
    if (specs.isEmpty()) {
      throw new org.nqueenslab.problem.BadInputException("no engine can count " + family.describe()
          + Session.alternatives(family.representative(), base));
    }
    List<EngineRun> runs = new ArrayList<>();
    List<Object> order = new ArrayList<>();
    for (EngineSpec s : specs) {
      if (session.isCancelled()) {
        break;
      }
      int threads = s.engine().capabilities().supports(Feature.THREADS) ? runOptions.threads(1) : 1;
      Request request = base.withThreads(threads).withOptions(s.options());
      String why = family.whyUnsupported(s.engine(), request);
      if (why != null) {
        notRun.add(s.label() + " on " + family.describe());
        order.add(unsupportedRow(family.n(), family.describe(), s, why));
        continue;
      }
      EngineRun run = new EngineRun(s.label(), session.run(s, family, request), null);
      runs.add(run);
      order.add(run);
    }
    Comparison c = CrossCheck.judge(family.representative(), runs, published, unique);
    subjects.put(c, family.describe());
    for (Object o : order) {
      writer.write(o instanceof EngineRun run ? row(ResultRows.of(family, run.result()), run, c, published) : (Row) o);
    }
    return c;
  }

  /** What a comparison was about: its problem, or the free-pawn family it stood for. */
  private String describe(Comparison c) {
    return subjects.getOrDefault(c, c.problem().describe());
  }

  private EngineRun run(Problem problem, EngineSpec s, Optional<ReferenceCount> published, Session session,
      PrintWriter err) {
    Engine engine = s.engine();
    int threads = engine.capabilities().supports(Feature.THREADS) ? runOptions.threads(1) : 1;
    Request base = Request.count().withThreads(threads).withTimeLimit(runOptions.timeLimit).withSeed(runOptions.seed)
        .withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE);
    boolean audit = !unique && engine.capabilities().modes().contains(Mode.ENUMERATE)
        && published.map(ReferenceCount::count).orElse(0L) <= verifyLimit;
    if (runOptions.showProgress()) {
      err.println("compare: " + problem.describe() + ": " + s.label() + (audit ? " (enumerating)" : " (counting)"));
    }
    if (!audit) {
      return new EngineRun(s.label(), session.run(s, problem, base), null);
    }
    SolutionAudit solutions = new SolutionAudit(problem, (int) Math.min(verifyLimit, Integer.MAX_VALUE));
    Request enumerate = base.withMode(Mode.ENUMERATE).withSolutionLimit(verifyLimit + 1).withOnSolution(solutions);
    Result r = session.run(s, problem, enumerate);
    if (r.status() == Status.LIMIT_REACHED) {
      // More solutions than we verify: keep the audit of those seen (validity, repeats) and count the rest.
      r = session.run(s, problem, base);
    }
    return new EngineRun(s.label(), r, solutions);
  }

  private static Row row(Row row, EngineRun run, Comparison c, Optional<ReferenceCount> published) {
    Row out = new Row();
    for (var e : row.cells().entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (e.getKey().equals("board")) {
        out.put("mode", run.audit() == null ? "count" : "enumerate");
      }
    }
    double seconds = run.result().wallTime().toNanos() / 1e9;
    out.put("per_second", seconds > 0 ? Math.round(run.result().solutions() / seconds) : null);
    out.put("published", published.map(p -> Long.valueOf(p.count())).orElse(null));
    out.put("verdict", c.verdicts().get(run.label()));
    return out;
  }

  private static Row unsupportedRow(Integer n, String board, EngineSpec s, String why) {
    return new Row().put("engine", s.label()).put("n", n)
        .put("board", board).put("mode", null).put("status", "UNSUPPORTED").put("solutions", null)
        .put("unique", null).put("millis", null).put("nodes", null).put("statistics", null).put("per_second", null)
        .put("published", null).put("verdict", "not run: " + why);
  }

  private int conclude(List<Comparison> comparisons, boolean interrupted, PrintWriter notes) {
    List<Finding> findings = comparisons.stream().flatMap(c -> c.findings().stream()).toList();
    List<String> unchecked = new ArrayList<>();
    for (Comparison c : comparisons) {
      c.unchecked().forEach(e -> unchecked.add(e + " on " + describe(c)));
    }
    for (Comparison c : comparisons) {
      for (Finding f : c.findings()) {
        notes.println();
        notes.println(describe(c) + ": " + f.message());
        if (f.witness() != null) {
          notes.print(BoardRenderer.render(c.problem(), f.witness(), true));
        }
      }
    }
    notes.println();
    List<String> legend = legend(comparisons);
    if (!legend.isEmpty()) {
      notes.println("counters:");
      legend.forEach(line -> notes.println("  " + line));
    }
    String scope = comparisons.size() + (comparisons.size() == 1 ? " problem" : " problems");
    String sources = String.join(", ", comparisons.stream().flatMap(c -> c.published().stream())
        .map(p -> CrossCheck.citation(p.source(), unique)).distinct().toList());
    String leftOut = (unchecked.isEmpty() ? "" : "; not checked: " + String.join(", ", unchecked))
        + (notRun.isEmpty() ? "" : "; not run (unsupported): " + String.join(", ", notRun));
    if (!findings.isEmpty()) {
      notes.println("verdict: DISAGREEMENT: " + findings.size() + " finding(s) on " + scope + " (above)" + leftOut);
      notes.flush();
      return ExitCodes.DISAGREEMENT;
    }
    notes.println("verdict: " + (interrupted ? "INTERRUPTED: " : "") + "all engines agree on " + scope
        + (sources.isEmpty() ? "" : ", and with the published counts (" + sources + ")") + leftOut);
    notes.flush();
    return interrupted ? ExitCodes.INTERRUPTED : ExitCodes.OK;
  }

  /** What the counters in the table mean (those that appear, and that the legend knows). */
  private static List<String> legend(List<Comparison> comparisons) {
    java.util.Set<String> used = new java.util.HashSet<>();
    comparisons.forEach(c -> c.runs().forEach(r -> used.addAll(r.result().statistics().asMap().keySet())));
    List<String> parts = new ArrayList<>();
    Statistics.LEGEND.forEach((k, v) -> {
      if (used.contains(k)) {
        parts.add(k + ": " + v);
      }
    });
    return parts;
  }
}
