package org.nqueenslab.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Parses time limits written as {@code 30s}, {@code 500ms}, {@code 2m}, {@code 1h} or a plain
 * number of seconds.
 */
final class Durations implements CommandLine.ITypeConverter<Duration> {
  private static final Pattern DURATION = Pattern.compile("([-+]?[0-9]*\\.?[0-9]+)\\s*(ms|s|m|h)?");

  /** About 100 years: beyond this the deadline (in nanoseconds from now) would overflow. */
  private static final double MAX_NANOS = Long.MAX_VALUE / 2.0;

  @Override
  public Duration convert(String value) {
    Matcher m = DURATION.matcher(value.trim().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a duration: write e.g. 30s, 500ms, 2m or 1h");
    }
    double amount = Double.parseDouble(m.group(1));
    long nanosPerUnit =
        switch (m.group(2) == null ? "s" : m.group(2)) {
          case "ms" -> 1_000_000L;
          case "m" -> 60_000_000_000L;
          case "h" -> 3_600_000_000_000L;
          default -> 1_000_000_000L;
        };
    if (!(amount > 0)) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a usable time limit: give a positive duration such as 30s");
    }
    if (amount * nanosPerUnit > MAX_NANOS) {
      throw new CommandLine.TypeConversionException(
          "'"
              + value
              + "' is longer than the 100 years a time limit can be: leave --time-limit out for no"
              + " limit");
    }
    return Duration.ofNanos((long) (amount * nanosPerUnit));
  }

  /** The time left as a progress report says it: "about 3 min left", "under a second left". */
  static String left(double seconds) {
    return seconds < 1 ? "under a second left" : "about " + describe(seconds) + " left";
  }

  /** A span of seconds as a person reads it: "45 s", "12 min", "3.5 h", "2.1 days". */
  static String describe(double seconds) {
    if (seconds < 1) {
      return "under a second";
    }
    if (seconds < 90) {
      return String.format(Locale.ROOT, "%.0f s", seconds);
    }
    if (seconds < 90 * 60) {
      return String.format(Locale.ROOT, "%.0f min", seconds / 60);
    }
    if (seconds < 48 * 3600) {
      return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }
    if (seconds < 730 * 86400) {
      return String.format(Locale.ROOT, "%.1f days", seconds / 86400);
    }
    return String.format(Locale.ROOT, "%.2g years", seconds / (365.25 * 86400));
  }
}
