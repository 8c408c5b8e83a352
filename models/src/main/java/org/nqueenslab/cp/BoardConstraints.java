package org.nqueenslab.cp;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;
import org.nqueenslab.problem.Square;

/**
 * The Boolean board's constraints (the 0/1 formulation of CSPLib prob054), derived from the piece's
 * moves once for both constraint engines: every rider's line segment ({@link LineSegments}) and
 * every group of squares pairwise a leap apart ({@link LeapPairs#cliques}: the king's 2 x 2 blocks)
 * holds at most one piece. For a piece with the rook's lines the rank and file segments are kept
 * apart: each gets a 0/1 counter and the counters sum to the number of pieces, twice, so that
 * propagation fills every segment when as many pieces are asked as segments can take one; any other
 * piece's number is one sum over the board.
 *
 * @param rankSegments the squares that can hold a piece of each rank segment (none when the piece
 *     has no rook's lines), each non-empty
 * @param fileSegments the same for the files
 * @param atMostOne every other group of two or more squares that holds at most one piece: the
 *     segments of the other riders' lines, then the leapers' cliques
 * @param atLeastOne for a dominating rule ({@link Rule#dominates}), one group per square that is no
 *     pawn or hole: the square and every square a piece attacks it from, of which at least one
 *     holds a piece (Watkins's covering constraint); empty otherwise
 */
public record BoardConstraints(
    List<List<Square>> rankSegments,
    List<List<Square>> fileSegments,
    List<List<Square>> atMostOne,
    List<List<Square>> atLeastOne) {

  /** The constraints of a problem's board and piece. */
  public static BoardConstraints of(Problem p) {
    List<List<Square>> ranks = new ArrayList<>();
    List<List<Square>> files = new ArrayList<>();
    List<List<Square>> atMostOne = new ArrayList<>();
    List<List<Square>> atLeastOne = p.rule().dominates() ? covers(p) : List.of();
    if (!p.rule().independent()) {
      return new BoardConstraints(List.of(), List.of(), List.of(), atLeastOne);
    }
    boolean counters = p.piece().hasRookLines();
    for (LineSegments.Segment segment : LineSegments.of(p).all()) {
      List<Square> squares = segment.queenSquares();
      boolean rank = segment.direction().equals(Direction.RANK);
      if (counters && (rank || segment.direction().equals(Direction.FILE))) {
        if (!squares.isEmpty()) {
          (rank ? ranks : files).add(squares);
        }
      } else if (squares.size() > 1) { // a segment of one square needs no constraint
        atMostOne.add(squares);
      }
    }
    atMostOne.addAll(LeapPairs.cliques(p));
    return new BoardConstraints(
        List.copyOf(ranks), List.copyOf(files), List.copyOf(atMostOne), atLeastOne);
  }

  /**
   * For each square to dominate, the squares that cover it: itself and every square from which the
   * piece attacks it. A rider attacks along its segments (cut at pawns, wrapping on a torus) and
   * the moves are symmetric, so the squares attacking {@code s} are those {@code s}'s own moves
   * reach: its segments and its leaps.
   */
  private static List<List<Square>> covers(Problem p) {
    LineSegments segments = LineSegments.of(p);
    List<List<Square>> covers = new ArrayList<>();
    for (Square s : squaresToCover(p)) {
      java.util.Set<Square> from = new java.util.TreeSet<>();
      from.add(s);
      for (Direction d : segments.directions()) {
        LineSegments.Segment segment = segments.at(d, s);
        if (segment != null) {
          from.addAll(segment.squares());
        }
      }
      from.addAll(LeapPairs.targets(p, s));
      from.removeIf(t -> !p.canHoldQueen(t));
      covers.add(List.copyOf(from));
    }
    return List.copyOf(covers);
  }

  /**
   * The squares a dominating placement covers, rank by rank: every square that is no pawn or hole,
   * in the order of {@link #atLeastOne}'s groups.
   */
  public static List<Square> squaresToCover(Problem p) {
    List<Square> squares = new ArrayList<>();
    for (int r = 0; r < p.rows(); r++) {
      for (int f = 0; f < p.cols(); f++) {
        Square s = new Square(r, f);
        if (!p.pawns().contains(s) && !p.holes().contains(s)) {
          squares.add(s);
        }
      }
    }
    return squares;
  }

  /**
   * The constraints in words, for the engines' notes: "at most one queen per line segment, rank and
   * file counters", "every free square covered (a piece on it or on a square attacking it)".
   */
  public String describe() {
    List<String> parts = new ArrayList<>();
    if (!atMostOne.isEmpty() || countsByRanksAndFiles()) {
      parts.add(
          "at most one queen per line segment"
              + (countsByRanksAndFiles() ? ", rank and file counters" : ""));
    }
    if (!atLeastOne.isEmpty()) {
      parts.add("every free square covered (a piece on it or on a square attacking it)");
    }
    return parts.isEmpty() ? "a sum of queens" : String.join("; ", parts);
  }

  /** True when the number of pieces is held by rank and file counters, else by one board sum. */
  public boolean countsByRanksAndFiles() {
    return !rankSegments.isEmpty();
  }
}
