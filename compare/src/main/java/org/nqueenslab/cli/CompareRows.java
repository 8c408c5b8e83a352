package org.nqueenslab.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.nqueenslab.compare.CheckedPath;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.Row;
import org.nqueenslab.report.StreamedTable;

/**
 * The rows of a comparison: one per engine, with the paths it ran, the figures of the count a user
 * would run ({@code count}, or {@code count --unique} when fundamental solutions are compared), the
 * published figure compared, and the engine's verdict.
 */
final class CompareRows {
  private CompareRows() {}

  /** Every column of a comparison's rows, in their order (the CSV header). */
  static final List<String> COLUMNS = columns();

  /**
   * The default table, streamed: engine, options, n, status, solutions, unique, millis, nodes and
   * verdict, sized for these engine labels and sizes up to {@code largest} (the options column only
   * when some label has options; rows and cols instead of n when some board is a rectangle), at
   * most {@code maxWidth} wide.
   */
  static StreamedTable narrowTable(
      List<String> labels, int largest, boolean rectangles, int maxWidth) {
    int engine = 6;
    int options = 0;
    for (String label : labels) {
      int colon = label.indexOf(':');
      engine = Math.max(engine, colon < 0 ? label.length() : colon);
      options = Math.max(options, colon < 0 ? 0 : label.length() - colon - 1);
    }
    List<StreamedTable.Column> columns = new java.util.ArrayList<>();
    columns.add(new StreamedTable.Column("engine", engine, false));
    if (options > 0) {
      columns.add(new StreamedTable.Column("options", options, false));
    }
    columns.addAll(ResultRows.sizeColumns(largest, rectangles));
    columns.add(new StreamedTable.Column("status", "UNSUPPORTED".length(), false));
    // counts up to n = 17 and a partial count's ">=" fit; a wider value pushes its line over
    columns.add(new StreamedTable.Column("solutions", 10, true));
    columns.add(new StreamedTable.Column("unique", 9, true));
    columns.add(new StreamedTable.Column("millis", 9, true));
    columns.add(new StreamedTable.Column("nodes", 10, true));
    columns.add(new StreamedTable.Column("verdict", 0, false));
    return new StreamedTable(columns, maxWidth);
  }

  private static List<String> columns() {
    List<String> all = new java.util.ArrayList<>(ResultRows.IDENTITY_COLUMNS);
    all.addAll(List.of("paths", "status", "partial", "solutions", "unique", "millis", "nodes"));
    all.addAll(ResultRows.COUNTERS);
    all.addAll(List.of("per_second", "published", "verdict"));
    return List.copyOf(all);
  }

  /** A row per engine asked, in the order asked: its figures, or why it did not run. */
  static List<Row> of(Comparison c, boolean unique, boolean everyCounter) {
    List<Row> rows = new java.util.ArrayList<>();
    for (String label : c.engines()) {
      List<EngineRun> own = c.runsOf(label);
      if (!own.isEmpty()) {
        rows.add(of(c, own, unique, everyCounter));
      } else if (c.whyNotRun(label) != null) {
        rows.add(notRun(c.subject(), label, c.whyNotRun(label), everyCounter));
      }
    }
    return rows;
  }

  private static Row of(Comparison c, List<EngineRun> own, boolean unique, boolean everyCounter) {
    EngineRun main = main(own, unique);
    EngineRun uniqueRun =
        own.stream().filter(r -> r.path() == CheckedPath.UNIQUE_COUNT).findFirst().orElse(null);
    Row out =
        withPaths(
            ResultRows.of(c.subject(), main.result(), main.threads(), everyCounter),
            own.stream().map(CompareRows::path).collect(Collectors.joining("+")));
    if (uniqueRun != null && main != uniqueRun) {
      out.put("unique", ResultRows.count(uniqueRun.result(), uniqueRun.result().unique()));
    }
    if (main.result().status().isPartial()) {
      out.put("solutions", bestTotal(own));
    }
    // the row's status is its worst path's, so a unique count cut short is not shown beside
    // COMPLETE (a sample stopped at the verify limit is by design, not a partial answer)
    out.put(
        "status",
        own.stream()
            .filter(r -> !r.isSample())
            .map(r -> r.result().status())
            .reduce(main.result().status(), Status::combine)
            .name());
    double seconds = main.result().wallTime().toNanos() / 1e9;
    out.put("per_second", seconds > 0 ? Math.round(main.result().solutions() / seconds) : null);
    out.put("published", c.subject().published().map(p -> published(p, unique)).orElse(null));
    out.put("verdict", c.verdicts().get(main.label()));
    return withPartial(out);
  }

