package org.nqueenslab.picture;

import org.nqueenslab.problem.Piece;

/**
 * The pieces, drawn as shapes in a square of side {@code s} at (x, y) rather than as font glyphs,
 * so that the SVG and the PNG look the same whatever fonts a viewer has: a five-pointed crown for a
 * queen, a pawn's silhouette, a dark square crossed out for a hole. Below 10 units a square is too
 * small for a silhouette, and a queen is a disc.
 */
final class Pieces {
  private static final double[] CROWN = {
    0.24, 0.76, 0.13, 0.36, 0.32, 0.56, 0.33, 0.27, 0.45, 0.53, 0.50, 0.22, 0.55, 0.53, 0.67, 0.27,
    0.68, 0.56, 0.87, 0.36, 0.76, 0.76
  };
  private static final double[] CROWN_BASE = {0.22, 0.79, 0.78, 0.79, 0.80, 0.87, 0.20, 0.87};
  private static final double[] CROWN_TIPS = {
    0.13, 0.33, 0.33, 0.24, 0.50, 0.19, 0.67, 0.24, 0.87, 0.33
  };
  private static final double[] PAWN_BODY = {0.37, 0.79, 0.44, 0.47, 0.56, 0.47, 0.63, 0.79};
  private static final double[] PAWN_BASE = {0.26, 0.78, 0.74, 0.78, 0.77, 0.87, 0.23, 0.87};

  private Pieces() {}

  static void queen(Canvas c, double x, double y, double s, Colour fill) {
    if (s < 10) {
      c.circle(x + s / 2, y + s / 2, s * 0.45, fill, null, 0);
      return;
    }
    double w = s * 0.035;
    c.polygon(place(CROWN, x, y, s), fill, BoardSheet.OUTLINE, w);
    c.polygon(place(CROWN_BASE, x, y, s), fill, BoardSheet.OUTLINE, w);
    for (int i = 0; i < CROWN_TIPS.length; i += 2) {
      c.circle(
          x + CROWN_TIPS[i] * s, y + CROWN_TIPS[i + 1] * s, s * 0.055, fill, BoardSheet.OUTLINE, w);
    }
  }

  /**
   * A piece of the problem: the queen's crown, any other piece a disc with its notation in it (N,
   * K, QN for the amazon, RN the chancellor, BN the archbishop), so that no two pieces look alike.
   */
  static void piece(Canvas c, Piece piece, double x, double y, double s, Colour fill) {
    if (piece.isQueen()) {
      queen(c, x, y, s, fill);
      return;
    }
    c.circle(x + s / 2, y + s / 2, s * 0.42, fill, BoardSheet.OUTLINE, Math.max(0.3, s * 0.035));
    if (s >= 10) {
      String letters = piece.notation();
      double size = s * (letters.length() == 1 ? 0.5 : letters.length() == 2 ? 0.38 : 0.26);
      c.text(
          x + s / 2,
          y + s / 2 + size * 0.36,
          letters,
          size,
          Canvas.Anchor.MIDDLE,
          BoardSheet.PIECE_TEXT,
          true);
    }
  }

  static void pawn(Canvas c, double x, double y, double s, Colour fill) {
    if (s < 10) {
      c.circle(x + s / 2, y + s / 2, s * 0.3, fill, BoardSheet.INK, Math.max(0.3, s * 0.06));
      return;
    }
    double w = s * 0.035;
    c.polygon(place(PAWN_BODY, x, y, s), fill, BoardSheet.INK, w);
    c.polygon(place(PAWN_BASE, x, y, s), fill, BoardSheet.INK, w);
    c.circle(x + 0.5 * s, y + 0.34 * s, s * 0.13, fill, BoardSheet.INK, w);
  }

  static void hole(Canvas c, double x, double y, double s) {
    c.rect(x, y, s, s, BoardSheet.HOLE);
    if (s >= 8) {
      double w = s * 0.06;
      c.line(x + 0.28 * s, y + 0.28 * s, x + 0.72 * s, y + 0.72 * s, BoardSheet.HOLE_MARK, w);
      c.line(x + 0.72 * s, y + 0.28 * s, x + 0.28 * s, y + 0.72 * s, BoardSheet.HOLE_MARK, w);
    }
  }

  private static double[] place(double[] unit, double x, double y, double s) {
    double[] points = new double[unit.length];
    for (int i = 0; i < unit.length; i += 2) {
      points[i] = x + unit[i] * s;
      points[i + 1] = y + unit[i + 1] * s;
    }
    return points;
  }
}
