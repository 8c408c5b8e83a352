package org.nqueenslab.plot;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.nqueenslab.picture.Colour;
import org.nqueenslab.picture.Png;

/**
 * Runs of engines as a figure: wall time and search effort (nodes, as each engine counts them)
 * against the board side n, one line per engine on log scales; or, when every run has the same n,
 * one bar per engine. The panels are stacked: time on top, effort below (left out when no engine
 * counted nodes). Engines with the same figures at every n share one line, labelled with all their
 * names (the textbook searches count the same nodes). Values that a log scale cannot show (zero)
 * are left out of the figure, not invented.
 */
public final class EnginePlot {
  /** A panel in user units: 16:9, so a one-panel PNG fills a projector's 1920 x 1080 frame. */
  private static final int PANEL_WIDTH = 960;

  private static final int PANEL_HEIGHT = 540;

  /** Pixels per user unit of a PNG: 1920 wide, the projector's width, with the text to match. */
  static final int PNG_SCALE = 2;

  /** One colour per engine: the project's palette ({@link Colour#PALETTE}). */
  static final int[] PALETTE = Colour.PALETTE;

  /**
   * Eight marker shapes; the first eight engines draw solid lines and the next eight dashed ones,
   * so that even in grey (or to an eye that confuses two colours) no two of 16 engines look alike.
   */
  static final Marker[] MARKERS = {
    SeriesMarkers.CIRCLE,
    SeriesMarkers.SQUARE,
    SeriesMarkers.DIAMOND,
    SeriesMarkers.TRIANGLE_UP,
    SeriesMarkers.TRIANGLE_DOWN,
    SeriesMarkers.CROSS,
    SeriesMarkers.PLUS,
    SeriesMarkers.TRAPEZOID
  };

  private final String title;

  /** What each time drawn is: {@link #ONE_RUN} or {@link #median}. */
  private final String timing;

  /**
   * The time of compare's (and the report page's) runs: each problem is run once, in a JVM that may
   * still be compiling the search, so the first boards' times include the JIT's warm-up.
   */
  public static final String ONE_RUN = "one run each, JIT warm-up included";

  /**
   * The time of bench's rows: the median of its {@code runs} timed runs after {@code warmup}
   * untimed ones, or, with one timed run, that run (a median of one would claim more than was
   * measured).
   */
  public static String median(int runs, int warmup) {
    String after = warmup == 0 ? "no warm-up" : "after " + warmup + " warm-up run" + plural(warmup);
    return (runs == 1 ? "one run each" : "median of " + runs + " runs") + ", " + after;
  }

  private static String plural(int k) {
    return k == 1 ? "" : "s";
  }

  /**
   * What the x axis counts: the board's side, or the files of rectangles ({@link #sizesAreFiles}).
   */
  private String xTitle = "n (board side, squares)";

  /** engine -> n -> value, in the order engines were first added. */
  private final Map<String, TreeMap<Integer, Double>> millis = new LinkedHashMap<>();

  private final Map<String, TreeMap<Integer, Double>> nodes = new LinkedHashMap<>();

  /**
   * @param title what was run, e.g. "nqueens compare -n 4..12"
   * @param timing what each time is, {@link #ONE_RUN} or {@link #median}, said in the time panel's
   *     title so that a warm-up on the first boards is not read as a result
   */
  public EnginePlot(String title, String timing) {
    this.title = title;
    this.timing = timing;
  }

  /** One run: its engine, board side, wall time in milliseconds and nodes (null: not counted). */
  public void add(String engine, int n, double wallMillis, Long nodeCount) {
    millis.computeIfAbsent(engine, e -> new TreeMap<>()).put(n, wallMillis);
    if (nodeCount != null) {
      nodes.computeIfAbsent(engine, e -> new TreeMap<>()).put(n, nodeCount.doubleValue());
    }
  }

  /** The sizes added are the files of boards of {@code ranks} ranks (a --rows range), not sides. */
  public void sizesAreFiles(int ranks) {
    xTitle = "files (boards of " + ranks + " ranks)";
  }

  public boolean isEmpty() {
    return millis.isEmpty();
  }

  public void writeSvg(OutputStream out) throws IOException {
    List<Chart<?, ?>> panels = panels();
    VectorGraphics2D g = new VectorGraphics2D();
    paint(g, panels);
    new SVGProcessor()
        .getDocument(g.getCommands(), new PageSize(0, 0, PANEL_WIDTH, PANEL_HEIGHT * panels.size()))
        .writeTo(out);
  }

