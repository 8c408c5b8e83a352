package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
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
      "Exit codes: 0 counted (zero solutions included), 2 bad input, 4 incomplete (the time limit stopped the count:"
          + " what was counted is printed, marked TIMEOUT), 130 interrupted (partial count printed)."
    })
final class CountCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;
  @Mixin FreePawnsOption freePawns;
  @Mixin RunOptions runOptions;

  @Option(
      names = "--engine",
      paramLabel = "NAME[:KEY=VALUE...]",
      defaultValue = "bitmask",
      description = "Engine to count with (default: ${DEFAULT-VALUE}; see 'nqueens engines').")
  String engine;

  @Option(
      names = "--unique",
      description =
          "Also count fundamental solutions: classes of solutions equal up to the board's symmetries.")
  boolean unique;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "table",
      description =
          "table, csv, json (one object per line) or plain (just the count). Default: ${DEFAULT-VALUE}.")
  FormatOption format;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    FreePawns family =
        freePawns.given() ? single(problemOptions.freePawnFamilies(freePawns.k)) : null;
    Problem problem = family == null ? problemOptions.problem() : null;
    EngineSpec parsed = EngineSpec.parse(engine);
    EngineSpec engineSpec = parsed.withDefaults(runOptions.engineOptions(List.of(parsed.engine())));
    int given = runOptions.threads(RunOptions.cores());
    int threads = engineSpec.engine().capabilities().supports(Feature.THREADS) ? given : 1;
    Request request =
        Request.count()
            .withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE)
            .withTimeLimit(runOptions.timeLimit)
            .withThreads(threads)
            .withSeed(runOptions.seed);
    try (Session session = new Session(runOptions.showProgress(), err)) {
      Subject subject = family == null ? Subject.of(problem) : Subject.of(family);
      Result result = session.run(engineSpec, subject, request);
      if (format == FormatOption.PLAIN) {
        out.println(result.solutions() + (result.unique() == null ? "" : " " + result.unique()));
      } else {
        ReportWriter writer = new ReportWriter(Format.valueOf(format.name()), out);
        writer.write(ResultRows.of(subject, result));
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
                + " solutions; the count is a lower bound");
      }
      return ExitCodes.of(result.status());
    }
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
