package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.optimize.Optimizer;
import org.nqueenslab.optimize.Optimum;
import org.nqueenslab.picture.BoardSheet;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.solve.SolveOutcome;
import org.nqueenslab.solve.SolveRequest;
import org.nqueenslab.solve.SolveRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens solve}: prints one solution (or several, streamed), each checked by the verifier
 * first. It parses and refuses bad input; the workflow lives in {@link org.nqueenslab.solve} (what
 * the engine is asked, the verifier, --unique's classes, how the run ended: {@link SolveRun}), and
 * {@link SolveListing} renders what it hands on.
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Finds and prints solutions; every printed solution is checked by the independent verifier.",
    footer = {
      "",
      "Examples:",
      "  nqueens solve -n 8",
      "  nqueens solve -n 6 --all --format cols",
      "  nqueens solve -n 8 --holes d4,e5 --engine dlx",
      "  nqueens solve -n 8 --unique --format svg --output twelve.svg   (the 12 fundamental solutions)",
      "  nqueens solve -n 8 --pawns d4 --shade-attacks --format png --output board.png",
      "  nqueens solve -n 10000000 --engine qs3 --output q.txt   (then: nqueens verify q.txt)",
      "  nqueens solve --board examples/nine-queens-one-pawn.txt --all -o - | nqueens verify -",
      "",
      "Exit codes: 0 done (no solution is an answer), 1 an engine produced an invalid solution, 2 bad input,"
          + " 4 the time limit stopped the search first (what was found is printed), 130 interrupted."
    })
