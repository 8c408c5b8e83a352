package org.nqueenslab.report.page;

import java.util.List;
import org.nqueenslab.report.Row;

/**
 * The report page: one self-contained HTML document (styles, script, pictures and the trace events
 * inline) with the comparison table and its verdict, the effort across n, the fundamental solutions
 * drawn, and the recorded searches animated side by side by the page's own script.
 *
 * @param title the page's heading
 * @param rows the comparison's rows, as {@code nqueens compare} reports them
 * @param verdict the comparison's notes and verdict line, as {@code nqueens compare} prints them
 * @param outcome what the verdict found, for the sentence that opens the comparison
 * @param fundamentalN the board whose fundamental solutions are drawn
 * @param fundamentals its fundamental solutions
 * @param traces the searches to animate, all on one board
 */
public record ReportPage(
    String title,
    List<Row> rows,
    String verdict,
    Outcome outcome,
    int fundamentalN,
    List<FundamentalSolutions.Fundamental> fundamentals,
    List<TraceRecording> traces) {

  /** What the comparison's verdict found, as its exit code tells it. */
  public enum Outcome {
    /** Everything asked was checked, and every count and solution set agreed. */
    ALL_CHECKED_AND_AGREED,
    /** Two answers, or an answer and a published count, differ. */
    DISAGREEMENT,
    /** Something was not checked: a time limit, an engine without the path, Ctrl-C. */
    NOT_ALL_CHECKED
  }

  /**
   * The sentence that opens the comparison: it says every check passed only when the verdict does,
   * since a page is read without its exit code.
   */
  private String introduction() {
    String method =
        " Each engine runs every path it supports: the solutions it lists are checked by the"
            + " independent verifier, and the counts are compared with each other and with the"
            + " published counts.";
    return switch (outcome) {
      case ALL_CHECKED_AND_AGREED ->
          "Every engine ran every path it supports; every solution it listed was checked by the"
              + " independent verifier (a listing longer than the verify limit is a sample: the"
              + " notes below the table say where), and the counts were compared with each other"
              + " and with the published counts.";
      case DISAGREEMENT ->
          "<strong>The answers disagree</strong>: the verdict below the table says where." + method;
      case NOT_ALL_CHECKED ->
          "<strong>Not everything was checked</strong>: the verdict below the table says what"
              + " was left out, and why."
              + method;
    };
  }

  public String render(Pictures pictures) {
    StringBuilder sb = new StringBuilder();
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>")
        .append(Html.escape(title))
        .append("</title>\n<style>\n")
        .append(Html.resource("page.css"))
        .append("</style>\n</head>\n<body>\n<header><h1>")
        .append(Html.escape(title))
        .append("</h1>\n<nav><a href=\"#search\">The searches step by step</a> · <a")
        .append(" href=\"#comparison\">Comparison</a> · <a href=\"#effort\">Effort across n</a>")
        .append(" · <a href=\"#fundamental\">Fundamental solutions</a> · <a href=\"#\"")
        .append(" id=\"projector\">Projector size</a></nav></header>\n<main>\n");
    // the searches first: the screen a lecture opens on (they came after the table and plot)
    sb.append(animation());
    sb.append("<section id=\"comparison\"><h2>Comparison</h2>\n")
        .append("<p>")
        .append(introduction())
        .append("</p>\n")
        .append("<pre class=\"verdict\">")
        .append(Html.escape(verdict.strip()))
        .append("</pre>\n<details><summary>Every run: ")
        .append(rows.size())
        .append(rows.size() == 1 ? " row" : " rows")
        .append(" (empty columns left out)</summary>\n")
        .append(Html.table(rows))
        .append("</details>\n</section>\n");
    sb.append("<section id=\"effort\"><h2>Effort across n</h2>\n")
        .append(pictures.effortAcrossN(rows))
        .append("</section>\n");
    long total = fundamentals.stream().mapToLong(FundamentalSolutions.Fundamental::classSize).sum();
    sb.append("<section id=\"fundamental\"><h2>The fundamental solutions of ")
        .append(fundamentalN)
        .append(" x ")
        .append(fundamentalN)
        .append("</h2>\n<p>")
        .append(fundamentals.size())
        .append(fundamentals.size() == 1 ? " class" : " classes")
        .append(" of solutions under the 8 symmetries of the square (rotations and reflections),")
        .append(" holding ")
        .append(total)
        .append(total == 1 ? " solution" : " solutions")
        .append(" in all; each drawn by its smallest member, with the size of its class.</p>\n")
        .append(pictures.fundamentalSheet(fundamentalN, fundamentals))
        .append("</section>\n");
    sb.append("</main>\n<script type=\"application/json\" id=\"trace-data\">\n")
        .append(Html.scriptSafe(traceData()))
        .append("\n</script>\n<script>\n")
        .append(Html.resource("page.js"))
        .append("</script>\n</body>\n</html>\n");
    return sb.toString();
  }

  private String animation() {
    int n = traces.isEmpty() ? 0 : traces.get(0).n();
    return "<section id=\"search\"><h2>The searches step by step on "
        + n
        + " x "
        + n
        + "</h2>\n"
        + "<p>Each engine's own search, as <code>nqueens trace</code> shows it, in colours that"
        + " readers with a colour vision deficiency tell apart (Okabe and Ito's), each with a"
        + " shape too (the legend): the square a queen was just placed on, a square rejected or"
        + " a decision refuted or failed (the line below the board says why), the square a"
        + " backtrack or a lift just emptied, a solution. A solver that propagates (choco) also"
        + " shows the squares a queen attacks, the squares propagation ruled out that no queen"
        + " attacks, and the queens propagation placed without a decision (pale). The counters"
        + " are the engine's own, for this search: one thread, every solution listed, no"
        + " symmetry breaking and no split, so they differ from the counts in the table above,"
        + " which are run as <code>nqueens count</code> runs them. Keys: space plays or pauses,"
        + " the arrows step forward and back, n and p jump to the next and previous solution;"
        + " the address keeps the step shown (<code>#step=40</code>), for a slide to link"
        + " to.</p>\n"
        + "<div class=\"controls\">"
        + "<button id=\"back\" type=\"button\">Back</button>"
        + "<button id=\"play\" type=\"button\">Play</button>"
        + "<button id=\"step\" type=\"button\">Step</button>"
        + "<button id=\"previous-solution\" type=\"button\">Previous solution</button>"
        + "<button id=\"next-solution\" type=\"button\">Next solution</button>"
        + "<button id=\"reset\" type=\"button\">Reset</button>"
        + "<label>Speed <select id=\"speed\">"
        + "<option value=\"1\">1 step/s</option><option value=\"4\">4 steps/s</option>"
        + "<option value=\"10\" selected>10 steps/s</option>"
        + "<option value=\"30\">30 steps/s</option><option value=\"100\">100 steps/s</option>"
        + "</select></label>"
        + "<label class=\"timeline\">Step <input id=\"timeline\" type=\"range\" min=\"0\""
        + " max=\"0\" value=\"0\"> <output id=\"timeline-value\">0</output></label></div>\n"
        + "<div class=\"legend\">"
        + "<span><i class=\"swatch placed\"></i>\u265B placed</span>"
        + "<span><i class=\"swatch rejected\"></i>\u2715 rejected, refuted or failed</span>"
        + "<span><i class=\"swatch vacated\"></i>\u25CB emptied by a backtrack</span>"
        + "<span><i class=\"swatch attacked\"></i>attacked by a queen</span>"
        + "<span><i class=\"swatch pruned\"></i>\u00B7 ruled out by propagation</span>"
        + "<span><i class=\"swatch solved\"></i>a solution (green frame)</span>"
        + "<span><i class=\"swatch reach\"></i>the lines the queen just placed attacks</span>"
        + "<span><i class=\"swatch attack\"></i>the attack that rejected a square</span></div>\n"
        + "<div id=\"engines-shown\" class=\"engines-shown\">Shown: </div>\n"
        + "<div id=\"panels\" class=\"panels\"></div>\n"
        + "<noscript><p>The animation needs JavaScript.</p></noscript>\n"
        + "</section>\n";
  }

  /**
   * The recorded searches as one JSON array: per engine its name, board, whether the search ran to
   * its end, whether that end is a first solution (a local search), and its trace lines, each
   * parsed by the page's script.
   */
  private String traceData() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < traces.size(); i++) {
      TraceRecording t = traces.get(i);
      sb.append(i == 0 ? "" : ",\n")
          .append("{\"engine\":")
          .append(org.nqueenslab.trace.TraceJson.quote(t.engine()))
          .append(",\"n\":")
          .append(t.n())
          .append(",\"complete\":")
          .append(t.complete())
          .append(",\"first\":")
          .append(t.firstSolution())
          .append(",\"lines\":[\n")
          .append(String.join(",\n", t.jsonLines()))
          .append("]}");
    }
    return sb.append("]").toString();
  }
}
