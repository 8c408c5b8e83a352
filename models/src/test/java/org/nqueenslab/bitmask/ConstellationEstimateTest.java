package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;

/**
 * The estimate of a constellation's tree, against the nodes the counter counts for it: the probes
 * take the counter's steps and Knuth's estimator is unbiased, so the mean of many probes lands
 * within a few standard errors of the count (and exactly on it where the search has no branch).
 */
class ConstellationEstimateTest {

  @Test
  void probesAverageToTheCountersNodes() {
    List<BorderConstellation> constellations = BorderConstellation.canonical(10);
    for (int k = 0; k < constellations.size(); k += 37) {
      assertProbesAverageToTheCounter(constellations.get(k));
    }
  }

  @Test
  void soDoTheSymmetricConstellationsAndTheSmallestBoards() {
    // a constellation some symmetry fixes is searched without the last-two-ranks shortcut
    int symmetric = 0;
    for (BorderConstellation c : BorderConstellation.canonical(10)) {
      if (c.stabilizer() != 0) {
        assertProbesAverageToTheCounter(c);
        symmetric++;
      }
    }
    assertTrue(symmetric > 0, "n = 10 has constellations with symmetries");
    for (int n = 4; n <= 6; n++) {
      for (BorderConstellation c : BorderConstellation.canonical(n)) {
        assertProbesAverageToTheCounter(c);
      }
    }
  }

  private static void assertProbesAverageToTheCounter(BorderConstellation c) {
    SplittableRandom random = new SplittableRandom(1);
    int probes = 20_000;
    double sum = 0;
    double sumSquares = 0;
    for (int p = 0; p < probes; p++) {
      double e = ConstellationEstimate.nodes(c, 1, random);
      sum += e;
      sumSquares += e * e;
    }
    double mean = sum / probes;
    double standardError = Math.sqrt(Math.max(0, sumSquares / probes - mean * mean) / (probes - 1));
    long exact = counterNodes(c);
    assertTrue(
        Math.abs(mean - exact) <= 4 * standardError + 1e-9,
        c + ": mean " + mean + " +- " + standardError + ", counted " + exact);
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

  /** The nodes the counter itself counts for {@code c}, the figure the probes estimate. */
  private static long counterNodes(BorderConstellation c) {
    ConstellationCounter counter =
        new ConstellationCounter(c.n(), Budget.start(Request.count()), List.of(c));
    counter.count(0);
    return counter.nodes;
  }
}
