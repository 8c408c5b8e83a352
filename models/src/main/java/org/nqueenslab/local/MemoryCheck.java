package org.nqueenslab.local;

import org.nqueenslab.engine.RequestChecks;

/**
 * Refuses, before allocating, a board that cannot fit in the JVM's heap: one clear line naming what
 * is needed and how to give it, instead of an OutOfMemoryError minutes later.
 */
final class MemoryCheck {
  private MemoryCheck() {}

  /**
   * Throws {@link org.nqueenslab.problem.BadInputException} when {@code bytesPerQueen} x n bytes
   * are not available to this JVM.
   */
  static void require(String engine, int n, double bytesPerQueen) {
    RequestChecks.heap(
        "engine '" + engine + "' for n = " + n,
        bytesPerQueen * n,
        "choose a smaller n"
            + (engine.equals("construct") ? "" : " (construct needs about 5 bytes a queen)"));
  }
}
