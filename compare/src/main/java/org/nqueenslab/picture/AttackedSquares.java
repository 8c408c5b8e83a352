package org.nqueenslab.picture;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
    LineSegments[] segmentsOf = new LineSegments[problem.kinds().size()];
    for (int i = 0; i < queens.size(); i++) {
      attackedBy(problem, queens, i, segmentsOf).forEach(s -> attacked[s.rank()][s.file()] = true);
    }
    for (int i = 0; i < queens.size(); i++) {
      attacked[queens.rank(i)][queens.file(i)] = false;
    }
    return attacked;
  }

  /**
   * The squares each piece covers, by the piece's index in the placement, as domination counts
   * them: its own square, then the squares it attacks that are neither a pawn nor a hole (which no
   * rule asks to cover). A square another piece stands on is covered when attacked.
   */
  public static List<Set<Square>> coveredByEach(Problem problem, Placement pieces) {
    LineSegments[] segmentsOf = new LineSegments[problem.kinds().size()];
    List<Set<Square>> covered = new ArrayList<>();
    for (int i = 0; i < pieces.size(); i++) {
      Set<Square> squares = new LinkedHashSet<>();
      squares.add(pieces.square(i));
      attackedBy(problem, pieces, i, segmentsOf).stream()
          .filter(s -> !problem.pawns().contains(s) && !problem.holes().contains(s))
          .forEach(squares::add);
      covered.add(squares);
    }
    return covered;
  }

  /**
   * The squares piece i attacks, by its own kind's moves in a mix (the segments of each kind made
   * once, in {@code segmentsOf}), without its own square (in its segments, or one leap round a
   * small torus).
   */
  private static List<Square> attackedBy(
      Problem problem, Placement pieces, int i, LineSegments[] segmentsOf) {
    Square q = pieces.square(i);
    int k = pieces.kind(i);
    Problem kind = problem.kind(k);
    if (segmentsOf[k] == null) {
      segmentsOf[k] = LineSegments.of(kind);
    }
    List<Square> out = new ArrayList<>();
    for (LineSegments.Direction d : segmentsOf[k].directions()) {
      LineSegments.Segment segment = segmentsOf[k].at(d, q);
      if (segment != null) {
        out.addAll(segment.squares());
      }
    }
    LeapPairs.targets(kind, q).stream().filter(s -> !problem.pawns().contains(s)).forEach(out::add);
    out.removeIf(q::equals);
    return out;
  }
}
