package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Deadlines on a clock of any origin: nanoTime may be negative, or overflow between start and
 * deadline.
 */
class DeadlineTest {
  private static final long[] CLOCK_READINGS = {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE};

  @Test
  void noDeadlineNeverPasses() {
    for (long now : CLOCK_READINGS) {
      assertFalse(Deadline.NONE.passed(now), "at " + now);
      assertFalse(Deadline.after(now, null).passed(now + 1_000_000_000L), "at " + now);
    }
    assertNull(Deadline.NONE.remaining(0));
  }

  @Test
  void aDeadlinePassesWhenItsTimeComesWhateverTheClocksOrigin() {
    for (long start : CLOCK_READINGS) {
      Deadline deadline = Deadline.after(start, Duration.ofSeconds(2));
      assertFalse(deadline.passed(start), "at the start " + start);
      assertFalse(deadline.passed(start + 1_999_999_999L), "just before, from " + start);
      assertTrue(deadline.passed(start + 2_000_000_000L), "on time, from " + start);
      assertTrue(deadline.passed(start + 3_000_000_000L), "after, from " + start);
      assertEquals(Duration.ofSeconds(1), deadline.remaining(start + 1_000_000_000L));
    }
  }
}
