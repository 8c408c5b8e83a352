package org.nqueenslab.picture;

import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The squares a placement's pieces attack, as the model states the rule: the squares of each
 * piece's segment in every rider direction ({@link LineSegments}: a line cut at pawns, wrapping on
 * a torus) and the targets of its leaps ({@link LeapPairs}). Holes do not stop attacks. The pieces'
 * own squares are not counted as attacked.
 */
final class AttackedSquares {

  private AttackedSquares() {}

  /** attacked[rank][file]. */
  static boolean[][] of(Problem problem, Placement queens) {
    boolean[][] attacked = new boolean[problem.rows()][problem.cols()];
    LineSegments segments = LineSegments.of(problem);
    for (int i = 0; i < queens.size(); i++) {
      Square q = queens.square(i);
      for (LineSegments.Direction d : segments.directions()) {
        LineSegments.Segment segment = segments.at(d, q);
        if (segment != null) {
          segment.squares().forEach(s -> attacked[s.rank()][s.file()] = true);
        }
      }
      LeapPairs.targets(problem, q).stream()
          .filter(s -> !problem.pawns().contains(s))
          .forEach(s -> attacked[s.rank()][s.file()] = true);
    }
    for (int i = 0; i < queens.size(); i++) {
      attacked[queens.rank(i)][queens.file(i)] = false;
    }
    return attacked;
  }
}
