package org.nqueenslab.engine;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The limits of one run: its deadline (from the request's time limit, counted from {@link #start})
 * and the user's cancellation. Engines poll {@link #exhausted()} every few thousand nodes; it is
 * cheap (a volatile read and a clock read) but not free, so do not call it on every node.
 *
 * <p>"No time limit" is a state of its own, not a far-off clock value: {@link System#nanoTime()}
 * may have any origin, negative values included, so readings are only compared by their difference,
 * which stays right across the clock's overflow.
 */
public final class Budget {
  private final LongSupplier clock;
  private final long startNanos;
  private final boolean hasDeadline;
  private final long deadlineNanos;
  private final Cancellation cancellation;
  private volatile Status stop;

  private Budget(LongSupplier clock, Duration timeLimit, Cancellation cancellation) {
    this.clock = clock;
    this.startNanos = clock.getAsLong();
    this.hasDeadline = timeLimit != null;
    this.deadlineNanos = hasDeadline ? startNanos + timeLimit.toNanos() : 0;
    this.cancellation = cancellation;
  }

  /** The clock of a real run (a class, not a method reference: start-up, decisions page). */
  private static final LongSupplier SYSTEM_CLOCK =
      new LongSupplier() {
        @Override
        public long getAsLong() {
          return System.nanoTime();
        }
      };

  public static Budget start(Request request) {
    return start(request, SYSTEM_CLOCK);
  }

  /** A budget read off {@code clock} (nanoseconds, any origin): for tests that set the time. */
  static Budget start(Request request, LongSupplier clock) {
    return new Budget(clock, request.timeLimit(), request.cancellation());
  }

  /** True once the deadline has passed or the user cancelled; stays true. */
  public boolean exhausted() {
    if (stop != null) {
      return true;
    }
    if (cancellation.isCancelled()) {
      stop = Status.INTERRUPTED;
    } else if (hasDeadline && clock.getAsLong() - deadlineNanos >= 0) {
      stop = Status.TIMEOUT;
    }
    return stop != null;
  }

  /** TIMEOUT or INTERRUPTED once {@link #exhausted()} has returned true, else null. */
  public Status stopStatus() {
    return stop;
  }

  /**
   * The time limit for what is left of the run (at least a nanosecond, so a part started late still
   * gets a valid limit and stops at once), or null when the run has none.
   */
  public Duration remainingTimeLimit() {
    return hasDeadline ? Duration.ofNanos(Math.max(1, deadlineNanos - clock.getAsLong())) : null;
  }

  /**
   * True when the user's Ctrl-C, not a failure, ended a solver outside the JVM's control: the
   * terminal sends it to the whole process group, so a native or outside solver may stop of it
   * before the JVM's hook has raised the flag this budget reads; it is waited for up to {@code
   * grace}.
   */
  public boolean interruptedWithin(Duration grace) {
    long until = clock.getAsLong() + grace.toNanos();
    while (!exhausted() && clock.getAsLong() - until < 0) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return stopStatus() == Status.INTERRUPTED;
  }

  public long elapsedNanos() {
    return clock.getAsLong() - startNanos;
  }

  public Duration elapsed() {
    return Duration.ofNanos(elapsedNanos());
  }
}
