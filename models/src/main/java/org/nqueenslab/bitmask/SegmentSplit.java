package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Subproblem;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * Splits a problem the segment search solves (pawns, other numbers of queens, rectangles) into parts for several
 * threads, as {@link org.nqueenslab.engine.Subproblems} does for one queen per rank: every way the first ranks can
 * hold queens (none or one per rank segment) is one part, which fixes those queens and makes the rest of those
 * ranks holes. The parts' solution sets partition the problem's, so a count is their sum (issue 7; the project's
 * "a map over subproblems and a sum").
 */
final class SegmentSplit {
  private SegmentSplit() {}

  /** The parts for the first {@code ranks} ranks; parts that cannot hold enough queens are left out. */
  static List<Subproblem> split(Problem p, int ranks) {
    SegmentBoard board = SegmentBoard.of(p);
    List<Subproblem> parts = new ArrayList<>();
    extend(p, board, Math.min(ranks, p.rows()), 0, 0, new ArrayList<>(), parts);
    return parts;
  }

  private static void extend(Problem p, SegmentBoard board, int ranks, int rank, int segment, List<Square> chosen,
      List<Subproblem> out) {
    if (rank == ranks) {
      Problem part = part(p, ranks, chosen);
      if (part != null) {
        out.add(new Subproblem(part, 1));
      }
      return;
    }
    long[] segments = board.rankSegments[rank];
    if (segment == segments.length) {
      extend(p, board, ranks, rank + 1, 0, chosen, out);
      return;
    }
    for (long options = board.allowed[rank] & segments[segment]; options != 0; options &= options - 1) {
      Square q = new Square(rank, Long.numberOfTrailingZeros(options));
      if (attacksNone(p, q, chosen)) {
        chosen.add(q);
        extend(p, board, ranks, rank, segment + 1, chosen, out);
        chosen.remove(chosen.size() - 1);
      }
    }
    extend(p, board, ranks, rank, segment + 1, chosen, out);
  }

  private static boolean attacksNone(Problem p, Square q, List<Square> chosen) {
    for (Square c : chosen) {
      if (Verifier.attackLine(p.rows(), p.cols(), p.torus(), p.pawns(), c, q) != null) {
        return false;
      }
    }
    return true;
  }

  /** The problem with {@code chosen} placed and every other free square of the first ranks a hole; null if too full. */
  private static Problem part(Problem p, int ranks, List<Square> chosen) {
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
