package org.nqueenslab.local;

import java.util.Locale;
import org.nqueenslab.problem.BadInputException;

/**
 * Refuses, before allocating, a board that cannot fit in the JVM's heap: one clear line naming what
 * is needed and how to give it (the launcher passes NQUEENS_JAVA_OPTS to the JVM), instead of an
 * OutOfMemoryError minutes later.
 */
final class MemoryCheck {
  private MemoryCheck() {}

  /**
   * Throws {@link BadInputException} when {@code bytesPerQueen} x n bytes are not available to this
   * JVM.
   */
  static void require(String engine, int n, double bytesPerQueen) {
    Runtime rt = Runtime.getRuntime();
    long available = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    double needed = bytesPerQueen * n;
    if (needed > available) {
      long suggestGb = (long) Math.ceil((rt.maxMemory() - available + needed) * 1.25 / (1L << 30));
      throw new BadInputException(
          String.format(
              Locale.ROOT,
              "engine '%s' needs about %.1f GB of heap for n = %d but only %.1f GB is available: give the JVM more"
                  + " (NQUEENS_JAVA_OPTS=-Xmx%dg) or choose a smaller n%s",
              engine,
              needed / (1L << 30),
              n,
              available / (double) (1L << 30),
              suggestGb,
              engine.equals("construct") ? "" : " (construct needs about 5 bytes a queen)"));
    }
  }
}
