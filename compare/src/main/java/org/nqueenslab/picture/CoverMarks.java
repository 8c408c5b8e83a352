package org.nqueenslab.picture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Which pieces cover each square of a dominating placement, drawn so that a lecture can point at
 * them: each piece a colour of {@link Colour#PIECES} and a ring of it round the piece, and in every
 * square one mark (a dot, numbered when the square is large) per piece that covers it, so that a
 * square covered once holds a single dot. The squares covered come from {@link AttackedSquares}.
 *
 * <p>In the SVG the marks of a square are a group of class {@code cover} with {@code data-square}
 * (b1) and {@code data-pieces} (the numbers of its pieces, from 1 in the placement's order: "1 3"),
 * holding one {@code <circle>} per piece, so that a page or a test can read which piece covers
 * what.
 */
final class CoverMarks {
  /** A mark's white edge: it keeps a dot apart from light and dark squares alike. */
  private static final Colour EDGE = Colour.of(0xffffff);

  /** Below this radius (user units) a mark is too small for its number. */
  private static final double NUMBERED = 4.5;

  /** The pieces that cover each square, by rank and file: their indices in ascending order. */
  private final List<List<List<Integer>>> byRank = new ArrayList<>();

  /** The index of the piece on each square a piece stands on. */
  private final Map<Square, Integer> occupant = new java.util.HashMap<>();

  /**
   * How many marks a row of a free square holds, from the most pieces covering one of the board's
   * free squares: one size and one layout for the whole board, so that counts compare at a glance.
   */
  private final int cols;

  CoverMarks(Problem problem, Placement pieces) {
    for (int r = 0; r < problem.rows(); r++) {
      List<List<Integer>> rank = new ArrayList<>();
      for (int f = 0; f < problem.cols(); f++) {
        rank.add(new ArrayList<>());
      }
      byRank.add(rank);
    }
    List<Set<Square>> covered = AttackedSquares.coveredByEach(problem, pieces);
    for (int i = 0; i < covered.size(); i++) {
      for (Square s : covered.get(i)) {
        byRank.get(s.rank()).get(s.file()).add(i);
      }
      occupant.put(pieces.square(i), i);
    }
    int most = 0;
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        if (!occupant.containsKey(new Square(r, f))) {
          most = Math.max(most, byRank.get(r).get(f).size());
        }
      }
    }
    this.cols = colsFor(most);
  }

  /**
   * Marks per row for squares covered by up to {@code most} pieces: 1, 2 (to 4), 3 (to 9), more.
   */
  static int colsFor(int most) {
    return most <= 1 ? 1 : most <= 4 ? 2 : most <= 9 ? 3 : (int) Math.ceil(Math.sqrt(most));
  }

  /** The indices of the pieces that cover the square, ascending; empty when none does. */
  List<Integer> at(Square s) {
    return byRank.get(s.rank()).get(s.file());
  }

  /**
   * The marks of one square at (x, y) of side s; on a piece's square in its corners, clear of the
   * piece, its own mark first; {@code described} wraps them in their SVG group (not for a torus's
   * copies).
   */
  void draw(Canvas c, Square square, double x, double y, double s, boolean described) {
    List<Integer> pieces = at(square);
    Integer own = occupant.get(square);
    if (pieces.isEmpty()) {
      return;
    }
    if (described) {
      Map<String, String> attributes = new LinkedHashMap<>();
      attributes.put("class", "cover");
      attributes.put("data-square", square.name());
      attributes.put(
          "data-pieces",
          pieces.stream().map(i -> Integer.toString(i + 1)).collect(Collectors.joining(" ")));
      c.begin(attributes);
    }
    List<Integer> order = new ArrayList<>(pieces);
    if (own != null) {
      order.remove(own);
      order.add(0, own);
    }
    double[][] spots =
        own != null ? corners(order.size(), x, y, s) : grid(order.size(), cols, x, y, s);
    for (int j = 0; j < order.size(); j++) {
      mark(c, spots[j][0], spots[j][1], spots[j][2], order.get(j));
    }
    if (described) {
      c.end();
    }
  }

  /**
   * One piece's ring, in its colour, round the square's centre, drawn under the piece: it ties the
   * piece to its marks.
   */
  static void ring(Canvas c, int piece, double x, double y, double s) {
    c.circle(x + s / 2, y + s / 2, s * 0.45, null, Colour.ofPiece(piece), s * 0.08);
  }

  /** A mark: a dot in the piece's colour with a white edge, and its number when it fits. */
  static void mark(Canvas c, double cx, double cy, double r, int piece) {
    Colour colour = Colour.ofPiece(piece);
    c.circle(cx, cy, r, colour, EDGE, Math.max(0.2, r * 0.22));
    if (r >= NUMBERED) {
      String number = Integer.toString(piece + 1);
      double size = r * (number.length() == 1 ? 1.35 : number.length() == 2 ? 1.05 : 0.8);
      c.text(
          cx,
          cy + size * 0.36,
          number,
          size,
          Canvas.Anchor.MIDDLE,
          colour.textOn(BoardSheet.INK),
          true);
    }
  }

  /**
   * Where k marks go on a free square: centred rows of {@code cols} marks, each {x, y, radius}, as
   * large as {@code cols} lets them be.
   */
  static double[][] grid(int k, int cols, double x, double y, double s) {
    int rows = (k + cols - 1) / cols;
    double pitch = cols <= 2 ? s * 0.36 : cols == 3 ? s * 0.29 : s * 0.9 / cols;
    double r = cols <= 2 ? s * 0.155 : cols == 3 ? s * 0.125 : pitch * 0.42;
    double[][] spots = new double[k][];
    for (int j = 0; j < k; j++) {
      int row = j / cols;
      int inRow = row == rows - 1 ? k - cols * (rows - 1) : cols;
      int col = j % cols;
      spots[j] =
          new double[] {
            x + s / 2 + (col - (inRow - 1) / 2.0) * pitch,
            y + s / 2 + (row - (rows - 1) / 2.0) * pitch,
            r
          };
    }
    return spots;
  }

  /**
   * Where k marks go on a square a piece stands on: its corners (top left first) for up to 4, else
   * spread along its top and bottom edges; each {x, y, radius}.
   */
  static double[][] corners(int k, double x, double y, double s) {
    double[][] spots = new double[k][];
    if (k <= 4) {
      double[][] unit = {{0.12, 0.12}, {0.88, 0.12}, {0.88, 0.88}, {0.12, 0.88}};
      for (int j = 0; j < k; j++) {
        spots[j] = new double[] {x + unit[j][0] * s, y + unit[j][1] * s, s * 0.11};
      }
      return spots;
    }
    int top = (k + 1) / 2;
    double pitch = 0.8 / (top - 1);
    double r = s * Math.min(0.1, pitch * 0.45);
    for (int j = 0; j < k; j++) {
      boolean upper = j < top;
      int col = upper ? j : j - top;
      int inRow = upper ? top : k - top;
      double from = 0.5 - pitch * (inRow - 1) / 2;
      spots[j] = new double[] {x + (from + col * pitch) * s, y + (upper ? 0.1 : 0.9) * s, r};
    }
    return spots;
  }
}
