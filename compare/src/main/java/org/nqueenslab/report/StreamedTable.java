package org.nqueenslab.report;

import java.util.List;
import java.util.Map;

/**
 * A table written a row at a time, as each result comes, so a long run shows its rows as they
 * finish: the columns and their widths are fixed before the first row (from what the run will hold:
 * its engines' names, its largest n), the last column takes what is left of {@code maxWidth} and is
 * cut to fit, ending in "...". A value wider than its column pushes the rest of its line over
 * rather than being cut.
 */
public final class StreamedTable {
  /** A column: its name, its width, and whether its values are numbers (right-aligned). */
  public record Column(String name, int width, boolean numeric) {}

  private final List<Column> columns;
  private final int lastWidth;
  private final boolean cutLast;

  public StreamedTable(List<Column> columns, int maxWidth) {
    this.columns = List.copyOf(columns);
    int others = 0;
    for (int c = 0; c < columns.size() - 1; c++) {
      others += Math.max(columns.get(c).width(), columns.get(c).name().length()) + 2;
    }
    Column last = columns.get(columns.size() - 1);
    this.lastWidth =
        maxWidth > 0
            ? Math.max(last.name().length(), maxWidth - others)
            : Math.max(last.name().length(), last.width());
    this.cutLast = maxWidth > 0;
  }

  public String header() {
    return line(columns.stream().map(Column::name).toList(), true);
  }

  public String line(Row row) {
    return line(columns.stream().map(c -> cell(row.get(c.name()))).toList(), false);
  }

  private static String cell(Object v) {
    return v == null
        ? "-"
        : v instanceof Row || v instanceof Map ? ReportWriter.flatten(v) : v.toString();
  }

  private String line(List<String> cells, boolean header) {
    StringBuilder l = new StringBuilder();
    for (int c = 0; c < columns.size(); c++) {
      Column column = columns.get(c);
      boolean last = c == columns.size() - 1;
      int width = last ? lastWidth : Math.max(column.width(), column.name().length());
      String text = cells.get(c);
      if (last && cutLast && text.length() > width) {
        text = text.substring(0, Math.max(0, width - 3)) + "...";
      }
      String pad = " ".repeat(Math.max(0, width - text.length()));
      l.append(c == 0 ? "" : "  ").append(column.numeric() ? pad + text : text + pad);
    }
    return l.toString().stripTrailing();
  }
}
