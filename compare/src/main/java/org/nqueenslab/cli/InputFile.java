package org.nqueenslab.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.nqueenslab.problem.BadInputException;

/**
 * How every command opens a file it reads (a board, a solution file, an exact cover; {@code -} is
 * standard input): a UTF-8 byte-order mark is skipped, and a path that cannot be read, or bytes
 * that are not text, are reported in one line of plain words.
 */
final class InputFile {
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private InputFile() {}

  /** The bytes of {@code name} ({@code what}: "board file", ...), after any byte-order mark. */
  static InputStream open(String name, String what) {
    InputStream in;
    if (name.equals("-")) {
      in = System.in;
    } else {
      Path path = existing(name, what);
      try {
        in = Files.newInputStream(path);
      } catch (IOException e) {
        throw cannotRead(name, what, e);
      }
    }
    try {
      return withoutBom(new BufferedInputStream(in, 1 << 16));
    } catch (IOException e) {
      throw cannotRead(name, what, e);
    }
  }

  /** The text of {@code name}, read as UTF-8, malformed bytes reported rather than replaced. */
  static Reader reader(String name, String what) {
    return new InputStreamReader(
        open(name, what),
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT));
  }

  /**
   * The most characters a file read whole may hold (a board or a parts file): far beyond any board
   * an engine takes (dlx's 1024 x 1024 is a megabyte), and a bound on a file that never ends
   * ({@code /dev/zero}, {@code yes |}), which ran the heap out after 6 to 20 s.
   */
  static final int MAX_WHOLE_CHARS = 64 << 20;

  /** The whole text of {@code name}, refused when it is not text or longer than any we read. */
  static String readString(String name, String what) {
    try (Reader in = reader(name, what)) {
      StringBuilder sb = new StringBuilder();
      char[] buffer = new char[1 << 14];
      for (int n; (n = in.read(buffer)) >= 0; ) {
        for (int i = 0; i < n; i++) {
          if (buffer[i] == 0) {
            throw new BadInputException(
                what + " " + shown(name) + " holds a NUL character: it is not a text file");
          }
        }
        if (sb.length() + n > MAX_WHOLE_CHARS) {
          throw new BadInputException(
              what
                  + " "
                  + shown(name)
                  + " is longer than "
                  + (MAX_WHOLE_CHARS >> 20)
                  + " MB, more than any "
                  + what
                  + " this toolkit reads: give the file itself, not a stream that never ends");
        }
        sb.append(buffer, 0, n);
      }
      return sb.toString();
    } catch (IOException e) {
      throw cannotRead(name, what, e);
    }
  }

  /** One line saying why {@code name} could not be read, without exception class names. */
  static BadInputException cannotRead(String name, String what, Exception e) {
    String shown = shown(name);
    if (e instanceof CharacterCodingException) {
      return new BadInputException(
          what + " " + shown + " is not text (it is not UTF-8): give it as plain text");
    }
    if (e instanceof AccessDeniedException) {
      return new BadInputException(
          "cannot read " + what + " " + shown + ": permission denied; check its permissions");
    }
    String why = e.getMessage() == null ? "the read failed" : e.getMessage();
    return new BadInputException("cannot read " + what + " " + shown + ": " + why);
  }

  private static String shown(String name) {
    return name.equals("-") ? "standard input" : name;
  }

  private static Path existing(String name, String what) {
    if (name.isBlank()) {
      throw new BadInputException("the " + what + " name is empty: give a file path");
    }
    Path path = Path.of(name);
    if (Files.isDirectory(path)) {
      throw new BadInputException(what + " " + name + " is a directory: give a file in it");
    }
    if (!Files.exists(path)) {
      throw new BadInputException(what + " " + name + " does not exist: check the path");
    }
    return path;
  }

  private static InputStream withoutBom(InputStream in) throws IOException {
    in.mark(BOM.length);
    byte[] head = in.readNBytes(BOM.length);
    if (!java.util.Arrays.equals(head, BOM)) {
      in.reset();
    }
    return in;
  }
}
