package org.nqueenslab.report;

/**
 * A count cut short (time limit, Ctrl-C): the solutions found so far, at least this many; or a
 * largest placement not proved optimal. A table shows it as {@code >=1234}.
 */
public final class LowerBound extends Bound {
  private static final long serialVersionUID = 1L;

  public LowerBound(long value) {
    super(value);
  }

  @Override
  String sign() {
    return ">=";
  }
}
