package org.nqueenslab.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rows turned into a grid: one line per engine (with its options), one column per board size (n, or
 * ranks x files), each cell one value of the rows (a count, a time, nodes), so a range reads at a
 * glance; "-" where an engine did not run.
 */
public final class Pivot {
  private Pivot() {}

  public static String render(List<Row> rows, String value) {
    // a rectangle has no n: when one is among the boards, every column is named ranks x files
    boolean rectangles = rows.stream().anyMatch(r -> r.get("n") == null);
    Map<String, Row> byEngine = new LinkedHashMap<>();
    List<String> sizes = new ArrayList<>();
    for (Row r : rows) {
      Object options = r.get("options");
      String engine = r.get("engine") + (options == null ? "" : ":" + options);
      String n = rectangles ? r.get("rows") + "x" + r.get("cols") : "n=" + r.get("n");
      if (!sizes.contains(n)) {
        sizes.add(n);
      }
      byEngine.computeIfAbsent(engine, e -> new Row().put(value, e)).put(n, r.get(value));
    }
    List<String> columns = new ArrayList<>();
    columns.add(value);
    columns.addAll(sizes);
    return Table.render(new ArrayList<>(byEngine.values()), columns);
  }
}
