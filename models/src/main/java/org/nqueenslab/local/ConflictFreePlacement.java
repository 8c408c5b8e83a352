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
   * again. Half: a draw among all costs three reads (the file's bit, two diagonals' bits), one from
   * the pool two after one (the pool entry, then its diagonals), and past half the files used, the
   * draws of used files make the first dearer (at n = 3 x 10^7 the whole start took 2.42 s
   * switching at half, 2.81 s at three quarters, 2.57 s from the start; best of three).
   */
  static final int POOL_FROM = 2;

  /**
   * Memory latency and mispredicted branches are the whole cost of this phase at large n, so it is
   * laid out for the cache and the pipeline. The diagonals are one bit each ("holds a queen"), not
   * the board's byte counters: a diagonal holds at most one queen here, and the bits of one
   * direction take 2n/8 bytes. Files are drawn in two ways, both uniform over the unused files as
   * the paper's draw is: while many are unused, a file is drawn among all n and drawn again if a
   * bit says it is used (no permutation entry is read); once fewer than n / {@link #POOL_FROM}
   * remain, they are gathered into the tail queen[r..n-1] of the permutation and drawn from there
   * (Fisher and Yates), a region that shrinks as the board fills. Only draws of unused files count
   * as attempts. Draws come in batches of {@link #AHEAD} whose words are read first, all at once
   * ({@link #touch}), and are then tested without a branch on the outcome. The board's counters are
   * filled from the bits afterwards, sequentially.
   */
  @Override
  public boolean place(PermutationBoard board, SplitMix64 random, StopCheck stop) {
    int n = board.n;
    long[] down = new long[(2 * n - 1 + 63) >>> 6];
    long[] up = new long[down.length];
    long[] used = new long[(n + 63) >>> 6];
    int target = n - conflicted;
    tries = 0;
    int r = drawAmongAll(board, Math.min(target, n - n / POOL_FROM), random, stop, down, up, used);
    if (r >= 0) {
      r = drawFromPool(board, r, target, random, stop, down, up);
    }
    attempts += tries;
    if (r < 0) {
      return false;
    }
    if (firstConflictFree < 0) {
      firstConflictFree = r;
    }
    board.countFromBits(down, up);
    return RandomPlacement.placeAtRandom(board, r, random, stop);
  }

  /** Attempts in the placement under way. */
  private long tries;

  /**
   * Places ranks 0.. on files drawn among all n (a used one is drawn again) until rank {@code
   * until} or the attempts run out; returns the next rank, or -1 when {@code stop} said so.
   */
  private int drawAmongAll(
      PermutationBoard board,
      int until,
      SplitMix64 random,
      StopCheck stop,
      long[] down,
      long[] up,
      long[] used) {
    int n = board.n;
    int[] queen = board.queen;
    int[] drawn = new int[AHEAD];
    int r = 0;
    for (long batch = 1; r < until && tries < maxAttempts; batch++) {
      for (int k = 0; k < AHEAD; k++) {
        drawn[k] = random.nextInt(n);
      }
      touch(drawn, null, used, down, up, r, n);
      for (int k = 0; k < AHEAD && r < until && tries < maxAttempts; k++) {
        int f = drawn[k];
        int d = r + f;
        int u = r - f + n - 1;
        long taken = used[f >>> 6] >>> f; // Java shifts a long by the low 6 bits only
        long place = ~(taken | (down[d >>> 6] >>> d) | (up[u >>> 6] >>> u)) & 1;
        tries += ~taken & 1;
        used[f >>> 6] |= place << f;
        down[d >>> 6] |= place << d;
        up[u >>> 6] |= place << u;
        queen[r] = f; // kept only when placed: else the next placement on rank r overwrites it
        r += (int) place;
      }
      if ((batch & 0xFFFF) == 0 && stop.stop()) {
        return -1;
      }
    }
    // the unused files, in order, after the placed ones
    int pool = r;
    for (int f = 0; f < n; f++) {
      if (((used[f >>> 6] >>> f) & 1) == 0) {
        queen[pool++] = f;
      }
    }
    return r;
  }

  /**
   * Places ranks r.. on files drawn from the pool queen[r..n-1] until rank {@code until} or the
   * attempts run out; returns the next rank, or -1 when {@code stop} said so.
   */
  private int drawFromPool(
      PermutationBoard board,
      int r,
      int until,
      SplitMix64 random,
      StopCheck stop,
      long[] down,
      long[] up) {
    int n = board.n;
    int[] queen = board.queen;
    int[] drawn = new int[AHEAD];
    for (long batch = 1; r < until && tries < maxAttempts; batch++) {
      // positions in the pool as it is at the batch's start; one that a placement of this batch
      // has taken out of the pool (now below r) is skipped, so each draw that counts is uniform
      // over the unused files
      int from = r;
      for (int k = 0; k < AHEAD; k++) {
        drawn[k] = from + random.nextInt(n - from);
      }
      touch(drawn, queen, null, down, up, r, n);
      for (int k = 0; k < AHEAD && r < until && tries < maxAttempts; k++) {
        int j = drawn[k];
        if (j < r) {
          continue;
        }
        int f = queen[j];
        int d = r + f;
        int u = r - f + n - 1;
        long place = ~((down[d >>> 6] >>> d) | (up[u >>> 6] >>> u)) & 1;
        tries++;
        down[d >>> 6] |= place << d;
        up[u >>> 6] |= place << u;
        // when placed, swap queen[r] and queen[j]; a mask instead of a branch
        int mask = -(int) place;
        int other = queen[r];
        queen[j] = f ^ ((f ^ other) & mask);
        queen[r] = other ^ ((other ^ f) & mask);
        r += (int) place;
      }
      if ((batch & 0xFFFF) == 0 && stop.stop()) {
        return -1;
      }
    }
    return r;
  }

  /**
   * Draws per batch: enough independent cache misses to keep the memory system busy (a core has 10
   * to 16 outstanding misses), few enough that a batch's draws meet the board nearly as it was when
   * they were drawn.
   */
  static final int AHEAD = 16;

  /** Keeps {@link #touch}'s reads alive: the JIT drops a read whose value nobody uses. */
  @SuppressWarnings("unused")
  private long touched;

  /**
   * Reads the words the batch's tests will read, all at once: the reads do not depend on each
   * other, so their cache misses overlap instead of coming one after the other, each behind a test
   * whose outcome the processor cannot guess. {@code drawn} holds files ({@code queen} null) or
   * positions in {@code queen}; the diagonals are those of rank r, which moves on by at most AHEAD
   * within a batch and so stays in the cache lines read here nearly always.
   */
  private void touch(int[] drawn, int[] queen, long[] used, long[] down, long[] up, int r, int n) {
    long sum = 0;
    for (int k = 0; k < AHEAD; k++) {
      int f = queen == null ? drawn[k] : queen[drawn[k]];
      sum += down[(r + f) >>> 6] + up[(r - f + n - 1) >>> 6];
      if (used != null) {
        sum += used[f >>> 6];
      }
    }
    touched += sum;
  }
}
