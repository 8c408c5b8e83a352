package org.nqueenslab.dlx;

/**
 * Malformed input in Knuth's DLX format: the message starts with the line number and says what to
 * fix.
 */
public final class DlxFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final int line;

  public DlxFormatException(int line, String message) {
    super((line > 0 ? "line " + line + ": " : "") + message);
    this.line = line;
  }

  /** The 1-based line of the input, or 0 when the problem is not on one line (empty input). */
  public int line() {
    return line;
  }
}
