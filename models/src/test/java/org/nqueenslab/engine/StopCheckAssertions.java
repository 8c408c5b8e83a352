package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** Checks of the stop checks that long model builds take (a time limit, Ctrl-C). */
public final class StopCheckAssertions {
  private StopCheckAssertions() {}

  /**
   * {@code build}, given a stop check, asks it at least once a rank of a board of {@code ranks}
   * ranks, and once it says stop throws {@link CancellationException} without asking again.
   */
  public static void asksRankByRankAndStopsWhenTold(int ranks, Consumer<BooleanSupplier> build) {
    int[] asked = new int[1];
    build.accept(() -> ++asked[0] < 0);
    assertTrue(asked[0] >= ranks, "asked once a rank at least: " + asked[0]);
    int[] untilStop = {5};
    assertThrows(CancellationException.class, () -> build.accept(() -> --untilStop[0] == 0));
    assertEquals(0, untilStop[0], "not asked again once it said stop");
  }
}
