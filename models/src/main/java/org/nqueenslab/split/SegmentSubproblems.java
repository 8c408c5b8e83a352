package org.nqueenslab.split;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * Splits a problem that has no one-queen-per-rank form (pawns, other numbers of queens, more ranks
 * than files) into parts for several threads, as {@link Subproblems} does for one queen per rank:
 * every way the first ranks can hold queens, none or one in each rank segment ({@link
 * LineSegments}), is one part, which places those queens and makes the rest of those ranks holes.
 * Each solution has one such pattern on those ranks, so the parts' solution sets partition the
 * problem's and a count is their sum, every part of weight 1.
 */
public final class SegmentSubproblems {

  private SegmentSubproblems() {}

  /**
   * The parts for the first {@code ranks} ranks; parts that cannot hold enough queens are left out.
   */
  public static List<Subproblem> split(Problem p, int ranks) {
    return split(p, ranks, () -> false);
  }

  /**
   * As {@link #split(Problem, int)}, ending early once {@code stop} says so (asked at each part and
   * each square: two ranks of a board of 200 files take seconds); the parts are then incomplete,
   * and the caller, whose limit ran out, counts none of them.
   */
  public static List<Subproblem> split(Problem p, int ranks, BooleanSupplier stop) {
    int split = ranksSplit(p, ranks);
    List<List<LineSegments.Segment>> segments =
        p.piece().hasRookLines()
            ? LineSegments.of(p).lines(LineSegments.Direction.RANK).subList(0, split)
            : split == 0 ? List.of() : squaresOfFirstRank(p);
    List<Subproblem> parts = new ArrayList<>();
    extend(p, segments, 0, 0, new ArrayList<>(), parts, stop);
    return parts;
  }

  private static void extend(
      Problem p,
      List<List<LineSegments.Segment>> segments,
      int rank,
      int segment,
      List<Square> chosen,
      List<Subproblem> out,
      BooleanSupplier stop) {
    if (stop.getAsBoolean()) {
      return;
    }
    if (rank == segments.size()) {
      Problem part = part(p, segments.size(), chosen);
      if (part != null) {
        out.add(new Subproblem(part, 1));
      }
      return;
    }
    if (segment == segments.get(rank).size()) {
      extend(p, segments, rank + 1, 0, chosen, out, stop);
      return;
    }
    List<Square> squares = segments.get(rank).get(segment).queenSquares();
    boolean room = p.fixed().size() + chosen.size() < p.queens(); // else no more may be chosen
    if (room
        && squares.stream()
            .noneMatch(p.fixed()::contains)) { // a segment with a placed queen takes no other
      for (Square q : squares) {
        if (stop.getAsBoolean()) {
          return; // also between squares: a segment of a wide board holds hundreds
        }
        if (attacksNone(p, q, chosen)) {
          chosen.add(q);
          extend(p, segments, rank, segment + 1, chosen, out, stop);
          chosen.remove(chosen.size() - 1);
        }
      }
    }
    extend(p, segments, rank, segment + 1, chosen, out, stop);
  }

  /**
   * A piece without the rook's lines on a board wider than this is not split: its first rank alone
   * could give 2^files parts.
   */
  static final int WIDEST_SQUARE_SPLIT = 12;

  /**
   * How many first ranks {@link #split} splits when asked for {@code ranks}: that many for a piece
   * with the rook's lines (at most the board's); for any other piece the first rank only, or none
   * on a board wider than {@link #WIDEST_SQUARE_SPLIT} files. A part's key says this number, so
   * that it is rebuilt from the same ranks.
   */
  public static int ranksSplit(Problem p, int ranks) {
    if (p.piece().hasRookLines()) {
      return Math.min(ranks, p.rows());
    }
    return ranks > 0 && p.cols() <= WIDEST_SQUARE_SPLIT ? 1 : 0;
  }

  /**
   * A piece without the rook's lines may stand on any number of a rank's squares: each square is a
   * segment of its own, and only the first rank is split (two ranks of 8 files would be up to 2^16
   * parts).
   */
  private static List<List<LineSegments.Segment>> squaresOfFirstRank(Problem p) {
    List<LineSegments.Segment> squares = new ArrayList<>();
    for (int f = 0; f < p.cols(); f++) {
      Square s = new Square(0, f);
      if (!p.pawns().contains(s)) {
        squares.add(
            new LineSegments.Segment(
                LineSegments.Direction.RANK,
                0,
                List.of(s),
                p.canHoldQueen(s) ? List.of(s) : List.of()));
      }
    }
    return List.of(squares);
  }

  /** True when a queen on q attacks neither a queen already placed nor one chosen for this part. */
  private static boolean attacksNone(Problem p, Square q, List<Square> chosen) {
    for (List<Square> queens : List.of(chosen, List.copyOf(p.fixed()))) {
      for (Square c : queens) {
        if (Verifier.attackMove(p, c, q) != null) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The problem with {@code chosen} placed and every other free square of the first ranks a hole;
   * null if too full.
   */
  static Problem part(Problem p, int ranks, List<Square> chosen) {
    if (p.fixed().size() + chosen.size() > p.queens()) {
      return null;
    }
    List<Square> holes = new ArrayList<>();
    for (int r = 0; r < ranks; r++) {
      for (int f = 0; f < p.cols(); f++) {
        Square s = new Square(r, f);
        if (p.canHoldQueen(s) && !p.fixed().contains(s) && !chosen.contains(s)) {
          holes.add(s);
        }
      }
    }
    long free = (long) p.rows() * p.cols() - p.pawns().size() - p.holes().size() - holes.size();
    if (p.queens() > free) {
      return null;
    }
    return p.toBuilder().holes(holes).build().withFixed(chosen);
  }
}
