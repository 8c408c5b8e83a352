package org.nqueenslab.compare;

import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.problem.BadInputException;

/**
 * An engine with its options, written {@code NAME} or {@code NAME:key=value[:key=value...]}, e.g.
 * {@code choco:config=nqueenglobal}: so that one run can put two configurations of one engine side
 * by side. A key the engine does not read is refused, never ignored.
 */
public record EngineSpec(Engine engine, Map<String, String> options, String label) {

  public static EngineSpec parse(String text) {
    String[] parts = text.trim().split(":", -1); // "dlx:" has an empty option, not none
    if (parts.length == 0 || parts[0].isBlank()) {
      throw new BadInputException(
          "'" + text + "' names no engine: give NAME or NAME:key=value (see 'nqueens engines')");
    }
    Engine engine = Engines.require(parts[0].trim());
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      putOption(options, parts[i], text);
    }
    Engines.requireKnownOptions(engine, options);
    // the label spells the engine as its registry does (--engine Choco runs and reports "choco")
    return new EngineSpec(
        engine, options, engine.name() + text.trim().substring(parts[0].length()));
  }

  public static void putOption(Map<String, String> options, String keyValue, String context) {
    int eq = keyValue.indexOf('=');
    if (eq <= 0) {
      throw new BadInputException(
          "engine option '" + keyValue + "' in '" + context + "' is not key=value");
    }
    String key = keyValue.substring(0, eq).trim();
    if (options.containsKey(key)) {
      throw new BadInputException(
          "engine option '" + key + "' is given twice in '" + context + "': give it once");
    }
    options.put(key, keyValue.substring(eq + 1).trim());
  }

  /** The engine alone, with no options of its own. */
  public static EngineSpec of(Engine engine) {
    return new EngineSpec(engine, Map.of(), engine.name());
  }

  /**
   * For a command that runs this engine alone: refuses an option that {@code --option} gives
   * another value than the spec's own, since one of the two would do nothing. (Where several
   * engines run, --option still sets the others: see {@link #withDefaults}.)
   */
  public EngineSpec requireOneValueEach(Map<String, String> defaults) {
    for (Map.Entry<String, String> d : defaults.entrySet()) {
      String key = d.getKey();
      if (options.containsKey(key) && !options.get(key).equals(d.getValue())) {
        throw new BadInputException(
            "engine option "
                + key
                + " is given twice, "
                + label
                + " and --option "
                + key
                + "="
                + d.getValue()
                + ": give it once");
      }
    }
    return this;
  }

  /**
   * This spec with the options of {@code --option} that its engine reads, not overriding the spec's
   * own; the label names those it took ({@code bitmask:method=halving}), so a report row says how
   * the engine ran.
   */
  public EngineSpec withDefaults(Map<String, String> defaults) {
    Map<String, String> all = new LinkedHashMap<>();
    StringBuilder taken = new StringBuilder(label);
    for (Map.Entry<String, String> d : defaults.entrySet()) {
      String key = d.getKey();
      if (engine.optionNames().contains(key) && !options.containsKey(key)) {
        all.put(key, d.getValue());
        taken.append(':').append(key).append('=').append(d.getValue());
      }
    }
    all.putAll(options);
    return new EngineSpec(engine, all, taken.toString());
  }
}
