package org.nqueenslab.local;

/**
 * QS3's start (Sosič and Gu 1990, section 4.3 and Table 7): rank by rank, draw a random unused file until one is on
 * two empty diagonals, without backtracking; the last {@code conflicted} ranks (the paper's "queens with conflict",
 * Table 2) are placed at random regardless. The whole phase is capped at {@code attemptsPerQueen} x n draws, after
 * which the remaining ranks are placed at random too, so it always ends.
 */
final class ConflictFreePlacement implements InitialPlacement {
  private final int conflicted;
  private final long maxAttempts;
  /** Queens placed conflict-free, and draws made, by the first call (one sample of the paper's Table 7). */
  long firstConflictFree = -1;
  long attempts;

  ConflictFreePlacement(int n, int conflicted, double attemptsPerQueen) {
    this.conflicted = Math.min(n, conflicted);
    this.maxAttempts = (long) Math.ceil(attemptsPerQueen * n);
  }

  /**
   * The paper's Table 2 sizes, where it gives them (50 for n up to 10,000, 80 for 100,000, 100 for 500,000); kept
   * at 100 beyond, where more conflict-free draws still cost less than the search they save.
   */
  static int defaultConflicted(int n) {
    return n <= 10_000 ? 50 : n <= 100_000 ? 80 : 100;
  }

  @Override
  public boolean place(PermutationBoard board, SplitMix64 random, StopCheck stop) {
    board.clearCounters();
    int n = board.n;
    int[] queen = board.queen;
    int target = n - conflicted;
    long tries = 0;
    int r = 0;
    while (r < target && tries < maxAttempts) {
      int j = r + random.nextInt(n - r);
      int f = queen[j];
      tries++;
      if (board.isFree(r, f)) {
        queen[j] = queen[r];
        queen[r] = f;
        board.add(r);
        r++;
      }
      if ((tries & 0xFFFFF) == 0 && stop.stop()) {
        return false;
      }
    }
    attempts += tries;
    if (firstConflictFree < 0) {
      firstConflictFree = r;
    }
    return RandomPlacement.placeAtRandom(board, r, random, stop);
  }
}
