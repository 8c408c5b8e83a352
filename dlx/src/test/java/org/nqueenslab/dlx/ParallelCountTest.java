package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ParallelCountTest {
  @Test
  void countsWhatOneThreadCountsWithTheSameStatistics() {
    DancingLinks dlx = new DancingLinks(PentominoCover.box(20, 3));
    SearchResult one = dlx.count(SearchLimits.NONE);
    for (int threads = 2; threads <= 3; threads++) {
      SearchResult many =
          ParallelCount.count(
              dlx, new int[0], threads, ParallelCount.DEFAULT_DEPTH, SearchLimits.NONE);
      assertEquals(StopReason.COMPLETE, many.reason());
      assertEquals(8, many.solutions(), "Scott's 3 x 20 box: 2 packings up to its 4 symmetries");
      assertEquals(one.nodes(), many.nodes());
      assertEquals(one.updates(), many.updates());
    }
  }

  @Test
  void knuthsEstimateOfTheTreeIsCloseToTheNodesTheSearchMakesAndChangesNothing() {
    DancingLinks dlx = new DancingLinks(PentominoCover.box(20, 3));
    SearchResult before = dlx.count(SearchLimits.NONE);
    // unbiased: the mean of many random walks approaches the tree's size
    double estimate = dlx.estimate(new int[0], 20_000, 7);
    double error = Math.abs(estimate - before.nodes()) / before.nodes();
    assertTrue(error < 0.15, "estimate " + estimate + " against " + before.nodes() + " nodes");
    SearchResult after = dlx.count(SearchLimits.NONE);
    assertEquals(before.nodes(), after.nodes(), "probing leaves the matrix as it was");
    assertEquals(before.updates(), after.updates());
  }

  /**
   * The parts' sizes before the count, each part's end, and their nodes and solutions as they run:
   * what was told adds up to the parts' figures (the whole count less the levels above the split).
   */
  @Test
  void thePartsAreToldTheirEstimatedSizesAndEachOneThatEnds() {
    DancingLinks dlx = new DancingLinks(PentominoCover.box(20, 3));
    double[][] told = new double[1][];
    java.util.concurrent.atomic.DoubleAdder done = new java.util.concurrent.atomic.DoubleAdder();
    java.util.concurrent.atomic.LongAdder nodes = new java.util.concurrent.atomic.LongAdder();
    java.util.concurrent.atomic.LongAdder solutions = new java.util.concurrent.atomic.LongAdder();
    SearchResult r =
        ParallelCount.count(
            dlx,
            new int[0],
            2,
            ParallelCount.DEFAULT_DEPTH,
            SearchLimits.NONE,
            new ParallelCount.Parts() {
              @Override
              public void split(double[] sizes) {
                told[0] = sizes;
              }

              @Override
              public void running(long n, long s) {
                nodes.add(n);
                solutions.add(s);
              }

              @Override
              public void done(int index, SearchResult part) {
                done.add(told[0][index]);
              }
            });
    assertEquals(8, r.solutions());
    SearchResult top = dlx.split(new int[0], ParallelCount.DEFAULT_DEPTH).top();
    assertEquals(r.solutions() - top.solutions(), solutions.sum());
    assertEquals(r.nodes() - top.nodes(), nodes.sum());
    double total = java.util.Arrays.stream(told[0]).sum();
    assertTrue(total > 0, "sizes were estimated");
    assertEquals(total, done.sum(), 1e-6 * total, "every part ended and was told");
  }

  @Test
  void stopsEveryPartAtTheTimeLimit() {
    DancingLinks dlx = new DancingLinks(DancingLinksTest.latinSquare(6)); // far too many to count
    SearchResult r =
        ParallelCount.count(
            dlx, new int[0], 2, 2, SearchLimits.NONE.withTimeLimit(Duration.ofMillis(200)));
    assertEquals(StopReason.TIME_LIMIT, r.reason());
    assertTrue(r.time().toMillis() < 3000, "stopped promptly: " + r.time());
  }

  @Test
  void refusesLimitsThatBelongToOneSearch() {
    DancingLinks dlx = new DancingLinks(DancingLinksTest.latinSquare(3));
    assertThrows(
        IllegalArgumentException.class,
        () -> ParallelCount.count(dlx, new int[0], 2, 2, SearchLimits.NONE.withNodeLimit(10)));
  }
}
