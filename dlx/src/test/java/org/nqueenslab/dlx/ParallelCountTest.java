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
