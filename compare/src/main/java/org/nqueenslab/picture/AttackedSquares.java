package org.nqueenslab.picture;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The squares a placement's pieces attack, by the problem's rules (the {@link
 * org.nqueenslab.problem.Verifier}'s walk) and the piece's moves ({@link Piece}): along each
 * rider's line from each piece until a pawn stops it or the board ends (on a torus the lines wrap
 * round once), and one jump of each leap. Holes do not stop attacks. The pieces' own squares are
 * not counted as attacked.
 */
final class AttackedSquares {

  private AttackedSquares() {}

  /** attacked[rank][file]. */
  static boolean[][] of(Problem problem, Placement queens) {
    int rows = problem.rows();
    int cols = problem.cols();
    boolean[][] pawn = new boolean[rows][cols];
    problem.pawns().forEach(s -> pawn[s.rank()][s.file()] = true);
    boolean[][] attacked = new boolean[rows][cols];
    List<int[]> directions = new ArrayList<>();
    for (Piece.Step step : problem.piece().riders()) {
      directions.add(new int[] {step.dRank(), step.dFile(), 1});
      directions.add(new int[] {-step.dRank(), -step.dFile(), 1});
    }
    for (Piece.Step step : problem.piece().leapers()) {
      directions.add(new int[] {step.dRank(), step.dFile(), 0});
      directions.add(new int[] {-step.dRank(), -step.dFile(), 0});
    }
    for (int i = 0; i < queens.size(); i++) {
      for (int[] d : directions) {
        int r = queens.rank(i);
        int f = queens.file(i);
        int reach = d[2] == 1 ? Math.max(rows, cols) : 2; // a leaper: one jump
        for (int step = 1; step < reach; step++) {
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
