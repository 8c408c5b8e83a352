package org.nqueenslab.cover;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The lines of a board cut into segments at the pawns (issue 7: "each rank, file and diagonal cut by pawns into
 * segments; at most one queen per segment"), as items of the exact cover. Four directions: ranks {@code r<i>},
 * files {@code c<j>}, diagonals {@code a<i+j>} and anti-diagonals {@code b<i-j>} (0-based; on a torus the
 * diagonals wrap and are numbered mod n). A segment is a maximal run of non-pawn squares along a line; on a torus a
 * run wraps round, and a line without a pawn is one cyclic segment. Holes do not cut lines (attacks pass over them),
 * so segments are the same for every problem with the same board and pawns: a part of a split count, with more
 * holes, has the items of the whole problem.
 *
 * <p>A segment is named after its line, with {@code .k} (the k-th segment along the line) when the line has
 * several: {@code r3.0 r3.1} for the rank cut by a pawn on d4.
 */
final class LineSegments {
  static final int RANKS = 0;
  static final int FILES = 1;
  static final int DIAGONALS = 2;
  static final int ANTI_DIAGONALS = 3;
  private static final String[] PREFIX = {"r", "c", "a", "b"};

  /** One segment: its direction, its line's index and its squares along the line. */
  record Segment(int direction, int line, String name, List<Square> squares) {}

  /** lines[d]: the lines of direction d by index order (diagonals by lowest index first), each a list of segments. */
  private final List<List<List<Segment>>> lines = new ArrayList<>();
  /** The segment of each square in each direction (null on a pawn). */
  private final Segment[][][] segmentOf;

  private LineSegments(Problem p) {
    int rows = p.rows();
    int cols = p.cols();
    segmentOf = new Segment[4][rows][cols];
    boolean[][] pawn = new boolean[rows][cols];
    p.pawns().forEach(s -> pawn[s.rank()][s.file()] = true);
    for (int d = 0; d < 4; d++) {
      List<List<Segment>> direction = new ArrayList<>();
      for (Line line : lines(d, rows, cols, p.torus())) {
        List<Segment> segments = cut(d, line, pawn, p.torus());
        direction.add(segments);
        for (Segment s : segments) {
          for (Square q : s.squares()) {
            segmentOf[d][q.rank()][q.file()] = s;
          }
        }
      }
      lines.add(direction);
    }
  }

  static LineSegments of(Problem p) {
    return new LineSegments(p);
  }

  /** The lines of direction {@code d} in index order; a line with pawns only has no segment. */
  List<List<Segment>> lines(int d) {
    return lines.get(d);
  }

  /** How many segments direction {@code d} has: the most queens it can hold. */
  int count(int d) {
    return lines.get(d).stream().mapToInt(List::size).sum();
  }

  /** The segment of direction {@code d} holding square {@code s} (not a pawn). */
  Segment of(int d, Square s) {
    return segmentOf[d][s.rank()][s.file()];
  }

  /** A line: its index (for its name) and its squares in order along it. */
  private record Line(int index, List<Square> squares) {}

  private static List<Line> lines(int d, int rows, int cols, boolean torus) {
    List<Line> out = new ArrayList<>();
    switch (d) {
      case RANKS -> {
        for (int i = 0; i < rows; i++) {
          List<Square> squares = new ArrayList<>();
          for (int j = 0; j < cols; j++) {
            squares.add(new Square(i, j));
          }
          out.add(new Line(i, squares));
        }
      }
      case FILES -> {
        for (int j = 0; j < cols; j++) {
          List<Square> squares = new ArrayList<>();
          for (int i = 0; i < rows; i++) {
            squares.add(new Square(i, j));
          }
          out.add(new Line(j, squares));
        }
      }
      default -> {
        boolean sum = d == DIAGONALS;
        if (torus) { // n x n: line k holds (i, k - i) or (i, i - k), mod n
          for (int k = 0; k < rows; k++) {
            List<Square> squares = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
              squares.add(new Square(i, Math.floorMod(sum ? k - i : i - k, rows)));
            }
            out.add(new Line(k, squares));
          }
        } else { // i + j = k for k = 0..rows+cols-2; i - j = k for k = -(cols-1)..rows-1
          for (int k = sum ? 0 : -(cols - 1); k <= (sum ? rows + cols - 2 : rows - 1); k++) {
            List<Square> squares = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
              int j = sum ? k - i : i - k;
              if (j >= 0 && j < cols) {
                squares.add(new Square(i, j));
              }
            }
            out.add(new Line(k, squares));
          }
        }
      }
    }
    return out;
  }

  /**
   * The maximal runs of non-pawn squares of a line. On a torus the line is a cycle: the runs are read starting after
   * its first pawn, so the run through the line's end and start is one segment.
   */
  private static List<Segment> cut(int d, Line line, boolean[][] pawn, boolean torus) {
    List<Square> squares = line.squares();
    int size = squares.size();
    int start = 0;
    if (torus) {
      for (int k = 0; k < size; k++) {
        if (isPawn(pawn, squares.get(k))) {
          start = k + 1;
          break;
        }
      }
    }
    List<List<Square>> runs = new ArrayList<>();
    List<Square> run = new ArrayList<>();
    for (int k = 0; k < size; k++) {
      Square s = squares.get((start + k) % size);
      if (isPawn(pawn, s)) {
        if (!run.isEmpty()) {
          runs.add(run);
        }
        run = new ArrayList<>();
      } else {
        run.add(s);
      }
    }
    if (!run.isEmpty()) {
      runs.add(run);
    }
    String name = PREFIX[d] + line.index();
    List<Segment> segments = new ArrayList<>(runs.size());
    for (int k = 0; k < runs.size(); k++) {
      segments.add(new Segment(d, line.index(), runs.size() == 1 ? name : name + "." + k, List.copyOf(runs.get(k))));
    }
    return segments;
  }

  private static boolean isPawn(boolean[][] pawn, Square s) {
    return pawn[s.rank()][s.file()];
  }
}
