package org.nqueenslab.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;
import org.nqueenslab.problem.Square;

/**
 * The board pictures for a projector: attacked squares striped so that they differ from both light
 * and dark squares while those still differ from each other, a dominating placement's squares
 * marked with the pieces that cover them, and a torus drawn with the squares it wraps to past each
 * edge (a plain board without them).
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

  @org.junit.jupiter.api.Test
  void theStripesLegendNamesThePiece() {
    Problem knights =
        Problem.builder(4).piece(org.nqueenslab.problem.Piece.parse("knight")).build();
    String drawn = svg(knights, Placement.of(org.nqueenslab.problem.Square.parse("a1")), true);
    org.junit.jupiter.api.Assertions.assertTrue(drawn.contains("square a knight attacks"), drawn);
    Problem amazons =
        Problem.builder(4).piece(org.nqueenslab.problem.Piece.parse("amazon")).build();
    String amazon = svg(amazons, Placement.of(org.nqueenslab.problem.Square.parse("a1")), true);
    org.junit.jupiter.api.Assertions.assertTrue(amazon.contains("square an amazon attacks"));
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

  /**
   * A dominating 5 x 5 placement of 3 queens (a1, d2, c4), none standing between another and a
   * square on its lines, so that whether queens block each other does not change what they cover.
   */
  private static final Placement DOMINATING_5 =
      Placement.of(new Square(0, 0), new Square(1, 3), new Square(3, 2));

  private static Problem dominating(int n, Piece piece, int pieces) {
    return Problem.builder(n).rule(Rule.DOMINATING).piece(piece).queens(pieces).build();
  }

  /**
   * The SVG's marks: square -> the numbers of the pieces marked on it (from 1), in the order drawn,
   * read from the marks' colours; each number of the square's group checked to be drawn as one
   * circle in that piece's colour.
   */
  private static Map<String, List<Integer>> marks(String svg) {
    Map<String, List<Integer>> marks = new TreeMap<>();
    Matcher m =
        Pattern.compile(
                "<g class=\"cover\" data-square=\"(\\w+)\" data-pieces=\"([\\d ]+)\">\n(.*?)</g>",
                Pattern.DOTALL)
            .matcher(svg);
    while (m.find()) {
      List<Integer> pieces = new ArrayList<>();
      for (String p : m.group(2).split(" ")) {
        pieces.add(Integer.parseInt(p));
      }
      List<String> fills = new ArrayList<>();
      Matcher circle = Pattern.compile("<circle [^>]*fill=\"(#\\w+)\"").matcher(m.group(3));
      while (circle.find()) {
        fills.add(circle.group(1));
      }
      List<String> expected = new ArrayList<>();
      pieces.forEach(p -> expected.add(Colour.ofPiece(p - 1).hex()));
      assertEquals(
          expected.stream().sorted().toList(),
          fills.stream().sorted().toList(),
          m.group(1) + ": one mark in each covering piece's colour");
      List<Integer> drawn = new ArrayList<>();
      fills.forEach(
          fill ->
              drawn.add(
                  pieces.stream()
                      .filter(p -> Colour.ofPiece(p - 1).hex().equals(fill))
                      .findFirst()
                      .orElseThrow()));
      marks.put(m.group(1), drawn);
    }
    return marks;
  }

  /**
   * The expected marks, square -> covering pieces (numbered from 1), from a rule given per pair.
   */
  private static Map<String, List<Integer>> expected(
      Problem problem, Placement pieces, java.util.function.BiPredicate<Square, Square> covers) {
    Map<String, List<Integer>> expected = new TreeMap<>();
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        List<Integer> by = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
          if (covers.test(pieces.square(i), s)) {
            by.add(i + 1);
          }
        }
        if (!by.isEmpty()) {
          expected.put(s.name(), by);
        }
      }
    }
    return expected;
  }

  @Test
  void eachSquareHoldsOneMarkPerQueenThatCoversIt() {
    Problem problem = dominating(5, Piece.QUEEN, 3);
    String svg = svg(problem, DOMINATING_5, true);
    // the rules of chess: a queen covers its square and those on its rank, file and diagonals
    Map<String, List<Integer>> expected =
        expected(
            problem,
            DOMINATING_5,
            (q, s) ->
                q.rank() == s.rank()
                    || q.file() == s.file()
                    || Math.abs(q.rank() - s.rank()) == Math.abs(q.file() - s.file()));
    assertEquals(25, expected.size(), "the placement dominates");
    assertEquals(43, expected.values().stream().mapToInt(List::size).sum());
    assertEquals(11, expected.values().stream().filter(by -> by.size() == 1).count());
    Map<String, List<Integer>> drawn = marks(svg);
    assertEquals(43, drawn.values().stream().mapToInt(List::size).sum(), "one mark per pair");
    assertEquals(expected.keySet(), drawn.keySet());
    drawn.forEach(
        (square, by) ->
            assertEquals(
                expected.get(square),
                by.stream().sorted().toList(),
                "the pieces covering " + square));
    // every queen ringed in its colour, the number its marks carry
    for (int i = 0; i < DOMINATING_5.size(); i++) {
      String group =
          "<g class=\"queen\" data-square=\""
              + DOMINATING_5.square(i).name()
              + "\" data-piece=\""
              + (i + 1)
              + "\">\n<circle";
      assertTrue(svg.contains(group), "queen " + (i + 1) + " is numbered and ringed");
      assertTrue(
          svg.contains("fill=\"none\" stroke=\"" + Colour.ofPiece(i).hex() + "\""),
          "ring " + (i + 1));
    }
    assertFalse(svg.contains("url(#hatch"), "marks, not stripes");
    assertTrue(svg.contains("marks: the pieces that cover the square (attack or occupy it)"));
  }

  @Test
  void aRooksMarksStopAtAPawnPassOverAHoleAndMarkNeither() {
    Problem problem =
        Problem.builder(5)
            .rule(Rule.DOMINATING)
            .piece(Piece.parse("rook"))
            .queens(2)
            .pawns("c1")
            .holes("a3")
            .build();
    Placement rooks = Placement.of(new Square(0, 0), new Square(4, 0)); // a1, a5
    Square pawn = Square.parse("c1");
    Square hole = Square.parse("a3");
    // a rook covers its square and each square along its rank and file up to the first pawn
    Map<String, List<Integer>> expected =
        expected(
            problem,
            rooks,
            (q, s) -> {
              if (s.equals(pawn) || s.equals(hole)) {
                return false;
              }
              if (q.equals(s)) {
                return true;
              }
              if (q.rank() != s.rank() && q.file() != s.file()) {
                return false;
              }
              int dr = Integer.signum(s.rank() - q.rank());
              int df = Integer.signum(s.file() - q.file());
              for (Square t = new Square(q.rank() + dr, q.file() + df);
                  !t.equals(s);
                  t = new Square(t.rank() + dr, t.file() + df)) {
                if (t.equals(pawn)) {
                  return false;
                }
              }
              return true;
            });
    assertFalse(expected.containsKey("d1"), "the pawn on c1 shields d1 from a1");
    assertEquals(List.of(1, 2), expected.get("a5"), "a1's file runs on past the hole on a3");
    Map<String, List<Integer>> drawn = marks(svg(problem, rooks, true));
    assertEquals(expected, sorted(drawn));
    assertEquals(List.of(2, 1), drawn.get("a5"), "on a piece's square its own mark comes first");
  }

  @Test
  void aKnightOnATorusCoversTheSquaresItLeapsToRoundTheEdges() {
    Problem problem =
        Problem.builder(5)
            .torus(true)
            .rule(Rule.DOMINATING)
            .piece(Piece.parse("knight"))
            .queens(2)
            .build();
    Placement knights = Placement.of(new Square(0, 0), new Square(2, 2)); // a1, c3
    // a knight covers its square and those a (1, 2) or (2, 1) leap away, counted mod 5
    Map<String, List<Integer>> expected =
        expected(
            problem,
            knights,
            (q, s) -> {
              int dr =
                  Math.min(
                      Math.floorMod(s.rank() - q.rank(), 5), Math.floorMod(q.rank() - s.rank(), 5));
              int df =
                  Math.min(
                      Math.floorMod(s.file() - q.file(), 5), Math.floorMod(q.file() - s.file(), 5));
              return dr == 0 && df == 0 || dr == 1 && df == 2 || dr == 2 && df == 1;
            });
    assertTrue(expected.get("d2").contains(1), "a1 leaps to d2 round the left edge");
    assertTrue(expected.get("b4").contains(1), "and to b4 round the bottom edge");
    Map<String, List<Integer>> drawn = marks(svg(problem, knights, true));
    assertEquals(expected, sorted(drawn));
    // the ring of wrapped-around squares repeats the marks, but not as marks of the board
    String wrap = wrapGroup(svg(problem, knights, true));
    assertTrue(wrap.contains("fill=\"" + Colour.ofPiece(0).hex() + "\""));
    assertFalse(wrap.contains("class=\"cover\""));
  }

  private static Map<String, List<Integer>> sorted(Map<String, List<Integer>> marks) {
    Map<String, List<Integer>> sorted = new TreeMap<>();
    marks.forEach((k, v) -> sorted.put(k, v.stream().sorted().toList()));
    return sorted;
  }

  @Test
  void aPictureThatIsNotOfDominationHasNoMarks() {
    String striped = svg(torus(5), POLYA_5, true);
    assertTrue(marks(striped).isEmpty());
    assertFalse(striped.contains("data-piece"), "no piece numbered");
    assertTrue(striped.contains("url(#hatch"), "attacked squares striped as before");
    assertEquals(
        count(svg(torus(5), POLYA_5, false), "<circle"),
        count(striped, "<circle"),
        "no ring and no mark: the crowns' circles only");
    // a dominating placement without --shade-attacks is drawn as any other
    String plain = svg(dominating(5, Piece.QUEEN, 3), DOMINATING_5, false);
    assertTrue(marks(plain).isEmpty());
    assertFalse(plain.contains("data-piece"));
    assertFalse(plain.contains("marks:"));
  }

  @Test
  void aMarkIsPaintedInItsPiecesColourInThePng() throws Exception {
    Problem problem = dominating(5, Piece.QUEEN, 3);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new BoardSheet(problem, List.of(new BoardSheet.Board(DOMINATING_5, null)), true, "t")
        .writePng(out);
    BufferedImage png = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
    // b5 is covered by c4 alone, its one mark in the middle of the square; sampled left of the
    // mark's number
    SheetLayout layout = new SheetLayout(problem, 1, false, new double[0], 1);
    double s = layout.square();
    double x = layout.boardX(0) + 1 * s + s / 2 - s * 0.1;
    double y = layout.boardY(0) + s / 2; // rank 5, the top row
    int rgb = png.getRGB((int) Math.round(x * 2), (int) Math.round(y * 2));
    Colour c4 = Colour.ofPiece(DOMINATING_5.squares().indexOf(Square.parse("c4")));
    int[] seen = {(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff};
    assertTrue(
        distance(seen, new int[] {c4.red(), c4.green(), c4.blue()}) < 20,
        "b5's mark is c4's colour: " + java.util.Arrays.toString(seen));
  }

  @Test
  void thePiecesColoursAreThePaletteWithoutItsBlack() {
    assertEquals(Colour.PALETTE.length - 1, Colour.PIECES.size());
    assertFalse(Colour.PIECES.contains(Colour.of(0x000000)));
    assertEquals(Colour.of(Colour.PALETTE[0]), Colour.ofPiece(0));
  }

  @Test
  void aLongLegendWrapsIntoRowsRatherThanWideningTheSheet() {
    Problem problem = Problem.of(5);
    SheetLayout none = new SheetLayout(problem, 1, false, new double[0], 1);
    double item = none.width() * 0.6; // two do not fit side by side
    SheetLayout three = new SheetLayout(problem, 1, false, new double[] {item, item, item}, 1);
    assertEquals(none.width(), three.width(), 1e-9);
    assertEquals(three.legendX(0), three.legendX(2), 1e-9);
    assertTrue(three.legendY(0) < three.legendY(1) && three.legendY(1) < three.legendY(2));
    assertTrue(three.height() > three.legendY(2) + SheetLayout.LEGEND);
  }
}
