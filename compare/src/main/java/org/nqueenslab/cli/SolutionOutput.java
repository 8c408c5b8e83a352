package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionWriter;

/**
 * Where {@code solve --output} writes its solution file: standard output for {@code -}, else an
 * {@link OutputFile} put in place by {@link #commit} once the run has ended with a solution or with
 * the proof that there is none, so that a failed run leaves nothing half-written and a run cut
 * short before its first solution leaves the target as it was.
 */
final class SolutionOutput implements AutoCloseable {
  private final OutputFile file;
  private final PrintWriter stdout;
  private final SolutionWriter solutions;
  private boolean saysNone;

  private SolutionOutput(OutputFile file, PrintWriter stdout, Problem problem, boolean single) {
    this.file = file;
    this.stdout = stdout;
    this.solutions = new SolutionWriter(file == null ? stdout : file.writer(), problem, single);
  }

  /**
   * Opens the output now, so that a bad path is refused before the search; {@code single} for one
   * solution.
   */
  static SolutionOutput open(Path target, Problem problem, boolean single, PrintWriter stdout) {
    return target.toString().equals("-")
        ? new SolutionOutput(null, stdout, problem, single)
        : new SolutionOutput(OutputFile.open(target), null, problem, single);
  }

  void write(Placement solution) throws IOException {
    solutions.write(solution);
  }

  /** Ends the listing with the comment that says a time limit or Ctrl-C cut it short. */
  void markPartial(String why) throws IOException {
    solutions.markPartial(why);
  }

  /** See {@link SolutionWriter#markNone}. */
  void markNone() throws IOException {
    solutions.markNone();
    saysNone = true;
  }

  /** True when the output says the problem has no solution ({@link #markNone}). */
  boolean saysNone() {
    return saysNone;
  }

  long written() {
    return solutions.written();
  }

  /**
   * Puts the file in place when it holds a solution or says there is none (standard output is only
   * flushed).
   */
  void commit() throws IOException {
    if (file == null) {
      stdout.flush();
    } else if (written() > 0 || saysNone) {
      file.commit();
    }
  }

  /** Removes the temporary file unless {@link #commit} moved it. */
  @Override
  public void close() throws IOException {
    if (file != null) {
      file.close();
    }
  }
}
