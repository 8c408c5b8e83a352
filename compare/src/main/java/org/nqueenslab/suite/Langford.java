package org.nqueenslab.suite;

import org.nqueenslab.dlx.ExactCover;

/**
 * Langford pairs as exact cover (TAOCP Vol. 4B, 7.2.2.1; OEIS A014552): place two copies of each of
 * 1..n in 2n slots so that the copies of k have k numbers between them. A primary item per number
 * ({@code 1}..{@code n}) and per slot ({@code s1}..{@code s2n}); the option {@code k sj sl} with l
 * = j + k + 1. Each arrangement and its mirror image are both counted, so the count is twice
 * A014552(n).
 */
public final class Langford {
  private Langford() {}

  public static ExactCover pairs(int n) {
    if (n < 1 || n > 99) {
      throw new IllegalArgumentException("Langford pairs for n = " + n + ": give 1 to 99");
    }
    ExactCover.Builder b = ExactCover.builder();
    for (int k = 1; k <= n; k++) {
      b.primary(String.valueOf(k));
    }
    for (int j = 1; j <= 2 * n; j++) {
      b.primary("s" + j);
    }
    for (int k = 1; k <= n; k++) {
      for (int j = 1; j + k + 1 <= 2 * n; j++) {
        b.option(String.valueOf(k), "s" + j, "s" + (j + k + 1));
      }
    }
    return b.build();
  }
}
