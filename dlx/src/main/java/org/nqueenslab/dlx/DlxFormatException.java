package org.nqueenslab.dlx;

/**
 * Malformed input in Knuth's DLX format: the message starts with the line number (and the column,
 * when the mistake is one item of an option) and says what to fix.
 */
public final class DlxFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final int line;
  private final int column;

  public DlxFormatException(int line, String message) {
    super((line > 0 ? "line " + line + ": " : "") + message);
    this.line = line;
    this.column = 0;
  }

  /** A mistake at {@code column} (1-based) of line {@code line}. */
  public DlxFormatException(int line, int column, String message) {
    super("line " + line + ", column " + column + ": " + message);
    this.line = line;
    this.column = column;
  }

  /** The 1-based column of the mistake in its line, or 0 when it is the whole line's. */
  public int column() {
    return column;
  }

  /** The 1-based line of the input, or 0 when the problem is not on one line (empty input). */
  public int line() {
    return line;
  }
}
