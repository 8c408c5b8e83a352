package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The sizes a refusal for lack of heap names: readable, and never two alike for two sizes. */
class HeapSizeTextTest {
  private static final double GB = 1L << 30;

  @Test
  void smallSizesInMegabytesLargeInGigabytes() {
    assertEquals("512 MB", RequestChecks.size(512.0 * (1 << 20)));
    assertEquals("1 MB", RequestChecks.size(1000));
    assertEquals("8.6 GB", RequestChecks.size(8.625 * GB));
  }

  @Test
  void twoSizesThatRoundAlikeGetMoreDigits() {
    double need = 8.04 * GB;
    double have = 7.96 * GB;
    assertEquals(RequestChecks.size(need, 1), RequestChecks.size(have, 1), "both 8.0 GB");
    assertNotEquals(RequestChecks.size(need, 2), RequestChecks.size(have, 2));
    assertEquals("8.04 GB", RequestChecks.size(need, 2));
  }
}
