package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cli.SolveCommand.SolveFormat;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.picture.BoardSheet;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionFile;
import org.nqueenslab.problem.SolutionWriter;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import org.nqueenslab.solve.NumberedSolution;
import org.nqueenslab.solve.SolveOutcome;
import org.nqueenslab.solve.SolveRequest;
import org.nqueenslab.solve.SolveRun;

/**
 * Renders {@code nqueens solve}: each solution {@link SolveRun} hands on, as it comes (to a
 * solution file, rows, a picture's sheet or the terminal), then the closing lines of its {@link
 * SolveOutcome}.
 */
final class SolveListing implements SolveRun.Output {

  /** How the command line asked to show the solutions. */
  record Look(SolveFormat format, Path output, boolean ascii, boolean shadeAttacks) {}

  private final SolveRequest solve;
  private final Problem problem;
  private final SolveFormat format;
  private final Path output;
  private final Look look;
  private final SolutionOutput file;
  private final PictureFile picture;
  private final ReportWriter rows;
  private final List<BoardSheet.Board> sheet = new ArrayList<>();
  private final PrintWriter out;
  private final PrintWriter err;

  /**
   * @param file the solution file of --output (null when the solutions are shown, not written)
   * @param picture the picture file of --output (null unless a picture is drawn to a file)
   */
  SolveListing(
      SolveRequest solve,
      Look look,
      SolutionOutput file,
      PictureFile picture,
      PrintWriter out,
      PrintWriter err) {
    this.solve = solve;
    this.problem = solve.problem();
    this.look = look;
    this.format = look.format();
    this.output = look.output();
    this.file = file;
    this.picture = picture;
    this.rows =
        format == SolveFormat.JSON || format == SolveFormat.CSV
            ? new ReportWriter(Format.valueOf(format.name()), out)
            : null;
    this.out = out;
    this.err = err;
  }

  @Override
  public void invalid(long number, String reason) {
    err.println("INVALID solution " + number + ": " + reason);
  }

  @Override
  public boolean take(NumberedSolution solution) {
    long index = solution.number();
    Integer classSize = solution.classSize();
    if (format.isPicture()) {
      if (sheet.size() <= BoardSheet.MAX_BOARDS) { // one more says there are too many
        sheet.add(new BoardSheet.Board(solution.placement(), classSize));
      }
    } else if (file != null) {
      try {
        file.write(solution.placement());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    } else if (format == SolveFormat.COLS) {
      // streamed: a huge solution is no one string
      SolutionFile.write(problem, solution.placement(), out);
      out.println();
    } else if (rows != null) {
      Row row = new Row().put("number", index);
      if (classSize != null) {
        row.put("class_size", classSize);
      }
      rows.write(row.put("solution", SolutionFile.line(problem, solution.placement())));
    } else {
      if (index > 1) {
        out.println();
      }
      if (solve.lists()) {
        out.println("No. " + index + (classSize == null ? "" : " \u2014 class of " + classSize));
      }
      out.print(BoardRenderer.render(problem, solution.placement(), look.ascii()));
    }
    out.flush();
    return !out.checkError();
  }

  /**
   * The closing lines: the listing's last line (cut short, or no solution at all), the file put in
   * place or the picture drawn, the fundamental solutions' summary, the run's summary and the error
   * an invalid solution is.
   */
  void finish(SolveOutcome outcome) throws IOException {
    Result result = outcome.result();
    if (rows != null) { // an empty listing still has its columns
      rows.csvHeader(
          solve.unique()
              ? List.of("number", "class_size", "solution")
              : List.of("number", "solution"));
    }
    endListing(outcome);
    if (format.isPicture() && outcome.invalid() == 0) {
      drawSheet(result);
    }
    if (outcome.fundamentals() != null) {
      err.println(
          outcome.cutAtLimit()
              ? "listed the first "
                  + (solve.limit() == 1
                      ? "fundamental solution"
                      : solve.limit() + " fundamental solutions")
                  + " found (--limit); the search stopped there, so they are not counted:"
                  + " --unique without --limit lists and counts them all"
              : outcome.fundamentals().summary(result.status().isPartial()));
    }
    out.flush();
    String seen =
        outcome.cutAtLimit() && outcome.fundamentals() != null
            ? result.solutions()
                + (result.solutions() == 1 ? " solution" : " solutions")
                + " seen before the stop, "
                + outcome.handedOn()
                + " of them listed as fundamental"
            : null;
    err.println(
        summary(result, seen, outcome.handlingNanos())
            + (outcome.verified() ? "; verified: yes" : ""));
    if (outcome.invalid() > 0) {
      err.println(
          "error: "
              + outcome.invalid()
              + " solution(s) from engine "
              + result.engine()
              + " failed verification: please report this bug");
    }
  }

  /**
   * Ends the listing: a listing cut short says so in its last line, where it outlives this run's
   * exit code, and an empty listing that is the whole answer says so, for verify to tell it from
   * nothing.
   */
  private void endListing(SolveOutcome outcome) throws IOException {
    Result result = outcome.result();
    boolean cutShort = outcome.cutShort();
    if (file != null) {
      if (outcome.invalid() == 0) { // a file only ever holds verified solutions
        // standard output always gets its marker; a file cut short is written only with a
        // solution in it, and a complete search that found none writes its answer: the problem
        // and the line that says it has no solution (a file left as it was held another run's)
        boolean toStdout = output.toString().equals("-");
        if (cutShort && (file.written() > 0 || toStdout)) {
          file.markPartial(result.status().name());
        } else if (outcome.noneAtAll()) {
          file.markNone();
        }
        commit(cutShort ? result.status() : null);
      }
    } else if (format == SolveFormat.COLS || format == SolveFormat.BOARD) {
      if (cutShort) {
        out.print(SolutionWriter.partialComment(result.status().name(), outcome.handedOn()));
      } else if (outcome.noneAtAll()) {
        out.print(SolutionWriter.NONE_COMMENT);
      }
    } else if (rows != null && cutShort) { // even when empty: no rows is not "no solutions"
      rows.markPartial(SolutionWriter.partialNote(result.status().name(), outcome.handedOn()));
    }
  }

  /** Draws the collected boards as one picture, to the file or standard output. */
  private void drawSheet(Result result) {
    if (sheet.isEmpty()) {
      err.println("no solution to draw" + (picture == null ? "" : ": " + output + " not written"));
      return;
    }
    String what =
        solve.unique()
            ? sheet.size() + " fundamental solution" + (sheet.size() == 1 ? "" : "s")
            : sheet.size() == 1 ? "a solution" : sheet.size() + " solutions";
    BoardSheet drawing =
        new BoardSheet(
            problem,
            sheet,
            look.shadeAttacks(),
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
   * Puts the file in place and says what it holds; a run cut short before its first solution writes
   * nothing.
   */
  private void commit(Status cutShort) throws IOException {
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
