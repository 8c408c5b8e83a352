package org.nqueenslab.cli;

import java.util.Map;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.Row;

/**
 * Results as report rows with stable keys: engine, n, board, status, solutions, unique, millis,
 * nodes, ...
 */
final class ResultRows {
  private ResultRows() {}

  static Row of(Problem problem, Result r) {
    return of(Subject.of(problem), r);
  }

  /** A problem's, or a free-pawn family's (every pawn placement on one n x n board). */
  static Row of(Subject subject, Result r) {
    return of(subject.n(), subject.describe(), r);
  }

  /**
   * A count as a cell: a {@link LowerBound} when the run was cut short, so a table marks it as
   * partial.
   */
  static Object count(Result r, Long value) {
    return value == null ? null : r.status().isPartial() ? new LowerBound(value) : value;
  }

  private static Row of(Integer n, String board, Result r) {
    Row stats = new Row();
    for (Map.Entry<String, Long> e : r.statistics().asMap().entrySet()) {
      if (!e.getKey().equals(Statistics.NODES)) {
        stats.put(e.getKey(), e.getValue());
      }
    }
    long nodes = r.statistics().nodes();
    return new Row()
        .put("engine", r.engine())
        .put("n", n)
        .put("board", board)
        .put("status", r.status().name())
        .put("solutions", count(r, r.solutions()))
        .put("unique", count(r, r.unique()))
        .put("millis", millis(r))
        .put("nodes", nodes < 0 ? null : nodes)
        .put("statistics", stats.cells().isEmpty() ? null : stats);
  }

  static double millis(Result r) {
    return r.wallTime() == null ? 0.0 : Math.round(r.wallTime().toNanos() / 1e3) / 1e3;
  }
}
