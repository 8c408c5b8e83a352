package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.nqueenslab.reference.ReferenceCounts;

/**
 * The published figures a unique count of the classic n x n board must reproduce, whichever engine
 * made it.
 */
public final class ClassicOeis {
  private ClassicOeis() {}

  /**
   * Complete; unique count A002562, total A000170, and the classes by size A260318 (2), A260319
   * (4), A260320 (8).
   */
  public static void assertUniqueCount(int n, Result r) {
    assertEquals(Status.COMPLETE, r.status(), "n=" + n);
    assertEquals(
        ReferenceCounts.standard(n).orElseThrow().fundamental(), r.unique(), "A002562 n=" + n);
    assertEquals(
        ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "A000170 n=" + n);
    if (n > 1) {
      assertEquals(
          ref("standard_classes_rot90_symmetric", n),
          r.statistics().get("orbits_of_2"),
          "A260318 n=" + n);
      assertEquals(
          ref("standard_classes_rot180_only", n),
          r.statistics().get("orbits_of_4"),
          "A260319 n=" + n);
      assertEquals(
          ref("standard_classes_asymmetric", n),
          r.statistics().get("orbits_of_8"),
          "A260320 n=" + n);
    }
  }

  private static long ref(String variant, int n) {
    return ReferenceCounts.find(variant, n, null).orElseThrow().count();
  }
}
