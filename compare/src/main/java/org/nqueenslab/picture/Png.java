package org.nqueenslab.picture;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/** Writes an image as PNG, the one way every picture and plot of the toolkit does. */
public final class Png {
  private Png() {}

  /**
   * Writes {@code image} to {@code out} as PNG, buffered in memory. ImageIO's default buffers in a
   * temporary file, registered with a closer that a shutdown hook runs: on a full disk that printed
   * a NullPointerException trace after our one line, and after Ctrl-C (while the JVM shuts down)
   * the registration itself fails, which made an interrupted report an internal error.
   */
  public static void write(BufferedImage image, OutputStream out) throws IOException {
    ImageIO.setUseCache(false);
    ImageIO.write(image, "png", out);
  }
}
