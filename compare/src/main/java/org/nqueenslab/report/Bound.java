package org.nqueenslab.report;

/**
 * A number known only from one side: a table shows it with its sign ({@code >=1234}, {@code <=8})
 * so that it is never read as exact; JSON and CSV keep the number, next to the row's status.
 */
public abstract class Bound extends Number {
  private static final long serialVersionUID = 1L;
  private final long value;

  Bound(long value) {
    this.value = value;
  }

  /** The sign a table puts before the number. */
  abstract String sign();

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
    return sign() + value;
  }
}
