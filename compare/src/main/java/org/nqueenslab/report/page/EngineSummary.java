package org.nqueenslab.report.page;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueenslab.report.Row;

/**
 * The comparison at a glance, under the searches: one line per engine, one column per board, each
 * cell the run's time and its search nodes, and the verdict where it is not "agrees" (the full
 * table, every counter a column, stays folded below).
 */
final class EngineSummary {
  private EngineSummary() {}

  static String table(List<Row> rows) {
    List<String> boards = new ArrayList<>();
    Map<String, Map<String, Row>> byEngine = new LinkedHashMap<>();
    for (Row r : rows) {
      String board = board(r);
      if (!boards.contains(board)) {
        boards.add(board);
      }
      Object options = r.get("options");
      String engine = r.get("engine") + (options == null ? "" : ":" + options);
      byEngine.computeIfAbsent(engine, e -> new LinkedHashMap<>()).put(board, r);
    }
    StringBuilder sb =
        new StringBuilder("<div class=\"table-scroll\"><table class=\"summary\"><thead><tr>");
    sb.append("<th>engine</th>");
    boards.forEach(b -> sb.append("<th>").append(Html.escape(b)).append("</th>"));
    sb.append("</tr></thead><tbody>\n");
    byEngine.forEach(
        (engine, cells) -> {
          sb.append("<tr><th>").append(Html.escape(engine)).append("</th>");
          for (String b : boards) {
            sb.append(cell(cells.get(b)));
          }
          sb.append("</tr>\n");
        });
    return sb.append("</tbody></table></div>\n").toString();
  }

  /** The board's name: n, or ranks x files for a rectangle. */
  private static String board(Row r) {
    Object n = r.get("n");
    return n != null ? "n = " + n : r.get("rows") + " x " + r.get("cols");
  }

  private static String cell(Row r) {
    if (r == null) {
      return "<td class=\"none\">-</td>";
    }
    Object verdict = r.get("verdict");
    boolean agrees = verdict == null || "agrees".equals(verdict);
    StringBuilder sb = new StringBuilder(agrees ? "<td>" : "<td class=\"differs\">");
    sb.append(milliseconds(r.get("millis")));
    if (r.get("nodes") instanceof Number nodes) {
      sb.append("<br><small>")
          .append(String.format(Locale.ROOT, "%,d", nodes.longValue()))
          .append(nodes.longValue() == 1 ? " node</small>" : " nodes</small>");
    }
    if (!agrees) {
      sb.append("<br><strong>").append(Html.escape(String.valueOf(verdict))).append("</strong>");
    }
    return sb.append("</td>").toString();
  }

  private static String milliseconds(Object millis) {
    if (!(millis instanceof Number m)) {
      return "-";
    }
    double v = m.doubleValue();
    return (v >= 100
            ? String.format(Locale.ROOT, "%,.0f", v)
            : String.format(Locale.ROOT, "%.3g", v))
        + " ms";
  }
}
