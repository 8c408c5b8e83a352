package org.nqueenslab.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The board pictures for a projector: attacked squares striped so that they differ from both light
 * and dark squares while those still differ from each other, and a torus drawn with the squares it
 * wraps to past each edge (a plain board without them).
 */
class BoardSheetTest {
  /** Pólya's torus solution of 5 x 5: rank r's queen on file 2r mod 5 (a1, c2, e3, b4, d5). */
  private static final Placement POLYA_5 = Placement.ofFilesByRank(0, 2, 4, 1, 3);

  private static Problem torus(int n) {
    return Problem.builder(n).torus(true).build();
  }

  private static String svg(Problem problem, Placement queens, boolean shade) {
    return new BoardSheet(problem, List.of(new BoardSheet.Board(queens, null)), shade, "t").toSvg();
  }

  /** The text of the SVG's wrap group, empty when there is none. */
  private static String wrapGroup(String svg) {
    int start = svg.indexOf("<g class=\"torus-wrap\">");
    return start < 0 ? "" : svg.substring(start, svg.indexOf("</g>", start));
  }

  private static int count(String text, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
    int k = 0;
    while (m.find()) {
      k++;
    }
    return k;
  }

  @Test
  void aTorusShowsTheSquaresItWrapsToAndAPlainBoardDoesNot() {
    String plain = svg(Problem.of(5), POLYA_5, false);
    assertFalse(plain.contains("torus-wrap"), "a plain board does not wrap");
    String wrap = wrapGroup(svg(torus(5), POLYA_5, false));
    // a ring of 7 x 7 - 5 x 5 squares, then the four bands that fade it
    assertEquals(7 * 7 - 5 * 5 + 4, count(wrap, "<rect"));
    // the copies of the queens on the edges: each queen on an edge once per neighbouring ring
    // square it is copied to (a1 to three, the corner and its two sides)
    int expected = 0;
    for (int r = -1; r <= 5; r++) {
      for (int f = -1; f <= 5; f++) {
        boolean inside = r >= 0 && r < 5 && f >= 0 && f < 5;
        Square source = new Square(Math.floorMod(r, 5), Math.floorMod(f, 5));
        if (!inside && POLYA_5.squares().contains(source)) {
          expected++;
        }
      }
    }
    assertTrue(expected > 0);
    assertEquals(expected, count(wrap, "<polygon") / 2, "a crown is two polygons");
    // the wrapped-around files and ranks are named: e left of a, a right of e, 1 above 5, 5 below 1
    String sheet = svg(torus(5), POLYA_5, false);
    assertEquals(5 + 2, count(sheet, "text-anchor=\"middle\""), "files a to e, and e and a");
    assertEquals(5 + 2, count(sheet, "text-anchor=\"end\""), "ranks 1 to 5, and 5 and 1");
    assertEquals(5, count(plain, "text-anchor=\"middle\""));
  }

  @Test
  void theShadingFollowsTheTorusRules() {
    Placement a2 = Placement.of(new Square(1, 0));
    Problem torus = Problem.builder(5).torus(true).queens(1).build();
    Problem plain = Problem.builder(5).queens(1).build();
    // a2's diagonal down and to the left leaves the board at a2 and comes back at e1
    assertTrue(AttackedSquares.of(torus, a2)[0][4]);
    assertFalse(AttackedSquares.of(plain, a2)[0][4]);
  }

  @Test
  void attackedSquaresAreStripedOnTheirOwnColour() throws Exception {
    Placement q = Placement.of(new Square(0, 0)); // a1 on 3 x 3: b1, a2, b2 attacked; c3 too
    Problem problem = Problem.builder(3).queens(1).build();
    String svg = svg(problem, q, true);
    boolean[][] attacked = AttackedSquares.of(problem, q);
    int shaded = 0;
    for (boolean[] rank : attacked) {
      for (boolean a : rank) {
        shaded += a ? 1 : 0;
      }
    }
    assertEquals(shaded + 1, count(svg, "fill=\"url(#hatch"), "each attacked square, and the key");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new BoardSheet(problem, List.of(new BoardSheet.Board(q, null)), true, "t").writePng(out);
    BufferedImage png = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
    ByteArrayOutputStream plainOut = new ByteArrayOutputStream();
    new BoardSheet(problem, List.of(new BoardSheet.Board(q, null)), false, "t").writePng(plainOut);
    BufferedImage plain = ImageIO.read(new ByteArrayInputStream(plainOut.toByteArray()));
    // b1 is a light square and b2 a dark one, both attacked by a1: compared with themselves
    // unshaded
    int[] lightAttacked = mean(png, 1, 0); // b1
    int[] darkAttacked = mean(png, 1, 1); // b2
    int[] light = mean(plain, 1, 0);
    int[] dark = mean(plain, 1, 1);
    // 70 apart at least (the orange tint of before left a dark square within 42 of itself)
    assertTrue(distance(lightAttacked, light) > 70, "attacked light differs from light");
    assertTrue(distance(lightAttacked, dark) > 70, "attacked light differs from dark");
    assertTrue(distance(darkAttacked, dark) > 70, "attacked dark differs from dark");
    assertTrue(distance(darkAttacked, light) > 70, "attacked dark differs from light");
    assertTrue(distance(lightAttacked, darkAttacked) > 50, "light and dark still differ");
  }

  /**
   * The mean colour of the inner half of the square at (file, rank) of a lone 3 x 3 board, which a
   * PNG draws at 2 pixels per unit (where its board is does not depend on the legend below).
   */
  private static int[] mean(BufferedImage image, int file, int rank) {
    SheetLayout layout =
        new SheetLayout(Problem.builder(3).queens(1).build(), 1, false, new double[0], 1);
    double scale = 2;
    double s = layout.square() * scale;
    double x = layout.boardX(0) * scale + file * s;
    double y = layout.boardY(0) * scale + (2 - rank) * s;
    long[] sum = new long[3];
    int k = 0;
    for (int px = (int) (x + s / 4); px < x + 3 * s / 4; px++) {
      for (int py = (int) (y + s / 4); py < y + 3 * s / 4; py++) {
        int rgb = image.getRGB(px, py);
        sum[0] += (rgb >> 16) & 0xff;
        sum[1] += (rgb >> 8) & 0xff;
        sum[2] += rgb & 0xff;
        k++;
      }
    }
    return new int[] {(int) (sum[0] / k), (int) (sum[1] / k), (int) (sum[2] / k)};
  }

  private static double distance(int[] a, int[] b) {
    return Math.sqrt(
        Math.pow(a[0] - b[0], 2) + Math.pow(a[1] - b[1], 2) + Math.pow(a[2] - b[2], 2));
  }
}
