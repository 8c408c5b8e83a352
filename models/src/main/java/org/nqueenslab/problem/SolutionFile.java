package org.nqueenslab.problem;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The solution file format, for boards of any size (10^7 queens make a 78 MB file, written or read in well under a
 * second): plain text, one line per rank, rank 1 first, each line the file of that rank's queen as a number from 1
 * to n (so line 1 = "2" means a queen on b1). Lines starting with {@code #} are comments and blank lines are
 * ignored; {@link #write} puts one comment first, naming n and the format. Example, n = 4:
 *
 * <pre>
 * # nqueens solution: n = 4; line k is the file (1..n) of the queen on rank k
 * 2
 * 4
 * 1
 * 3
 * </pre>
 *
 * <p>Reading and writing stream through a 64 KB buffer with hand-rolled number conversion, one int per queen in
 * memory; {@link #check} reads a file and passes it to the {@link Verifier}, O(n). Only boards with one queen on
 * every rank (every engine's answer on a classic or toroidal board) have this form.
 */
public final class SolutionFile {
  private static final int BUFFER = 1 << 16;

  private SolutionFile() {}

  /** Writes {@code placement} (one queen on every rank) to {@code file}, replacing it. */
  public static void write(Placement placement, Path file) throws IOException {
    try (OutputStream out = Files.newOutputStream(file)) {
      write(placement, out);
    }
  }

  /** Writes {@code placement} (one queen on every rank) to {@code out}; flushes but does not close it. */
  public static void write(Placement placement, OutputStream out) throws IOException {
    if (!placement.isOnePerRank()) {
      throw new IllegalArgumentException("the solution file format needs one queen on every rank: " + placement);
    }
    OutputStream sink = new BufferedOutputStream(out, BUFFER);
    sink.write(("# nqueens solution: n = " + placement.size() + "; line k is the file (1..n) of the queen on rank k\n")
        .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    byte[] digits = new byte[11];
    for (int i = 0; i < placement.size(); i++) {
      int value = placement.file(i) + 1;
      int at = digits.length;
      digits[--at] = '\n';
      do {
        digits[--at] = (byte) ('0' + value % 10);
        value /= 10;
      } while (value > 0);
      sink.write(digits, at, digits.length - at);
    }
    sink.flush();
  }

  /**
   * Reads a solution file as the 0-based file of each rank's queen. {@code expected} (the board size, if known,
   * else 0) sizes the array up front; {@code source} names the input in messages. Throws {@link BadInputException}
   * naming the line for anything that is not a number from 1 up, or for more than {@code expected} queens.
   */
  public static int[] read(InputStream in, String source, int expected) throws IOException {
    int[] files = new int[Math.max(expected, 16)];
    int count = 0;
    byte[] buffer = new byte[BUFFER];
    long line = 1;
    long value = 0;
    boolean digits = false;
    boolean afterNumber = false;
    boolean comment = false;
    boolean lineStart = true;
    for (int read; (read = in.read(buffer)) >= 0; ) {
      for (int k = 0; k < read; k++) {
        byte b = buffer[k];
        if (b == '\n') {
          if (digits) {
            if (expected > 0 && count == expected) {
              throw new BadInputException(source + " line " + line + ": more than " + expected
                  + " queens: the file is for a larger board than n = " + expected);
            }
            if (count == files.length) {
              files = Arrays.copyOf(files, (int) Math.min(Integer.MAX_VALUE - 8, 2L * files.length));
            }
            files[count++] = (int) value - 1;
          }
          line++;
          value = 0;
          digits = false;
          afterNumber = false;
          comment = false;
          lineStart = true;
          continue;
        }
        if (comment) {
          continue;
        }
        if (b == '#' && lineStart) {
          comment = true;
        } else if (b >= '0' && b <= '9' && !afterNumber) {
          value = value * 10 + (b - '0');
          digits = true;
          if (value > Integer.MAX_VALUE) {
            throw bad(source, line, "the number is too large for a board");
          }
        } else if (b == ' ' || b == '\t' || b == '\r') {
          afterNumber = digits;
        } else {
          throw bad(source, line, "unexpected '" + (char) (b & 0xFF) + "'");
        }
        if (b != ' ' && b != '\t') {
          lineStart = false;
        }
      }
    }
    if (digits) {
      // a last line without its newline
      if (expected > 0 && count == expected) {
        throw new BadInputException(source + " line " + line + ": more than " + expected + " queens");
      }
      if (count == files.length) {
        files = Arrays.copyOf(files, files.length + 1);
      }
      files[count++] = (int) value - 1;
    }
    for (int i = 0; i < count; i++) {
      if (files[i] < 0) {
        throw new BadInputException(source + ": rank " + (i + 1) + " has file 0: files are numbered from 1 to n");
      }
    }
    return count == files.length ? files : Arrays.copyOf(files, count);
  }

  /** Reads {@code file} and checks it is a solution of the plain n x n board (or the torus): O(n). */
  public static Verifier.Verdict check(Path file, Problem problem) throws IOException {
    int[] files;
    try (InputStream in = Files.newInputStream(file)) {
      files = read(in, file.toString(), problem.rows());
    }
    if (files.length != problem.queens()) {
      return Verifier.Verdict.invalid("expected " + problem.queens() + " queens (one line per rank), found "
          + files.length);
    }
    return Verifier.verify(problem, Placement.wrapFilesByRank(files));
  }

  private static BadInputException bad(String source, long line, String what) {
    return new BadInputException(source + " line " + line + ": " + what
        + ": write one number per line, the file (1..n) of that rank's queen; # starts a comment");
  }
}
