package org.nqueenslab.cluster;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.nqueenslab.engine.Cancellation;

/**
 * Turns a thread's interrupt into a {@link Cancellation} the engines poll: Hazelcast stops a task
 * whose coordinator cancelled it (Ctrl-C, a time limit) by interrupting the member's thread, and
 * the engines never look at interrupts, so a watcher checks the counting threads ten times a
 * second.
 */
final class InterruptWatch {
  private static final Map<Thread, Cancellation> WATCHED = new ConcurrentHashMap<>();
  private static final ScheduledExecutorService WATCHER =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "nqueens-interrupt-watch");
            t.setDaemon(true);
            return t;
          });

  static {
    WATCHER.scheduleWithFixedDelay(
        () ->
            WATCHED.forEach(
                (thread, cancellation) -> {
                  if (thread.isInterrupted()) {
                    cancellation.cancel();
                  }
                }),
        100,
        100,
        TimeUnit.MILLISECONDS);
  }

  private InterruptWatch() {}

  /** A cancellation raised when the calling thread is interrupted, until {@link #stop}. */
  static Cancellation start() {
    Cancellation c = new Cancellation();
    WATCHED.put(Thread.currentThread(), c);
    return c;
  }

  /** Stops watching the calling thread. */
  static void stop() {
    WATCHED.remove(Thread.currentThread());
  }
}
