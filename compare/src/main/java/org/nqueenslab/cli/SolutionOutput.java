package org.nqueenslab.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionWriter;

/**
 * Where {@code solve --output} writes its solution file: standard output for {@code -}, else a
 * temporary file beside the target, moved into place by {@link #commit} once the run has ended, so
 * that a failed run leaves nothing half-written and a run without solutions leaves the target as it
 * was.
 */
final class SolutionOutput implements AutoCloseable {
  private final Path target;
  private final Path temporary;
  private final Writer writer;
  private final SolutionWriter solutions;

  private SolutionOutput(
      Path target, Path temporary, Writer writer, Problem problem, boolean single) {
    this.target = target;
    this.temporary = temporary;
    this.writer = writer;
    this.solutions = new SolutionWriter(writer, problem, single);
  }

  /**
   * Opens the output now, so that a bad path is refused before the search; {@code single} for one
   * solution.
   */
  static SolutionOutput open(Path target, Problem problem, boolean single, PrintWriter stdout) {
    if (target.toString().equals("-")) {
      return new SolutionOutput(target, null, stdout, problem, single);
    }
    Path dir = target.toAbsolutePath().getParent();
    if (Files.isDirectory(target) || !Files.isDirectory(dir)) {
      throw new BadInputException(
          "cannot write "
              + target
              + ": "
              + (Files.isDirectory(target) ? "it is a directory" : "there is no directory " + dir)
              + ": check the path");
    }
    try {
      // named by hand, not createTempFile: that one is private to its owner, and the file should
      // get the usual mode
      Path temporary =
          dir.resolve("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".part");
      Writer writer =
          new BufferedWriter(
              Files.newBufferedWriter(temporary, StandardCharsets.US_ASCII), 1 << 16);
      return new SolutionOutput(target, temporary, writer, problem, single);
    } catch (IOException e) {
      throw new BadInputException(
          "cannot write "
              + target
              + " ("
              + e.getMessage()
              + "): check the path and its"
              + " permissions");
    }
  }

  void write(Placement solution) throws IOException {
    solutions.write(solution);
  }

  long written() {
    return solutions.written();
  }

  /** Puts the file in place when it holds a solution (standard output is only flushed). */
  void commit() throws IOException {
    writer.flush();
    if (temporary != null && written() > 0) {
      writer.close();
      Files.move(
          temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
  }

  /** Removes the temporary file unless {@link #commit} moved it. */
  @Override
  public void close() throws IOException {
    if (temporary != null) {
      writer.close();
      Files.deleteIfExists(temporary);
    }
  }
}
