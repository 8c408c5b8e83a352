package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.List;

/**
 * The line segments of a problem (issue 7: "each rank, file and diagonal cut by pawns into segments"): every rank,
 * file, diagonal and anti-diagonal cut at its pawns into maximal runs of pawn-free squares. On a torus the lines are
 * cycles, so a segment may wrap round the edge, and a line without a pawn is one cyclic segment. Two queens attack
 * each other exactly when they stand in one segment (the {@link Verifier}'s walk, stated as sets), so "at most one
 * queen per segment" is the whole attack rule, which is what the constraint models post. Each segment lists the
 * squares of its run that can hold a queen, in line order: holes are left out (they hold no queen but do not cut
 * the line), queens already placed are kept.
 */
public final class LineSegments {

  /** The four directions of attack, as steps (ranks, files). */
  public enum Direction {
    RANK(0, 1),
    FILE(1, 0),
    DIAGONAL(1, 1),
    ANTI_DIAGONAL(1, -1);

    final int rankStep;
    final int fileStep;

    Direction(int rankStep, int fileStep) {
      this.rankStep = rankStep;
      this.fileStep = fileStep;
    }
  }

  /** One segment: its direction and the squares of it that can hold a queen (possibly none). */
  public record Segment(Direction direction, List<Square> squares) {
    public Segment {
      squares = List.copyOf(squares);
    }
  }

  private LineSegments() {}

  /** Every segment of every line, direction by direction, segments with no square for a queen included. */
  public static List<Segment> of(Problem p) {
    List<Segment> segments = new ArrayList<>();
    for (Direction d : Direction.values()) {
      boolean[][] seen = new boolean[p.rows()][p.cols()];
      for (int r = 0; r < p.rows(); r++) {
        for (int f = 0; f < p.cols(); f++) {
          if (!seen[r][f]) {
            cut(p, d, line(p, d, new Square(r, f), seen), segments);
          }
        }
      }
    }
    return segments;
  }

  /** The segments of one rank, each with its squares in file order (on a torus, in order round the cycle). */
  public static List<Segment> ofRank(Problem p, int rank) {
    List<Segment> segments = new ArrayList<>();
    List<Square> line = new ArrayList<>();
    for (int f = 0; f < p.cols(); f++) {
      line.add(new Square(rank, f));
    }
    cut(p, Direction.RANK, line, segments);
    return segments;
  }

  /**
   * The whole line through a square, in order, marking its squares seen: on a plain board from the edge where it
   * starts; on a torus the cycle from the square itself.
   */
  private static List<Square> line(Problem p, Direction d, Square through, boolean[][] seen) {
    int r = through.rank();
    int f = through.file();
    if (!p.torus()) {
      while (onBoard(p, r - d.rankStep, f - d.fileStep)) {
        r -= d.rankStep;
        f -= d.fileStep;
      }
    }
    List<Square> line = new ArrayList<>();
    while (onBoard(p, r, f) && !seen[r][f]) {
      seen[r][f] = true;
      line.add(new Square(r, f));
      r += d.rankStep;
      f += d.fileStep;
      if (p.torus()) {
        r = Math.floorMod(r, p.rows());
        f = Math.floorMod(f, p.cols());
      }
    }
    return line;
  }

  private static boolean onBoard(Problem p, int r, int f) {
    return r >= 0 && f >= 0 && r < p.rows() && f < p.cols();
  }

  /**
   * Cuts a line at its pawns. A torus line is a cycle: it is read from the square after its first pawn, so the
   * run that crosses the edge stays whole; with no pawn it is one segment.
   */
  private static void cut(Problem p, Direction d, List<Square> line, List<Segment> out) {
    int start = 0;
    if (p.torus()) {
      for (int i = 0; i < line.size(); i++) {
        if (p.pawns().contains(line.get(i))) {
          start = i + 1;
          break;
        }
      }
    }
    List<Square> run = new ArrayList<>();
    boolean open = false;
    for (int k = 0; k < line.size(); k++) {
      Square s = line.get((start + k) % line.size());
      if (p.pawns().contains(s)) {
        if (open) {
          out.add(new Segment(d, run));
        }
        run = new ArrayList<>();
        open = false;
      } else {
        open = true;
        if (!p.holes().contains(s)) {
          run.add(s);
        }
      }
    }
    if (open) {
      out.add(new Segment(d, run));
    }
  }
}
