package org.nqueenslab.problem;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads text as lines of words separated by spaces or tabs, skipping blank lines and comment lines
 * (their first character after spaces is {@code #}). Byte by byte through a 64 KB buffer, with no
 * object per word, so that a solution of 10^8 queens reads in seconds. Words are ASCII; a long one
 * (the squares of many pawns) may take up to {@value #MAX_WORD} characters.
 */
final class WordReader {
  static final int MAX_WORD = 1 << 24;
  private static final int END = -1;

  private final InputStream in;
  private final String source;
  private final byte[] buffer = new byte[1 << 16];
  private int position;
  private int limit;
  private byte[] word = new byte[64];
  private int wordLength;
  private long line;
  private boolean inLine;
  private String noted;
  private static final int MAX_NOTE = 300;

  WordReader(InputStream in, String source) {
    this.in = in;
    this.source = source;
  }

  /**
   * Moves to the next line that holds a word, skipping what is left of the current one; false at
   * the end.
   */
  boolean nextLine() throws IOException {
    if (line == 0) {
      skipByteOrderMark();
    }
    while (inLine) {
      int b = read();
      inLine = b != '\n' && b != END;
    }
    while (true) {
      line++;
      skipSpaces();
      int b = peek();
      if (b == END) {
        return false;
      }
      if (b != '\n' && b != '#') {
        inLine = true;
        return true;
      }
      if (b == '#') {
        readComment();
      } else {
        read(); // a blank line's newline
      }
    }
  }

  /**
   * The last comment read that begins with {@link SolutionFile#PARTIAL}, without its {@code #}, or
   * null: comments are skipped, but this one says that a listing was cut short.
   */
  String noted() {
    return noted;
  }

  /**
   * Reads a comment to the end of its line, keeping it when it is the note {@link #noted} keeps.
   */
  private void readComment() throws IOException {
    read(); // the #
    StringBuilder text = new StringBuilder();
    for (int b = read(); b != '\n' && b != END; b = read()) {
      if (text.length() < MAX_NOTE && b != '\r') {
        text.append((char) b);
      }
    }
    String comment = text.toString().strip();
    if (comment.startsWith(SolutionFile.PARTIAL) || comment.startsWith(SolutionFile.NONE)) {
      noted = comment;
    }
  }

  /** Reads the next word of the current line; false when the line has no more. */
  boolean nextWord() throws IOException {
    if (!inLine) {
      return false;
    }
    skipSpaces();
    int b = peek();
    if (b == '\n' || b == END) {
      read();
      inLine = false;
      return false;
    }
    wordLength = 0;
    while (b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != END) {
      if (b < 0x21 || b > 0x7E) { // quoting such a word would print binary junk
        throw error(
            String.format(
                java.util.Locale.ROOT,
                "byte 0x%02X is not plain text: a solution file holds ASCII words only",
                b));
      }
      if (wordLength == word.length) {
        if (wordLength == MAX_WORD) {
          throw error("a word longer than " + MAX_WORD + " characters");
        }
        word = java.util.Arrays.copyOf(word, 2 * wordLength);
      }
      word[wordLength++] = (byte) read();
      b = peek();
    }
    return true;
  }

  /** The word as a number when it is all digits (at most Integer.MAX_VALUE), else -1. */
  long number() {
    long value = 0;
    for (int i = 0; i < wordLength; i++) {
      int digit = word[i] - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
      if (value > Integer.MAX_VALUE) {
        throw error("the number " + text() + " is too large for a board");
      }
    }
    return value;
  }

  /** True when the word starts with a letter (a square name, or a word of the problem line). */
  boolean startsWithLetter() {
    int c = word[0] | 0x20; // lower case for letters
    return c >= 'a' && c <= 'z';
  }

  String text() {
    return new String(word, 0, wordLength, StandardCharsets.ISO_8859_1);
  }

  /** The number of the current line, from 1. */
  long line() {
    return line;
  }

  /** Bad input naming the source and the current line. */
  BadInputException error(String what) {
    return new BadInputException(source + " line " + line + ": " + what);
  }

  /** Skips the UTF-8 byte-order mark some editors put first. */
  private void skipByteOrderMark() throws IOException {
    if (peek() == 0xEF
        && limit - position >= 3
        && (buffer[position + 1] & 0xFF) == 0xBB
        && (buffer[position + 2] & 0xFF) == 0xBF) {
      position += 3;
    }
  }

  private void skipSpaces() throws IOException {
    for (int b = peek(); b == ' ' || b == '\t' || b == '\r'; b = peek()) {
      read();
    }
  }

  private int peek() throws IOException {
    if (position == limit && !fill()) {
      return END;
    }
    return buffer[position] & 0xFF;
  }

  private int read() throws IOException {
    if (position == limit && !fill()) {
      return END;
    }
    return buffer[position++] & 0xFF;
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer);
    position = 0;
    limit = Math.max(n, 0);
    return n > 0;
  }
}
