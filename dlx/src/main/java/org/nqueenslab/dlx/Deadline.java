package org.nqueenslab.dlx;

import java.time.Duration;

/**
 * When a search must stop, on the {@link System#nanoTime()} clock, or no deadline at all. "None" is
 * its own state, not a far-off clock value: nanoTime may have any origin (negative values
 * included), so no value of it means "never", and readings are only compared by their difference
 * ({@code now - at >= 0}), which stays right across the clock's overflow.
 */
final class Deadline {
  /** No deadline: {@link #passed} is always false. */
  static final Deadline NONE = new Deadline(false, 0);

  private final boolean exists;
  private final long at;

  private Deadline(boolean exists, long at) {
    this.exists = exists;
    this.at = at;
  }

  /** {@code limit} after {@code startNanos}, or {@link #NONE} when {@code limit} is null. */
  static Deadline after(long startNanos, Duration limit) {
    return limit == null ? NONE : new Deadline(true, startNanos + limit.toNanos());
  }

  /** True when there is a deadline and {@code nowNanos} has reached it. */
  boolean passed(long nowNanos) {
    return exists && nowNanos - at >= 0;
  }

  /**
   * The time left at {@code nowNanos} (zero or negative once passed), or null when there is no
   * deadline.
   */
  Duration remaining(long nowNanos) {
    return exists ? Duration.ofNanos(at - nowNanos) : null;
  }
}
