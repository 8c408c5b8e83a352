package org.nqueenslab.engine;

import java.time.Duration;
import java.util.Locale;
import org.nqueenslab.problem.BadInputException;

/**
 * The one place where a request's thread count, time limit and heap need are checked, so that a
 * request the machine cannot honour is refused with one line before any work starts.
 */
public final class RequestChecks {
  /** Above this many threads a count only queues work and risks running out of native threads. */
  public static final int MAX_THREADS =
      Math.max(256, 4 * Runtime.getRuntime().availableProcessors());

  private RequestChecks() {}

  /** Returns {@code threads} when it is between 1 and {@link #MAX_THREADS}. */
  public static int threads(int threads) {
    if (threads < 1 || threads > MAX_THREADS) {
      throw new BadInputException(
          "the number of threads must be between 1 and "
              + MAX_THREADS
              + ", got "
              + threads
              + ": this machine has "
              + Runtime.getRuntime().availableProcessors()
              + " cores");
    }
    return threads;
  }

  /** Returns {@code timeLimit} (null: none) when it is positive. */
  public static Duration timeLimit(Duration timeLimit) {
    if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
      throw new BadInputException(
          "the time limit must be positive, got "
              + timeLimit.toMillis()
              + " ms: give e.g. --time-limit 30s, or leave it out for no limit");
    }
    return timeLimit;
  }

  /**
   * Refuses work that needs about {@code bytes} of heap when this JVM cannot give them, naming how
   * much it needs and how to give it (the launcher passes NQUEENS_JAVA_OPTS to the JVM); {@code
   * otherwise} is the other way out, e.g. "choose a smaller n".
   */
  public static void heap(String what, double bytes, String otherwise) {
    Runtime rt = Runtime.getRuntime();
    long available = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    if (bytes > available) {
      long suggestMb = (long) Math.ceil((rt.maxMemory() - available + bytes) * 1.25 / (1 << 20));
      // two sizes that round alike ("needs about 8.0 GB but only 8.0 GB") get the digits that
      // differ
      int digits = 1;
      while (digits < 3 && size(bytes, digits).equals(size(available, digits))) {
        digits++;
      }
      throw new BadInputException(
          String.format(
              Locale.ROOT,
              "%s needs about %s of heap but only %s is available: give the JVM more"
                  + " (NQUEENS_JAVA_OPTS=-Xmx%s) or %s",
              what,
              size(bytes, digits),
              size(available, digits),
              suggestMb >= 4096 ? (suggestMb + 1023) / 1024 + "g" : suggestMb + "m",
              otherwise));
    }
  }

  /**
   * A byte count a person can read: megabytes below a gigabyte, so small heaps are not "0.1 GB".
   */
  static String size(double bytes) {
    return size(bytes, 1);
  }

  /** As {@link #size(double)}, gigabytes with {@code digits} decimals. */
  static String size(double bytes, int digits) {
    double mb = bytes / (1 << 20);
    return mb < 1024
        ? String.format(Locale.ROOT, "%.0f MB", Math.max(1, mb))
        : String.format(Locale.ROOT, "%." + digits + "f GB", mb / 1024);
  }
}