final class SolveCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  /** From this side on, the default engine's first solution of a plain board takes long. */
  static final int SLOW_FIRST_N = 34;

  @Mixin ProblemOptions problemOptions;
  @Mixin RunOptions runOptions;
  @Mixin OptimizeOption optimize = new OptimizeOption();

  @Option(
      names = "--engine",
      completionCandidates = EngineNames.class,
      paramLabel = "NAME[:KEY=VALUE...]",
      defaultValue = "bitmask",
      description = "Engine to solve with (default: ${DEFAULT-VALUE}; see 'nqueens engines').")
  String engine;

  @Option(names = "--all", description = "Print every solution, as they are found.")
  boolean all;

  @Option(
      names = "--limit",
      paramLabel = "K",
      description =
          "Print at most K solutions (with --unique, K fundamental solutions: the search is stopped"
              + " once they are printed, so it does not count them, unless it ended first).")
  Long limit;

  @Option(
      names = "--unique",
      description =
          "List the fundamental solutions: the canonical member of each symmetry class (its smallest image,"
              + " queens by rank then file), with its class size (2, 4 or 8 on a plain board). Implies --all.")
  boolean unique;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "board",
      description =
          "board (a drawn board), cols (one line per solution: the file of each rank's queen, 1-based,"
              + " from rank 1, or the queens' squares; the lines of a solution file without its problem line, so"
              + " 'verify - -n N ...' reads them), json or csv (one row per solution), svg or png (a picture: one"
              + " board, or a numbered sheet of boards; png needs --output). Default: ${DEFAULT-VALUE}.")
  SolveFormat format;

  @Option(
      names = "--shade-attacks",
      description = "In pictures (svg, png), shade the squares the queens attack.")
  boolean shadeAttacks;

  @Option(names = "--ascii", description = "Draw boards with Q P # . instead of Unicode pieces.")
  boolean ascii;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description =
          "Write the solutions to FILE (- for standard output) instead of printing them, as a solution"
              + " file that states the problem: for boards of any size, one solution or many (--all, --limit). The"
              + " file appears once the run ends, with a solution or with the proof that there is none (a run cut short before its first solution writes no file). Check it later with 'nqueens verify FILE'. With --format svg or"
              + " png, the picture (FILE ending in .svg or .png).")
  Path output;

  enum SolveFormat {
    BOARD,
    COLS,
    JSON,
    CSV,
    SVG,
    PNG;

    boolean isPicture() {
      return this == SVG || this == PNG;
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    optimize.requireCompatible(spec);
    Problem asked =
        optimize.goal() == null
            ? problemOptions.problem()
            : optimize.goal().ask(problemOptions.problem());
    SolveRequest solve = refuseBadInput(asked);
    Optimum optimum = null;
    if (optimize.goal() != null) {
      try (Session session = new Session(runOptions.showProgress(), err)) {
        Request climb =
            solve.supportRequest().withTimeLimit(solve.timeLimit()).withSeed(solve.seed());
        optimum =
            new Optimizer(session, optimize.ladder)
                .find(optimize.goal(), solve.problem(), solve.engine(), climb);
      }
      err.println(optimize.goal().question(solve.problem()) + ": " + optimum.describe());
      if (optimum.invalid() != null) {
        err.println("nqueens solve: " + optimum.invalid());
        return ExitCodes.INTERNAL_ERROR;
      }
      if (optimum.steps().isEmpty()
          || !optimum.proved() && optimum.best() <= 0
          || optimum.status() == org.nqueenslab.engine.Status.INTERRUPTED) {
        return exitCode(optimum); // nothing to show: no square holds a piece, or none was found
      }
      // the placements of the optimum, listed as any problem's, in the time left
      runOptions.timeLimit = optimum.timeLeft(runOptions.timeLimit);
      solve = refuseBadInput(optimum.optimal());
    }
    warnIfSlow(solve, err);
    boolean pictureFile = format.isPicture() && output != null && !output.toString().equals("-");
    try (PictureFile picture = pictureFile ? PictureFile.open(output) : null;
        SolutionOutput file =
            output == null || format.isPicture()
                ? null
                : SolutionOutput.open(output, solve.problem(), !solve.lists(), out);
        Session session = new Session(runOptions.showProgress(), err)) {
      SolveListing listing =
          new SolveListing(
              solve,
              new SolveListing.Look(format, output, ascii, shadeAttacks),
              file,
              picture,
              out,
              err);
      SolveRun.Runner runner =
          optimum != null && optimum.witness() != null && !solve.lists()
              ? replay(optimum)
              : session::run;
      SolveOutcome outcome = new SolveRun(solve, runner, session.cancellation()).run(listing);
      listing.finish(outcome);
      int code = exitCode(outcome.ending());
      return optimum == null || code != ExitCodes.OK ? code : exitCode(optimum);
    } catch (IOException e) {
      throw OutputFile.cannotWrite(output, e);
    } catch (UncheckedIOException e) {
      throw OutputFile.cannotWrite(output, e.getCause());
    }
  }

  /**
   * What was asked, once every option is checked: bad input (one line, exit code 2) is refused
   * before anything is opened or run, the engine's own limits first (a board bitmask cannot solve
   * is not one to draw differently).
   */
  private SolveRequest refuseBadInput(Problem problem) {
    if (limit != null && limit < 1) {
      // checked here, not only by the engine's request: with --unique the engine lists every
      // solution and --limit is this command's own count
      throw new BadInputException(
          "--limit must be at least 1, got " + limit + ": give how many solutions to print");
    }
    if (runOptions.threads != null && runOptions.threads != 1) {
      throw new BadInputException(
          "solve lists solutions on one thread: --threads is for count, compare, report, bench and"
              + " estimate (leave it out)");
    }
    problemOptions.requireNotTheBoard(output, "--output");
    outputFormat();
    requireDrawingOptionsUsed();
    EngineSpec parsed = EngineSpec.parse(engine);
    EngineSpec engineSpec =
        parsed
            .requireOneValueEach(runOptions.engineOptions())
            .withDefaults(runOptions.engineOptions(List.of(parsed.engine())));
    SolveRequest solve =
        SolveRequest.first(problem, engineSpec)
            .withAll(all)
            .withUnique(unique)
            .withLimit(limit)
            .withTimeLimit(runOptions.timeLimit)
            .withSeed(runOptions.seed)
            // a picture needs one more than it can hold, to say when there are too many
            .withRoom(format.isPicture() ? BoardSheet.MAX_BOARDS + 1L : Request.NO_LIMIT);
    Request asked = solve.supportRequest();
    String why = engineSpec.engine().whyUnsupported(problem, asked);
    if (why != null) {
      throw new BadInputException(
          why + Session.alternatives(problem, asked, engineSpec.engine().name()));
    }
    if (output == null && format == SolveFormat.BOARD) {
      BoardRenderer.requireDrawable(
          problem, "draw it with --format svg, write it with --output FILE, or use --format cols");
    }
    if (format.isPicture()) {
      requirePictureOutput(problem);
    }
    return solve;
  }

  /** Refuses a picture that cannot be drawn, or written where --output says. */
  private void requirePictureOutput(Problem problem) {
    BoardSheet.requireDrawable(problem);
    if ((output == null || output.toString().equals("-")) && format == SolveFormat.PNG) {
      throw new BadInputException(
          "--format png writes a binary image: give --output FILE.png (or use --format svg)");
    }
    if (output != null
        && !output.toString().equals("-")
        && PictureFormat.of(output, "--output") != PictureFormat.valueOf(format.name())) {
      throw new BadInputException(
          "--format "
              + format.name().toLowerCase(java.util.Locale.ROOT)
              + " and --output "
              + output
              + " disagree: name the file ."
              + format.name().toLowerCase(java.util.Locale.ROOT));
    }
  }

  /**
   * Warns that the default engine backtracks, and its first solution takes seconds at n = 33,
   * minutes to hours beyond (an instructor drawing a 40 x 40 board waited ten minutes for nothing).
   */
  private void warnIfSlow(SolveRequest solve, PrintWriter err) {
    Problem problem = solve.problem();
    if (!solve.lists()
        && problem.isClassic()
        && problem.rows() >= SLOW_FIRST_N
        && !spec.commandLine().getParseResult().hasMatchedOption("--engine")) {
      err.println(
          "solve: "
              + solve.engine().label()
              + " backtracks to a first solution, which can take minutes to hours on a plain board"
              + " from n = "
              + SLOW_FIRST_N
              + " on: --engine construct places one at once, --engine qs3 finds one in"
              + " milliseconds");
      err.flush();
    }
  }

  /** The exit code of a run that ended so, as the help's footer lists them. */
  /** An optimum not proved is a partial answer, exit 4 (130 when Ctrl-C stopped it). */
  /**
   * The optimum's placement handed on as the first solution of its problem (it was found and
   * verified once; a second search for it could take as long as the first), under the run that
   * found it.
   */
  private static SolveRun.Runner replay(Optimum optimum) {
    Result found = optimum.steps().get(optimum.steps().size() - 1);
    return (spec, problem, request) -> {
      request.onSolution().accept(optimum.witness());
      return new Result(
          found.engine(),
          org.nqueenslab.engine.Status.LIMIT_REACHED,
          1,
          null,
          found.statistics(),
          found.wallTime(),
          found.note());
    };
  }

  private static int exitCode(Optimum optimum) {
    return optimum.proved() ? ExitCodes.OK : ExitCodes.of(optimum.status());
  }

  private static int exitCode(SolveOutcome.Ending ending) {
    return switch (ending) {
      case DONE -> ExitCodes.OK;
      case INVALID_SOLUTION -> ExitCodes.INTERNAL_ERROR;
      case OUTPUT_LOST -> ExitCodes.BAD_INPUT; // Main says, in one line, the output is cut
      case TIME_LIMIT -> ExitCodes.INCOMPLETE;
      case INTERRUPTED -> ExitCodes.INTERRUPTED;
    };
  }

  /**
   * Settles --format against --output FILE: a file named .svg or .png is drawn when no format was
   * given; a text format (other than the default board) given with a file is refused, since the
   * file is a solution file (what verify reads), and so is a picture name with a text format.
   */
  private void outputFormat() {
    if (output == null || format.isPicture()) {
      return; // a picture's file is checked against its format below
    }
    String name = output.getFileName() == null ? "" : output.getFileName().toString();
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    boolean pictureName = lower.endsWith(".svg") || lower.endsWith(".png");
    boolean formatGiven = spec.commandLine().getParseResult().hasMatchedOption("--format");
    if (pictureName && !formatGiven) {
      format = lower.endsWith(".svg") ? SolveFormat.SVG : SolveFormat.PNG;
      return;
    }
    String given = format.name().toLowerCase(java.util.Locale.ROOT);
    if (pictureName) {
      throw new BadInputException(
          "--format "
              + given
              + " and --output "
              + output
              + " disagree: draw it with --format "
              + lower.substring(lower.length() - 3)
              + ", or name the file .txt");
    }
    if (formatGiven && format != SolveFormat.BOARD) { // board, the default, may be spelt out
      throw new BadInputException(
          "--output writes a solution file (the problem, then the solutions, as verify reads it),"
              + " not --format "
              + given
              + (output.toString().equals("-")
                  ? ": leave out --output - for the " + given + " on standard output"
                  : ": leave out --format, or write the " + given + " to a file with '> FILE'"));
    }
  }

  /**
   * Refuses a drawing option the output would ignore, as other options a mode ignores are refused:
   * --ascii draws the text boards (--format board on stdout), --shade-attacks the pictures.
   */
  private void requireDrawingOptionsUsed() {
    String given =
        "--format "
            + format.name().toLowerCase(java.util.Locale.ROOT)
            + (output == null ? "" : " --output " + output);
    if (ascii && !(format == SolveFormat.BOARD && output == null)) {
      throw new BadInputException(
          "--ascii draws the boards solve prints (--format board without --output), and "
              + given
              + " draws none: leave --ascii out");
    }
    if (shadeAttacks && !format.isPicture()) {
      throw new BadInputException(
          "--shade-attacks shades the squares of a picture (--format svg or png), and "
              + given
              + " is not one: leave --shade-attacks out, or ask for a picture");
    }
  }
}
