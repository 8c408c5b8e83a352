package org.nqueenslab.report;

/**
 * A smallest placement not proved optimal: the fewest pieces found so far, so the optimum is at
 * most this many. A table shows it as {@code <=8}.
 */
public final class UpperBound extends Bound {
  private static final long serialVersionUID = 1L;

  public UpperBound(long value) {
    super(value);
  }

  @Override
  String sign() {
    return "<=";
  }
}
