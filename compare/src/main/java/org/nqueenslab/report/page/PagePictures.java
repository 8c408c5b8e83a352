package org.nqueenslab.report.page;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.List;
import org.nqueenslab.picture.BoardSheet;
import org.nqueenslab.plot.EnginePlot;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.Row;

/**
 * The page's pictures, drawn by the toolkit's own drawing code: the effort across n by {@link
 * EnginePlot} (XChart, the plot of {@code compare --plot}) inlined as PNG, the fundamental
 * solutions by {@link BoardSheet} (the sheet of {@code solve --unique --format svg}) inlined as
 * SVG.
 */
public final class PagePictures implements Pictures {

  @Override
  public String effortAcrossN(List<Row> rows) {
    EnginePlot plot = new EnginePlot("time and search nodes per engine", EnginePlot.ONE_RUN);
    for (Row r : rows) {
      if (r.get("n") instanceof Number n
          && r.get("engine") != null
          && r.get("millis") instanceof Number millis) {
        Long nodes = r.get("nodes") instanceof Number k ? k.longValue() : null;
        plot.add(engineLabel(r), n.intValue(), millis.doubleValue(), nodes);
      }
    }
    if (plot.isEmpty()) {
      return "<p>No engine finished a run to plot.</p>\n";
    }
    // a PNG, not the SVG of compare --plot: XChart's SVG draws every letter as a path, 1.5 MB for
    // four boards, half a page that must stay small enough to mail
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    try {
      plot.writePng(png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return "<div class=\"plot\"><img alt=\"time and search nodes per engine against n\" src=\""
        + "data:image/png;base64,"
        + Base64.getEncoder().encodeToString(png.toByteArray())
        + "\"></div>\n";
  }

  @Override
  public String fundamentalSheet(int n, List<FundamentalSolutions.Fundamental> fundamentals) {
    if (fundamentals.isEmpty()) {
      return "<p>" + n + " x " + n + " has no solution.</p>\n";
    }
    List<BoardSheet.Board> boards =
        fundamentals.stream().map(f -> new BoardSheet.Board(f.solution(), f.classSize())).toList();
    String title =
        n
            + " x "
            + n
            + ": the "
            + fundamentals.size()
            + (fundamentals.size() == 1 ? " fundamental solution" : " fundamental solutions");
    return "<div class=\"sheet\">"
        + inline(new BoardSheet(Problem.of(n), boards, false, title).toSvg())
        + "</div>\n";
  }

  /** The engine with its options, as the comparison names it. */
  private static String engineLabel(Row r) {
    Object options = r.get("options");
    return options == null || options.toString().isEmpty()
        ? r.get("engine").toString()
        : r.get("engine") + ":" + options;
  }

  /** An SVG document as an element of the page: without its XML declaration and doctype. */
  static String inline(String svgDocument) {
    int start = svgDocument.indexOf("<svg");
    return start < 0 ? svgDocument : svgDocument.substring(start);
  }
}
