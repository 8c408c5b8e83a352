package org.nqueenslab.picture;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A sheet of boards of one problem, numbered and captioned, as SVG ({@link #toSvg}) or PNG ({@link
 * #writePng}) from the same drawing: a checkerboard with file letters and rank numbers, queens as
 * crowns (queens given in advance in red), pawns, holes, and optionally the squares the queens
 * attack striped, or, for a dominating placement, which piece covers each square ({@link
 * CoverMarks}); a torus with a faded ring of the squares it wraps to past each edge. One board is
 * drawn large; several form a grid of small boards.
 *
 * <p>In the SVG each board is a {@code <g class="board" data-number="1">} (with {@code
 * data-class-size} when it stands for a symmetry class) and each piece a {@code <g class="queen"
 * data-square="e4">} (classes {@code fixed-queen}, {@code pawn}, {@code hole}; with {@code
 * data-piece}, the number its marks carry, when {@link CoverMarks} are drawn), so a page or a test
 * can read what is drawn.
 */
public final class BoardSheet {
  /** Larger boards are not drawn: a square would be smaller than a pixel of a large screen. */
  public static final int MAX_SIDE = 1000;

  /** The most boards one sheet holds. */
  public static final int MAX_BOARDS = 1000;

  /** One board of the sheet: a solution and, for a fundamental solution, its class size. */
  public record Board(Placement solution, Integer classSize) {}

  static final Colour LIGHT = Colour.of(0xf0d9b5);
  static final Colour DARK = Colour.of(0xb58863);
  static final Colour EDGE = Colour.of(0x5b3a1e);
  static final Colour INK = Colour.of(0x2b2b2b);
  static final Colour QUEEN = Colour.of(0x17171c);
  static final Colour FIXED_QUEEN = Colour.of(0xc62828);
  static final Colour OUTLINE = Colour.of(0xffffff);

  /** The letters of a piece other than the queen, on its dark disc. */
  static final Colour PIECE_TEXT = Colour.of(0xffffff);

  static final Colour PAWN = Colour.of(0xfafafa);
  static final Colour HOLE = Colour.of(0x3c3c3c);
  static final Colour HOLE_MARK = Colour.of(0x8a8a8a);

  /**
   * The stripes over an attacked square: blue, the opposite of the board's browns, over a square
   * that keeps its own colour, so that light and dark still read and no piece shares the mark.
   */
  static final Colour ATTACKED = Colour.of(0x1b4f9c);

  /**
   * Laid over the ring of wrapped-around squares of a torus: they read as a copy, not the board.
   */
  static final Colour WRAP_FADE = Colour.of(0xffffff).withOpacity(0.55);

  /** The names of the wrapped-around files and ranks. */
  static final Colour WRAP_INK = INK.withOpacity(0.5);

  private static final String FIXED_TEXT = "queen given in advance";
  private static final String PAWN_TEXT = "pawn (blocks attacks)";
  private static final String HOLE_TEXT = "hole (no queen; attacks pass over)";
  private static final String COVER_TEXT =
      "marks: the pieces that cover the square (attack or occupy it)";
  private static final String WRAP_TEXT = "faded: the opposite edge, wrapped around (torus)";
  static final Colour PAPER = Colour.of(0xffffff);

  private final Problem problem;
  private final List<Board> boards;
  private final boolean shadeAttacks;
  private final String title;
  private final SheetLayout layout;

  /**
   * @param title the sheet's heading, e.g. "8 x 8: the 12 fundamental solutions"
   * @throws BadInputException for a board too large to draw or too many boards
   */
  public BoardSheet(Problem problem, List<Board> boards, boolean shadeAttacks, String title) {
    requireDrawable(problem);
    if (boards.size() > MAX_BOARDS) {
      throw new BadInputException(
          "more than "
              + MAX_BOARDS
              + " boards for one picture: give --limit "
              + MAX_BOARDS
              + " or fewer");
    }
    this.problem = problem;
    this.boards = List.copyOf(boards);
    this.shadeAttacks = shadeAttacks;
    this.title = title;
    this.layout =
        new SheetLayout(
            problem, Math.max(1, boards.size()), captioned(), legendWidths(), title.length());
  }

  /**
   * Whether each board has a caption above it: on a sheet of several, its number; and a board of a
   * fundamental solution always carries its class size, even alone on its sheet.
   */
  private boolean captioned() {
    return boards.size() > 1 || boards.stream().anyMatch(b -> b.classSize() != null);
  }

  /** Refuses, in one line, a board too large to draw. */
  public static void requireDrawable(Problem problem) {
    if (Math.max(problem.rows(), problem.cols()) > MAX_SIDE) {
      throw new BadInputException(
          "a "
              + problem.rows()
              + " x "
              + problem.cols()
              + " board is too large to draw as a picture (limit "
              + MAX_SIDE
              + " files and ranks): write the solution to a text file instead (--output FILE.txt)");
    }
  }

  /** The sheet as a standalone SVG document. */
  public String toSvg() {
    SvgCanvas canvas = new SvgCanvas();
    draw(canvas);
    return canvas.document(layout.width(), layout.height(), 1600, title);
  }

  /** The sheet as a PNG image, about 2 pixels per unit for small sheets, at most 4000 pixels. */
  public void writePng(OutputStream out) throws IOException {
    double scale = Math.min(2.0, 4000 / Math.max(layout.width(), layout.height()));
    int w = (int) Math.ceil(layout.width() * scale);
    int h = (int) Math.ceil(layout.height() * scale);
    BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      draw(new GraphicsCanvas(g, scale));
    } finally {
      g.dispose();
    }
    Png.write(image, out);
  }

  /**
   * Whether the boards show which piece covers each square rather than stripes: asked for the
   * attacks of a dominating problem, where who covers what is the point.
   */
  private boolean showsCover() {
    return shadeAttacks && problem.rule().dominates();
  }

  private boolean hasLegend() {
    return !legendTexts().isEmpty();
  }

  /** The stripes' legend, naming the piece: "square a queen attacks", "square a knight attacks". */
  private String attackedText() {
    String piece = problem.isMixed() ? "piece" : problem.piece().singular();
    return "square a" + (piece.matches("[aeiou].*") ? "n " : " ") + piece + " attacks";
  }

  private List<String> legendTexts() {
    List<String> texts = new java.util.ArrayList<>();
    if (!problem.fixed().isEmpty()) {
      texts.add(FIXED_TEXT);
    }
    if (!problem.pawns().isEmpty()) {
      texts.add(PAWN_TEXT);
    }
    if (!problem.holes().isEmpty()) {
      texts.add(HOLE_TEXT);
    }
    if (showsCover()) {
      texts.add(COVER_TEXT);
    } else if (shadeAttacks) {
      texts.add(attackedText());
    }
    if (problem.torus()) {
      texts.add(WRAP_TEXT);
    }
    return texts;
  }

  /** The width in units of each legend item: a sample square, its text, a gap; none without. */
  private double[] legendWidths() {
    double size = SheetLayout.LEGEND;
    return legendTexts().stream()
        .mapToDouble(
            t -> size * 1.6 + size * 0.4 + size * 0.6 * t.length() + SheetLayout.LEGEND_GAP)
        .toArray();
  }

  private void draw(Canvas c) {
    c.rect(0, 0, layout.width(), layout.height(), PAPER);
    c.text(
        layout.margin(),
        layout.margin() + layout.titleSize(),
        title,
        layout.titleSize(),
        Canvas.Anchor.START,
        INK,
        true);
    for (int i = 0; i < boards.size(); i++) {
      drawBoard(c, i, boards.get(i));
    }
    if (hasLegend()) {
      drawLegend(c);
    }
  }

  private void drawBoard(Canvas c, int index, Board board) {
    double s = layout.square();
    double x0 = layout.boardX(index);
    double y0 = layout.boardY(index);
    Map<String, String> attributes = new LinkedHashMap<>();
    attributes.put("class", "board");
    attributes.put("data-number", Integer.toString(index + 1));
    if (board.classSize() != null) {
      attributes.put("data-class-size", Integer.toString(board.classSize()));
    }
    c.begin(attributes);
    if (captioned()) {
      String caption =
          "No. "
              + (index + 1)
              + (board.classSize() == null ? "" : " \u2014 class of " + board.classSize());
      c.text(
          x0 - layout.wrap(),
          y0 - layout.wrap() - layout.captionGap(),
          caption,
          layout.captionSize(),
          Canvas.Anchor.START,
          INK,
          true);
    }
    int rows = problem.rows();
    int cols = problem.cols();
    c.checkerboard(x0, y0, rows, cols, s, LIGHT, DARK, (rows - 1) % 2 == 0);
    CoverMarks cover = showsCover() ? new CoverMarks(problem, board.solution()) : null;
    boolean[][] attacked =
        shadeAttacks && cover == null ? AttackedSquares.of(problem, board.solution()) : null;
    if (attacked != null) {
      for (int r = 0; r < rows; r++) {
        for (int f = 0; f < cols; f++) {
          if (attacked[r][f]) {
            shade(c, x(x0, f), y(y0, r), s);
          }
        }
      }
    }
    if (problem.torus()) {
      drawWrap(c, x0, y0, board.solution(), attacked, cover);
    }
    for (Square h : problem.holes()) {
      piece(c, "hole", h, () -> Pieces.hole(c, x(x0, h.file()), y(y0, h.rank()), s));
    }
    for (Square p : problem.pawns()) {
      piece(c, "pawn", p, () -> Pieces.pawn(c, x(x0, p.file()), y(y0, p.rank()), s, PAWN));
    }
    Placement q = board.solution();
    for (int i = 0; i < q.size(); i++) {
      Square sq = q.square(i);
      Piece kind = problem.kinds().get(q.kind(i)).piece();
      boolean fixed = problem.fixed().contains(sq);
      Map<String, String> group = new LinkedHashMap<>();
      group.put("class", fixed ? "fixed-queen" : "queen");
      group.put("data-square", sq.name());
      if (cover != null) { // the number its marks carry
        group.put("data-piece", Integer.toString(i + 1));
      }
      c.begin(group);
      if (cover != null) {
        CoverMarks.ring(c, i, x(x0, sq.file()), y(y0, sq.rank()), s);
      }
      Pieces.piece(c, kind, x(x0, sq.file()), y(y0, sq.rank()), s, fixed ? FIXED_QUEEN : QUEEN);
      c.end();
    }
    if (cover != null) {
      for (int r = 0; r < rows; r++) {
        for (int f = 0; f < cols; f++) {
          cover.draw(c, new Square(r, f), x(x0, f), y(y0, r), s, true);
        }
      }
    }
    drawFrame(c, x0, y0, rows, cols, s);
    drawCoordinates(c, x0, y0, rows, cols, s);
    c.end();
  }

  /** Stripes over a square a queen attacks; on a square too small for stripes, a blue tint. */
  private static void shade(Canvas c, double x, double y, double s) {
    double spacing = s / 4;
    if (spacing < 1.5) {
      c.rect(x, y, s, s, ATTACKED.withOpacity(0.45));
    } else {
      c.hatch(x, y, s, s, ATTACKED, spacing, spacing * 0.33);
    }
  }

  /**
   * A torus's wrap, shown: past each edge, a faded ring of the squares the board continues with
   * (past file h, file a again; past rank 1, rank 8), with their colours, shading and pieces, so a
   * line of attack that leaves one edge is seen to come back at the other. In the SVG a {@code <g
   * class="torus-wrap">}; its pieces are not {@code queen} groups, as they are copies.
   */
  private void drawWrap(
      Canvas c, double x0, double y0, Placement q, boolean[][] attacked, CoverMarks cover) {
    int rows = problem.rows();
    int cols = problem.cols();
    double s = layout.square();
    Map<Square, Integer> pieceAt = new java.util.HashMap<>();
    for (int i = 0; i < q.size(); i++) {
      pieceAt.put(q.square(i), i);
    }
    c.begin(Map.of("class", "torus-wrap"));
    for (int r = -1; r <= rows; r++) {
      for (int f = -1; f <= cols; f++) {
        if (r >= 0 && r < rows && f >= 0 && f < cols) {
          continue;
        }
        Square sq = new Square(Math.floorMod(r, rows), Math.floorMod(f, cols));
        double x = x0 + f * s;
        double y = y0 + (rows - 1 - r) * s;
        c.rect(x, y, s, s, (sq.rank() + sq.file()) % 2 == 0 ? DARK : LIGHT); // a1 is dark
        if (attacked != null && attacked[sq.rank()][sq.file()]) {
          shade(c, x, y, s);
        }
        Integer i = pieceAt.get(sq);
        if (problem.holes().contains(sq)) {
          Pieces.hole(c, x, y, s);
        } else if (problem.pawns().contains(sq)) {
          Pieces.pawn(c, x, y, s, PAWN);
        } else if (i != null) {
          Piece kind = problem.kinds().get(q.kind(i)).piece();
          if (cover != null) {
            CoverMarks.ring(c, i, x, y, s);
          }
          Pieces.piece(c, kind, x, y, s, problem.fixed().contains(sq) ? FIXED_QUEEN : QUEEN);
        }
        if (cover != null) {
          cover.draw(c, sq, x, y, s, false);
        }
      }
    }
    c.rect(x0 - s, y0 - s, (cols + 2) * s, s, WRAP_FADE);
    c.rect(x0 - s, y0 + rows * s, (cols + 2) * s, s, WRAP_FADE);
    c.rect(x0 - s, y0, s, rows * s, WRAP_FADE);
    c.rect(x0 + cols * s, y0, s, rows * s, WRAP_FADE);
    c.end();
  }

  private static void piece(Canvas c, String kind, Square square, Runnable draw) {
    Map<String, String> attributes = new LinkedHashMap<>();
    attributes.put("class", kind);
    attributes.put("data-square", square.name());
    c.begin(attributes);
    draw.run();
    c.end();
  }

  private void drawFrame(Canvas c, double x0, double y0, int rows, int cols, double s) {
    double w = Math.max(0.6, s * 0.03);
    double right = x0 + cols * s;
    double bottom = y0 + rows * s;
    c.line(x0, y0, right, y0, EDGE, w);
    c.line(right, y0, right, bottom, EDGE, w);
    c.line(right, bottom, x0, bottom, EDGE, w);
    c.line(x0, bottom, x0, y0, EDGE, w);
  }

  /**
   * File letters under the board, rank numbers to its left; every k-th on a large board. A torus's
   * wrapped-around squares are named too, faded (h left of a, 1 above 8), when every line is.
   */
  private void drawCoordinates(Canvas c, double x0, double y0, int rows, int cols, double s) {
    double size = layout.labelSize();
    int every = layout.labelEvery();
    double wrap = layout.wrap();
    boolean names = wrap > 0 && every == 1 && layout.fileLabelEvery() == 1;
    for (int f = names ? -1 : 0; f < (names ? cols + 1 : cols); f++) {
      if (f < 0 || f == cols || labelled(f, cols, layout.fileLabelEvery())) {
        c.text(
            x(x0, f) + s / 2,
            y0 + rows * s + wrap + size * 1.15,
            Square.fileName(Math.floorMod(f, cols)),
            size,
            Canvas.Anchor.MIDDLE,
            f < 0 || f == cols ? WRAP_INK : INK,
            false);
      }
    }
    for (int r = names ? -1 : 0; r < (names ? rows + 1 : rows); r++) {
      if (r < 0 || r == rows || labelled(r, rows, every)) {
        c.text(
            x0 - wrap - size * 0.45,
            y(y0, r) + s / 2 + size * 0.36,
            Integer.toString(Math.floorMod(r, rows) + 1),
            size,
            Canvas.Anchor.END,
            r < 0 || r == rows ? WRAP_INK : INK,
            false);
      }
    }
  }

  /**
   * The last line is labelled (it gives the board's size), and every k-th line counted from 1
   * (ranks 2, 4 ... 20; files b, d ... t) that is at least k lines from it, so that labels keep one
   * spacing and never crowd (counted from 0, a 20 x 20 board read 1, 3 ... 17, 20).
   */
  static boolean labelled(int line, int lines, int every) {
    return line == lines - 1 || (line + 1) % every == 0 && lines - 1 - line >= every;
  }

  private double x(double x0, int file) {
    return x0 + file * layout.square();
  }

  private double y(double y0, int rank) {
    return y0 + (problem.rows() - 1 - rank) * layout.square();
  }

  /** A key under the boards for what is not a plain queen: a sample square and its meaning. */
  private void drawLegend(Canvas c) {
    double size = layout.legendSize();
    double box = size * 1.6;
    int[] k = {0};
    java.util.function.BiConsumer<String, Sample> item =
        (text, sample) -> {
          double x = layout.legendX(k[0]);
          double y = layout.legendY(k[0]++);
          c.rect(x, y, box, box, LIGHT);
          sample.draw(x, y);
          c.text(
              x + box + size * 0.4,
              y + box * 0.5 + size * 0.36,
              text,
              size,
              Canvas.Anchor.START,
              INK,
              false);
        };
    if (!problem.fixed().isEmpty()) {
      item.accept(FIXED_TEXT, (x, y) -> Pieces.piece(c, problem.piece(), x, y, box, FIXED_QUEEN));
    }
    if (!problem.pawns().isEmpty()) {
      item.accept(PAWN_TEXT, (x, y) -> Pieces.pawn(c, x, y, box, PAWN));
    }
    if (!problem.holes().isEmpty()) {
      item.accept(HOLE_TEXT, (x, y) -> Pieces.hole(c, x, y, box));
    }
    if (showsCover()) {
      item.accept( // over a light and a dark half: the marks read on both
          COVER_TEXT,
          (x, y) -> {
            c.rect(x + box / 2, y, box / 2, box, DARK);
            double[][] spots = CoverMarks.grid(2, 2, x, y, box);
            CoverMarks.mark(c, spots[0][0], spots[0][1], spots[0][2], 0);
            CoverMarks.mark(c, spots[1][0], spots[1][1], spots[1][2], 1);
          });
    } else if (shadeAttacks) {
      item.accept( // over a light and a dark half: the stripes keep both readable
          attackedText(),
          (x, y) -> {
            c.rect(x + box / 2, y, box / 2, box, DARK);
            shade(c, x, y, box);
          });
    }
    if (problem.torus()) {
      item.accept(
          WRAP_TEXT,
          (x, y) -> {
            c.rect(x, y, box, box, DARK);
            Pieces.piece(c, problem.piece(), x, y, box, QUEEN);
            c.rect(x, y, box, box, WRAP_FADE);
          });
    }
  }

  /** A legend item's sample, drawn in the square whose top left is (x, y). */
  private interface Sample {
    void draw(double x, double y);
  }
}
