package org.nqueenslab.engine;

/**
 * The limits of one run: its deadline (from the request's time limit, counted from {@link #start}) and the user's
 * cancellation. Engines poll {@link #exhausted()} every few thousand nodes; it is cheap (a volatile read and a
 * clock read) but not free, so do not call it on every node.
 */
public final class Budget {
  private final long startNanos;
  private final long deadlineNanos;
  private final Cancellation cancellation;
  private volatile Status stop;

  private Budget(long startNanos, long deadlineNanos, Cancellation cancellation) {
    this.startNanos = startNanos;
    this.deadlineNanos = deadlineNanos;
    this.cancellation = cancellation;
  }

  public static Budget start(Request request) {
    long now = System.nanoTime();
    long deadline = request.timeLimit() == null ? Long.MAX_VALUE : now + request.timeLimit().toNanos();
    return new Budget(now, deadline, request.cancellation());
  }

  /** True once the deadline has passed or the user cancelled; stays true. */
  public boolean exhausted() {
    if (stop != null) {
      return true;
    }
    if (cancellation.isCancelled()) {
      stop = Status.INTERRUPTED;
    } else if (System.nanoTime() - deadlineNanos > 0) {
      stop = Status.TIMEOUT;
    }
    return stop != null;
  }

  /** TIMEOUT or INTERRUPTED once {@link #exhausted()} has returned true, else null. */
  public Status stopStatus() {
    return stop;
  }

  /** Nanoseconds left before the deadline (Long.MAX_VALUE when there is none); at least 0. */
  public long remainingNanos() {
    return deadlineNanos == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, deadlineNanos - System.nanoTime());
  }

  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  public java.time.Duration elapsed() {
    return java.time.Duration.ofNanos(elapsedNanos());
  }
}
