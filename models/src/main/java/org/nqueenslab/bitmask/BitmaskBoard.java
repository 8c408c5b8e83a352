package org.nqueenslab.bitmask;

import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem as the bitmask search sees it: for each rank, the files a queen may still take (bit f = file f).
 * Holes are left out; a rank with a fixed queen allows only that file; squares a fixed queen attacks are left out
 * everywhere, so the search never wanders into a branch a fixed queen already rules out.
 */
final class BitmaskBoard {
  final int n;
  final long[] allowed;

  private BitmaskBoard(int n, long[] allowed) {
    this.n = n;
    this.allowed = allowed;
  }

  static BitmaskBoard of(Problem p) {
    int n = p.n();
    long full = n == 64 ? -1L : (1L << n) - 1;
    long[] allowed = new long[n];
    java.util.Arrays.fill(allowed, full);
    for (Square h : p.holes()) {
      allowed[h.rank()] &= ~(1L << h.file());
    }
    for (Square q : p.fixed()) {
      for (int r = 0; r < n; r++) {
        int d = r - q.rank();
        long attacked = 1L << q.file() | shift(q.file() + d) | shift(q.file() - d);
        allowed[r] &= r == q.rank() ? 1L << q.file() : ~attacked;
      }
    }
    return new BitmaskBoard(n, allowed);
  }

  private static long shift(int file) {
    return file >= 0 && file < 64 ? 1L << file : 0L;
  }

  /** A copy whose rank {@code rank} allows only the files in {@code mask}. */
  BitmaskBoard restrict(int rank, long mask) {
    long[] copy = allowed.clone();
    copy[rank] &= mask;
    return new BitmaskBoard(n, copy);
  }

  /** The first rank whose queen is not fixed (whose allowed set is not a single file), or -1. */
  int firstFreeRank(Problem p) {
    boolean[] fixed = new boolean[n];
    p.fixed().forEach(s -> fixed[s.rank()] = true);
    for (int r = 0; r < n; r++) {
      if (!fixed[r]) {
        return r;
      }
    }
    return -1;
  }
}
