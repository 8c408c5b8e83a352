package org.nqueenslab.report;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of a report: named cells in a stable order. Values are strings, numbers, booleans, nested
 * rows (JSON objects) or null (shown as "-" in tables, null in JSON).
 */
public final class Row {
  private final Map<String, Object> cells = new LinkedHashMap<>();

  public Row put(String key, Object value) {
    cells.put(key, value);
    return this;
  }

  public Map<String, Object> cells() {
    return cells;
  }

  public Object get(String key) {
    return cells.get(key);
  }
}
