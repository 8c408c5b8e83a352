package org.nqueenslab.cli;

import org.nqueenslab.engine.Status;

/** The command line's exit codes, documented in README. */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int INTERNAL_ERROR = 1;
  public static final int BAD_INPUT = 2;
  public static final int DISAGREEMENT = 3;

  /**
   * The answer is not whole: a time limit (or a solution limit) left a count partial, or a
   * comparison checked less than it was asked to (an engine that timed out or could not run, a
   * problem with fewer than two sources).
   */
  public static final int INCOMPLETE = 4;

  public static final int INTERRUPTED = 130;

  /**
   * Standard output's reader closed it ({@code nqueens ... | head}): the code of a process that
   * SIGPIPE ended, as a C program's would be, and nothing said, since the reader chose to stop.
   */
  public static final int PIPE_CLOSED = 141;

  private ExitCodes() {}

  /** The exit code of a command whose answer is one run that ended this way. */
  public static int of(Status status) {
    return switch (status) {
      case COMPLETE -> OK;
      case LIMIT_REACHED, TIMEOUT, MEMBERS_LOST -> INCOMPLETE;
      case INTERRUPTED -> INTERRUPTED;
      case DISPUTED -> DISAGREEMENT;
    };
  }
}
