package org.nqueenslab.cli;

import java.time.Duration;
import picocli.CommandLine;

/**
 * Parses time limits written as {@code 30s}, {@code 500ms}, {@code 2m}, {@code 1h} or a plain
 * number of seconds.
 */
final class Durations implements CommandLine.ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    String v = value.trim().toLowerCase(java.util.Locale.ROOT);
    try {
      double amount;
      long nanosPerUnit;
      if (v.endsWith("ms")) {
        amount = Double.parseDouble(v.substring(0, v.length() - 2));
        nanosPerUnit = 1_000_000L;
      } else if (v.endsWith("s")) {
        amount = Double.parseDouble(v.substring(0, v.length() - 1));
        nanosPerUnit = 1_000_000_000L;
      } else if (v.endsWith("m")) {
        amount = Double.parseDouble(v.substring(0, v.length() - 1));
        nanosPerUnit = 60_000_000_000L;
      } else if (v.endsWith("h")) {
        amount = Double.parseDouble(v.substring(0, v.length() - 1));
        nanosPerUnit = 3_600_000_000_000L;
      } else {
        amount = Double.parseDouble(v);
        nanosPerUnit = 1_000_000_000L;
      }
      if (!(amount > 0)
          || Double.isInfinite(amount)
          || amount * nanosPerUnit > Long.MAX_VALUE / 2.0) {
        throw new CommandLine.TypeConversionException(
            "'"
                + value
                + "' is not a usable time limit: give a positive duration such as 30s, 500ms or 2m");
      }
      return Duration.ofNanos((long) (amount * nanosPerUnit));
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a duration: write e.g. 30s, 500ms, 2m or 1h");
    }
  }
}
