package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;

/**
 * The estimate of a constellation's tree, against the tree's exact size from a plain walk in this
 * test (arrays of booleans, no bit masks): Knuth's estimator is unbiased, so the mean of many
 * probes lands within a few standard errors of it.
 */
class ConstellationEstimateTest {

  @Test
  void probesAverageToTheExactTreeSize() {
    int n = 10;
    List<BorderConstellation> constellations = BorderConstellation.canonical(n);
    SplittableRandom random = new SplittableRandom(1);
    for (int k = 0; k < constellations.size(); k += 37) {
      BorderConstellation c = constellations.get(k);
      int probes = 20_000;
      double sum = 0;
      double sumSquares = 0;
      for (int p = 0; p < probes; p++) {
        double e = ConstellationEstimate.nodes(c, 1, random);
        sum += e;
        sumSquares += e * e;
      }
      double mean = sum / probes;
      double standardError =
          Math.sqrt(Math.max(0, sumSquares / probes - mean * mean) / (probes - 1));
      long exact = exactTreeSize(c);
      assertTrue(
          Math.abs(mean - exact) <= 4 * standardError + 1e-9,
          c + ": mean " + mean + " +- " + standardError + ", exact " + exact);
    }
  }

  @Test
  void aWatchedCountsProgressEndsAtTheWholeWork() {
    Progress progress = new Progress();
    progress.watch();
    new BitmaskEngine().solve(Problem.of(11), Request.count().withProgress(progress));
    assertEquals(1.0, progress.fractionDone(), 1e-9);
    assertEquals(BorderConstellation.canonical(11).size(), progress.unitsDone());
  }

  @Test
  void anUnwatchedCountEstimatesNothing() {
    Progress progress = new Progress();
    new BitmaskEngine().solve(Problem.of(11), Request.count().withProgress(progress));
    assertEquals(-1, progress.fractionDone(), "no fraction: the sizes were not estimated");
    assertEquals(BorderConstellation.canonical(11).size(), progress.unitsDone());
  }

  /**
   * The nodes of the search that branches on the free rank with the fewest squares (lowest first).
   */
  private static long exactTreeSize(BorderConstellation c) {
    int n = c.n();
    boolean[] rankTaken = new boolean[n];
    boolean[] file = new boolean[n];
    boolean[] sum = new boolean[2 * n];
    boolean[] diff = new boolean[2 * n];
    for (int[] q : c.queens()) {
      rankTaken[q[0]] = true;
      file[q[1]] = true;
      sum[q[0] + q[1]] = true;
      diff[q[1] - q[0] + n] = true;
    }
    rankTaken[0] = true; // the border ranks hold their queens
    rankTaken[n - 1] = true;
    return size(n, rankTaken, file, sum, diff);
  }

  private static long size(
      int n, boolean[] rankTaken, boolean[] file, boolean[] sum, boolean[] diff) {
    int best = -1;
    int fewest = Integer.MAX_VALUE;
    for (int r = 0; r < n; r++) {
      if (rankTaken[r]) {
        continue;
      }
      int open = 0;
      for (int f = 0; f < n; f++) {
        if (!file[f] && !sum[r + f] && !diff[f - r + n]) {
          open++;
        }
      }
      if (open < fewest) {
        fewest = open;
        best = r;
      }
    }
    long nodes = 1;
    if (best < 0 || fewest == 0) {
      return nodes; // a solution, or a rank with no square left
    }
    rankTaken[best] = true;
    for (int f = 0; f < n; f++) {
      if (!file[f] && !sum[best + f] && !diff[f - best + n]) {
        file[f] = sum[best + f] = diff[f - best + n] = true;
        nodes += size(n, rankTaken, file, sum, diff);
        file[f] = sum[best + f] = diff[f - best + n] = false;
      }
    }
    rankTaken[best] = false;
    return nodes;
  }
}
