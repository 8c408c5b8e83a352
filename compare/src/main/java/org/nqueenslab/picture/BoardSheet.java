package org.nqueenslab.picture;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A sheet of boards of one problem, numbered and captioned, as SVG ({@link #toSvg}) or PNG ({@link
 * #writePng}) from the same drawing: a checkerboard with file letters and rank numbers, queens as
 * crowns (queens given in advance in red), pawns, holes, and optionally the squares the queens
 * attack shaded. One board is drawn large; several form a grid of small boards.
 *
 * <p>In the SVG each board is a {@code <g class="board" data-number="1">} (with {@code
 * data-class-size} when it stands for a symmetry class) and each piece a {@code <g class="queen"
 * data-square="e4">} (classes {@code fixed-queen}, {@code pawn}, {@code hole}), so a page or a test
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
  static final Colour ATTACKED = Colour.of(0xd84315).withOpacity(0.38);
  private static final String FIXED_TEXT = "queen given in advance";
  private static final String PAWN_TEXT = "pawn (blocks attacks)";
  private static final String HOLE_TEXT = "hole (no queen; attacks pass over)";
  private static final String ATTACKED_TEXT = "square a queen attacks";
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
            problem, Math.max(1, boards.size()), captioned(), legendWidth(), title.length());
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
    ImageIO.write(image, "png", out);
  }

  private boolean hasLegend() {
    return !legendTexts().isEmpty();
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
    if (shadeAttacks) {
      texts.add(ATTACKED_TEXT);
    }
    return texts;
  }

  /** The legend's width in units, 0 without one: each item a sample square, its text, a gap. */
  private double legendWidth() {
    double size = SheetLayout.LEGEND;
    return legendTexts().stream().mapToDouble(t -> legendItemWidth(t, size)).sum();
  }

  private static double legendItemWidth(String text, double size) {
    return size * 1.6 + size * 0.4 + size * 0.6 * text.length() + size * 1.5;
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
          x0,
          y0 - layout.captionGap(),
          caption,
          layout.captionSize(),
          Canvas.Anchor.START,
          INK,
          true);
    }
    int rows = problem.rows();
    int cols = problem.cols();
    c.checkerboard(x0, y0, rows, cols, s, LIGHT, DARK, (rows - 1) % 2 == 0);
    if (shadeAttacks) {
      boolean[][] attacked = AttackedSquares.of(problem, board.solution());
      for (int r = 0; r < rows; r++) {
        for (int f = 0; f < cols; f++) {
          if (attacked[r][f]) {
            c.rect(x(x0, f), y(y0, r), s, s, ATTACKED);
          }
        }
      }
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
      piece(
          c,
          fixed ? "fixed-queen" : "queen",
          sq,
          () ->
              Pieces.piece(
                  c, kind, x(x0, sq.file()), y(y0, sq.rank()), s, fixed ? FIXED_QUEEN : QUEEN));
    }
    drawFrame(c, x0, y0, rows, cols, s);
    drawCoordinates(c, x0, y0, rows, cols, s);
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

  /** File letters under the board, rank numbers to its left; every k-th on a large board. */
  private void drawCoordinates(Canvas c, double x0, double y0, int rows, int cols, double s) {
    double size = layout.labelSize();
    int every = layout.labelEvery();
    for (int f = 0; f < cols; f++) {
      if (labelled(f, cols, layout.fileLabelEvery())) {
        c.text(
            x(x0, f) + s / 2,
            y0 + rows * s + size * 1.15,
            Square.fileName(f),
            size,
            Canvas.Anchor.MIDDLE,
            INK,
            false);
      }
    }
    for (int r = 0; r < rows; r++) {
      if (labelled(r, rows, every)) {
        c.text(
            x0 - size * 0.45,
            y(y0, r) + s / 2 + size * 0.36,
            Integer.toString(r + 1),
            size,
            Canvas.Anchor.END,
            INK,
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
    double[] x = {layout.margin()};
    double y = layout.legendY();
    java.util.function.BiConsumer<String, java.util.function.Consumer<Double>> item =
        (text, sample) -> {
          c.rect(x[0], y, box, box, LIGHT);
          sample.accept(x[0]);
          c.text(
              x[0] + box + size * 0.4,
              y + box * 0.5 + size * 0.36,
              text,
              size,
              Canvas.Anchor.START,
              INK,
              false);
          x[0] += legendItemWidth(text, size);
        };
    if (!problem.fixed().isEmpty()) {
      item.accept(FIXED_TEXT, at -> Pieces.piece(c, problem.piece(), at, y, box, FIXED_QUEEN));
    }
    if (!problem.pawns().isEmpty()) {
      item.accept(PAWN_TEXT, at -> Pieces.pawn(c, at, y, box, PAWN));
    }
    if (!problem.holes().isEmpty()) {
      item.accept(HOLE_TEXT, at -> Pieces.hole(c, at, y, box));
    }
    if (shadeAttacks) {
      item.accept(ATTACKED_TEXT, at -> c.rect(at, y, box, box, ATTACKED));
    }
  }
}
