package org.nqueenslab.local;

/**
 * QS2's start (Sosič and Gu 1990, section 4.2): a uniformly random permutation, drawn by Fisher and
 * Yates' shuffle from the board's current permutation and counted on the diagonals as it is drawn.
 * About 0.53 n collisions.
 */
final class RandomPlacement implements InitialPlacement {
  @Override
  public boolean place(PermutationBoard board, SplitMix64 random, StopCheck stop) {
    board.clearCounters();
    return placeAtRandom(board, 0, random, stop);
  }

  /**
   * Draws ranks from..n-1 at random among the files not yet used by ranks 0..from-1, counting each
   * one.
   */
  static boolean placeAtRandom(
      PermutationBoard board, int from, SplitMix64 random, StopCheck stop) {
    int n = board.n;
    int[] queen = board.queen;
    for (int r = from; r < n; r++) {
      int j = r + random.nextInt(n - r);
      int f = queen[j];
      queen[j] = queen[r];
      queen[r] = f;
      if (!board.add(r)) {
        return false;
      }
      if ((r & 0xFFFFF) == 0 && stop.stop()) {
        return false;
      }
    }
    return true;
  }
}
