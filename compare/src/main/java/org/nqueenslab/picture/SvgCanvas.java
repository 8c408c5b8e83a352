package org.nqueenslab.picture;

import java.util.Locale;
import java.util.Map;

/**
 * Writes the drawing calls as one standalone SVG 1.1 document: shapes in user units inside a view
 * box, so a viewer scales the picture to any size without losing sharpness.
 */
final class SvgCanvas implements Canvas {
  /** Above this many squares a checkerboard is one pattern-filled rectangle, not a rect each. */
  static final int SQUARES_DRAWN_ONE_BY_ONE = 100 * 100;

  static final String FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";

  private final StringBuilder body = new StringBuilder();
  private int patterns;

  @Override
  public void begin(Map<String, String> attributes) {
    body.append("<g");
    attributes.forEach(
        (k, v) -> body.append(' ').append(k).append("=\"").append(escape(v)).append('"'));
    body.append(">\n");
  }

  @Override
  public void end() {
    body.append("</g>\n");
  }

  @Override
  public void rect(double x, double y, double width, double height, Colour fill) {
    body.append("<rect x=\"")
        .append(num(x))
        .append("\" y=\"")
        .append(num(y))
        .append("\" width=\"")
        .append(num(width))
        .append("\" height=\"")
        .append(num(height))
        .append('"')
        .append(paint("fill", fill))
        .append("/>\n");
  }

  /** The stripes' patterns already defined, by colour, spacing and width: one each per document. */
  private final Map<String, String> hatches = new java.util.HashMap<>();

  @Override
  public void hatch(
      double x, double y, double width, double height, Colour stroke, double spacing, double w) {
    String key = stroke + "/" + num(spacing) + "/" + num(w);
    String id = hatches.get(key);
    if (id == null) {
      id = "hatch" + (hatches.size() + 1);
      hatches.put(key, id);
      String d = num(spacing);
      String d2 = num(2 * spacing);
      // the lines x + y = 0, spacing and 2 * spacing, each long enough to cross the tile it is cut
      // to
      body.append("<defs><pattern id=\"")
          .append(id)
          .append("\" patternUnits=\"userSpaceOnUse\" width=\"")
          .append(d)
          .append("\" height=\"")
          .append(d)
          .append("\"><path d=\"M-")
          .append(d)
          .append(',')
          .append(d)
          .append(" L")
          .append(d)
          .append(",-")
          .append(d)
          .append(" M0,")
          .append(d)
          .append(" L")
          .append(d)
          .append(",0 M0,")
          .append(d2)
          .append(" L")
          .append(d2)
          .append(",0\"")
          .append(stroke(stroke, w))
          .append("/></pattern></defs>\n");
    }
    body.append("<rect x=\"")
        .append(num(x))
        .append("\" y=\"")
        .append(num(y))
        .append("\" width=\"")
        .append(num(width))
        .append("\" height=\"")
        .append(num(height))
        .append("\" fill=\"url(#")
        .append(id)
        .append(")\"/>\n");
  }

  @Override
  public void polygon(double[] points, Colour fill, Colour stroke, double strokeWidth) {
    body.append("<polygon points=\"");
    for (int i = 0; i < points.length; i += 2) {
      body.append(i == 0 ? "" : " ").append(num(points[i])).append(',').append(num(points[i + 1]));
    }
    body.append('"').append(paint("fill", fill)).append(stroke(stroke, strokeWidth)).append("/>\n");
  }

  @Override
  public void circle(
      double cx, double cy, double r, Colour fill, Colour stroke, double strokeWidth) {
    body.append("<circle cx=\"")
        .append(num(cx))
        .append("\" cy=\"")
        .append(num(cy))
        .append("\" r=\"")
        .append(num(r))
        .append('"')
        .append(paint("fill", fill))
        .append(stroke(stroke, strokeWidth))
        .append("/>\n");
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, Colour stroke, double strokeWidth) {
    body.append("<line x1=\"")
        .append(num(x1))
        .append("\" y1=\"")
        .append(num(y1))
        .append("\" x2=\"")
        .append(num(x2))
        .append("\" y2=\"")
        .append(num(y2))
        .append('"')
        .append(stroke(stroke, strokeWidth))
        .append(" stroke-linecap=\"round\"/>\n");
  }

