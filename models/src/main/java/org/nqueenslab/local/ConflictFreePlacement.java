package org.nqueenslab.local;

/**
 * QS3's start (Sosič and Gu 1990, section 4.3 and Table 7): rank by rank, draw a random unused file
 * until one is on two empty diagonals, without backtracking; the last {@code conflicted} ranks (the
 * paper's "queens with conflict", Table 2) are placed at random regardless. The whole phase is
 * capped at {@code attemptsPerQueen} x n draws, after which the remaining ranks are placed at
 * random too, so it always ends.
 */
final class ConflictFreePlacement implements InitialPlacement {
  private final int conflicted;
  private final long maxAttempts;

  /**
   * Queens placed conflict-free by the first call (one sample of the paper's Table 7); -1 before
   * it.
   */
  long firstConflictFree = -1;

  /** Placement attempts (draws of an unused file tested for free diagonals), over all calls. */
  long attempts;

  ConflictFreePlacement(int n, int conflicted, double attemptsPerQueen) {
    this.conflicted = Math.min(n, conflicted);
    this.maxAttempts = (long) Math.ceil(attemptsPerQueen * n);
  }

  /**
   * The paper's Table 2 sizes, where it gives them (50 for n up to 10,000, 80 for 100,000, 100 for
   * 500,000); kept at 100 beyond: at n = 10^7 the last conflict-free queens cost few draws, and a
   * longer random tail only makes the search longer (1,000 queens at random: 10 times the pairs
   * tested, and slower overall).
   */
  static int defaultConflicted(int n) {
    return n <= 10_000 ? 50 : n <= 100_000 ? 80 : 100;
  }

  /**
   * While more than n / POOL_FROM files are unused, files are drawn from all n and used ones drawn
   * again.
   */
  static final int POOL_FROM = 4;

  /**
   * Memory latency is the whole cost of this phase at large n, so it is laid out for the cache. The
   * diagonals are one bit each ("holds a queen"), not the board's byte counters: a diagonal holds
   * at most one queen here, and the bits of one direction take 2n/8 bytes (2.5 MB at n = 10^7,
   * where byte counters take 20 MB and miss). Files are drawn in two ways, both uniform over the
   * unused files as the paper's draw is: while many are unused, a file is drawn among all n and
   * drawn again if a bit says it is used (cheap: the bits stay in cache, and no permutation entry
   * is read); once fewer than n / {@link #POOL_FROM} remain, they are gathered into the tail
   * queen[r..n-1] of the permutation and drawn from there (Fisher and Yates), a region that shrinks
   * as the board fills. Only draws of unused files count as attempts. The board's counters are
   * filled from the bits afterwards, sequentially.
   */
  @Override
  public boolean place(PermutationBoard board, SplitMix64 random, StopCheck stop) {
    int n = board.n;
    int[] queen = board.queen;
    long[] down = new long[(2 * n - 1 + 63) >>> 6];
    long[] up = new long[down.length];
    long[] used = new long[(n + 63) >>> 6];
    int target = n - conflicted;
    int poolFrom = Math.min(target, n - n / POOL_FROM);
    long tries = 0;
    int r = 0;
    while (r < poolFrom && tries < maxAttempts) {
      int f = random.nextInt(n);
      if (((used[f >>> 6] >>> f) & 1) != 0) {
        continue;
      }
      tries++;
      if (placeIfFree(down, up, r, f, n)) {
        used[f >>> 6] |= 1L << f;
        queen[r++] = f;
      }
      if ((tries & 0xFFFFF) == 0 && stop.stop()) {
        return false;
      }
    }
    int pool = r;
    for (int f = 0; f < n; f++) {
      if (((used[f >>> 6] >>> f) & 1) == 0) {
        queen[pool++] = f;
      }
    }
    while (r < target && tries < maxAttempts) {
      int j = r + random.nextInt(n - r);
      int f = queen[j];
      tries++;
      if (placeIfFree(down, up, r, f, n)) {
        queen[j] = queen[r];
        queen[r++] = f;
      }
      if ((tries & 0xFFFFF) == 0 && stop.stop()) {
        return false;
      }
    }
    attempts += tries;
    if (firstConflictFree < 0) {
      firstConflictFree = r;
    }
    board.countFromBits(down, up);
    return RandomPlacement.placeAtRandom(board, r, random, stop);
  }

  /** If both diagonals through (r, f) are empty, marks them and says so. */
  private static boolean placeIfFree(long[] down, long[] up, int r, int f, int n) {
    int d = r + f;
    int u = r - f + n - 1;
    if (((down[d >>> 6] >>> d) & 1) != 0 || ((up[u >>> 6] >>> u) & 1) != 0) {
      return false;
    }
    down[d >>> 6] |= 1L << d;
    up[u >>> 6] |= 1L << u;
    return true;
  }
}