  /** The figure as a PNG {@link #PNG_SCALE} times its size in user units: 1920 pixels wide. */
  public void writePng(OutputStream out) throws IOException {
    List<Chart<?, ?>> panels = panels();
    BufferedImage image =
        new BufferedImage(
            PANEL_WIDTH * PNG_SCALE,
            PANEL_HEIGHT * PNG_SCALE * panels.size(),
            BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      // drawn at its size and scaled (as XChart's saveBitmapWithDPI does): the text grows with it
      g.scale(PNG_SCALE, PNG_SCALE);
      paint(g, panels);
    } finally {
      g.dispose();
    }
    Png.write(image, out);
  }

  private static void paint(Graphics2D g, List<Chart<?, ?>> panels) {
    for (Chart<?, ?> panel : panels) {
      panel.paint(g, PANEL_WIDTH, PANEL_HEIGHT);
      g.translate(0, PANEL_HEIGHT);
    }
  }

  List<Chart<?, ?>> panels() {
    boolean oneSize =
        millis.values().stream().flatMap(m -> m.keySet().stream()).distinct().count() <= 1;
    List<Chart<?, ?>> panels = new ArrayList<>();
    List<String> engines = new ArrayList<>(millis.keySet());
    panels.add(
        panel(
            oneSize,
            engines,
            millis,
            title + ": wall time (" + timing + ")",
            "wall time (ms, log scale)",
            false)); // equal times are a coincidence of the clock, not one search
    if (nodes.values().stream().anyMatch(m -> m.values().stream().anyMatch(v -> v > 0))) {
      panels.add(
          panel(
              oneSize,
              engines,
              nodes,
              // the axis title stays short enough for a projector's font: the caveat goes on top
              title + ": search effort (nodes as each engine counts them)",
              "search nodes (log scale, all its threads)",
              true));
    }
    return panels;
  }

  private Chart<?, ?> panel(
      boolean oneSize,
      List<String> engines,
      Map<String, TreeMap<Integer, Double>> data,
      String title,
      String yTitle,
      boolean shareAlike) {
    return oneSize
        ? bars(engines, data, title, yTitle)
        : lines(engines, data, title, yTitle, xTitle, shareAlike);
  }

  /**
   * One line per engine against n, each engine in the same colour and marker on every panel; with
   * {@code shareAlike}, engines with the very same points share one.
   */
  private static XYChart lines(
      List<String> engines,
      Map<String, TreeMap<Integer, Double>> data,
      String title,
      String yTitle,
      String xTitle,
      boolean shareAlike) {
    XYChart chart =
        new XYChartBuilder()
            .width(PANEL_WIDTH)
            .height(PANEL_HEIGHT)
            .title(title)
            .xAxisTitle(xTitle)
            .yAxisTitle(yTitle)
            .build();
    style(chart.getStyler(), chart.getTitle());
    wholeDecades(chart.getStyler(), data);
    chart.getStyler().setXAxisDecimalPattern("0");
    TreeSet<Integer> sizes = new TreeSet<>();
    data.values().forEach(m -> sizes.addAll(m.keySet()));
    chart.getStyler().setXAxisMin((double) sizes.first()).setXAxisMax((double) sizes.last());
    // engines with the very same points share one line, else the last drawn hides the others
    List<Line> drawn = new ArrayList<>();
    data.forEach(
        (engine, byN) -> {
          TreeMap<Integer, Double> shown = new TreeMap<>();
          byN.forEach(
              (n, v) -> {
                if (v > 0) { // a log scale has no zero
                  shown.put(n, v);
                }
              });
          Line same =
              drawn.stream()
                  .filter(l -> shareAlike && l.points().equals(shown))
                  .findFirst()
                  .orElse(null);
          if (same != null) {
            same.engines().add(engine);
          } else if (!shown.isEmpty()) {
            drawn.add(new Line(shown, new ArrayList<>(List.of(engine))));
          }
        });
    for (Line line : drawn) {
      // the engine's place among all engines, not among this panel's lines: the same on each panel
      int i = engines.indexOf(line.engines().get(0)) % PALETTE.length;
      Color colour = new Color(PALETTE[i]);
      XYSeries series =
          chart.addSeries(
              String.join("\n= ", line.engines()),
              new ArrayList<>(line.points().keySet()),
              new ArrayList<>(line.points().values()));
      series.setLineColor(colour);
      series.setLineStyle(i < MARKERS.length ? SeriesLines.SOLID : DASHED);
      series.setLineWidth(LINE_WIDTH);
      series.setMarkerColor(colour).setMarker(MARKERS[i % MARKERS.length]);
    }
    return chart;
  }

  private static final float LINE_WIDTH = 2.5f;

