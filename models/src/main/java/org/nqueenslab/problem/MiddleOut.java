package org.nqueenslab.problem;

/**
 * Lines from the middle outwards: the middle lines' queens attack the most squares, so deciding
 * them first prunes soonest (CSPLib prob054; Knuth's organ-pipe order, TAOCP 7.2.2.1). One order
 * and its mirror image, named for where they start, and the distance both are built on; the engines
 * keep the variant their published figures were taken with.
 */
public final class MiddleOut {
  private MiddleOut() {}

  /**
   * Knuth's organ-pipe order of the items of his 8-queens cover: line n/2 first, then alternately
   * one below and one above (8 lines: 4 3 5 2 6 1 7 0; 5 lines: 2 1 3 0 4). Dancing Links lists
   * ranks and files so.
   */
  public static int[] organPipe(int n) {
    int[] order = lowerMiddleFirst(n);
    for (int k = 0; k < n; k++) {
      order[k] = n - 1 - order[k];
    }
    return order;
  }

  /**
   * The mirror image of the organ-pipe order: line (n-1)/2 first, then alternately one above and
   * one below (8 lines: 3 4 2 5 1 6 0 7; 5 lines: 2 3 1 4 0). The constraint models branch on ranks
   * so.
   */
  public static int[] lowerMiddleFirst(int n) {
    int[] order = new int[n];
    int middle = (n - 1) / 2;
    for (int k = 0; k < n; k++) {
      int step = (k + 1) / 2;
      order[k] = k % 2 == 1 ? middle + step : middle - step;
    }
    return order;
  }

  /** Twice the distance of line r from the middle of n lines: an integer for even n too. */
  public static int doubledDistance(int r, int n) {
    return Math.abs(2 * r - (n - 1));
  }
}
