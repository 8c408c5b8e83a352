package org.nqueenslab.report.page;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.nqueenslab.problem.Square;
import org.nqueenslab.report.Row;

/**
 * The page's own pictures: the effort across n as a table (engines by n, milliseconds and nodes),
 * and each fundamental solution as a small SVG board with file letters and rank numbers. Both are
 * labelled as the simple rendering, to be replaced by the toolkit's charts and board drawings.
 */
public final class SimplePictures implements Pictures {
  private static final int CELL = 26;

  @Override
  public String effortAcrossN(List<Row> rows) {
    TreeSet<Integer> sizes = new TreeSet<>();
    Map<String, Map<Integer, Row>> byEngine = new LinkedHashMap<>();
    for (Row r : rows) {
      if (r.get("n") instanceof Number n && r.get("engine") != null) {
        sizes.add(n.intValue());
        byEngine
            .computeIfAbsent(r.get("engine").toString(), k -> new LinkedHashMap<>())
            .put(n.intValue(), r);
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<p class=\"note\">Simple rendering: milliseconds (and search nodes) per engine and")
        .append(" board size, from the comparison above.</p>\n");
    sb.append("<table class=\"pivot\"><thead><tr><th>engine</th>");
    sizes.forEach(n -> sb.append("<th>n = ").append(n).append("</th>"));
    sb.append("</tr></thead><tbody>\n");
    byEngine.forEach(
        (engine, cells) -> {
          sb.append("<tr><th>").append(Html.escape(engine)).append("</th>");
          for (int n : sizes) {
            Row r = cells.get(n);
            sb.append("<td>");
            if (r != null && r.get("millis") != null) {
              sb.append(Html.escape(r.get("millis").toString())).append(" ms");
              if (r.get("nodes") != null) {
                sb.append("<br><small>")
                    .append(Html.escape(r.get("nodes").toString()))
                    .append(" nodes</small>");
              }
            } else {
              sb.append("-");
            }
            sb.append("</td>");
          }
          sb.append("</tr>\n");
        });
    return sb.append("</tbody></table>\n").toString();
  }

  @Override
  public String fundamentalSheet(int n, List<FundamentalSolutions.Fundamental> fundamentals) {
    if (fundamentals.isEmpty()) {
      return "<p>" + n + " x " + n + " has no solution.</p>\n";
    }
    List<String> boards = new ArrayList<>();
    int number = 0;
    for (FundamentalSolutions.Fundamental f : fundamentals) {
      number++;
      boards.add(
          "<figure class=\"fundamental\">"
              + board(n, f.solution().filesByRank())
              + "<figcaption>#"
              + number
              + ": class of "
              + f.classSize()
              + "</figcaption></figure>");
    }
    return "<div class=\"sheet\">\n" + String.join("\n", boards) + "\n</div>\n";
  }

  /** One board, top rank first as on paper, with a queen on each rank's file. */
  static String board(int n, int[] filesByRank) {
    int margin = CELL;
    int side = n * CELL;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        .append(side + margin)
        .append(' ')
        .append(side + margin)
        .append("\" width=\"")
        .append(side + margin)
        .append("\" height=\"")
        .append(side + margin)
        .append("\" role=\"img\">");
    for (int rank = 0; rank < n; rank++) {
      int y = (n - 1 - rank) * CELL;
      for (int file = 0; file < n; file++) {
        sb.append("<rect x=\"")
            .append(margin + file * CELL)
            .append("\" y=\"")
            .append(y)
            .append("\" width=\"")
            .append(CELL)
            .append("\" height=\"")
            .append(CELL)
            .append("\" class=\"")
            .append((rank + file) % 2 == 0 ? "dark" : "light")
            .append("\"/>");
      }
      sb.append("<text class=\"label\" x=\"")
          .append(margin / 2)
          .append("\" y=\"")
          .append(y + CELL * 2 / 3)
          .append("\">")
          .append(rank + 1)
          .append("</text>");
      int file = filesByRank[rank];
      sb.append("<text class=\"queen\" data-square=\"")
          .append(new Square(rank, file).name())
          .append("\" x=\"")
          .append(margin + file * CELL + CELL / 2)
          .append("\" y=\"")
          .append(y + CELL * 4 / 5)
          .append("\">&#9819;</text>");
    }
    for (int file = 0; file < n; file++) {
      sb.append("<text class=\"label\" x=\"")
          .append(margin + file * CELL + CELL / 2)
          .append("\" y=\"")
          .append(side + CELL * 2 / 3)
          .append("\">")
          .append(Square.fileName(file))
          .append("</text>");
    }
    return sb.append("</svg>").toString();
  }
}
