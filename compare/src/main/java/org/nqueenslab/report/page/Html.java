package org.nqueenslab.report.page;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.report.Row;

/** Small HTML helpers for the page: escaping, a table of report rows, the page's own resources. */
final class Html {
  private Html() {}

  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * JSON placed inside a script element: every '<' written as its JSON escape, so no "</script>" in
   * a string can end the element (JSON has '<' only inside strings, where the escape means the
   * same).
   */
  static String scriptSafe(String json) {
    return json.replace("<", "\\u003c");
  }

  /**
   * Rows as a table: a column per key, numbers right-aligned, nested rows as "key value" lines; in
   * a box of its own that scrolls sideways, so that a table wider than the screen (every counter is
   * a column) does not widen the whole page past a projector's edge.
   */
  static String table(List<Row> rows) {
    Set<String> keys = new LinkedHashSet<>();
    rows.forEach(r -> keys.addAll(r.cells().keySet()));
    // columns that say nothing: empty in every row (the options' "-" in all 77 rows of the
    // review), and ranks and files where every board is square (n says them)
    keys.removeIf(k -> rows.stream().allMatch(r -> r.get(k) == null));
    boolean square =
        rows.stream()
            .allMatch(
                r ->
                    r.get("n") != null
                        && r.get("n").equals(r.get("rows"))
                        && r.get("n").equals(r.get("cols")));
    if (square) {
      keys.removeAll(java.util.List.of("rows", "cols"));
    }
    StringBuilder sb =
        new StringBuilder("<div class=\"table-scroll\"><table class=\"rows\"><thead><tr>");
    keys.forEach(k -> sb.append("<th>").append(escape(k)).append("</th>"));
    sb.append("</tr></thead><tbody>\n");
    for (Row r : rows) {
      sb.append("<tr>");
      for (String k : keys) {
        Object v = r.get(k);
        sb.append(v instanceof Number ? "<td class=\"num\">" : "<td>")
            .append(cell(v))
            .append("</td>");
      }
      sb.append("</tr>\n");
    }
    return sb.append("</tbody></table></div>\n").toString();
  }

  private static String cell(Object v) {
    if (v == null) {
      return "-";
    }
    Map<?, ?> nested = v instanceof Row r ? r.cells() : v instanceof Map<?, ?> m ? m : null;
    if (nested == null) {
      return escape(v.toString());
    }
    StringBuilder sb = new StringBuilder();
    nested.forEach(
        (k, x) ->
            sb.append(sb.length() == 0 ? "" : "<br>")
                .append(escape(String.valueOf(k)))
                .append(' ')
                .append(escape(String.valueOf(x))));
    return sb.toString();
  }

  /** A text resource beside this class (the page's stylesheet and script). */
  static String resource(String name) {
    try (InputStream in = Html.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name + " beside " + Html.class);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
