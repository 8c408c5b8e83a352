package org.nqueenslab.engine;

import java.util.List;
import org.nqueenslab.problem.BadInputException;

/**
 * The one way engines read their options ({@code --engine NAME:key=value}, {@code --option
 * key=value}): every read first refuses a key the engine does not declare ({@link
 * Engine#optionNames()}), then parses the value, and a bad value gets one line naming the engine,
 * the option and what to give instead.
 */
public final class EngineOptions {
  private EngineOptions() {}

  /** One of {@code allowed} (the first is the default), case as written in {@code allowed}. */
  public static String choice(Engine engine, Request request, String key, List<String> allowed) {
    Engines.requireKnownOptions(engine, request.options());
    String value = request.option(key, allowed.get(0)).trim();
    if (!allowed.contains(value)) {
      throw new BadInputException(
          engine.name()
              + " option "
              + key
              + "="
              + value
              + " is not one of "
              + String.join(", ", allowed.stream().map(a -> key + "=" + a).toList())
              + " (the first is the default)");
    }
    return value;
  }

  /** A whole number from {@code min} to {@code max}, or {@code fallback} when not given. */
  public static int wholeNumber(
      Engine engine, Request request, String key, int fallback, int min, int max) {
    return ranged(engine, request, key, fallback, min, max, Integer::parseInt, "a whole number");
  }

  /** A number from {@code min} to {@code max}, or {@code fallback} when not given. */
  public static double number(
      Engine engine, Request request, String key, double fallback, double min, double max) {
    return ranged(engine, request, key, fallback, min, max, Double::parseDouble, "a number");
  }

  /**
   * A whole-number option in [min, max], or {@code fallback} when not given: "2.5" is refused, not
   * cut down to 2.
   */
  public static long whole(
      Engine engine, Request request, String key, long fallback, long min, long max) {
    return ranged(engine, request, key, fallback, min, max, Long::parseLong, "a whole number");
  }

  private static <T extends Comparable<T>> T ranged(
      Engine engine,
      Request request,
      String key,
      T fallback,
      T min,
      T max,
      java.util.function.Function<String, T> parse,
      String kind) {
    Engines.requireKnownOptions(engine, request.options());
    String text = request.option(key, null);
    if (text == null) {
      return fallback;
    }
    try {
      T value = parse.apply(text.strip());
      if (value.compareTo(min) >= 0 && value.compareTo(max) <= 0) {
        return value;
      }
    } catch (NumberFormatException e) {
      // said below, as an out-of-range value is
    }
    throw new BadInputException(
        engine.name()
            + " option "
            + key
            + "="
            + text
            + " is not "
            + kind
            + " from "
            + min
            + " to "
            + max
            + ": give e.g. "
            + key
            + "="
            + fallback
            + " (the default)");
  }
}
