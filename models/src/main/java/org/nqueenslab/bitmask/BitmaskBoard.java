package org.nqueenslab.bitmask;

import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem as the bitmask search sees it: for each rank, the files a queen may still take (bit f =
 * file f). Holes are left out; a rank with a fixed queen allows only that file; squares a fixed
 * queen attacks are left out everywhere, so the search never wanders into a branch a fixed queen
 * already rules out. On a torus the diagonals wrap around (Polya: the n x n torus has solutions
 * exactly when gcd(n, 6) = 1).
 */
final class BitmaskBoard {
  final int n;
  final long[] allowed;

  /** Toroidal: diagonal masks rotate (wrap around) instead of shifting off the board. */
  final boolean torus;

  private BitmaskBoard(int n, long[] allowed, boolean torus) {
    this.n = n;
    this.allowed = allowed;
    this.torus = torus;
  }

  /** All n files. */
  long full() {
    return n == 64 ? -1L : (1L << n) - 1;
  }

  /** A diagonal mask moved to the next rank: shifted up one file, or rotated on a torus. */
  long nextLeft(long mask) {
    return torus ? ((mask << 1) | (mask >>> (n - 1))) & full() : mask << 1;
  }

  /** An anti-diagonal mask moved to the next rank: shifted down one file, or rotated on a torus. */
  long nextRight(long mask) {
    return torus ? ((mask >>> 1) | (mask << (n - 1))) & full() : mask >>> 1;
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
        long attacked =
            1L << q.file()
                | fileBit(q.file() + d, n, p.torus())
                | fileBit(q.file() - d, n, p.torus());
        allowed[r] &= r == q.rank() ? 1L << q.file() : ~attacked;
      }
    }
    return new BitmaskBoard(n, allowed, p.torus());
  }

  /**
   * The bit of a file on the diagonal, or none when it is off the board (on a torus the file
   * wraps).
   */
  private static long fileBit(int file, int n, boolean torus) {
    if (torus) {
      return 1L << Math.floorMod(file, n);
    }
    return file >= 0 && file < n ? 1L << file : 0L;
  }

  /** A copy whose rank {@code rank} allows only the files in {@code mask}. */
  BitmaskBoard restrict(int rank, long mask) {
    long[] copy = allowed.clone();
    copy[rank] &= mask;
    return new BitmaskBoard(n, copy, torus);
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
