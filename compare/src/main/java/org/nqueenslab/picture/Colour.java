package org.nqueenslab.picture;

import java.util.List;

/**
 * A colour with opacity, as SVG writes it ({@code #rrggbb} and an opacity) and Java2D paints it.
 */
public record Colour(int red, int green, int blue, double opacity) {

  /**
   * The project's palette, one colour per engine in the plots, 16 in all: Okabe and Ito's eight,
   * safe for colour-blind eyes (their yellow darkened: #f0e442 vanishes on a projected white page),
   * then eight picked from Paul Tol's schemes and other published ones so that every pair stays
   * apart for normal and colour-blind eyes alike (decisions.md, "The palette").
   */
  public static final int[] PALETTE = {
    0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7, 0xe69f00, 0x56b4e9, 0x000000, 0xb09a00,
    0x882255, 0x225522, 0x332288, 0x8c564b, 0xee6677, 0x1a85ff, 0xaa4499, 0x994f00
  };

  /**
   * The colours that tell pieces apart, in order: the {@link #PALETTE} without its black, which the
   * pieces themselves are drawn in.
   */
  public static final List<Colour> PIECES =
      java.util.Arrays.stream(PALETTE).filter(rgb -> rgb != 0).mapToObj(Colour::of).toList();

  public static Colour of(int rgb) {
    return new Colour((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, 1.0);
  }

  /** The colour of the i-th piece (from 0), the palette repeated past its end. */
  public static Colour ofPiece(int i) {
    return PIECES.get(i % PIECES.size());
  }

  public Colour withOpacity(double o) {
    return new Colour(red, green, blue, o);
  }

  /**
   * White or {@code ink}, whichever reads better on this colour (by WCAG contrast), for text on it.
   */
  Colour textOn(Colour ink) {
    return contrast(this, of(0xffffff)) >= contrast(this, ink) ? of(0xffffff) : ink;
  }

  private static double contrast(Colour a, Colour b) {
    double la = a.luminance();
    double lb = b.luminance();
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  /** The relative luminance of WCAG 2, from 0 (black) to 1 (white). */
  private double luminance() {
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  }

  private static double linear(int channel) {
    double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  String hex() {
    return String.format("#%02x%02x%02x", red, green, blue);
  }

  java.awt.Color awt() {
    return new java.awt.Color(red, green, blue, (int) Math.round(opacity * 255));
  }
}
