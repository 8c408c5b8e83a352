package org.nqueenslab.cli;

/** The command line's exit codes, documented in README. */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int INTERNAL_ERROR = 1;
  public static final int BAD_INPUT = 2;
  public static final int DISAGREEMENT = 3;
  public static final int INTERRUPTED = 130;

  private ExitCodes() {}
}
