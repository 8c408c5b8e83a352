package org.nqueenslab.bitmask;

import org.nqueenslab.engine.Budget;

/**
 * Counts the classic n x n board by fundamental solutions, pruning mirror images during the search (the method of
 * Kenji Takahashi, derived here from the orbit structure), and recovers the total as the sum of orbit sizes.
 *
 * <p>Every orbit under the 8 symmetries of the square has a representative of one of two shapes:
 *
 * <ul>
 *   <li><b>Corner</b>: a queen on a1. No solution (n &gt; 1) is symmetric under a diagonal reflection (its queens
 *       would pair up on one anti-diagonal or all lie on the diagonal), so these orbits have 8 members, two with a
 *       queen on a1: a solution and its transpose. Keep the one whose rank-2 queen stands on a lower file than the
 *       rank of the file-b queen: no rank below that file may use file b. Weight 8, no check at the leaf.
 *   <li><b>Edge</b>: no corner queen; let m be the smallest distance from an edge's queen to a corner of that edge.
 *       Keep the images whose rank-1 queen stands on file m: every other edge queen is then at least m from both
 *       corners, so ranks below m and above n-1-m use neither side file (both are taken by rank n-1-m) and the last
 *       rank avoids the m files nearest each corner. At the leaf the solution is kept when no image is
 *       lexicographically smaller; its orbit size is 8 over the number of images equal to it (2, 4 or 8).
 * </ul>
 *
 * <p>Files are bits (bit f = file f), ranks are rows of the search, as in {@link BitmaskSearch}.
 */
final class SymmetricCounter {
  private static final int CHECK_INTERVAL = 1 << 14;

  private final int n;
  private final int all;
  private final int[] files;
  private final int[] inverse;
  private final Budget budget;
  private int untilCheck = CHECK_INTERVAL;
  boolean stopped;
  long nodes;
  /** Canonical solutions by orbit size: index 2, 4 or 8. */
  final long[] classes = new long[9];

  // The edge shape's parameters for the current first-rank file m.
  private int bound1;
  private int bound2;
  private int sideMask;
  private int lastMask;

  SymmetricCounter(int n, Budget budget) {
    if (n < 2 || n > 32) {
      throw new IllegalArgumentException("the symmetric counter handles 2 <= n <= 32, got " + n);
    }
    this.n = n;
    this.all = n == 32 ? -1 : (1 << n) - 1;
    this.files = new int[n];
    this.inverse = new int[n];
    this.budget = budget;
  }

  /** Corner shape with the rank-2 queen on {@code secondFile} (2 <= secondFile <= n - 1). */
  void countCorner(int secondFile) {
    if (n < 4) {
      return;
    }
    files[0] = 0;
    files[1] = secondFile;
    bound1 = secondFile;
    int first = 1;
    int second = 1 << secondFile;
    nodes += 2;
    corner(2, (first << 2) | (second << 1), first | second, second >>> 1);
  }

  private void corner(int row, int left, int down, int right) {
    int free = all & ~(left | down | right);
    if (row < bound1) {
      free &= ~2; // no queen on file b below the rank numbered by the rank-2 queen's file: the transpose is smaller
    }
    if (row == n - 2) {
      // The last rank has one file left: count its completions without descending.
      while (free != 0) {
        int bit = free & -free;
        free ^= bit;
        int leaves = Integer.bitCount(all & ~(((left | bit) << 1) | down | bit | ((right | bit) >>> 1)));
        nodes += 1 + leaves;
        classes[8] += leaves;
      }
      return;
    }
    if (--untilCheck == 0 && check()) {
      return;
    }
    while (free != 0 && !stopped) {
      int bit = free & -free;
      free ^= bit;
      nodes++;
      corner(row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
    }
  }

  /** Edge shape: rank-1 queen on file {@code m} (1 <= m <= (n - 1) / 2), rank-2 queen among the bits of {@code secondRank}. */
  void countEdge(int m, int secondRank) {
    bound1 = m;
    bound2 = n - 1 - m;
    sideMask = 1 | (1 << (n - 1));
    lastMask = 0;
    for (int k = 0; k < m; k++) {
      lastMask |= 1 << k | 1 << (n - 1 - k);
    }
    files[0] = m;
    int bit0 = 1 << m;
    nodes++;
    int free = secondRank & all & ~(bit0 | bit0 << 1 | bit0 >>> 1);
    if (1 < bound1) {
      free &= ~sideMask;
    } else if (1 == bound2) {
      return; // n <= 3: no edge solutions
    }
    while (free != 0 && !stopped) {
      int bit = free & -free;
      free ^= bit;
      nodes++;
      files[1] = Integer.numberOfTrailingZeros(bit);
      edge(2, (bit0 << 2) | (bit << 1), bit0 | bit, (bit0 >>> 2) | (bit >>> 1));
    }
  }

  private void edge(int row, int left, int down, int right) {
    int free = all & ~(left | down | right);
    if (row < bound1) {
      free &= ~sideMask;
    } else if (row == bound2) {
      int sidesTaken = down & sideMask;
      if (sidesTaken == 0) {
        return; // both side files would need a queen from this rank on, but only this rank may still use them
      }
      if (sidesTaken != sideMask) {
        free &= sideMask;
      }
    }
    if (row == n - 2) {
      // The last rank has one file left: look at it here instead of descending.
      while (free != 0) {
        int bit = free & -free;
        free ^= bit;
        nodes++;
        int last = all & ~lastMask & ~(((left | bit) << 1) | down | bit | ((right | bit) >>> 1));
        if (last != 0) {
          nodes++;
          files[row] = Integer.numberOfTrailingZeros(bit);
          files[row + 1] = Integer.numberOfTrailingZeros(last);
          classifyLeaf();
        }
      }
      return;
    }
    if (--untilCheck == 0 && check()) {
      return;
    }
    while (free != 0 && !stopped) {
      int bit = free & -free;
      free ^= bit;
      nodes++;
      files[row] = Integer.numberOfTrailingZeros(bit);
      edge(row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
    }
  }

  /** Keeps the solution if no image is smaller; counts it by its orbit size. */
  private void classifyLeaf() {
    for (int r = 0; r < n; r++) {
      inverse[files[r]] = r;
    }
    int equal = 1;
    for (int t = 1; t < 8; t++) {
      int c = compareImage(t);
      if (c < 0) {
        return;
      }
      if (c == 0) {
        equal++;
      }
    }
    classes[8 / equal]++;
  }

  /** Sign of (image t) minus the solution, lexicographically by rank; stops at the first difference. */
  private int compareImage(int t) {
    int last = n - 1;
    for (int k = 0; k < n; k++) {
      int image = switch (t) {
        case 1 -> last - files[k]; // mirror files
        case 2 -> files[last - k]; // mirror ranks
        case 3 -> last - files[last - k]; // half turn
        case 4 -> inverse[k]; // transpose (main diagonal)
        case 5 -> last - inverse[last - k]; // anti-diagonal
        case 6 -> last - inverse[k]; // quarter turn
        default -> inverse[last - k]; // three-quarter turn
      };
      if (image != files[k]) {
        return image < files[k] ? -1 : 1;
      }
    }
    return 0;
  }

  private boolean check() {
    untilCheck = CHECK_INTERVAL;
    if (budget.exhausted()) {
      stopped = true;
    }
    return stopped;
  }
}
