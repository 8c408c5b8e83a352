package org.nqueenslab.picture;

import java.util.Map;

/**
 * What a board drawing needs from a surface, in user units (y grows downwards): an SVG document
 * ({@link SvgCanvas}) or a Java2D image ({@link GraphicsCanvas}) draw the same calls, so the PNG
 * and the SVG of a sheet cannot drift apart.
 */
interface Canvas {
  enum Anchor {
    START,
    MIDDLE,
    END
  }

  /**
   * Opens a group that describes what it holds (SVG: a {@code <g>} with these attributes, so tests
   * and pages can read the drawing); a Java2D image ignores it.
   */
  void begin(Map<String, String> attributes);

  void end();

  void rect(double x, double y, double width, double height, Colour fill);

  /**
   * Diagonal stripes over a rectangle, {@code spacing} apart on lines x + y = k * spacing of the
   * whole drawing, so that the stripes of neighbouring rectangles run on as one.
   */
  void hatch(
      double x, double y, double width, double height, Colour stroke, double spacing, double w);

  /** A closed polygon through the points {@code x0, y0, x1, y1, ...}, filled and outlined. */
  void polygon(double[] points, Colour fill, Colour stroke, double strokeWidth);

  /** A circle, filled and outlined; a null fill draws the outline alone (a ring). */
  void circle(double cx, double cy, double r, Colour fill, Colour stroke, double strokeWidth);

  void line(double x1, double y1, double x2, double y2, Colour stroke, double strokeWidth);

  /** Text whose baseline starts, is centred or ends at (x, y). */
  void text(double x, double y, String text, double size, Anchor anchor, Colour fill, boolean bold);

  /**
   * A checkerboard of {@code rows} x {@code cols} squares of side {@code square}, its top-left
   * square dark when {@code topLeftDark}.
   */
  void checkerboard(
      double x,
      double y,
      int rows,
      int cols,
      double square,
      Colour light,
      Colour dark,
      boolean topLeftDark);
}
