package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartCounter;

/**
 * {@code nqueens count --parts FILE}: recounts part lines by hand, one checkpoint line each, so a
 * part that two members counted differently can be checked on a third machine.
 */
final class PartLines {

  private PartLines() {}

  static int count(Path file, PrintWriter out, PrintWriter err) {
    List<Part> parts = new ArrayList<>();
    for (String line : read(file)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        parts.add(Part.parse(line));
      }
    }
    if (parts.isEmpty()) {
      throw new BadInputException(
          file + " has no part lines: write them with 'nqueens count --list-parts'");
    }
    Status status = Status.COMPLETE;
    try (Session session = new Session(false, err)) {
      Cancellation cancellation = session.cancellation();
      for (Part part : parts) {
        PartCount c = PartCounter.count(part, null, cancellation, "local");
        status = Status.combine(status, c.status());
        if (c.status() != Status.COMPLETE) {
          err.println("partial: " + c.status() + " while counting part " + c.key());
          break;
        }
        out.println(c.text());
        out.flush();
      }
    }
    return ExitCodes.of(status);
  }

  /** The lines of the parts file, or standard input for {@code -}, read as every input file is. */
  private static List<String> read(Path file) {
    return InputFile.readString(file.toString(), "parts file").lines().toList();
  }
}
