package org.nqueenslab.engine;

import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * An engine's own answer to an optimization question ({@link Optimizing}).
 *
 * @param best the number of pieces of the best placement found, placed pieces included; -1 when
 *     none was found
 * @param witness that placement, or null when none was found
 * @param proved true when the engine's search ended, so that no better placement exists
 * @param bound the other side of the optimum the search established: {@code best} when proved, else
 *     the fewest pieces a placement may still have (minimizing) or the most (maximizing)
 * @param proof how the engine proved it, in words ("the branch and bound ended with no smaller
 *     cover"), for the answer's line
 * @param run the run: status (COMPLETE when proved), statistics, wall time, note
 */
public record Optimized(
    int best, Placement witness, boolean proved, int bound, String proof, Result run) {

  /**
   * The bound a solver's relaxation gives (its best objective bound, NaN when it has none) as a
   * number of pieces on {@code board}: rounded up when minimizing (at least one piece, at least the
   * placed ones), down when maximizing (at most every square).
   */
  public static int bound(double relaxation, boolean minimize, Problem board) {
    int least = Math.max(1, board.fixed().size());
    int most = board.rows() * board.cols();
    if (Double.isNaN(relaxation)) {
      return minimize ? least : most;
    }
    return minimize
        ? Math.max(least, (int) Math.ceil(relaxation - 1e-6))
        : Math.min(most, (int) Math.floor(relaxation + 1e-6));
  }
}
