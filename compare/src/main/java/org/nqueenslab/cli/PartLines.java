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
 * {@code nqueens count --parts FILE}: recounts part lines by hand, each printed with a checkpoint
 * line's fields (its check covering the line alone, as the line names no count), so a part that two
 * members counted differently can be checked on a third machine.
 */
final class PartLines {

  private PartLines() {}

  static int count(Path file, PrintWriter out, PrintWriter err) {
    List<String> lines = read(file); // before the session: Ctrl-C at a terminal's stdin just exits
    // the session before the lines are checked (each builds its board: seconds for a long file)
    try (Session session = new Session(false, err)) {
      Cancellation cancellation = session.cancellation();
      List<Part> parts = new ArrayList<>();
      java.util.Map<String, Integer> lineOfKey = new java.util.HashMap<>();
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (cancellation.isCancelled()) {
          err.println("partial: INTERRUPTED while reading the part lines: none counted");
          return ExitCodes.of(Status.INTERRUPTED);
        }
        if (!line.isBlank() && !line.startsWith("#")) {
          Part part;
          try {
            part = Part.parse(line);
          } catch (BadInputException e) {
            throw new BadInputException(file + " line " + (i + 1) + ": " + e.getMessage());
          }
          requireSameCount(file, parts.isEmpty() ? null : parts.get(0), part, i + 1);
          Integer before = lineOfKey.putIfAbsent(part.key(), i + 1);
          if (before != null) {
            // its lines are summed by hand: a part given twice would be counted twice
            throw new BadInputException(
                file
                    + " line "
                    + (i + 1)
                    + " repeats part '"
                    + part.key()
                    + "' of line "
                    + before
                    + ": give each part once");
          }
          parts.add(part);
        }
      }
      if (parts.isEmpty()) {
        throw new BadInputException(
            file + " has no part lines: write them with 'nqueens count --list-parts'");
      }
      Status status = Status.COMPLETE;
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
      return ExitCodes.of(status);
    }
  }

  /**
   * Refuses a part of another count than the first line's (another board, engine or request): the
   * lines printed do not name their count, and would be summed together.
   */
  private static void requireSameCount(Path file, Part first, Part part, int line) {
    if (first != null
        && !(first.engineSpec().equals(part.engineSpec())
            && first.unique() == part.unique()
            && first.problem().equals(part.problem()))) {
      throw new BadInputException(
          file
              + " line "
              + line
              + " is a part of another count than the first line's ("
              + part.engineSpec()
              + (part.unique() ? " unique" : " count")
              + " on "
              + part.problem().describe()
              + ", not "
              + first.engineSpec()
              + (first.unique() ? " unique" : " count")
              + " on "
              + first.problem().describe()
              + "): give the parts of one count per file");
    }
  }

  /** The lines of the parts file, or standard input for {@code -}, read as every input file is. */
  private static List<String> read(Path file) {
    return InputFile.readString(file.toString(), "parts file").lines().toList();
  }
}
