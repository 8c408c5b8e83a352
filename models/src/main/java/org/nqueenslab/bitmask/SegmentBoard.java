package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem cut into line segments, as the segment search sees it (issue 7: "each rank, file and
 * diagonal cut by pawns into segments; a queen occupies one segment of each direction; at most one
 * queen per segment"). Per rank the squares are bit masks (bit f = file f):
 *
 * <ul>
 *   <li>{@code allowed[r]}: the squares that may still hold a queen (no pawn, no hole, not attacked
 *       by a fixed queen, not in the rank segment of a fixed queen);
 *   <li>{@code rankSegments[r]}: the rank's segments, each a mask; the search places at most one
 *       queen in each;
 *   <li>{@code reach[r][f][r2]}: the squares of rank r2 that share a rider segment other than the
 *       rank's with square (r, f) ({@link LineSegments}: a file or diagonal for a queen), or are
 *       one leap from it ({@link LeapPairs}), i.e. that a piece there attacks on rank r2. On a
 *       plain board without pawns this is the classic attack pattern; a pawn stops it; on a torus
 *       segments wrap around, and a line with no pawn is one cyclic segment.
 * </ul>
 *
 * A file or diagonal crosses each rank once, so two queens on one rank interact only through their
 * rank segment: that is what lets the search choose a rank's queens segment by segment and pass one
 * mask per later rank down.
 */
final class SegmentBoard {
  final int rows;
  final int cols;
  final long[] allowed;
  final long[][] rankSegments;

  /**
   * segmentsFrom[r][j]: the union of rank r's segments j, j + 1, ...: what is left of the rank
   * after segment j - 1.
   */
  final long[][] segmentsFrom;

  final long[][][] reach;

  /**
   * sameRank[r][f]: the squares of rank r that a piece on (r, f) attacks by a leap along the rank
   * (the king's step, the dabbaba's jump): the rank's other squares a later segment of it must
   * avoid. Zero for a queen, whose rank is one segment.
   */
  final long[][] sameRank;

  /**
   * For a piece without the rook's lines (whose rank segments are single squares and bound
   * nothing): the squares that can hold a piece partitioned into groups whose squares pairwise
   * attack each other, so that each holds at most one piece and the pieces still to place cannot
   * outnumber the groups with a free square (the clique-cover bound of a maximum independent set:
   * the king's 2 x 2 blocks, a matching of the knight's moves). {@code groupMask[g][r]} is group
   * g's squares on rank r, from rank {@code groupFirst[g]} to {@code groupLast[g]}; null for a
   * piece with the rook's lines.
   */
  final long[][] groupMask;

  final int[] groupFirst;
  final int[] groupLast;

  /** The queens already placed, which every solution includes. */
  final List<Square> fixed;

  /** Queens still to place. */
  final int queensToPlace;

  private SegmentBoard(Problem p) {
    rows = p.rows();
    cols = p.cols();
    boolean[][] pawn = new boolean[rows][cols];
    p.pawns().forEach(s -> pawn[s.rank()][s.file()] = true);
    allowed = new long[rows];
    rankSegments = new long[rows][];
    segmentsFrom = new long[rows][];
    reach = new long[rows][cols][];
    sameRank = new long[rows][cols];
    Piece piece = p.piece();
    LineSegments segments = LineSegments.of(p);
    for (int r = 0; r < rows; r++) {
      rankSegments[r] =
          piece.hasRookLines() ? rankSegments(pawn[r], p.torus()) : eachSquare(pawn[r]);
      segmentsFrom[r] = new long[rankSegments[r].length + 1];
      for (int j = rankSegments[r].length - 1; j >= 0; j--) {
        segmentsFrom[r][j] = segmentsFrom[r][j + 1] | rankSegments[r][j];
      }
      for (int f = 0; f < cols; f++) {
        if (p.canHoldQueen(new Square(r, f))) {
          allowed[r] |= 1L << f;
        }
        reach[r][f] = pawn[r][f] ? new long[rows] : reach(p, segments, new Square(r, f), false);
        sameRank[r][f] = reach[r][f][r] & ~segmentOf(r, f);
      }
    }
    fixed = List.copyOf(p.fixed());
    queensToPlace = p.queens() - fixed.size();
    for (Square q : fixed) {
      for (int r = 0; r < rows; r++) {
        allowed[r] &= ~reach[q.rank()][q.file()][r];
      }
      allowed[q.rank()] &= ~segmentOf(q.rank(), q.file());
    }
    List<long[]> groups = piece.hasRookLines() ? null : groups();
    groupMask = groups == null ? null : groups.toArray(new long[0][]);
    groupFirst = new int[groups == null ? 0 : groups.size()];
    groupLast = new int[groupFirst.length];
    for (int g = 0; g < groupFirst.length; g++) {
      int first = 0;
      while (groupMask[g][first] == 0) {
        first++;
      }
      int last = rows - 1;
      while (groupMask[g][last] == 0) {
        last--;
      }
      groupFirst[g] = first;
      groupLast[g] = last;
    }
    for (int r = 0; r < rows; r++) {
      for (int f = 0; f < cols; f++) {
        reach[r][f][r] = 0; // the rank's own attacks are its segments and sameRank
      }
    }
  }

  /**
   * The partition of {@link #groupMask}, grown greedily: each square not yet in a group starts one,
   * and takes every later square not yet in a group that all its squares attack.
   */
  private List<long[]> groups() {
    long[] grouped = new long[rows];
    List<long[]> groups = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      for (int f = 0; f < cols; f++) {
        long bit = 1L << f;
        if ((allowed[r] & ~grouped[r] & bit) == 0) {
          continue;
        }
        long[] group = new long[rows];
        group[r] = bit;
        grouped[r] |= bit;
        long[] common = reach[r][f].clone(); // squares every member attacks
        for (int r2 = r; r2 < rows; r2++) {
          long candidates = common[r2] & allowed[r2] & ~grouped[r2];
          if (r2 == r) {
            candidates &= -(bit << 1); // later files of this rank
          }
          while (candidates != 0) {
            long c = candidates & -candidates;
            candidates ^= c;
            if ((common[r2] & c) == 0) {
              continue;
            }
            int fc = Long.numberOfTrailingZeros(c);
            group[r2] |= c;
            grouped[r2] |= c;
            for (int k = 0; k < rows; k++) {
              common[k] &= reach[r2][fc][k];
            }
          }
        }
        groups.add(group);
      }
    }
    return groups;
  }

  static SegmentBoard of(Problem p) {
    if (p.cols() > 64) {
      throw new IllegalArgumentException(
          "the segment search keeps a rank in a long: at most 64 files, got " + p.cols());
    }
    return new SegmentBoard(p);
  }

  /** The rank segment holding file f of rank r. */
  private long segmentOf(int r, int f) {
    for (long s : rankSegments[r]) {
      if ((s & 1L << f) != 0) {
        return s;
      }
    }
    return 0L;
  }

  /**
   * The maximal runs of non-pawn squares of a rank. On a torus the run after the last pawn
   * continues round to the run before the first; a rank with no pawn is one (cyclic) segment either
   * way.
   */
  private static long[] rankSegments(boolean[] pawn, boolean torus) {
    List<Long> segments = new ArrayList<>();
    long run = 0L;
    for (int f = 0; f < pawn.length; f++) {
      if (pawn[f]) {
        if (run != 0) {
          segments.add(run);
        }
        run = 0L;
      } else {
        run |= 1L << f;
      }
    }
    if (run != 0) {
      boolean wraps = torus && !segments.isEmpty() && !pawn[0];
      if (wraps) {
        segments.set(0, segments.get(0) | run); // first run starts at file 0: the last run joins it
      } else {
        segments.add(run);
      }
    }
    return segments.stream().mapToLong(Long::longValue).toArray();
  }

  /** Each square not a pawn a segment of its own: a piece without the rook's lines. */
  private static long[] eachSquare(boolean[] pawn) {
    List<Long> squares = new ArrayList<>();
    for (int f = 0; f < pawn.length; f++) {
      if (!pawn[f]) {
        squares.add(1L << f);
      }
    }
    return squares.stream().mapToLong(Long::longValue).toArray();
  }

  /**
   * What the piece of {@code p} on {@code s} attacks, rank by rank (its own rank included), as the
   * model states it: the squares of its segment in each rider direction (the rank's left out unless
   * {@code withRank}: the rank segments state it) and its leaps' targets; never {@code s} itself.
   */
  static long[] reach(Problem p, LineSegments segments, Square s, boolean withRank) {
    long[] masks = new long[p.rows()];
    for (Square t : LeapPairs.targets(p, s)) {
      masks[t.rank()] |= 1L << t.file();
    }
    for (LineSegments.Direction d : segments.directions()) {
      if (!withRank && d.equals(LineSegments.Direction.RANK)) {
        continue;
      }
      for (Square t : segments.at(d, s).squares()) {
        if (!t.equals(s)) {
          masks[t.rank()] |= 1L << t.file();
        }
      }
    }
    return masks;
  }
}
