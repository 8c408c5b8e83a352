package org.nqueenslab.local;

/**
 * Sosič and Gu's data structures (1990, section 4.1): queens as a permutation, so ranks and files never clash, and
 * a counter per diagonal, so a collision is counted and a swap tested in O(1). A line holding k queens has k - 1
 * collisions; {@link #collisions} is their total over both diagonal directions, and 0 means a solution.
 *
 * <p>Layout, for speed and memory at n = 10^8: the search is bound by memory latency (every tested pair touches
 * about ten unpredictable places), so the counters are bytes, not ints: the two counter arrays take 2n bytes each
 * instead of 8n, four times as much of them stays in cache, and the whole board is 8n bytes. A random permutation
 * puts a handful of queens on its fullest diagonal, so a byte is plenty; to stay obviously correct anyway a counter
 * never passes {@link #SATURATED}: {@link #add} refuses (the caller draws a new permutation) and {@link #trySwap}
 * treats such a swap as no improvement.
 */
final class PermutationBoard {
  static final int SATURATED = Byte.MAX_VALUE;

  final int n;
  /** queen[r]: file of rank r's queen, 0-based; always a permutation of 0..n-1. */
  final int[] queen;
  /** Queens on each negative-slope diagonal (the paper's dn), indexed rank + file: 0..2n-2. */
  final byte[] dn;
  /** Queens on each positive-slope diagonal (the paper's dp), indexed rank - file + n - 1: 0..2n-2. */
  final byte[] dp;
  /** Total collisions on the diagonals: the sum over lines of (queens on the line - 1). */
  long collisions;

  PermutationBoard(int n) {
    this.n = n;
    this.queen = new int[n];
    for (int r = 0; r < n; r++) {
      queen[r] = r;
    }
    this.dn = new byte[2 * n - 1];
    this.dp = new byte[2 * n - 1];
  }

  /** Empties the diagonals (the permutation stays: it is the pool the next placement draws from). */
  void clearCounters() {
    java.util.Arrays.fill(dn, (byte) 0);
    java.util.Arrays.fill(dp, (byte) 0);
    collisions = 0;
  }

  /**
   * Sets the counters from one bit per diagonal (bit k of word k / 64 set: one queen on diagonal k), for a placement
   * without collisions built on bits: a sequential pass.
   */
  void countFromBits(long[] downBits, long[] upBits) {
    for (int k = 0; k < dn.length; k++) {
      dn[k] = (byte) ((downBits[k >>> 6] >>> k) & 1);
      dp[k] = (byte) ((upBits[k >>> 6] >>> k) & 1);
    }
    collisions = 0;
  }

  /** Counts rank r's queen (at queen[r]) on its diagonals; false, changing nothing, if a counter would saturate. */
  boolean add(int r) {
    int f = queen[r];
    if (dn[r + f] >= SATURATED || dp[r - f + n - 1] >= SATURATED) {
      return false;
    }
    count(r, f);
    return true;
  }

  /**
   * The paper's swap_ok followed, when it says yes, by perform_swap: exchanges the files of the queens on ranks i
   * and j if that lowers {@link #collisions}, and says whether it did. Done by moving the two queens and moving them
   * back when there is no gain, which is right even when old and new diagonals coincide (a case a hand-counted
   * delta easily gets wrong); the extra writes hit cache lines the reads already brought in.
   */
  boolean trySwap(int i, int j) {
    int fi = queen[i];
    int fj = queen[j];
    if (i == j) {
      return false;
    }
    long before = collisions;
    uncount(i, fi);
    uncount(j, fj);
    boolean fits = fits(i, fj);
    if (fits) {
      count(i, fj);
      fits = fits(j, fi);
      if (fits) {
        count(j, fi);
        if (collisions < before) {
          queen[i] = fj;
          queen[j] = fi;
          return true;
        }
        uncount(j, fi);
      }
      uncount(i, fj);
    }
    count(i, fi);
    count(j, fj);
    return false;
  }

  /**
   * The paper's compute_attacks: writes the ranks of all attacked queens, in rank order, into {@code attack} (which
   * must hold {@link #maxAttacked()} entries) and returns how many there are. O(n), and laid out for the cache: a
   * sequential pass over each counter array marks the overloaded diagonals in a bit set (2n/8 bytes, which stays
   * in cache), then a sequential pass over the queens tests their two diagonals' bits, where testing the byte
   * counters directly would be two cache misses per queen.
   */
  int computeAttacks(int[] attack) {
    if (hotDown == null) {
      hotDown = new long[(dn.length + 63) >>> 6];
      hotUp = new long[hotDown.length];
    }
    markOverloaded(dn, hotDown);
    markOverloaded(dp, hotUp);
    int count = 0;
    for (int r = 0; r < n; r++) {
      int f = queen[r];
      int d = r + f;
      int u = r - f + n - 1;
      if ((((hotDown[d >>> 6] >>> d) | (hotUp[u >>> 6] >>> u)) & 1) != 0) {
        attack[count++] = r;
      }
    }
    return count;
  }

  /** Bit sets of the diagonals holding more than one queen, kept between calls of {@link #computeAttacks}. */
  private long[] hotDown;
  private long[] hotUp;

  private static void markOverloaded(byte[] counters, long[] bits) {
    java.util.Arrays.fill(bits, 0L);
    for (int k = 0; k < counters.length; k++) {
      if (counters[k] > 1) {
        bits[k >>> 6] |= 1L << k;
      }
    }
  }

  /** An upper bound on the attacked queens now: a line with k > 1 queens has k - 1 collisions and k <= 2(k - 1). */
  int maxAttacked() {
    return (int) Math.min(n, 2 * collisions);
  }

  private boolean fits(int r, int f) {
    return dn[r + f] < SATURATED && dp[r - f + n - 1] < SATURATED;
  }

  private void count(int r, int f) {
    if (dn[r + f]++ > 0) {
      collisions++;
    }
    if (dp[r - f + n - 1]++ > 0) {
      collisions++;
    }
  }

  private void uncount(int r, int f) {
    if (--dn[r + f] > 0) {
      collisions--;
    }
    if (--dp[r - f + n - 1] > 0) {
      collisions--;
    }
  }
}
