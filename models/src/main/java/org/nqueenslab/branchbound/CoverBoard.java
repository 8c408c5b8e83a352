package org.nqueenslab.branchbound;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cp.BoardConstraints;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A dominating problem as sets of squares, one bit a square (rank-major), derived from the
 * problem's covering groups and, when the pieces must not attack each other, its at-most-one groups
 * ({@link BoardConstraints}): what a piece on each square covers, which squares cover each square,
 * which squares it attacks, and where every search starts (the squares the placed pieces leave
 * uncovered and the squares a piece may still stand on).
 */
final class CoverBoard {
  final Problem problem;
  final int squares;
  final int words;

  /** {@code covers[c]}: the squares to cover that a piece on c attacks or occupies. */
  final long[][] covers;

  /** {@code coveredFrom[s]}: the squares a piece covers s from (empty when s is not to cover). */
  final long[][] coveredFrom;

  /** {@code attacks[c]}: the squares a second piece may not take beside c; null when it may. */
  final long[][] attacks;

  /** The squares no placed piece covers. */
  final long[] uncovered;

  /** The squares a piece may still stand on: free, empty, attacked by no placed piece. */
  final long[] open;

  /** The pieces already placed. */
  final int placed;

  /** The most squares one piece covers: no fewer than uncovered / this pieces finish a board. */
  final int mostCovered;

  CoverBoard(Problem problem) {
    this.problem = problem;
    this.squares = problem.rows() * problem.cols();
    this.words = (squares + 63) >>> 6;
    BoardConstraints rules = BoardConstraints.of(problem);
    covers = new long[squares][words];
    coveredFrom = new long[squares][words];
    uncovered = new long[words];
    open = new long[words];
    List<Square> targets = BoardConstraints.squaresToCover(problem);
    for (int i = 0; i < targets.size(); i++) {
      int target = index(targets.get(i));
      set(uncovered, target);
      for (Square from : rules.atLeastOne().get(i)) {
        set(covers[index(from)], target);
        set(coveredFrom[target], index(from));
      }
    }
    attacks = problem.rule().independent() ? attacks(rules) : null;
    int most = 1;
    for (long[] c : covers) {
      most = Math.max(most, Bits.count(c));
    }
    mostCovered = most;
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        if (problem.canHoldQueen(new Square(r, f))) {
          set(open, index(new Square(r, f)));
        }
      }
    }
    for (Square s : problem.fixed()) {
      int c = index(s);
      Bits.andNot(uncovered, covers[c]);
      clear(open, c);
      if (attacks != null) {
        Bits.andNot(open, attacks[c]);
      }
    }
    placed = problem.fixed().size();
  }

  /** Two pieces in one at-most-one group (a line segment, a leapers' clique) attack each other. */
  private long[][] attacks(BoardConstraints rules) {
    long[][] attacked = new long[squares][words];
    List<List<Square>> groups = new ArrayList<>(rules.atMostOne());
    groups.addAll(rules.rankSegments());
    groups.addAll(rules.fileSegments());
    for (List<Square> group : groups) {
      for (Square a : group) {
        for (Square b : group) {
          if (!a.equals(b)) {
            set(attacked[index(a)], index(b));
          }
        }
      }
    }
    return attacked;
  }

  int index(Square s) {
    return s.rank() * problem.cols() + s.file();
  }

  Square square(int index) {
    return new Square(index / problem.cols(), index % problem.cols());
  }

  /** The placement of the fixed pieces and the squares {@code chosen[0..depth)}. */
  Placement placement(int[] chosen, int depth) {
    List<Square> pieces = new ArrayList<>(problem.fixed());
    for (int i = 0; i < depth; i++) {
      pieces.add(square(chosen[i]));
    }
    return Placement.of(pieces);
  }

  private static void set(long[] bits, int i) {
    bits[i >>> 6] |= 1L << i;
  }

  private static void clear(long[] bits, int i) {
    bits[i >>> 6] &= ~(1L << i);
  }
}
