package org.nqueenslab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.problem.BadInputException;

/**
 * An engine with its options, written {@code NAME} or {@code NAME:key=value[:key=value...]}, e.g.
 * {@code choco:model=nqueenglobal}: so that one run can put two configurations of one engine side by side.
 */
record EngineSpec(Engine engine, Map<String, String> options, String label) {

  static EngineSpec parse(String text) {
    String[] parts = text.trim().split(":");
    Engine engine = Engines.require(parts[0]);
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      putOption(options, parts[i], text);
    }
    return new EngineSpec(engine, options, text.trim());
  }

  static void putOption(Map<String, String> options, String keyValue, String context) {
    int eq = keyValue.indexOf('=');
    if (eq <= 0) {
      throw new BadInputException("engine option '" + keyValue + "' in '" + context + "' is not key=value");
    }
    options.put(keyValue.substring(0, eq).trim(), keyValue.substring(eq + 1).trim());
  }

  /** This spec with more options (from --option), which do not override the spec's own. */
  EngineSpec withDefaults(Map<String, String> defaults) {
    Map<String, String> all = new LinkedHashMap<>(defaults);
    all.putAll(options);
    return new EngineSpec(engine, all, label);
  }
}
