package org.nqueenslab.local;

/**
 * Solutions written down without search, in O(n): the even/odd staircase with the n mod 6 = 2 and n
 * mod 6 = 3 fixes for every n >= 4 (Hoffman, Loessi and Moore 1969, in the encyclopedia article's
 * form), and Pólya's q(i) = 2i mod n on the torus when gcd(n, 6) = 1.
 */
final class ExplicitConstruction {
  private ExplicitConstruction() {}

  /**
   * The staircase for n >= 4 (or n = 1), as the file of each rank's queen, 0-based. The article
   * lists, 1-based, the rank of the queen on each file, left to right: the even numbers, then the
   * odd ones, with two fixes. Reading that list as files by rank instead is the board's mirror
   * image in its main diagonal, also a solution, and saves an inversion.
   */
  static int[] plain(int n) {
    if (n == 1) {
      return new int[] {0};
    }
    if (n < 4) {
      throw new IllegalArgumentException("the staircase needs n >= 4 (or n = 1), got " + n);
    }
    int[] files = new int[n];
    int next = 0;
    switch (n % 6) {
      case 2 -> {
        // evens 2, 4, ..., n; then 3, 1, 7, 9, ..., n - 1, 5: the odd list with 1 and 3 swapped and
        // 5 moved last
        next = everySecond(files, next, 2, n);
        files[next++] = 3 - 1;
        files[next++] = 1 - 1;
        next = everySecond(files, next, 7, n);
        files[next++] = 5 - 1;
      }
      case 3 -> {
        // evens 4, 6, ..., n - 1, 2; then odds 5, 7, ..., n, 1, 3: 2 moved last, 1 and 3 moved last
        next = everySecond(files, next, 4, n);
        files[next++] = 2 - 1;
        next = everySecond(files, next, 5, n);
        files[next++] = 1 - 1;
        files[next++] = 3 - 1;
      }
      default -> {
        next = everySecond(files, next, 2, n);
        next = everySecond(files, next, 1, n);
      }
    }
    if (next != n) {
      throw new IllegalStateException("construction placed " + next + " queens for n = " + n);
    }
    return files;
  }

  /**
   * True when the n x n torus has a solution: Pólya showed it is exactly when n is divisible by
   * neither 2 nor 3.
   */
  static boolean torusSolvable(int n) {
    return n % 2 != 0 && n % 3 != 0;
  }

  /**
   * Pólya's torus solution, 0-based: rank i's queen on file 2i mod n. Files differ because 2 is
   * invertible mod n; the diagonals f - r = i and f + r = 3i mod n differ because 1 and 3 are.
   * Needs gcd(n, 6) = 1.
   */
  static int[] torus(int n) {
    if (!torusSolvable(n)) {
      throw new IllegalArgumentException(
          "no torus solution for n = " + n + ": n is divisible by 2 or 3");
    }
    int[] files = new int[n];
    int f = 0;
    for (int i = 0; i < n; i++) {
      files[i] = f;
      f += 2;
      if (f >= n) {
        f -= n; // 2i mod n without a division, and without overflow for n up to 2^30
      }
    }
    return files;
  }

  /**
   * Appends from, from + 2, ... up to n (1-based, so evens or odds) as 0-based files; returns the
   * next index.
   */
  private static int everySecond(int[] files, int next, int from, int n) {
    for (int v = from; v <= n; v += 2) {
      files[next++] = v - 1;
    }
    return next;
  }
}
