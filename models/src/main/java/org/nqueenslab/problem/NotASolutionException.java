package org.nqueenslab.problem;

/**
 * A solution file that is well written but holds something that is not a solution of its problem,
 * found while reading rather than by the {@link Verifier} (more queens than the board has ranks).
 */
public class NotASolutionException extends BadInputException {
  private static final long serialVersionUID = 1L;

  public NotASolutionException(String message) {
    super(message);
  }
}
