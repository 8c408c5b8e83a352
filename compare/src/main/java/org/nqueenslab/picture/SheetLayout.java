package org.nqueenslab.picture;

import org.nqueenslab.problem.Problem;

/**
 * Where a sheet puts things, in user units: one board large, several in a grid of small boards,
 * each with its caption above, rank numbers to its left and file letters below (past the ring of
 * wrapped-around squares of a torus); the title on top and the legend at the bottom, in as many
 * rows as keep it within the boards' or the title's width. Sizes follow the board's side so that a
 * 100 x 100 board still fits a screen and its coordinates stay legible (every k-th label on large
 * boards).
 */
final class SheetLayout {
  private static final double MARGIN = 16;
  private static final double TITLE = 18;
  static final double LEGEND = 12;

  private final int perRow;
  private final double square;
  private final double wrap;
  private final double labelSize;
  private final int labelEvery;
  private final int fileLabelEvery;
  private final double rankLabelWidth;
  private final double captionSize;
  private final double cellWidth;
  private final double cellHeight;
  private final double width;
  private final double height;
  private final double legendY;

  /** Each legend item's offset from the margin and its row (from 0). */
  private final double[] legendX;

  private final int[] legendRow;

  /**
   * @param legendItems the width of each legend item, its trailing gap of {@link #LEGEND_GAP}
   *     included; none without a legend
   */
  SheetLayout(
      Problem problem, int boards, boolean captioned, double[] legendItems, int titleLength) {
    boolean legend = legendItems.length > 0;
    int side = Math.max(problem.rows(), problem.cols());
    this.perRow = boards == 1 ? 1 : boards <= 4 ? boards : boards <= 12 ? 4 : boards <= 40 ? 6 : 10;
    this.square = boards == 1 ? clamp(720.0 / side, 3, 56) : clamp(200.0 / side, 2, 26);
    this.wrap = problem.torus() ? square : 0;
    this.labelSize = clamp(square * 0.42, 7, 15);
    this.labelEvery = (int) Math.max(1, Math.ceil(labelSize * 1.8 / square));
    // file names grow to three letters (z, aa, ..., all): the spacing leaves room for the widest
    int fileChars = org.nqueenslab.problem.Square.fileName(problem.cols() - 1).length();
    this.fileLabelEvery =
        (int) Math.max(labelEvery, Math.ceil(labelSize * (0.62 * fileChars + 0.8) / square));
    this.rankLabelWidth = labelSize * (0.62 * Integer.toString(problem.rows()).length() + 0.7);
    this.captionSize = captioned ? clamp(square * 0.5, 10, 14) : 0;
    double gap = Math.max(MARGIN, square);
    this.cellWidth = rankLabelWidth + problem.cols() * square + 2 * wrap + gap;
    this.cellHeight =
        captionSize * 1.6 + problem.rows() * square + 2 * wrap + labelSize * 1.6 + gap;
    int gridRows = (boards + perRow - 1) / perRow;
    double gridWidth = perRow * cellWidth - gap;
    double titleWidth = titleLength * TITLE * 0.6;
    double available = Math.max(gridWidth, titleWidth);
    this.legendX = new double[legendItems.length];
    this.legendRow = new int[legendItems.length];
    double x = 0;
    double widest = 0;
    int row = 0;
    for (int i = 0; i < legendItems.length; i++) {
      double drawn = legendItems[i] - LEGEND_GAP; // the gap after the last item of a row is margin
      if (x > 0 && x + drawn > available) {
        row++;
        x = 0;
      }
      legendX[i] = x;
      legendRow[i] = row;
      widest = Math.max(widest, x + drawn);
      x += legendItems[i];
    }
    this.width = 2 * MARGIN + Math.max(available, widest);
    this.legendY = header() + gridRows * cellHeight - gap + MARGIN * 0.5;
    this.height =
        legendY + (legend ? (row + 1) * LEGEND_ROW - LEGEND * 0.6 + MARGIN : MARGIN * 0.5);
  }

  /** The space after a legend item's text, before the next item. */
  static final double LEGEND_GAP = LEGEND * 1.5;

  /** From one legend row to the next: a sample square and a little space. */
  private static final double LEGEND_ROW = LEGEND * 2.2;

  private static double clamp(double v, double lo, double hi) {
    return Math.max(lo, Math.min(hi, v));
  }

  private double header() {
    return MARGIN + TITLE * 1.8;
  }

  double boardX(int index) {
    return MARGIN + (index % perRow) * cellWidth + rankLabelWidth + wrap;
  }

  double boardY(int index) {
    return header() + (index / perRow) * cellHeight + captionSize * 1.6 + wrap;
  }

  double square() {
    return square;
  }

  /**
   * The width of the ring of wrapped-around squares drawn past each edge of a torus: a square; 0 on
   * a board that does not wrap.
   */
  double wrap() {
    return wrap;
  }

  double labelSize() {
    return labelSize;
  }

  /** Every how many ranks a rank is numbered. */
  int labelEvery() {
    return labelEvery;
  }

  /** Every how many files a file is named: at least as many as ranks, more for long names. */
  int fileLabelEvery() {
    return fileLabelEvery;
  }

  double captionSize() {
    return captionSize;
  }

  double captionGap() {
    return captionSize * 0.5;
  }

  double titleSize() {
    return TITLE;
  }

  double legendSize() {
    return LEGEND;
  }

  /** The left of legend item i. */
  double legendX(int i) {
    return MARGIN + legendX[i];
  }

  /** The top of legend item i's sample square. */
  double legendY(int i) {
    return legendY + legendRow[i] * LEGEND_ROW;
  }

  double margin() {
    return MARGIN;
  }

  double width() {
    return width;
  }

  double height() {
    return height;
  }
}