  /**
   * The row with a "partial" column after its status: the columns whose counts are lower bounds (a
   * path cut short), space-separated, or null. A row's status is its worst path's, so a TIMEOUT row
   * may still have a complete count beside a partial one; a table marks each with ">=", and JSON
   * and CSV keep numbers, so this column says which.
   */
  private static Row withPartial(Row figures) {
    String partial =
        figures.cells().entrySet().stream()
            .filter(e -> e.getValue() instanceof LowerBound)
            .map(java.util.Map.Entry::getKey)
            .collect(Collectors.joining(" "));
    Row out = new Row();
    for (var e : figures.cells().entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (e.getKey().equals("status")) {
        out.put("partial", partial.isEmpty() ? null : partial);
      }
    }
    return out;
  }

  /** An engine that ran nothing on the subject: the row says why, with the others' columns. */
  private static Row notRun(Subject subject, String label, String why, boolean everyCounter) {
    Row row =
        ResultRows.identity(label, subject, null)
            .put("status", "UNSUPPORTED")
            .put("partial", null)
            .put("solutions", null)
            .put("unique", null)
            .put("millis", null)
            .put("nodes", null);
    return ResultRows.putCounters(withPaths(row, null), Statistics.EMPTY, everyCounter)
        .put("per_second", null)
        .put("published", null)
        .put("verdict", "not run: " + why);
  }

  /** The row with the paths run after its board column. */
  private static Row withPaths(Row figures, String paths) {
    Row out = new Row();
    for (var e : figures.cells().entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (e.getKey().equals("board")) {
        out.put("paths", paths);
      }
    }
    return out;
  }

  /**
   * The solutions of an engine whose main count was cut short, as well as its paths know them: a
   * complete path's count, else the largest lower bound among them (a count stopped at 0 beside a
   * unique count that had found 16172 solutions showed ">=0").
   */
  private static Object bestTotal(List<EngineRun> own) {
    long bound = 0;
    for (EngineRun r : own) {
      if (r.result().status() == Status.COMPLETE && !r.isSample()) {
        return r.result().solutions();
      }
      bound = Math.max(bound, r.result().solutions());
    }
    return new LowerBound(bound);
  }

  /** The run whose figures the row shows: the count a user would run, else the first path run. */
  private static EngineRun main(List<EngineRun> own, boolean unique) {
    CheckedPath wanted = unique ? CheckedPath.UNIQUE_COUNT : CheckedPath.COUNT;
    return own.stream()
        .filter(r -> r.path() == wanted)
        .findFirst()
        .orElseGet(
            () ->
                own.stream()
                    .filter(r -> r.path() != CheckedPath.ENUMERATE)
                    .findFirst()
                    .orElse(own.get(0)));
  }

  /**
   * "enumerate", "enumerate<=K" for a sample stopped at the verify limit, "count:2t", "unique:2t".
   */
  private static String path(EngineRun r) {
    String name =
        switch (r.path()) {
          case ENUMERATE -> r.isSample() ? "enumerate<=" + r.result().solutions() : "enumerate";
          case COUNT -> "count";
          case UNIQUE_COUNT -> "unique";
        };
    return name
        + (r.path() != CheckedPath.ENUMERATE && r.threads() > 1 ? ":" + r.threads() + "t" : "");
  }

  static Long published(ReferenceCount p, boolean unique) {
    return unique ? p.fundamental() : Long.valueOf(p.count());
  }
}
