package org.nqueenslab.picture;

/**
 * A colour with opacity, as SVG writes it ({@code #rrggbb} and an opacity) and Java2D paints it.
 */
public record Colour(int red, int green, int blue, double opacity) {

  public static Colour of(int rgb) {
    return new Colour((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, 1.0);
  }

  public Colour withOpacity(double o) {
    return new Colour(red, green, blue, o);
  }

  String hex() {
    return String.format("#%02x%02x%02x", red, green, blue);
  }

  java.awt.Color awt() {
    return new java.awt.Color(red, green, blue, (int) Math.round(opacity * 255));
  }
}
