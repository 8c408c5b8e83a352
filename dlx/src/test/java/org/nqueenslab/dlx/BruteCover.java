package org.nqueenslab.dlx;

import java.util.ArrayList;
import java.util.List;

/**
 * A second opinion sharing no code with the solver: tries every subset of the options and keeps
 * those that cover each item within its multiplicity: a plain primary item exactly once, a
 * secondary item at most once, an item with multiplicity [lo, hi] between lo and hi times (the
 * definitions, TAOCP 7.2.2.1). For up to about 16 options.
 */
final class BruteCover {
  private BruteCover() {}

  /** Each solution as a sorted list of option numbers. */
  static List<List<Integer>> solutions(ExactCover c) {
    int m = c.optionCount();
    if (m > 20) {
      throw new IllegalArgumentException("too many options for brute force: " + m);
    }
    List<List<Integer>> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << m; mask++) {
      int[] uses = new int[c.itemCount()];
      List<Integer> chosen = new ArrayList<>();
      for (int k = 0; k < m; k++) {
        if ((mask >> k & 1) != 0) {
          chosen.add(k);
          for (int item : c.option(k)) {
            uses[item]++;
          }
        }
      }
      boolean ok = true;
      for (int i = 0; i < c.itemCount() && ok; i++) {
        ok = c.lowerBound(i) <= uses[i] && uses[i] <= c.upperBound(i);
      }
      if (ok) {
        out.add(chosen);
      }
    }
    return out;
  }
}
