package org.nqueenslab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.Row;
import org.nqueenslab.report.UpperBound;

/**
 * Results as tidy report rows, one column per fact, with stable keys: engine, options, n, rows,
 * cols, threads, board, status, solutions, unique, millis, nodes, then one column per counter the
 * engines report ({@link #COUNTERS}, empty where an engine does not count it), so that a CSV loads
 * into a spreadsheet with a column per counter.
 */
final class ResultRows {
  private ResultRows() {}

  /**
   * Every counter column, in the legend's order, as a column name: {@code position tests} becomes
   * {@code position_tests}; the orbit sizes of the square board's group come last. Fixed for a
   * whole run, so a CSV header written with the first row holds every later row's counters.
   */
  static final List<String> COUNTERS = counters();

  private static List<String> counters() {
    List<String> names = new ArrayList<>();
    for (String counter : Statistics.LEGEND.keySet()) {
      if (!counter.equals(Statistics.NODES) && !counter.equals(Statistics.ORBITS_OF + "K")) {
        names.add(column(counter));
      }
    }
    for (int size : new int[] {8, 4, 2, 1}) {
      names.add(Statistics.ORBITS_OF + size);
    }
    return List.copyOf(names);
  }

  /**
   * A run's status as the user asked it: a search that stopped at the solutions asked for (the
   * first, or --limit of them) has FOUND them, which is the answer, not a partial one; the engine's
   * LIMIT_REACHED says the same. count, solve, compare and bench print statuses through this (xc
   * keeps Knuth's names).
   */
  static String status(Status status) {
    return status == Status.LIMIT_REACHED ? "FOUND" : status.name();
  }

  /**
   * A counter's column name: lower case, words (runs of letters and digits) joined by underscores.
   * A loop, not a regular expression: the first one a JVM compiles took about 4 ms of a short
   * count.
   */
  static String column(String counter) {
    String lower = counter.trim().toLowerCase(Locale.ROOT);
    StringBuilder name = new StringBuilder(lower.length());
    boolean gap = false;
    for (int i = 0; i < lower.length(); i++) {
      char c = lower.charAt(i);
      if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
        name.append(c);
        gap = false;
      } else if (!gap) {
        name.append('_');
        gap = true;
      }
    }
    return name.toString();
  }

  /**
   * A tidy row of a problem's, or a free-pawn family's, result (count, compare and bench print it);
   * {@code everyCounter} gives every counter column (CSV, whose header is written with the first
   * row), else only those the engine reported.
   */
  static Row of(Subject subject, Result r, Integer threads, boolean everyCounter) {
    long nodes = r.statistics().nodes();
    Row row = identity(r.engine(), subject, threads);
    row.put("status", status(r.status()))
        .put("solutions", count(r, r.solutions()))
        .put("unique", count(r, r.unique()))
        .put("millis", millis(r))
        .put("nodes", nodes < 0 ? null : nodes);
    putCounters(row, r.statistics(), everyCounter);
    // the orbits are counted solutions too: a run cut short found at least these
    for (String column : List.copyOf(row.cells().keySet())) {
      if (column.startsWith(Statistics.ORBITS_OF) && row.get(column) instanceof Long orbits) {
        row.put(column, count(r, orbits));
      }
    }
    return row;
  }

  /**
   * An optimization's answer beside the count of its placements: the optimum ({@link
   * #optimumCell}), whether it is proved, and its other bound (the most a largest placement may be,
   * the fewest a smallest may be).
   */
  static void putOptimum(Row row, org.nqueenslab.optimize.Optimum o) {
    Row counted = new Row();
    row.cells().forEach(counted::put);
    row.cells().clear();
    counted
        .cells()
        .forEach(
            (k, v) -> {
              if (k.equals("status")) {
                row.put("optimum", optimumCell(o));
                row.put("proved", o.proved());
                row.put("bound", o.bound());
              }
              row.put(k, v);
            });
  }

  /**
   * The optimum's cell: the optimum when proved; else the best placement found, as the side of the
   * optimum it shows: {@code >=30} for the most pieces, {@code <=8} for the fewest (the bound
   * column has the other side). When no smallest placement was found yet, the fewest it may be,
   * {@code >=}.
   */
  static Object optimumCell(org.nqueenslab.optimize.Optimum o) {
    if (o.proved()) {
      return o.best();
    }
    if (!o.goal().minimizes()) {
      return new LowerBound(Math.max(o.best(), 0));
    }
    return o.best() >= 0 ? new UpperBound(o.best()) : new LowerBound(o.bound());
  }

  /** The columns {@link #identity} fills, in its order: what ran, on which board. */
  static final List<String> IDENTITY_COLUMNS =
      List.of("engine", "options", "n", "rows", "cols", "threads", "board");

  /**
   * A default table's size columns for boards up to {@code largest} squares a side: n, or ranks and
   * files when some board is a rectangle (which has no n, so its rows would all read "-").
   */
  static List<org.nqueenslab.report.StreamedTable.Column> sizeColumns(
      int largest, boolean rectangles) {
    int width = Integer.toString(Math.max(1, largest)).length();
    return rectangles
        ? List.of(
            new org.nqueenslab.report.StreamedTable.Column("rows", Math.max(4, width), true),
            new org.nqueenslab.report.StreamedTable.Column("cols", Math.max(4, width), true))
        : List.of(new org.nqueenslab.report.StreamedTable.Column("n", width, true));
  }

  /**
   * The columns that say what ran: the engine's name and options (from its label, {@code
   * choco:config=nqueenglobal}), the board's n, ranks and files, the threads (null: not known) and
   * the board.
   */
  static Row identity(String label, Subject subject, Integer threads) {
    int colon = label.indexOf(':');
    Row row =
        new Row()
            .put("engine", colon < 0 ? label : label.substring(0, colon))
            .put("options", colon < 0 ? null : label.substring(colon + 1))
            .put("n", subject.n())
            .put("rows", subject.rows())
            .put("cols", subject.cols())
            .put("threads", threads);
    return row.put("board", subject.describe());
  }

  /**
   * A column per counter: the engine's value, or with {@code everyCounter} also null (an empty
   * cell) for each counter it does not count.
   */
  static Row putCounters(Row row, Statistics statistics, boolean everyCounter) {
    Map<String, Long> reported = new java.util.LinkedHashMap<>();
    for (Map.Entry<String, Long> counter : statistics.asMap().entrySet()) {
      if (!counter.getKey().equals(Statistics.NODES)) {
        reported.put(column(counter.getKey()), counter.getValue());
      }
    }
    for (String counter : COUNTERS) {
      Long value = reported.remove(counter);
      if (value != null || everyCounter) {
        row.put(counter, value);
      }
    }
    for (Map.Entry<String, Long> left : reported.entrySet()) {
      row.put(left.getKey(), left.getValue()); // a counter with no legend entry yet gets a column
    }
    return row;
  }

  /**
   * A count as a cell: a {@link LowerBound} when the run was cut short, so a table marks it as
   * partial.
   */
  static Object count(Result r, Long value) {
    return value == null ? null : r.status().isPartial() ? new LowerBound(value) : value;
  }

  static double millis(Result r) {
    return r.wallTime() == null ? 0.0 : Math.round(r.wallTime().toNanos() / 1e3) / 1e3;
  }
}
