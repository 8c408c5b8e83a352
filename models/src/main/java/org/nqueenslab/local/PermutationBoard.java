package org.nqueenslab.local;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Sosič and Gu's data structures (1990, section 4.1): queens as a permutation, so ranks and files
 * never clash, and a counter per diagonal, so a collision is counted and a swap tested in O(1). A
 * line holding k queens has k - 1 collisions; {@link #collisions} is their total over both diagonal
 * directions, and 0 means a solution.
 *
 * <p>Layout, for speed and memory at n = 10^8: the search is bound by memory latency (every tested
 * pair touches about ten unpredictable places), so the counters are bytes, not ints: the two
 * counter arrays take 2n bytes each instead of 8n, four times as much of them stays in cache, and
 * the whole board is 8n bytes. A random permutation puts a handful of queens on its fullest
 * diagonal, so a byte is plenty; to stay obviously correct anyway a counter never passes {@link
 * #SATURATED}: {@link #add} refuses (the caller draws a new permutation) and {@link #trySwap}
 * treats such a swap as no improvement.
 */
final class PermutationBoard {
  static final int SATURATED = Byte.MAX_VALUE;

  final int n;

  /** queen[r]: file of rank r's queen, 0-based; always a permutation of 0..n-1. */
  final int[] queen;

  /** Queens on each negative-slope diagonal (the paper's dn), indexed rank + file: 0..2n-2. */
  final byte[] dn;

  /**
   * Queens on each positive-slope diagonal (the paper's dp), indexed rank - file + n - 1: 0..2n-2.
   */
  final byte[] dp;

  /** Total collisions on the diagonals: the sum over lines of (queens on the line - 1). */
  long collisions;

  PermutationBoard(int n) {
    this(n, identity(n, () -> false), new byte[2 * n - 1], new byte[2 * n - 1]);
  }

  private PermutationBoard(int n, int[] queen, byte[] dn, byte[] dp) {
    this.n = n;
    this.queen = queen;
    this.dn = dn;
    this.dp = dp;
  }

  /**
   * The board, or null when {@code stop} says so before it is whole: at n = 10^8 and more each
   * array's allocation, which the JVM zeroes and the kernel then backs with memory, takes from a
   * fraction of a second to a few seconds on the project's machine (more with transparent huge
   * pages), so a time limit is checked between them rather than only once the search begins.
   */
  static PermutationBoard allocate(int n, InitialPlacement.StopCheck stop) {
    int[] queen = identity(n, stop);
    if (queen == null) {
      return null;
    }
    byte[] dn = new byte[2 * n - 1];
    if (stop.stop()) {
      return null;
    }
    byte[] dp = new byte[2 * n - 1];
    return stop.stop() ? null : new PermutationBoard(n, queen, dn, dp);
  }

  /** The permutation 0..n-1, or null when {@code stop} says so while it is written. */
  private static int[] identity(int n, InitialPlacement.StopCheck stop) {
    int[] queen = new int[n];
    for (int r = 0; r < n; r++) {
      if ((r & 0xFFFFF) == 0 && stop.stop()) {
        return null;
      }
      queen[r] = r;
    }
    return queen;
  }

  /**
   * Empties the diagonals (the permutation stays: it is the pool the next placement draws from).
   */
  void clearCounters() {
    java.util.Arrays.fill(dn, (byte) 0);
    java.util.Arrays.fill(dp, (byte) 0);
    collisions = 0;
  }

  /**
   * Sets the counters from one bit per diagonal (bit k of word k / 64 set: one queen on diagonal
   * k), for a placement without collisions built on bits: a sequential pass.
   */
  void countFromBits(long[] downBits, long[] upBits) {
    for (int k = 0; k < dn.length; k++) {
      dn[k] = (byte) ((downBits[k >>> 6] >>> k) & 1);
      dp[k] = (byte) ((upBits[k >>> 6] >>> k) & 1);
    }
    collisions = 0;
  }

  /**
   * Counts rank r's queen (at queen[r]) on its diagonals; false, changing nothing, if a counter
   * would saturate.
   */
  boolean add(int r) {
    int f = queen[r];
    if (dn[r + f] >= SATURATED || dp[r - f + n - 1] >= SATURATED) {
      return false;
    }
    count(r, f);
    return true;
  }

  /**
   * The paper's swap_ok followed, when it says yes, by perform_swap: exchanges the files of the
   * queens on ranks i and j if that lowers {@link #collisions}, and says whether it did. Done by
   * moving the two queens and moving them back when there is no gain, which is right even when old
   * and new diagonals coincide (a case a hand-counted delta easily gets wrong); the extra writes
   * hit cache lines the reads already brought in.
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
   * The paper's compute_attacks: writes the ranks of all attacked queens, in rank order, into
   * {@code attack} (which must hold {@link #maxAttacked()} entries) and returns how many there are.
   * O(n), and laid out for the cache, since QS3 calls it several times on boards of 10^8 queens:
   * one sequential pass over the counters (eight at a time) finds the few overloaded diagonals and
   * marks them in a small filter that stays in the fastest cache; the pass over the queens then
   * reads a counter, a likely cache miss, only for the rare queen whose diagonal the filter flags.
   * When there are too many overloaded diagonals for the filter (QS2's random start has about 0.5
   * n) every queen's counters are read directly. Either way the list is exactly the queens with an
   * overloaded diagonal.
   */
  int computeAttacks(int[] attack) {
    long overloaded = markOverloaded(dn, downFilter) + markOverloaded(dp, upFilter);
    boolean filtered = overloaded <= FILTER_CAPACITY;
    int count = 0;
    for (int r = 0; r < n; r++) {
      int f = queen[r];
      int d = r + f;
      int u = r - f + n - 1;
      boolean attacked =
          filtered
              ? (flagged(downFilter, d) && dn[d] > 1) || (flagged(upFilter, u) && dp[u] > 1)
              : dn[d] > 1 || dp[u] > 1;
      if (attacked) {
        attack[count++] = r;
      }
    }
    return count;
  }

  /**
   * 2^16 bits per direction (8 KB): a Bloom filter with one hash; at capacity about 3% false
   * alarms.
   */
  private static final int FILTER_LOG = 16;

  private static final int FILTER_CAPACITY = 2048;
  private final long[] downFilter = new long[1 << (FILTER_LOG - 6)];
  private final long[] upFilter = new long[1 << (FILTER_LOG - 6)];

  /** Reads the byte counters eight at a time. */
  private static final VarHandle EIGHT_COUNTERS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * Bits 1 to 6 of every byte: a counter in 0..{@link #SATURATED} is above 1 exactly when one of
   * them is set.
   */
  private static final long ABOVE_ONE = 0x7E7E7E7E7E7E7E7EL;

  /**
   * Clears {@code filter}, flags every line whose counter is above 1, and returns how many there
   * are.
   */
  private static long markOverloaded(byte[] counters, long[] filter) {
    java.util.Arrays.fill(filter, 0L);
    long overloaded = 0;
    int k = 0;
    for (; k + 8 <= counters.length; k += 8) {
      if (((long) EIGHT_COUNTERS.get(counters, k) & ABOVE_ONE) != 0) {
        for (int line = k; line < k + 8; line++) {
          if (counters[line] > 1) {
            flag(filter, line);
            overloaded++;
          }
        }
      }
    }
    for (; k < counters.length; k++) {
      if (counters[k] > 1) {
        flag(filter, k);
        overloaded++;
      }
    }
    return overloaded;
  }

  private static int slot(int line) {
    return (int) ((line * 0x9E3779B97F4A7C15L) >>> (64 - FILTER_LOG));
  }

  private static void flag(long[] filter, int line) {
    int s = slot(line);
    filter[s >>> 6] |= 1L << s;
  }

  private static boolean flagged(long[] filter, int line) {
    int s = slot(line);
    return ((filter[s >>> 6] >>> s) & 1) != 0;
  }

  /**
   * An upper bound on the attacked queens now: a line with k > 1 queens has k - 1 collisions and k
   * <= 2(k - 1).
   */
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
