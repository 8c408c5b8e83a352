package org.nqueenslab.bitmask;

import org.nqueenslab.engine.Budget;

/**
 * Fundamental solutions of the classic board the textbook way (T. Rolfe, "Optimal Queens", Dr.
 * Dobb's, Listings Four and Five): rank by rank with bit masks, the first rank's queen only in the
 * left half of the board (and on the middle file of an odd board), and every solution compared at
 * its leaf with its 7 images under the symmetries of the square, kept when none is
 * lexicographically smaller and weighed by its orbit size (8 over the symmetries that fix it).
 *
 * <p>Why the halving loses no class: the mirror image of a solution whose first queen stands right
 * of the middle starts further left, so it is smaller, and the smallest member of each class starts
 * in the left half. The halving saves half the search; the other symmetries are only checked at the
 * leaves, so the search still visits about four solutions per class kept. It is the baseline that
 * {@link ConstellationCounter}, which searches one border constellation per class, is measured
 * against: {@code --engine bitmask:method=halving}.
 */
final class MirrorHalvingCounter extends ClassCounter {
  private static final int CHECK_INTERVAL = 1 << 14;

  /** Every symmetry but the identity, by {@code BoardSymmetry.Kind} ordinal (the identity is 0). */
  private static final int OTHER_SYMMETRIES = 0xFE;

  private final int n;
  private final long board;
  private final Budget budget;
  private final int[] files;
  private final int[] inverse;
  private int untilCheck = CHECK_INTERVAL;

  MirrorHalvingCounter(int n, Budget budget) {
    if (n < 1 || n > ParallelClassCount.MAX_N) {
      throw new IllegalArgumentException(
          "mirror halving handles 1 <= n <= " + ParallelClassCount.MAX_N + ", got " + n);
    }
    this.n = n;
    this.board = (1L << n) - 1;
    this.budget = budget;
    this.files = new int[n];
    this.inverse = new int[n];
  }

  /** The units of work: one per file of the first rank's left half, the middle file included. */
  static int units(int n) {
    return (n + 1) / 2;
  }

  @Override
  ClassCounter another() {
    return new MirrorHalvingCounter(n, budget);
  }

  @Override
  void count(int firstFile) {
    long bit = 1L << firstFile;
    files[0] = firstFile;
    nodes++;
    place(1, bit, bit << 1, bit >>> 1);
  }

  /**
   * Places the queen of {@code rank}, the files and both diagonals attacked so far given as masks
   * on that rank.
   */
  private void place(int rank, long col, long left, long right) {
    if (rank == n) {
      classify(OTHER_SYMMETRIES, files, inverse);
      return;
    }
    if (--untilCheck == 0 && check()) {
      return;
    }
    for (long open = ~(col | left | right) & board; open != 0 && !stopped; open &= open - 1) {
      long bit = open & -open;
      files[rank] = Long.numberOfTrailingZeros(bit);
      nodes++;
      place(rank + 1, col | bit, (left | bit) << 1, (right | bit) >>> 1);
    }
  }

  private boolean check() {
    untilCheck = CHECK_INTERVAL;
    return mustStop(budget);
  }
}
