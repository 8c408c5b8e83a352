package org.nqueenslab.picture;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Map;

/** Draws the calls on a Java2D surface (a PNG's image), antialiased, scaled from user units. */
final class GraphicsCanvas implements Canvas {
  private final Graphics2D g;

  GraphicsCanvas(Graphics2D g, double scale) {
    this.g = g;
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    g.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    g.scale(scale, scale);
  }

  @Override
  public void begin(Map<String, String> attributes) {}

  @Override
  public void end() {}

  @Override
  public void rect(double x, double y, double width, double height, Colour fill) {
    g.setColor(fill.awt());
    g.fill(new Rectangle2D.Double(x, y, width, height));
  }

  @Override
  public void hatch(
      double x, double y, double width, double height, Colour stroke, double spacing, double w) {
    java.awt.Shape clip = g.getClip();
    g.clip(new Rectangle2D.Double(x, y, width, height));
    g.setColor(stroke.awt());
    g.setStroke(new BasicStroke((float) w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
    for (long k = (long) Math.floor((x + y) / spacing);
        k * spacing <= x + y + width + height;
        k++) {
      double sum = k * spacing; // the line x + y = sum, drawn across the rectangle's span
      g.draw(new Line2D.Double(sum - y + 1, y - 1, sum - y - height - 1, y + height + 1));
    }
    g.setClip(clip);
  }

  @Override
  public void polygon(double[] points, Colour fill, Colour stroke, double strokeWidth) {
    Path2D.Double path = new Path2D.Double();
    path.moveTo(points[0], points[1]);
    for (int i = 2; i < points.length; i += 2) {
      path.lineTo(points[i], points[i + 1]);
    }
    path.closePath();
    paint(path, fill, stroke, strokeWidth);
  }

  @Override
  public void circle(
      double cx, double cy, double r, Colour fill, Colour stroke, double strokeWidth) {
    paint(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), fill, stroke, strokeWidth);
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Colour stroke, double strokeWidth) {
    g.setColor(stroke.awt());
    g.setStroke(
        new BasicStroke((float) strokeWidth, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(new Line2D.Double(x1, y1, x2, y2));
  }

  @Override
  public void text(
      double x, double y, String text, double size, Anchor anchor, Colour fill, boolean bold) {
    Font font =
        new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
    g.setFont(font);
    FontMetrics metrics = g.getFontMetrics();
    double width = metrics.getStringBounds(text, g).getWidth();
    double start =
        switch (anchor) {
          case START -> x;
          case MIDDLE -> x - width / 2;
          case END -> x - width;
        };
    g.setColor(fill.awt());
    g.drawString(text, (float) start, (float) y);
  }

  @Override
  public void checkerboard(
      double x,
      double y,
      int rows,
      int cols,
      double square,
      Colour light,
      Colour dark,
      boolean topLeftDark) {
    rect(x, y, cols * square, rows * square, light);
    g.setColor(dark.awt());
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (((r + c) % 2 == 0) == topLeftDark) {
          g.fill(new Rectangle2D.Double(x + c * square, y + r * square, square, square));
        }
      }
    }
  }

  private void paint(java.awt.Shape shape, Colour fill, Colour stroke, double strokeWidth) {
    if (fill != null) {
      g.setColor(fill.awt());
      g.fill(shape);
    }
    if (stroke != null) {
      g.setColor(stroke.awt());
      g.setStroke(
          new BasicStroke((float) strokeWidth, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      g.draw(shape);
    }
  }
}
