package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
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
            + " it), each backtrack and each solution, with the board after the step and the engine's counters.",
    footer = {
      "",
      "Examples:",
      "  nqueens trace -n 6",
      "  nqueens trace -n 8 --steps 982   # up to Wirth's first"
          + " solution: 876 tests, 105 backtracks",
      "  nqueens trace -n 6 --engine bitmask --format json",
      "",
      "Exit codes: 0 done (also when --steps cut the search short), 2 bad input."
    })
final class TraceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Option(
      names = "--engine",
      paramLabel = "NAME",
      defaultValue = "wirth",
      description =
          "Engine to trace (default: ${DEFAULT-VALUE}); 'nqueens engines' lists them, not all trace.")
  String engine;

  @Option(
      names = "--steps",
      paramLabel = "K",
      defaultValue = "200",
      description = "Show at most K steps, then stop the search (default: ${DEFAULT-VALUE}).")
  long steps;

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

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Problem problem = problemOptions.problem();
    Engine chosen = Engines.require(engine);
    if (!(chosen instanceof Traceable traceable)) {
      throw new BadInputException(
          "engine '"
              + chosen.name()
              + "' cannot be traced: choose one of "
              + String.join(
                  ", ",
                  Engines.all().stream()
                      .filter(e -> e instanceof Traceable)
                      .map(Engine::name)
                      .toList()));
    }
    if (steps < 1) {
      throw new BadInputException(
          "--steps must be at least 1, got " + steps + ": give how many steps to show");
    }
    String why = chosen.whyUnsupported(problem, Request.enumerate(s -> {}));
    if (why == null) {
      why = traceable.whyNotTraceable(chosen.name(), problem);
    }
    if (why != null) {
      throw new BadInputException(why);
    }
    if (format == TraceFormat.TEXT) {
      BoardRenderer.requireDrawable(problem, "use --format json");
    }
    if (format == TraceFormat.TEXT) {
      out.println(TraceText.legend());
      out.println();
    }
    Tracer tracer =
        new Tracer(
            steps,
            event -> {
              if (format == TraceFormat.TEXT) {
                out.print(TraceText.render(event));
              } else {
                out.println(TraceJson.render(event));
              }
            });
    boolean finished = traceable.trace(problem, tracer);
    out.flush();
    err.println(
        chosen.name()
            + ": "
            + tracer.steps()
            + (tracer.steps() == 1 ? " step" : " steps")
            + (finished
                ? ", the search is complete"
                : ", stopped by --steps " + steps + " (raise it to see more)"));
    return ExitCodes.OK;
  }
}
