package org.nqueenslab.classic;

import java.math.BigInteger;

/**
 * The sizes of the search spaces the sources quote, computed for any n (encyclopedia, "Eight queens
 * puzzle"; T. Rolfe, "Optimal Queens"): for n = 8, 64^8 blind placements, 64!/56! ordered
 * placements on distinct squares, C(64, 8) sets of squares, 8^8 placements with one queen per rank,
 * 8! permutations.
 */
public final class SearchSpace {

  private SearchSpace() {}

  /**
   * (n^2)^n: each of n queens on any of the n^2 squares, repeats allowed (64^8 = 2^48 for n = 8).
   */
  public static BigInteger blindPlacements(int n) {
    return squares(n).pow(n);
  }

  /**
   * (n^2)! / (n^2 - n)!: n queens, in order, on distinct squares (64!/56! = 178,462,987,637,760).
   */
  public static BigInteger orderedPlacements(int n) {
    return fallingFactorial(squares(n), n);
  }

  /** C(n^2, n): sets of n distinct squares (4,426,165,368 for n = 8). */
  public static BigInteger squareSets(int n) {
    return orderedPlacements(n).divide(factorial(n));
  }

  /** n^n: one queen on each rank, any file (16,777,216): what {@code brute-force} generates. */
  public static BigInteger onePerRank(int n) {
    return BigInteger.valueOf(n).pow(n);
  }

  /**
   * n!: one queen on each rank and each file (40,320): what {@code generate-and-test} generates.
   */
  public static BigInteger permutations(int n) {
    return factorial(n);
  }

  static BigInteger factorial(int n) {
    return fallingFactorial(BigInteger.valueOf(n), n);
  }

  /** x (x - 1) ... (x - k + 1). */
  static BigInteger fallingFactorial(BigInteger x, int k) {
    BigInteger product = BigInteger.ONE;
    for (int i = 0; i < k; i++) {
      product = product.multiply(x.subtract(BigInteger.valueOf(i)));
    }
    return product;
  }

  private static BigInteger squares(int n) {
    return BigInteger.valueOf(n).multiply(BigInteger.valueOf(n));
  }
}
