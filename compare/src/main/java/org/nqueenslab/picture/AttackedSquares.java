package org.nqueenslab.picture;

import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The squares a placement's queens attack, by the problem's rules (the {@link
 * org.nqueenslab.problem.Verifier}'s walk): along ranks, files and diagonals from each queen until
 * a pawn stops the line or the board ends; on a torus the lines wrap round once. Holes do not stop
 * attacks. The queens' own squares are not counted as attacked.
 */
final class AttackedSquares {
  private static final int[][] DIRECTIONS = {
    {0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}
  };

  private AttackedSquares() {}

  /** attacked[rank][file]. */
  static boolean[][] of(Problem problem, Placement queens) {
    int rows = problem.rows();
    int cols = problem.cols();
    boolean[][] pawn = new boolean[rows][cols];
    problem.pawns().forEach(s -> pawn[s.rank()][s.file()] = true);
    boolean[][] attacked = new boolean[rows][cols];
    for (int i = 0; i < queens.size(); i++) {
      for (int[] d : DIRECTIONS) {
        int r = queens.rank(i);
        int f = queens.file(i);
        for (int step = 1; step < Math.max(rows, cols); step++) {
          r += d[0];
          f += d[1];
          if (problem.torus()) {
            r = Math.floorMod(r, rows);
            f = Math.floorMod(f, cols);
          } else if (r < 0 || r >= rows || f < 0 || f >= cols) {
            break;
          }
          if (pawn[r][f]) {
            break;
          }
          attacked[r][f] = true;
        }
      }
    }
    for (int i = 0; i < queens.size(); i++) {
      attacked[queens.rank(i)][queens.file(i)] = false;
    }
    return attacked;
  }
}
