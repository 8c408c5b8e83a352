package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A budget on a clock the test sets: nanoTime may start anywhere, negative values and overflow
 * included.
 */
class BudgetTest {
  private static final long[] ORIGINS = {
    Long.MIN_VALUE, -1_000_000_000L, -1, 0, Long.MAX_VALUE - 1_000_000_000L
  };

  @Test
  void withoutATimeLimitOnlyCancellationStopsTheRun() {
    for (long origin : ORIGINS) {
      AtomicLong clock = new AtomicLong(origin);
      Cancellation cancellation = new Cancellation();
      Budget budget = Budget.start(Request.count().withCancellation(cancellation), clock::get);
      for (long later : new long[] {0, 1, 1_000_000_000L, Long.MAX_VALUE}) {
        clock.set(origin + later);
        assertFalse(budget.exhausted(), "origin " + origin + ", " + later + " ns later");
      }
      assertNull(budget.remainingTimeLimit());
      cancellation.cancel();
      assertTrue(budget.exhausted());
      assertEquals(Status.INTERRUPTED, budget.stopStatus());
    }
  }

  @Test
  void aTimeLimitEndsTheRunOnTimeWhateverTheClocksOrigin() {
    for (long origin : ORIGINS) {
      AtomicLong clock = new AtomicLong(origin);
      Budget budget =
          Budget.start(Request.count().withTimeLimit(Duration.ofSeconds(2)), clock::get);
      clock.set(origin + 500_000_000L);
      assertFalse(budget.exhausted(), "origin " + origin);
      assertEquals(Duration.ofMillis(1500), budget.remainingTimeLimit());
      assertEquals(Duration.ofMillis(500), budget.elapsed());
      clock.set(origin + 2_000_000_000L);
      assertTrue(budget.exhausted(), "origin " + origin);
      assertEquals(Status.TIMEOUT, budget.stopStatus());
      assertEquals(
          Duration.ofNanos(1), budget.remainingTimeLimit(), "a late part still gets a valid limit");
    }
  }
}
