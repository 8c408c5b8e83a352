package org.nqueenslab.cluster;

import java.time.Duration;
import java.util.Locale;
import org.nqueenslab.engine.RequestChecks;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.split.Part;

/**
 * What a worker takes from a coordinator, set by the worker ({@code --max-part-size}, {@code
 * --max-part-seconds}) rather than by whoever sends the part: the largest board a part may have,
 * and the longest a part may run whatever deadline it carries (none: the sender's alone). A part
 * beyond them is refused in one line naming the limit, before its line is parsed or its model
 * built.
 *
 * @param maxSquares the most squares (ranks times files) of a part's board
 * @param maxTime the longest one part runs on this member, or null for the sender's deadline alone
 */
public record PartLimits(long maxSquares, Duration maxTime) {
  /**
   * 65,536 squares (256 x 256): far beyond any board a count finishes, far below a heap's worth.
   */
  public static final long DEFAULT_MAX_SQUARES = 65_536;

  /** The limits of a worker started without the options. */
  public static final PartLimits DEFAULT = new PartLimits(DEFAULT_MAX_SQUARES, null);

  /**
   * The heap a part's model may take a square, checked before it is built: choco's 0/1 model of a
   * 100 x 100 board with a pawn counted in a JVM of 128 MB and not of 64 MB (2026-11-29), under 10
   * KB a square with the JVM's own share; the engines with an estimate of their own (dlx) check it
   * too.
   */
  static final long HEAP_BYTES_PER_SQUARE = 8 << 10;

  /** The key of the limits in a member's user context, where its tasks find them. */
  static final String CONTEXT_KEY = "nqueens.part-limits";

  /**
   * The longest part line of a board within the limit: a board line writes a character a square and
   * a separator a rank, and the engine, request and key are short; anything longer is refused
   * unread.
   */
  long maxLineChars() {
    return 2 * maxSquares + 4_096;
  }

  /**
   * The part of {@code line}, read once it is within the limits.
   *
   * @throws BadInputException naming the limit and {@code member} when the part is beyond it
   */
  Part admit(String line, String member) {
    if (line.length() > maxLineChars()) {
      throw refusal(
          "member %s refuses a part line of %,d characters: its board is larger than the"
              + " %,d squares it takes (worker --max-part-size)",
          member, line.length(), maxSquares);
    }
    Part part = Part.parse(line);
    long squares = (long) part.problem().rows() * part.problem().cols();
    if (squares > maxSquares) {
      throw refusal(
          "member %s refuses a part of a %d x %d board (%,d squares): it takes at most %,d"
              + " (worker --max-part-size)",
          member, part.problem().rows(), part.problem().cols(), squares, maxSquares);
    }
    RequestChecks.heap(
        "member " + member + ": a part of " + part.problem().describe(),
        (double) squares * HEAP_BYTES_PER_SQUARE,
        "count a smaller board");
    return part;
  }

  private static BadInputException refusal(String format, Object... args) {
    return new BadInputException(String.format(Locale.ROOT, format, args));
  }

  /**
   * How long a part may run from now: the sender's deadline ({@code deadlineEpochMillis}, 0 for
   * none) capped by {@link #maxTime}; null for no limit.
   */
  Duration timeLimit(long deadlineEpochMillis) {
    Duration sender =
        deadlineEpochMillis == 0
            ? null
            : Duration.ofMillis(Math.max(1, deadlineEpochMillis - System.currentTimeMillis()));
    if (maxTime == null) {
      return sender;
    }
    return sender == null || maxTime.compareTo(sender) < 0 ? maxTime : sender;
  }
}
