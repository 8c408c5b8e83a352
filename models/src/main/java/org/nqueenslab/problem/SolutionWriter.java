package org.nqueenslab.problem;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes a solution file ({@link SolutionFile} describes the format): a comment, the problem line,
 * then the solutions. A file of one solution with a queen on each of its first ranks is written one
 * rank per line, so that 10^8 queens never make one line; several solutions take a line each.
 */
public final class SolutionWriter {
  private final Writer out;
  private final Problem problem;
  private final boolean single;
  private final char[] digits = new char[11];
  private long written;

  /**
   * A writer of {@code problem}'s solutions to {@code out} (buffer it: numbers go out a few
   * characters at a time); {@code single} when exactly one solution will be written.
   */
  public SolutionWriter(Writer out, Problem problem, boolean single) {
    this.out = out;
    this.problem = problem;
    this.single = single;
  }

  /** Writes one solution, after the comment and the problem line when it is the first. */
  public void write(Placement solution) throws IOException {
    if (single && written > 0) {
      throw new IllegalStateException("a single-solution file takes one solution");
    }
    boolean rankPerLine =
        single
            && SolutionFile.everyRankHoldsAQueen(problem)
            && solution.isOnePerRank()
            && solution.size() > 1;
    if (written++ == 0) {
      head(rankPerLine);
    }
    if (!rankPerLine) {
      out.write(SolutionFile.line(problem, solution));
      out.write('\n');
      return;
    }
    for (int i = 0; i < solution.size(); i++) {
      int value = solution.file(i) + 1;
      int at = digits.length;
      digits[--at] = '\n';
      do {
        digits[--at] = (char) ('0' + value % 10);
        value /= 10;
      } while (value > 0);
      out.write(digits, at, digits.length - at);
    }
  }

  /**
   * Ends the file with the comment that says its listing was cut short ({@link
   * SolutionFile#PARTIAL}), and why: {@code why} is the search's status, such as TIMEOUT.
   */
  public void markPartial(String why) throws IOException {
    out.write(partialComment(why, written));
  }

  /**
   * The line {@link #markPartial} writes, for a listing of {@code solutions} stopped by {@code
   * why}.
   */
  public static String partialComment(String why, long solutions) {
    return "# " + partialNote(why, solutions) + "\n";
  }

  /**
   * What {@link #partialComment} says, without the comment's marks: the words every listing cut
   * short ends with, whatever its format.
   */
  public static String partialNote(String why, long solutions) {
    return SolutionFile.PARTIAL
        + " the search stopped ("
        + why
        + ") after "
        + solutions
        + (solutions == 1 ? " solution" : " solutions")
        + (solutions == 0 ? ": the problem may still have one" : ": the problem may have more");
  }

  /**
   * The line a complete search that found no solution writes where its listing would be ({@link
   * SolutionFile#NONE}).
   */
  public static final String NONE_COMMENT =
      "# " + SolutionFile.NONE + " the search was complete and found none\n";

  /**
   * Writes the file's first comment and problem line, which {@link #write} writes before the first
   * solution.
   */
  private void head(boolean rankPerLine) throws IOException {
    out.write(
        rankPerLine
            ? "# nqueens solution: the problem, then line k is the file (1..n) of the queen on rank k\n"
            : "# nqueens solutions: the problem, then one solution a line: "
                + (problem.isMixed()
                    ? "the squares of the pieces, each after its piece's notation (e.g. Qa1 Nb3)"
                    : SolutionFile.LINE_SYNTAX)
                + "\n");
    out.write(ProblemLine.format(problem));
    out.write('\n');
  }

  /**
   * Writes the problem and {@link #NONE_COMMENT} in place of the listing of a complete search that
   * found no solution; nothing may have been written before.
   */
  public void markNone() throws IOException {
    if (written > 0) {
      throw new IllegalStateException("a listing with solutions cannot say it has none");
    }
    head(false);
    out.write(NONE_COMMENT);
  }

  /** How many solutions have been written. */
  public long written() {
    return written;
  }
}