  /** Dashes long enough to read as dashes between markers a few dashes apart. */
  private static final BasicStroke DASHED =
      new BasicStroke(
          LINE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] {9, 5}, 0);

  /** A line of a panel: its points, and the engines drawn by it (the first gives its colour). */
  private record Line(TreeMap<Integer, Double> points, List<String> engines) {}

  /** One bar per engine, for runs of a single n, in the engine's colour as on a line panel. */
  private static CategoryChart bars(
      List<String> engines,
      Map<String, TreeMap<Integer, Double>> data,
      String title,
      String yTitle) {
    int n = data.values().stream().flatMap(m -> m.keySet().stream()).findFirst().orElse(0);
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(PANEL_WIDTH)
            .height(PANEL_HEIGHT)
            .title(title + " (n = " + n + ")")
            .xAxisTitle("engine")
            .yAxisTitle(yTitle)
            .build();
    style(chart.getStyler(), chart.getTitle());
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setXAxisLabelRotation(30); // long engine names would overlap
    chart.getStyler().setOverlapped(true);
    List<String> shown = new ArrayList<>();
    data.forEach(
        (engine, byN) -> {
          Double v = byN.get(n);
          if (v != null && v > 0) {
            shown.add(engine);
          }
        });
    // a series per engine, its bar in its own category and none elsewhere: XChart colours series
    for (String engine : shown) {
      List<Double> values = new ArrayList<>();
      shown.forEach(e -> values.add(e.equals(engine) ? data.get(e).get(n) : null));
      chart
          .addSeries(engine, shown, values)
          .setFillColor(new Color(PALETTE[engines.indexOf(engine) % PALETTE.length]));
    }
    if (!shown.isEmpty()) {
      wholeDecades(chart.getStyler(), data); // bars stand on its lowest decade: a log has no zero
    }
    return chart;
  }

  /**
   * XChart labels a log axis at powers of ten only: values with fewer than two of them in their
   * range (times of 1.6 to 8.6 ms have none) would get one label or none. So the axis spans whole
   * decades, from the power of ten at or below the smallest value to the one at or above the
   * largest: two labels at least, and never crowded (labels between the decades, tried first, wrote
   * 800, 900 and 1,000 over each other, and XChart's own spacing of labels loops for ever on blank
   * ones). An axis one decade high is labelled at each step between, which it has room for.
   */
  private static void wholeDecades(AxesChartStyler s, Map<String, TreeMap<Integer, Double>> data) {
    double[] range =
        data.values().stream()
            .flatMap(m -> m.values().stream())
            .filter(v -> v != null && v > 0)
            .mapToDouble(Double::doubleValue)
            .collect(
                () -> new double[] {Double.MAX_VALUE, 0},
                (r, v) -> {
                  r[0] = Math.min(r[0], v);
                  r[1] = Math.max(r[1], v);
                },
                (a, b) -> {
                  a[0] = Math.min(a[0], b[0]);
                  a[1] = Math.max(a[1], b[1]);
                });
    if (range[1] > 0) {
      double[] decades = enclosingDecades(range[0], range[1]);
      s.setYAxisMin(decades[0]).setYAxisMax(decades[1]);
      // one decade high, the axis has room for a label at each step (2, 3 ... 9 times its foot)
      s.setYAxisLogarithmicDecadeOnly(decades[1] > decades[0] * 10.5);
    }
  }

  /**
   * The powers of ten at or below {@code min} and at or above {@code max}, a decade apart at least.
   */
  static double[] enclosingDecades(double min, double max) {
    double low = Math.floor(Math.log10(min) + 1e-9);
    double high = Math.max(low + 1, Math.ceil(Math.log10(max) - 1e-9));
    return new double[] {Math.pow(10, low), Math.pow(10, high)};
  }

  private static final String Y_PATTERN = "#,##0.###";

  private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 18);

  /**
   * The title's font: 18 units, smaller for a title wider than about the plot (a long command
   * line). XChart centres it over the plot, not the panel, and cuts what passes the panel's edges.
   */
  static Font titleFont(String title) {
    double width =
        TITLE_FONT.getStringBounds(title, new FontRenderContext(null, true, true)).getWidth();
    double room = PANEL_WIDTH * 0.75; // the plot's width beside the axis and a legend of engines
    return width <= room ? TITLE_FONT : TITLE_FONT.deriveFont((float) (18 * room / width));
  }

  private static void style(AxesChartStyler s, String title) {
    s.setChartBackgroundColor(Color.WHITE);
    s.setPlotBackgroundColor(Color.WHITE);
    s.setPlotGridLinesColor(new Color(0xdd, 0xdd, 0xdd));
    // sizes for a projector: a tick label 15 units high is 30 pixels of a 1920 x 1080 frame
    s.setChartTitleFont(titleFont(title));
    s.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 16));
    s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
    s.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
    s.setLegendPosition(Styler.LegendPosition.OutsideE);
    s.setLegendBorderColor(Color.WHITE);
    s.setChartTitleBoxVisible(false);
    s.setYAxisLogarithmic(true);
    s.setMarkerSize(11);
    s.setLegendSeriesLineLength(36); // room for a dash and a marker
    s.setYAxisDecimalPattern(Y_PATTERN);
  }
}
