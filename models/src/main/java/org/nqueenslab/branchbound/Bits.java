package org.nqueenslab.branchbound;

/** Sets of squares as arrays of 64-bit words: the few operations the cover search needs. */
final class Bits {
  private Bits() {}

  static int count(long[] a) {
    int n = 0;
    for (long w : a) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /** |a and b|. */
  static int countBoth(long[] a, long[] b) {
    int n = 0;
    for (int i = 0; i < a.length; i++) {
      n += Long.bitCount(a[i] & b[i]);
    }
    return n;
  }

  static boolean isEmpty(long[] a) {
    for (long w : a) {
      if (w != 0) {
        return false;
      }
    }
    return true;
  }

  /** a = a and not b. */
  static void andNot(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      a[i] &= ~b[i];
    }
  }

  /** The lowest member of a and b at or above {@code from}, or -1. */
  static int nextBoth(long[] a, long[] b, int from) {
    int i = from >>> 6;
    if (i >= a.length) {
      return -1;
    }
    long w = a[i] & b[i] & (-1L << from);
    while (true) {
      if (w != 0) {
        return (i << 6) + Long.numberOfTrailingZeros(w);
      }
      if (++i == a.length) {
        return -1;
      }
      w = a[i] & b[i];
    }
  }

  /** The lowest member of a at or above {@code from}, or -1. */
  static int next(long[] a, int from) {
    return nextBoth(a, a, from);
  }
}
