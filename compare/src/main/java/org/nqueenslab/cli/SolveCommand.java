package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.picture.BoardSheet;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionFile;
import org.nqueenslab.problem.SolutionWriter;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens solve}: prints one solution (or several, streamed), each checked by the verifier
 * first.
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

  /** Set when {@link #print} stopped the search, --limit fundamental solutions being printed. */
  private volatile boolean stoppedAtLimit;

  /**
   * Set when {@link #print} found standard output gone (a closed pipe, as {@code | head -1} leaves
   * it, or a full disk) and stopped the search: nothing more it finds could be written.
   */
  private volatile boolean outputLost;

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
    Problem problem = problemOptions.problem();
    if (limit != null && limit < 1) {
      // checked here, not only by the engine's request: with --unique the engine lists every
      // solution and --limit is this command's own count
      throw new BadInputException(
          "--limit must be at least 1, got " + limit + ": give how many solutions to print");
    }
    if (runOptions.threads != null && runOptions.threads != 1) {
      throw new BadInputException(
          "solve lists solutions on one thread: --threads is for count, compare and bench (leave it"
              + " out)");
    }
    outputFormat();
    requireDrawingOptionsUsed();
    boolean many = all || unique || limit != null;
    EngineSpec parsed = EngineSpec.parse(engine);
    EngineSpec engineSpec =
        parsed
            .requireOneValueEach(runOptions.engineOptions())
            .withDefaults(runOptions.engineOptions(List.of(parsed.engine())));
    // the engine's own limits first: a board bitmask cannot solve is not one to draw differently
    Request asked =
        Request.of(many ? Mode.ENUMERATE : Mode.FIRST).withOptions(engineSpec.options());
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
    if (!many
        && problem.isClassic()
        && problem.rows() >= SLOW_FIRST_N
        && !spec.commandLine().getParseResult().hasMatchedOption("--engine")) {
      // the default engine backtracks, and its first solution takes seconds at n = 33, minutes to
      // hours beyond (an instructor drawing a 40 x 40 board waited ten minutes for nothing)
      err.println(
          "solve: "
              + engineSpec.label()
              + " backtracks to a first solution, which can take minutes to hours on a plain board"
              + " from n = "
              + SLOW_FIRST_N
              + " on: --engine construct places one at once, --engine qs3 finds one in"
              + " milliseconds");
      err.flush();
    }
    Fundamentals fundamentals = unique ? new Fundamentals(problem) : null;
    List<BoardSheet.Board> sheet = new ArrayList<>();
    ReportWriter rows =
        format == SolveFormat.JSON || format == SolveFormat.CSV
            ? new ReportWriter(Format.valueOf(format.name()), out)
            : null;
    int[] invalid = {0};
    long[] printed = {0};
    boolean pictureFile = format.isPicture() && output != null && !output.toString().equals("-");
    try (PictureFile picture = pictureFile ? PictureFile.open(output) : null;
        SolutionOutput file =
            output == null || format.isPicture()
                ? null
                : SolutionOutput.open(output, problem, !many, out);
        Session session = new Session(runOptions.showProgress(), err)) {
      Sink sink = new Sink(file, rows, sheet, fundamentals, out, err, session.cancellation());
      // the run's time includes verifying and writing each solution as it comes: seconds at 10^8
      // queens, which the summary says apart, so that a search within its limit is not read as
      // one that overran it
      long[] handlingNanos = new long[1];
      Request request =
          Request.of(many ? Mode.ENUMERATE : Mode.FIRST)
              .withSolutionLimit(engineLimit())
              .withTimeLimit(runOptions.timeLimit)
              .withSeed(runOptions.seed)
              .withOnSolution(
                  solution -> {
                    long start = System.nanoTime();
                    print(problem, solution, sink, invalid, printed);
                    handlingNanos[0] += System.nanoTime() - start;
                  });
      Result result = session.run(engineSpec, problem, request);
      boolean cutAtLimit = stoppedAtLimit && result.status() == Status.INTERRUPTED;
      if (cutAtLimit) {
        // stopped by print, with --limit classes printed: the answer asked for, not a partial one
        result = result.withStatus(Status.LIMIT_REACHED);
      }
      if (rows != null) { // an empty listing still has its columns
        rows.csvHeader(
            unique ? List.of("number", "class_size", "solution") : List.of("number", "solution"));
      }
      // a listing cut short says so in its last line, where it outlives this run's exit code; so
      // does a first-solution search stopped before it found one, which is no proof of none
      boolean cutShort = result.status().isPartial() && (many || printed[0] == 0);
      // and an empty listing that is the whole answer says so, for verify to tell it from nothing
      // (a first-solution search that ends COMPLETE without one has proved there is none)
      boolean noneAtAll = result.status() == Status.COMPLETE && printed[0] == 0;
      if (file != null) {
        if (invalid[0] == 0) { // a file only ever holds verified solutions
          // standard output always gets its marker; a file cut short is written only with a
          // solution in it, and a complete search that found none writes its answer: the problem
          // and the line that says it has no solution (a file left as it was held another run's)
          boolean toStdout = output.toString().equals("-");
          if (cutShort && (file.written() > 0 || toStdout)) {
            file.markPartial(result.status().name());
          } else if (noneAtAll) {
            file.markNone();
          }
          commit(file, problem, err, cutShort ? result.status() : null);
        }
      } else if (format == SolveFormat.COLS || format == SolveFormat.BOARD) {
        if (cutShort) {
          out.print(SolutionWriter.partialComment(result.status().name(), printed[0]));
        } else if (noneAtAll) {
          out.print(SolutionWriter.NONE_COMMENT);
        }
      } else if (rows != null && cutShort) { // even when empty: no rows is not "no solutions"
        rows.markPartial(SolutionWriter.partialNote(result.status().name(), printed[0]));
      }
      if (format.isPicture() && invalid[0] == 0) {
        drawSheet(problem, sheet, result, picture, out, err);
      }
      if (fundamentals != null) {
        err.println(
            cutAtLimit
                ? "listed the first "
                    + (limit == 1 ? "fundamental solution" : limit + " fundamental solutions")
                    + " found (--limit); the search stopped there, so they are not counted:"
                    + " --unique without --limit lists and counts them all"
                : fundamentals.summary(result.status().isPartial()));
      }
      out.flush();
      boolean verified = printed[0] > 0 && invalid[0] == 0;
      String seen =
          cutAtLimit && fundamentals != null
              ? result.solutions()
                  + (result.solutions() == 1 ? " solution" : " solutions")
                  + " seen before the stop, "
                  + printed[0]
                  + " of them listed as fundamental"
              : null;
      err.println(summary(result, seen, handlingNanos[0]) + (verified ? "; verified: yes" : ""));
      if (invalid[0] > 0) {
        err.println(
            "error: "
                + invalid[0]
                + " solution(s) from engine "
                + result.engine()
                + " failed verification: please report this bug");
        return ExitCodes.INTERNAL_ERROR;
      }
      if (outputLost) {
        return ExitCodes.BAD_INPUT; // Main says, in one line, that the output is incomplete
      }
      // a solution limit (--limit, or the one solution asked for) is the answer asked for; a time
      // limit is not
      return result.status() == Status.INTERRUPTED
          ? ExitCodes.INTERRUPTED
          : result.status() == Status.TIMEOUT ? ExitCodes.INCOMPLETE : ExitCodes.OK;
    } catch (IOException e) {
      throw OutputFile.cannotWrite(output, e);
    } catch (UncheckedIOException e) {
      throw OutputFile.cannotWrite(output, e.getCause());
    }
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
   * Where each verified solution goes: a solution file, rows, a picture's sheet, or the terminal.
   */
  private record Sink(
      SolutionOutput file,
      ReportWriter rows,
      List<BoardSheet.Board> sheet,
      Fundamentals fundamentals,
      PrintWriter out,
      PrintWriter err,
      Cancellation stop) {}

  /**
   * The engine's solution limit: --limit, except that with --unique the engine lists every solution
   * and only the canonical ones are kept (so --limit counts those, and {@link #print} stops the
   * search once it has printed them); a picture needs one more than it can hold, to say when there
   * are too many.
   */
  private long engineLimit() {
    if (unique) {
      return Request.NO_LIMIT;
    }
    if (limit != null) {
      return limit;
    }
    return format.isPicture() ? BoardSheet.MAX_BOARDS + 1L : Request.NO_LIMIT;
  }

  private void print(
      Problem problem, Placement solution, Sink sink, int[] invalid, long[] printed) {
    Verifier.Verdict verdict = Verifier.verify(problem, solution);
    if (!verdict.valid()) {
      invalid[0]++;
      sink.err().println("INVALID solution " + (printed[0] + 1) + ": " + verdict.reason());
    }
    Integer classSize = null;
    if (sink.fundamentals() != null) {
      // one solution per class: the canonical member, whichever order the engine finds them in
      classSize = sink.fundamentals().classSizeIfCanonical(solution);
      if (classSize == null || (limit != null && printed[0] >= limit)) {
        return;
      }
    }
    long index = ++printed[0];
    if (classSize != null && limit != null && index >= limit) {
      // the classes asked for are printed: the rest of the listing would only be thrown away
      stoppedAtLimit = true;
      sink.stop().cancel();
    }
    PrintWriter out = sink.out();
    if (format.isPicture()) {
      if (sink.sheet().size() <= BoardSheet.MAX_BOARDS) { // one more says there are too many
        sink.sheet().add(new BoardSheet.Board(solution, classSize));
      }
    } else if (sink.file() != null) {
      try {
        sink.file().write(solution);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    } else if (format == SolveFormat.COLS) {
      SolutionFile.write(problem, solution, out); // streamed: a huge solution is no one string
      out.println();
    } else if (sink.rows() != null) {
      Row row = new Row().put("number", index);
      if (classSize != null) {
        row.put("class_size", classSize);
      }
      sink.rows().write(row.put("solution", SolutionFile.line(problem, solution)));
    } else {
      if (index > 1) {
        out.println();
      }
      if (unique || all || limit != null) {
        out.println("No. " + index + (classSize == null ? "" : " \u2014 class of " + classSize));
      }
      out.print(BoardRenderer.render(problem, solution, ascii));
    }
    out.flush();
    if (!outputLost && out.checkError()) {
      outputLost = true;
      sink.stop().cancel();
    }
  }

  /** Draws the collected boards as one picture, to the file or standard output. */
  private void drawSheet(
      Problem problem,
      List<BoardSheet.Board> boards,
      Result result,
      PictureFile picture,
      PrintWriter out,
      PrintWriter err) {
    if (boards.isEmpty()) {
      err.println("no solution to draw" + (picture == null ? "" : ": " + output + " not written"));
      return;
    }
    String what =
        unique
            ? boards.size() + " fundamental solution" + (boards.size() == 1 ? "" : "s")
            : boards.size() == 1 ? "a solution" : boards.size() + " solutions";
    BoardSheet drawing =
        new BoardSheet(
            problem,
            boards,
            shadeAttacks,
            problem.describe()
                + ": "
                + what
                + (result.status().isPartial() ? " (search cut short)" : ""));
    if (picture == null) {
      out.print(drawing.toSvg());
      return;
    }
    picture.write(
        bytes -> {
          if (format == SolveFormat.PNG) {
            drawing.writePng(bytes);
          } else {
            bytes.write(drawing.toSvg().getBytes(java.nio.charset.StandardCharsets.UTF_8));
          }
        });
    err.println("drew " + what + " to " + output);
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

  /**
   * Puts the file in place and says what it holds; a run cut short before its first solution writes
   * nothing.
   */
  private void commit(SolutionOutput file, Problem problem, PrintWriter err, Status cutShort)
      throws IOException {
    file.commit();
    if (output.toString().equals("-")) {
      return;
    }
    if (file.saysNone()) {
      err.println("wrote to " + output + " that the problem has no solution");
    } else if (file.written() == 0) {
      err.println(
          "no solution to write: "
              + output
              + " not written (the search stopped before finding one)");
    } else {
      err.println(
          "wrote "
              + (file.written() == 1
                  ? problem.queens() + (problem.queens() == 1 ? " queen" : " queens")
                  : file.written() + " solutions")
              + " to "
              + output
              + (cutShort == null
                  ? ""
                  : " (a partial listing: the search stopped, "
                      + cutShort
                      + "; its last line says so)"));
    }
  }

  /** Verifying and writing the solutions shorter than this is not said apart in the summary. */
  private static final long HANDLING_SAID_FROM_NANOS = 100_000_000;

  /**
   * The run's line on stderr; {@code seen} replaces its count of solutions when not null, and the
   * time spent verifying and writing solutions ({@code handlingNanos}) is said apart when long.
   */
  private static String summary(Result r, String seen, long handlingNanos) {
    String found =
        seen != null
            ? seen
            : r.solutions() == 0
                ? (r.status() == Status.COMPLETE
                    ? "no solution exists (the search was complete)"
                    : "no solution found")
                : r.solutions() + (r.solutions() == 1 ? " solution" : " solutions");
    // every counter the engine reports, nodes first as before: e.g. QS3's pairs tested and swaps
    // (Sosic & Gu)
    StringBuilder nodes = new StringBuilder();
    if (r.statistics().nodes() >= 0) {
      nodes.append(", ").append(r.statistics().nodes()).append(" nodes");
    }
    r.statistics()
        .asMap()
        .forEach(
            (name, value) -> {
              if (!name.equals(org.nqueenslab.engine.Statistics.NODES)) {
                nodes.append(", ").append(value).append(' ').append(name);
              }
            });
    String note = r.note() == null ? "" : "; " + r.note();
    return r.engine()
        + ": "
        + found
        + ", "
        + ResultRows.status(r.status())
        + ", "
        + ResultRows.millis(r)
        + " ms"
        + (handlingNanos >= HANDLING_SAID_FROM_NANOS
            ? " (" + Math.round(handlingNanos / 1e6) + " ms of it verifying and writing solutions)"
            : "")
        + nodes
        + note;
  }
}