  @Override
  public void text(
      double x, double y, String text, double size, Anchor anchor, Colour fill, boolean bold) {
    body.append("<text x=\"")
        .append(num(x))
        .append("\" y=\"")
        .append(num(y))
        .append("\" font-size=\"")
        .append(num(size))
        .append('"')
        .append(
            switch (anchor) {
              case START -> "";
              case MIDDLE -> " text-anchor=\"middle\"";
              case END -> " text-anchor=\"end\"";
            })
        .append(bold ? " font-weight=\"bold\"" : "")
        .append(paint("fill", fill))
        .append('>')
        .append(escape(text))
        .append("</text>\n");
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
    if ((long) rows * cols <= SQUARES_DRAWN_ONE_BY_ONE) {
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          if (((r + c) % 2 == 0) == topLeftDark) {
            rect(x + c * square, y + r * square, square, square, dark);
          }
        }
      }
      return;
    }
    // a large board: one tile of 2 x 2 squares repeated, so the file stays small
    String id = "checker" + ++patterns;
    double first = topLeftDark ? 0 : square;
    body.append("<defs><pattern id=\"")
        .append(id)
        .append("\" patternUnits=\"userSpaceOnUse\" x=\"")
        .append(num(x))
        .append("\" y=\"")
        .append(num(y))
        .append("\" width=\"")
        .append(num(2 * square))
        .append("\" height=\"")
        .append(num(2 * square))
        .append("\">");
    body.append("<rect x=\"")
        .append(num(first))
        .append("\" y=\"0\" width=\"")
        .append(num(square))
        .append("\" height=\"")
        .append(num(square))
        .append('"')
        .append(paint("fill", dark))
        .append("/>");
    body.append("<rect x=\"")
        .append(num(square - first))
        .append("\" y=\"")
        .append(num(square))
        .append("\" width=\"")
        .append(num(square))
        .append("\" height=\"")
        .append(num(square))
        .append('"')
        .append(paint("fill", dark))
        .append("/>");
    body.append("</pattern></defs>\n");
    body.append("<rect x=\"")
        .append(num(x))
        .append("\" y=\"")
        .append(num(y))
        .append("\" width=\"")
        .append(num(cols * square))
        .append("\" height=\"")
        .append(num(rows * square))
        .append("\" fill=\"url(#")
        .append(id)
        .append(")\"/>\n");
  }

  /**
   * The document: a view box of {@code width} x {@code height} user units, shown at most {@code
   * maxDisplay} pixels wide or high.
   */
  String document(double width, double height, double maxDisplay, String title) {
    double scale = Math.min(1.0, maxDisplay / Math.max(width, height));
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
        + num(width * scale)
        + "\" height=\""
        + num(height * scale)
        + "\" viewBox=\"0 0 "
        + num(width)
        + ' '
        + num(height)
        + "\" font-family=\""
        + FONT
        + "\">\n<title>"
        + escape(title)
        + "</title>\n"
        + body
        + "</svg>\n";
  }

  /**
   * A fill or stroke attribute; a null colour paints nothing ({@code none}), as Java2D skips it.
   */
  private static String paint(String attribute, Colour c) {
    if (c == null) {
      return ' ' + attribute + "=\"none\"";
    }
    return ' '
        + attribute
        + "=\""
        + c.hex()
        + '"'
        + (c.opacity() < 1 ? ' ' + attribute + "-opacity=\"" + num(c.opacity()) + '"' : "");
  }

  private static String stroke(Colour c, double width) {
    return c == null
        ? ""
        : paint("stroke", c) + " stroke-width=\"" + num(width) + "\" stroke-linejoin=\"round\"";
  }

  /** A number as short as it can be written: at most 2 decimals, no trailing zeros. */
  static String num(double v) {
    long rounded = Math.round(v * 100);
    if (rounded % 100 == 0) {
      return Long.toString(rounded / 100);
    }
    return String.format(Locale.ROOT, "%.2f", rounded / 100.0).replaceAll("0+$", "");
  }

  static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
