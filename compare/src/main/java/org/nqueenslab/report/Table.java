package org.nqueenslab.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An aligned plain-text table: numbers right-aligned, text left-aligned, "-" for missing values.
 */
public final class Table {
  private Table() {}

  public static String render(List<Row> rows) {
    Set<String> keys = new LinkedHashSet<>();
    for (Row r : rows) {
      keys.addAll(r.cells().keySet());
    }
    return render(rows, new ArrayList<>(keys));
  }

  /**
   * The table of the given columns that some row fills (a column empty in every row is left out).
   */
  public static String render(List<Row> rows, List<String> columns) {
    return render(rows, columns, false);
  }

  /** The table of the given columns; with {@code keepEmpty}, those no row fills too. */
  public static String render(List<Row> rows, List<String> columns, boolean keepEmpty) {
    // loops rather than streams here and in EnginesCommand: a JVM's first lambda sets up
    // java.lang.invoke, about 4 ms of a command as short as 'engines' (performance.md)
    List<String> header = new ArrayList<>();
    for (String c : columns) {
      for (Row r : rows) {
        if (keepEmpty || r.get(c) != null) {
          header.add(c);
          break;
        }
      }
    }
    if (header.isEmpty()) {
      return "";
    }
    int[] width = new int[header.size()];
    boolean[] numeric = new boolean[header.size()];
    List<String[]> cells = new ArrayList<>();
    for (int c = 0; c < header.size(); c++) {
      width[c] = header.get(c).length();
      numeric[c] = true;
    }
    for (Row r : rows) {
      String[] line = new String[header.size()];
      for (int c = 0; c < header.size(); c++) {
        Object v = r.get(header.get(c));
        line[c] =
            v == null
                ? "-"
                : v instanceof Row || v instanceof Map ? ReportWriter.flatten(v) : v.toString();
        numeric[c] &= v == null || v instanceof Number;
        width[c] = Math.max(width[c], line[c].length());
      }
      cells.add(line);
    }
    StringBuilder sb = new StringBuilder();
    appendLine(sb, header.toArray(new String[0]), width, numeric);
    for (String[] line : cells) {
      appendLine(sb, line, width, numeric);
    }
    return sb.toString();
  }

  private static void appendLine(StringBuilder sb, String[] line, int[] width, boolean[] numeric) {
    StringBuilder l = new StringBuilder();
    for (int c = 0; c < line.length; c++) {
      String pad = " ".repeat(width[c] - line[c].length());
      l.append(c == 0 ? "" : "  ").append(numeric[c] ? pad + line[c] : line[c] + pad);
    }
    sb.append(l.toString().stripTrailing()).append('\n');
  }
}
