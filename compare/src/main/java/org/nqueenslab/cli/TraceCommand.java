package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.TraceJson;
import org.nqueenslab.trace.TraceText;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens trace}: a search step by step, for the classroom: the board after each step, or
 * JSON lines.
 */
@Command(
    name = "trace",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Shows a search step by step: each queen placed, each square rejected (and which queen attacks"
            + " it), each backtrack and each solution; Choco's decisions, prunings and failures; a local"
            + " search's repairs; with the board after the step and the engine's counters.",
    footer = {
      "",
      "Examples:",
      "  nqueens trace -n 6",
      "  nqueens trace -n 8 --steps 982   # up to Wirth's first"
          + " solution: 876 tests, 105 backtracks",
      "  nqueens trace -n 6 --engine bitmask --format json",
      "  nqueens trace -n 6 --engine choco               # decisions, propagation, failures",
      "  nqueens trace -n 8 --engine minconflicts --seed 3 --compact",
      "  nqueens trace -n 5 --dominate --engine bnb        # branch and bound: covers, bound cuts",
      "  nqueens trace --board examples/nine-queens-one-pawn.txt --engine dlx --until-solution 1",
      "",
      "Exit codes: 0 done (also when --steps or --until-solution cut the search short), 2 bad input,"
          + " 130 interrupted (Ctrl-C: the steps shown so far)."
    })
final class TraceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Option(
      names = "--engine",
      completionCandidates = EngineNames.class,
      paramLabel = "NAME",
      defaultValue = "wirth",
      description =
          "Engine to trace (default: ${DEFAULT-VALUE}); 'nqueens engines' lists them and which trace.")
  String engine;

  @Option(
      names = "--steps",
      paramLabel = "K",
      defaultValue = "200",
      description = "Show at most K steps, then stop the search (default: ${DEFAULT-VALUE}).")
  long steps;

  @Option(
      names = "--until-solution",
      paramLabel = "K",
      description =
          "Stop the search at its K-th solution (default: every solution, within --steps).")
  Long untilSolution;

  @Option(
      names = "--dominate",
      description =
          "Trace an engine's own search for the fewest pieces that dominate the board (bnb's"
              + " branch and bound: each piece placed, each node the bound cuts, each better cover).")
  boolean dominate;

  @Option(
      names = "--independent",
      description = "With --dominate: no two pieces may attack each other.")
  boolean independent;

  @Option(
      names = "--compact",
      description = "Text: one line per step, without the board (for long traces).")
  boolean compact;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed for the randomised engines, as in solve (default: ${DEFAULT-VALUE}).")
  long seed = 1L;

  @Option(
      names = "--option",
      paramLabel = "KEY=VALUE",
      description =
          "An engine setting the trace reads (choco: config; minconflicts: repairs; qs2: c1, c2);"
              + " repeatable.")
  List<String> options = new ArrayList<>();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description =
          "text (a line and the board after each step) or json (one JSON object per step and line)."
              + " Default: ${DEFAULT-VALUE}.")
  TraceFormat format;

  enum TraceFormat {
    TEXT,
    JSON
  }

  /** " (engines that can trace it: dlx, wirth)", or what to change when none can. */
  private static String tracersThatCan(Problem problem) {
    List<String> can =
        Session.enginesThat(
            e ->
                e instanceof Traceable t
                    && e.whyUnsupported(problem, Request.of(t.traceMode())) == null
                    && t.whyNotTraced(e.name(), problem) == null);
    return can.isEmpty()
        ? " (no engine traces this board: trace a smaller or plainer one)"
        : " (engines that can trace it: " + String.join(", ", can) + ")";
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Problem problem = problemOptions.problem();
    // NAME or NAME:key=value, as every command takes it; its options join --option's
    EngineSpec named = EngineSpec.parse(engine);
    Engine chosen = named.engine();
    if (!(chosen instanceof Traceable traceable)) {
      throw new BadInputException(
          "engine '"
              + chosen.name()
              + "' cannot be traced: choose one of "
              + String.join(", ", Session.enginesThat(e -> e instanceof Traceable)));
    }
    problem = dominating(problem, traceable, chosen.name());
    if (steps < 1) {
      throw new BadInputException(
          "--steps must be at least 1, got " + steps + ": give how many steps to show");
    }
    String why = traceable.whyNotThesePieces(chosen.name(), problem);
    if (why == null) {
      why = chosen.whyUnsupported(problem, Request.of(traceable.traceMode()));
    }
    if (why == null) {
      why = traceable.whyNotTraceable(chosen.name(), problem);
    }
    if (why != null) {
      throw new BadInputException(why + tracersThatCan(problem));
    }
    if (untilSolution != null && untilSolution < 1) {
      throw new BadInputException(
          "--until-solution must be at least 1, got "
              + untilSolution
              + ": give the solution to stop at");
    }
    if (compact && format == TraceFormat.JSON) {
      throw new BadInputException(
          "--compact shortens the text trace; JSON is one line per step already: drop --compact");
    }
    if (format == TraceFormat.TEXT && !compact) {
      BoardRenderer.requireDrawable(problem, "use --compact or --format json");
    }
    Map<String, String> engineOptions = new LinkedHashMap<>(named.options());
    options.forEach(o -> EngineSpec.putOption(engineOptions, o, "--option " + o));
    for (String key : engineOptions.keySet()) {
      if (!traceable.traceOptionNames().contains(key)) {
        throw new BadInputException(
            "engine '"
                + chosen.name()
                + "' reads no option '"
                + key
                + "' in a trace"
                + (traceable.traceOptionNames().isEmpty()
                    ? ": drop it"
                    : ": use " + String.join(", ", new TreeSet<>(traceable.traceOptionNames()))));
      }
    }
    Request settings = Request.of(traceable.traceMode()).withSeed(seed).withOptions(engineOptions);
    TraceHeader header = traceable.traceHeader(chosen.name(), problem, settings);
    if (format == TraceFormat.TEXT) {
      // the header's sentences wrapped to a terminal's width (they ran to 632 columns); a board's
      // lines have no spaces and stay whole, and a step is one line in either form, so that grep
      // '^step' reads the same steps from both
      PrintWriter wrapped = new PrintWriter(new WrappingWriter(out, TableColumnsOption.TERMINAL));
      wrapped.print(TraceText.header(header));
      if (!compact) {
        wrapped.println(
            TraceText.legend(
                header, traceable.traceRejectsSquares(), traceable.traceVacatesSquares()));
        wrapped.println();
      }
      wrapped.flush();
    } else {
      out.println(TraceJson.header(header));
    }
    Tracer tracer =
        new Tracer(
            steps,
            untilSolution == null ? Tracer.ALL_SOLUTIONS : untilSolution,
            event -> {
              if (format == TraceFormat.JSON) {
                out.println(TraceJson.render(event));
              } else if (compact) {
                out.println(TraceText.line(event));
              } else {
                out.print(TraceText.render(event));
              }
            });
    boolean finished;
    boolean interrupted;
    try (Session session = new Session(false, err)) {
      // Ctrl-C stops the search, and so does a standard output gone (| head -1): no step could
      // be shown
      finished =
          traceable.trace(
              problem,
              settings,
              tracer.stoppingWhen(() -> session.isCancelled() || out.checkError()));
      interrupted = session.isCancelled() && !finished;
      End end = end(traceable.traceMode(), tracer, finished, interrupted);
      String shown = tracer.steps() + (tracer.steps() == 1 ? " step, " : " steps, ") + end.words();
      // the trace's own last line says how it ended, so that a saved trace tells a whole search
      // from one cut short; stderr has it too, as every command's summary
      if (format == TraceFormat.JSON) {
        out.println(TraceJson.end(tracer.steps(), end.status(), tracer.solutions(), end.words()));
      } else {
        out.println("end of trace: " + shown); // after a board's blank line, or a compact line
      }
      out.flush();
      err.println(chosen.name() + ": " + shown);
    }
    return interrupted ? ExitCodes.INTERRUPTED : ExitCodes.OK;
  }

  /**
   * The problem under --dominate's rule, refused in one line where it cannot be: the number of
   * pieces is what the search finds, and only an engine that traces its own optimization shows it.
   */
  private Problem dominating(Problem problem, Traceable traceable, String name) {
    if (independent && !dominate) {
      throw new BadInputException("--independent asks for independent domination: add --dominate");
    }
    if (!dominate) {
      return problem;
    }
    for (String given : List.of("--queens", "--piece-counts")) {
      if (spec.commandLine().getParseResult().hasMatchedOption(given)) {
        throw new BadInputException(
            "trace --dominate shows the search for how many pieces it takes: drop " + given);
      }
    }
    if (!traceable.tracesOptimization()) {
      throw new BadInputException(
          "engine '"
              + name
              + "' traces placements, not a search for the fewest pieces: trace --dominate with "
              + String.join(
                  ", ",
                  Session.enginesThat(e -> e instanceof Traceable t && t.tracesOptimization())));
    }
    org.nqueenslab.problem.Rule rule =
        independent
            ? org.nqueenslab.problem.Rule.INDEPENDENT_DOMINATING
            : org.nqueenslab.problem.Rule.DOMINATING;
    return problem.toBuilder().rule(rule).build();
  }

  /** How a trace ended: a status word (as the JSON's last line has it) and what it means. */
  private record End(String status, String words) {}

  private End end(Mode mode, Tracer tracer, boolean finished, boolean interrupted) {
    if (interrupted) {
      return new End("INTERRUPTED", "INTERRUPTED by Ctrl-C: the search had not ended");
    } else if (tracer.cut()) {
      // the tracer dropped a step past the bound, so the search had more to show, even when the
      // engine then ended as if it had finished (a local search whose dropped step is its solution)
      return new End(
          "STEP_LIMIT",
          "stopped by --steps " + steps + " (raise it to see more): the search had not ended");
    } else if (finished) {
      return mode == Mode.FIRST
          ? new End("FOUND", "the search ended on its solution")
          : new End("COMPLETE", "the search is complete");
    } else if (untilSolution != null && tracer.solutions() >= untilSolution) {
      return new End("FOUND", "stopped at solution " + untilSolution + " by --until-solution");
    }
    return new End("STOPPED", "the search stopped before its end"); // no bound: not expected
  }
}
