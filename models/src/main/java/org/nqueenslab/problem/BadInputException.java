package org.nqueenslab.problem;

/**
 * Bad input: a problem or request that cannot be stated (pawn off the board, fixed queens attacking
 * each other, a malformed board file...). The message is one line that names the offending value
 * and says what to do; the command line prints it and exits with code 2.
 */
public class BadInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public BadInputException(String message) {
    super(message);
  }
}
