package org.nqueenslab.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes rows in a {@link Format}. JSON and CSV rows are written as they come (streaming, so a long
 * comparison shows its rows as they finish); a table is aligned, so it is written when {@link
 * #finish} is called.
 */
public final class ReportWriter {
  private final Format format;
  private final PrintWriter out;
  private final List<Row> pending = new ArrayList<>();
  private List<String> csvHeader;
  private List<String> tableColumns;
  private boolean keepEmptyColumns; // the columns were the user's choice: empty ones are shown
  private StreamedTable streamed;
  private boolean headerWritten;

  public ReportWriter(Format format, PrintWriter out) {
    this.format = format;
    this.out = out;
  }

  /** A table of only these columns (those some row fills); CSV and JSON keep every column. */
  public ReportWriter tableColumns(List<String> columns) {
    this.tableColumns = columns;
    return this;
  }

  /**
   * A table of exactly these columns, the user's choice: one that no row fills is shown empty
   * ("-"), not left out as if it had not been asked for.
   */
  public ReportWriter chosenColumns(List<String> columns) {
    this.tableColumns = columns;
    this.keepEmptyColumns = true;
    return this;
  }

  public Format format() {
    return format;
  }

  /** A table written row by row with these fixed columns, instead of aligned at the end. */
  public ReportWriter streamTable(StreamedTable table) {
    this.streamed = table;
    return this;
  }

  public void write(Row row) {
    switch (format) {
      case JSON -> out.println(Json.write(row));
      case CSV -> writeCsv(row);
      case TABLE -> {
        if (streamed == null) {
          pending.add(row);
        } else {
          if (!headerWritten) {
            out.println(streamed.header());
            headerWritten = true;
          }
          out.println(streamed.line(row));
        }
      }
    }
    out.flush();
  }

  /**
   * For CSV, the header line with these columns when no row has written one: an empty listing is
   * still a table a script can read (no-op for JSON and tables).
   */
  public void csvHeader(List<String> columns) {
    if (format == Format.CSV && csvHeader == null) {
      csvHeader = new ArrayList<>(columns);
      out.println(String.join(",", csvHeader.stream().map(ReportWriter::csvCell).toList()));
      out.flush();
    }
  }

  /**
   * Ends a listing cut short with {@code note} ({@link
   * org.nqueenslab.problem.SolutionWriter#partialNote}) in the format's own terms: CSV and tables
   * as a {@code #} comment line, as the solution files end, and JSON as a last object {@code
   * {"partial": note}}, which a reader of the rows cannot take for a solution.
   */
  public void markPartial(String note) {
    finish();
    out.println(format == Format.JSON ? Json.write(new Row().put("partial", note)) : "# " + note);
    out.flush();
  }

  /** Writes the pending table (no-op for JSON and CSV). */
  public void finish() {
    if (format == Format.TABLE && !pending.isEmpty()) {
      out.print(
          tableColumns == null
              ? Table.render(pending)
              : Table.render(pending, tableColumns, keepEmptyColumns));
      pending.clear();
    }
    out.flush();
  }

  private void writeCsv(Row row) {
    if (csvHeader == null) {
      csvHeader = new ArrayList<>(row.cells().keySet());
      out.println(String.join(",", csvHeader.stream().map(ReportWriter::csvCell).toList()));
    }
    List<String> cells = new ArrayList<>();
    for (String key : csvHeader) {
      Object v = row.get(key);
      cells.add(
          csvCell(
              v == null
                  ? ""
                  : v instanceof Row || v instanceof Map
                      ? flatten(v)
                      : v instanceof Bound bound
                          ? String.valueOf(bound.longValue())
                          : v.toString()));
    }
    out.println(String.join(",", cells));
  }

  /** A nested row as "key=value;key=value" so that CSV stays one flat line per row. */
  static String flatten(Object nested) {
    Map<?, ?> map = nested instanceof Row r ? r.cells() : (Map<?, ?>) nested;
    StringBuilder sb = new StringBuilder();
    map.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ";").append(k).append('=').append(v));
    return sb.toString();
  }

  private static String csvCell(String s) {
    if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
      return '"' + s.replace("\"", "\"\"") + '"';
    }
    return s;
  }
}
