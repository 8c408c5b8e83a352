package org.nqueenslab.report;

/**
 * A count cut short (time limit, Ctrl-C): the solutions found so far, at least this many. A table
 * shows it as {@code >=1234} so a partial count is never read as a whole one; JSON and CSV keep the
 * number, next to the row's status.
 */
public final class LowerBound extends Number {
  private static final long serialVersionUID = 1L;
  private final long value;

  public LowerBound(long value) {
    this.value = value;
  }

  @Override
  public long longValue() {
    return value;
  }

  @Override
  public int intValue() {
    return (int) value;
  }

  @Override
  public float floatValue() {
    return value;
  }

  @Override
  public double doubleValue() {
    return value;
  }

  /** As a table shows it. */
  @Override
  public String toString() {
    return ">=" + value;
  }
}
