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
public final class AttackedSquares {

  private AttackedSquares() {}

  /** attacked[rank][file]. */
  public static boolean[][] of(Problem problem, Placement queens) {
    boolean[][] attacked = new boolean[problem.rows()][problem.cols()];
    int kinds = problem.kinds().size();
    LineSegments[] segmentsOf = new LineSegments[kinds];
    for (int i = 0; i < queens.size(); i++) {
      Square q = queens.square(i);
      Problem kind = problem.kind(queens.kind(i)); // in a mix, each piece by its own moves
      if (segmentsOf[queens.kind(i)] == null) {
        segmentsOf[queens.kind(i)] = LineSegments.of(kind);
      }
      LineSegments segments = segmentsOf[queens.kind(i)];
      for (LineSegments.Direction d : segments.directions()) {
        LineSegments.Segment segment = segments.at(d, q);
        if (segment != null) {
          segment.squares().forEach(s -> attacked[s.rank()][s.file()] = true);
        }
      }
      LeapPairs.targets(kind, q).stream()
          .filter(s -> !problem.pawns().contains(s))
          .forEach(s -> attacked[s.rank()][s.file()] = true);
    }
    for (int i = 0; i < queens.size(); i++) {
      attacked[queens.rank(i)][queens.file(i)] = false;
    }
    return attacked;
  }
}
