package org.nqueenslab.zdd;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The problem's rule as groups of squares that hold at most one piece each, the same the clauses of
 * the sat engine state: the line segments of the piece's rider directions and the cliques of its
 * leaps. Squares are numbered rank by rank, file by file (the diagram's variable order); each group
 * is a bit, and a group stays on the frontier until its last square has been decided.
 */
final class SquareGroups {
  private final int squares;
  private final int words;

  /** The groups of each square, as bits over {@link #words} longs. */
  private final long[][] groupsOf;

  /** The groups still on the frontier after square i is decided: those with a square beyond i. */
  private final long[][] frontierAfter;

  /**
   * The groups a state can hold before square i is decided: begun before i, not ended; the memo
   * keys a state by these alone (3n - 2 of them at a rank's start for the queens, against 6n - 2
   * groups in all), so that one long holds it up to n = 22.
   */
  private final int[][] liveBefore;

  /**
   * An upper bound on the pieces that squares i..end can hold: the holdable squares, a rank segment
   * counting once when the piece rides along ranks.
   */
  private final int[] capacityFrom;

  SquareGroups(Problem p) {
    squares = p.rows() * p.cols();
    List<List<Square>> groups = new ArrayList<>();
    LineSegments segments = LineSegments.of(p);
    for (LineSegments.Segment s : segments.all()) {
      if (s.queenSquares().size() > 1) {
        groups.add(s.queenSquares());
      }
    }
    groups.addAll(LeapPairs.cliques(p));
    words = Math.max(1, (groups.size() + 63) / 64);
    groupsOf = new long[squares][words];
    frontierAfter = new long[squares][words];
    int[] first = new int[groups.size()];
    int[] last = new int[groups.size()];
    for (int g = 0; g < groups.size(); g++) {
      first[g] = squares;
      for (Square s : groups.get(g)) {
        int i = index(p, s);
        groupsOf[i][g >>> 6] |= 1L << g;
        first[g] = Math.min(first[g], i);
        last[g] = Math.max(last[g], i);
      }
    }
    liveBefore = new int[squares + 1][];
    for (int i = 0; i <= squares; i++) {
      List<Integer> live = new ArrayList<>();
      for (int g = 0; g < groups.size(); g++) {
        if (first[g] < i && last[g] >= i) {
          live.add(g);
        }
      }
      liveBefore[i] = live.stream().mapToInt(Integer::intValue).toArray();
    }
    for (int i = 0; i < squares; i++) {
      for (int g = 0; g < groups.size(); g++) {
        if (last[g] > i) {
          frontierAfter[i][g >>> 6] |= 1L << g;
        }
      }
    }
    capacityFrom = new int[squares + 1];
    boolean ranks = segments.directions().contains(LineSegments.Direction.RANK);
    for (int i = squares - 1; i >= 0; i--) {
      Square s = new Square(i / p.cols(), i % p.cols());
      boolean counts =
          p.canHoldQueen(s)
              && (!ranks || isLastOfItsSegment(p, s, segments.at(LineSegments.Direction.RANK, s)));
      capacityFrom[i] = capacityFrom[i + 1] + (counts ? 1 : 0);
    }
  }

  /** True when no square of the segment that can hold a piece comes after s in square order. */
  private static boolean isLastOfItsSegment(Problem p, Square s, LineSegments.Segment segment) {
    int i = index(p, s);
    for (Square t : segment.queenSquares()) {
      if (index(p, t) > i) {
        return false;
      }
    }
    return true;
  }

  static int index(Problem p, Square s) {
    return s.rank() * p.cols() + s.file();
  }

  int squares() {
    return squares;
  }

  /** Longs per set of groups. */
  int words() {
    return words;
  }

  long[] groupsOf(int square) {
    return groupsOf[square];
  }

  long[] frontierAfter(int square) {
    return frontierAfter[square];
  }

  /** The groups a state can hold before the square is decided, in increasing order. */
  int[] liveBefore(int square) {
    return liveBefore[square];
  }

  int capacityFrom(int square) {
    return capacityFrom[square];
  }
}
