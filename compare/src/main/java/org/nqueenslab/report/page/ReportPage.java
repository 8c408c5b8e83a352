package org.nqueenslab.report.page;

import java.util.List;
import org.nqueenslab.picture.AttackedSquares;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.report.Row;
import org.nqueenslab.trace.TraceJson;

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
 * @param traces the searches to animate, on one board or several (the page offers a choice)
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
        .append(" href=\"#summary\">Engines by board</a> · <a")
        .append(" href=\"#comparison\">Comparison</a> · <a href=\"#effort\">Effort across n</a>")
        .append(" · <a href=\"#fundamental\">Fundamental solutions</a> · <a href=\"#\"")
        .append(" id=\"projector\">Projector size</a></nav></header>\n<main>\n");
    // the searches first: the screen a lecture opens on (they came after the table and plot)
    sb.append(animation());
    if (!rows.isEmpty()) {
      sb.append("<section id=\"summary\"><h2>Engines by board: time and search nodes</h2>\n")
          .append(EngineSummary.table(rows))
          .append("</section>\n");
    }
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
        .append(Html.resource("tree.js"))
        .append(Html.resource("page.js"))
        .append("</script>\n</body>\n</html>\n");
    return sb.toString();
  }

  private String animation() {
    List<Integer> sizes = traces.stream().map(TraceRecording::n).distinct().toList();
    StringBuilder chooser = new StringBuilder();
    if (sizes.size() > 1) {
      chooser.append("<label>Board <select id=\"board-size\">");
      sizes.forEach(
          n ->
              chooser
                  .append("<option value=\"")
                  .append(n)
                  .append("\">")
                  .append(n)
                  .append(" x ")
                  .append(n)
                  .append("</option>"));
      chooser.append("</select></label>");
    }
    Piece piece = traces.isEmpty() ? Piece.QUEEN : traces.get(0).problem().piece();
    String board =
        (piece.isQueen() ? "" : " of " + piece.plural())
            + (sizes.size() == 1 ? " on " + sizes.get(0) + " x " + sizes.get(0) : "");
    return "<section id=\"search\"><h2>The searches step by step"
        + board
        + "</h2>\n"
        + "<div class=\"controls\">"
        + chooser
        + "<button id=\"back\" type=\"button\" title=\"one step back (left arrow)\">Back</button>"
        + "<button id=\"play\" type=\"button\" title=\"play or pause every panel (space)\">Play</button>"
        + "<button id=\"step\" type=\"button\" title=\"one step (right arrow)\">Step</button>"
        + "<button id=\"previous-solution\" type=\"button\" title=\"p\">Previous solution</button>"
        + "<button id=\"next-solution\" type=\"button\" title=\"n\">Next solution</button>"
        + "<button id=\"reset\" type=\"button\">Reset</button>"
        + "<label>Speed "
        + speeds("speed")
        + "</label>"
        + "<label class=\"timeline\">Step <input id=\"timeline\" type=\"range\" min=\"0\""
        + " max=\"0\" value=\"0\"> <output id=\"timeline-value\">0</output></label>"
        + "<span id=\"engines-shown\" class=\"engines-shown\">Shown: </span></div>\n"
        + "<div class=\"legend\">"
        + "<span><i class=\"swatch placed\"></i>\u265B placed</span>"
        + "<span><i class=\"swatch rejected\"></i>\u2715 rejected, refuted or failed</span>"
        + "<span><i class=\"swatch vacated\"></i>\u25CB emptied by a backtrack</span>"
        + "<span><i class=\"swatch attacked\"></i>attacked</span>"
        + "<span><i class=\"swatch pruned\"></i>\u00B7 ruled out by propagation</span>"
        + "<span><i class=\"swatch option\"></i>the squares a decision chose among</span>"
        + "<span><i class=\"swatch solved\"></i>a solution</span>"
        + "<span><i class=\"swatch reach\"></i>what the piece just placed attacks</span>"
        + "<span><i class=\"swatch attack\"></i>the attack that rejected a square</span></div>\n"
        + "<div id=\"panels\" class=\"panels\"></div>\n"
        + "<noscript><p>The animation needs JavaScript.</p></noscript>\n"
        + "<p class=\"explain\">Each engine's own search, as <code>nqueens trace</code> shows it,"
        + " in colours that readers with a colour vision deficiency tell apart (Okabe and Ito's),"
        + " each with a shape too (the legend): the square a queen was just placed on, a square"
        + " rejected or a decision refuted or failed (the line below the board says why), the"
        + " square a backtrack or a lift just emptied, a solution. The lines drawn from a queen"
        + " just placed are the squares the model says she attacks. Dancing Links outlines the"
        + " squares left on the line it branches on; a solver that propagates (choco) shows the"
        + " squares a queen attacks, the squares propagation ruled out that no queen attacks,"
        + " the queens propagation placed without a decision (pale), and its domains. Beside each"
        + " board, the search tree so far (CP-Profiler's colours: open, failed, solution; click a"
        + " triangle to open a finished subtree, a finished node to fold it): a node per queen"
        + " placed or decision taken, a failed leaf per square rejected, the current path"
        + " thick. The counters are the engine's own, for this search: one thread, every"
        + " solution listed, no symmetry breaking and no split, so they differ from the counts"
        + " below, which are run as <code>nqueens count</code> runs them. Keys: space plays or"
        + " pauses, the arrows step forward and back, n and p jump to the next and previous"
        + " solution; the address keeps the board and step shown (<code>#n=6&amp;step=40</code>),"
        + " for a slide to link to.</p>\n"
        + "</section>\n";
  }

  /**
   * How the page draws the piece: the chess figurine of a standard piece, else its notation (QN for
   * the amazon...), as the pictures write it.
   */
  static String glyph(Piece piece) {
    return switch (piece.notation()) {
      case "Q" -> "\u265B";
      case "R" -> "\u265C";
      case "B" -> "\u265D";
      case "N" -> "\u265E";
      case "K" -> "\u265A";
      default -> piece.notation();
    };
  }

  /** A speed chooser; each panel has one too, named by its class. */
  static String speeds(String id) {
    return "<select id=\""
        + id
        + "\" title=\"steps a second\"><option value=\"1\">1/s</option>"
        + "<option value=\"4\">4/s</option><option value=\"10\" selected>10/s</option>"
        + "<option value=\"30\">30/s</option><option value=\"100\">100/s</option></select>";
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
          .append(TraceJson.quote(t.engine()))
          .append(",\"n\":")
          .append(t.n())
          .append(",\"complete\":")
          .append(t.complete())
          .append(",\"first\":")
          .append(t.firstSolution())
          .append(",\"piece\":")
          .append(TraceJson.quote(glyph(t.problem().piece())))
          .append(",\"reach\":")
          .append(reach(t.problem()))
          .append(",\"lines\":[\n")
          .append(String.join(",\n", t.jsonLines()))
          .append("]}");
    }
    return sb.append("]").toString();
  }

  /**
   * What the piece on each square of the board attacks, as the model states it ({@link
   * AttackedSquares}: a rider's lines, a leaper's squares): the page draws it from here rather than
   * knowing any piece's moves itself.
   */
  private static String reach(Problem problem) {
    int n = problem.rows();
    StringBuilder sb = new StringBuilder("{");
    for (int rank = 0; rank < n; rank++) {
      for (int file = 0; file < problem.cols(); file++) {
        Square from = new Square(rank, file);
        boolean[][] attacked = AttackedSquares.of(problem, Placement.of(from));
        sb.append(sb.length() == 1 ? "" : ",").append(TraceJson.quote(from.name())).append(":[");
        boolean first = true;
        for (int r = 0; r < n; r++) {
          for (int f = 0; f < problem.cols(); f++) {
            if (attacked[r][f]) {
              sb.append(first ? "" : ",").append(TraceJson.quote(new Square(r, f).name()));
              first = false;
            }
          }
        }
        sb.append(']');
      }
    }
    return sb.append('}').toString();
  }
}
