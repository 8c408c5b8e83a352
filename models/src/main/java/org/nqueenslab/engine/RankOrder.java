package org.nqueenslab.engine;

/**
 * The order in which the constraint models branch on ranks when counting: the middle rank first, then alternately
 * below and above it (8 ranks: 3, 4, 2, 5, 1, 6, 0, 7, 0-based). The middle ranks' queens attack the most squares,
 * so deciding them first prunes soonest (CSPLib prob054; Knuth's organ-pipe order for DLX).
 */
public final class RankOrder {
  private RankOrder() {}

  /** The ranks 0..ranks-1, middle first, then alternating outward. */
  public static int[] middleOut(int ranks) {
    int[] order = new int[ranks];
    int middle = (ranks - 1) / 2;
    for (int k = 0; k < ranks; k++) {
      int step = (k + 1) / 2;
      order[k] = k % 2 == 1 ? middle + step : middle - step;
    }
    return order;
  }
}
