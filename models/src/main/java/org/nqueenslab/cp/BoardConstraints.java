package org.nqueenslab.cp;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.Problem;
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
 */
public record BoardConstraints(
    List<List<Square>> rankSegments,
    List<List<Square>> fileSegments,
    List<List<Square>> atMostOne) {

  /** The constraints of a problem's board and piece. */
  public static BoardConstraints of(Problem p) {
    List<List<Square>> ranks = new ArrayList<>();
    List<List<Square>> files = new ArrayList<>();
    List<List<Square>> atMostOne = new ArrayList<>();
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
    return new BoardConstraints(List.copyOf(ranks), List.copyOf(files), List.copyOf(atMostOne));
  }

  /** True when the number of pieces is held by rank and file counters, else by one board sum. */
  public boolean countsByRanksAndFiles() {
    return !rankSegments.isEmpty();
  }
}
