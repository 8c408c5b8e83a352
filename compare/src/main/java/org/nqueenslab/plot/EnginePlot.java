package org.nqueenslab.plot;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Runs of engines as a figure: wall time and search effort (nodes, as each engine counts them)
 * against the board side n, one line per engine on log scales; or, when every run has the same n,
 * one bar per engine. The panels are stacked: time on top, effort below (left out when no engine
 * counted nodes). Engines with the same figures at every n share one line, labelled with all their
 * names (the textbook searches count the same nodes). Values that a log scale cannot show (zero)
 * are left out of the figure, not invented.
 */
public final class EnginePlot {
  private static final int PANEL_WIDTH = 960;
  private static final int PANEL_HEIGHT = 480;

  /** Distinct, print-safe colours (Tableau's 10, then darker tones), one per engine. */
  private static final int[] PALETTE = {
    0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22,
    0x17becf, 0x393b79, 0x637939, 0x8c6d31, 0x843c39, 0x7b4173, 0x3182bd
  };

  private static final Marker[] MARKERS = {
    SeriesMarkers.CIRCLE,
    SeriesMarkers.SQUARE,
    SeriesMarkers.DIAMOND,
    SeriesMarkers.TRIANGLE_UP,
    SeriesMarkers.TRIANGLE_DOWN,
    SeriesMarkers.CROSS,
    SeriesMarkers.PLUS
  };

  private final String title;

  /** What each time drawn is: {@link #ONE_RUN} or {@link #MEDIAN}. */
  private final String timing;

  /**
   * The time of compare's (and the report page's) runs: each problem is run once, in a JVM that may
   * still be compiling the search, so the first boards' times include the JIT's warm-up.
   */
  public static final String ONE_RUN = "one run each, JIT warm-up included";

  /** The time of bench's rows: the median of its timed runs, after its warm-up runs. */
  public static final String MEDIAN = "median of the timed runs";

  /**
   * What the x axis counts: the board's side, or the files of rectangles ({@link #sizesAreFiles}).
   */
  private String xTitle = "n (board side, squares)";

  /** engine -> n -> value, in the order engines were first added. */
  private final Map<String, TreeMap<Integer, Double>> millis = new LinkedHashMap<>();

  private final Map<String, TreeMap<Integer, Double>> nodes = new LinkedHashMap<>();

  /**
   * @param title what was run, e.g. "nqueens compare -n 4..12"
   * @param timing what each time is, {@link #ONE_RUN} or {@link #MEDIAN}, said in the time panel's
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

  public void writePng(OutputStream out) throws IOException {
    List<Chart<?, ?>> panels = panels();
    BufferedImage image =
        new BufferedImage(PANEL_WIDTH, PANEL_HEIGHT * panels.size(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      paint(g, panels);
    } finally {
      g.dispose();
    }
    ImageIO.write(image, "png", out);
  }

  private static void paint(Graphics2D g, List<Chart<?, ?>> panels) {
    for (Chart<?, ?> panel : panels) {
      panel.paint(g, PANEL_WIDTH, PANEL_HEIGHT);
      g.translate(0, PANEL_HEIGHT);
    }
  }

  private List<Chart<?, ?>> panels() {
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
              title + ": search effort",
              "search nodes (log scale; as each engine counts them, on the threads it ran)",
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
        ? bars(data, title, yTitle)
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
    style(chart.getStyler());
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
      int i = engines.indexOf(line.engines().get(0));
      Color colour = new Color(PALETTE[i % PALETTE.length]);
      XYSeries series =
          chart.addSeries(
              String.join("\n= ", line.engines()),
              new ArrayList<>(line.points().keySet()),
              new ArrayList<>(line.points().values()));
      series.setLineColor(colour);
      series.setMarkerColor(colour).setMarker(MARKERS[i % MARKERS.length]);
    }
    return chart;
  }

  /** A line of a panel: its points, and the engines drawn by it (the first gives its colour). */
  private record Line(TreeMap<Integer, Double> points, List<String> engines) {}

  /** One bar per engine, for runs of a single n. */
  private static CategoryChart bars(
      Map<String, TreeMap<Integer, Double>> data, String title, String yTitle) {
    int n = data.values().stream().flatMap(m -> m.keySet().stream()).findFirst().orElse(0);
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(PANEL_WIDTH)
            .height(PANEL_HEIGHT)
            .title(title + " (n = " + n + ")")
            .xAxisTitle("engine")
            .yAxisTitle(yTitle)
            .build();
    style(chart.getStyler());
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setXAxisLabelRotation(30); // long engine names would overlap
    chart.getStyler().setOverlapped(true);
    chart.getStyler().setSeriesColors(new Color[] {new Color(PALETTE[0])});
    List<String> engines = new ArrayList<>();
    List<Double> values = new ArrayList<>();
    data.forEach(
        (engine, byN) -> {
          Double v = byN.get(n);
          if (v != null && v > 0) {
            engines.add(engine);
            values.add(v);
          }
        });
    if (!engines.isEmpty()) {
      chart.addSeries(yTitle, engines, values);
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

  private static void style(AxesChartStyler s) {
    s.setChartBackgroundColor(Color.WHITE);
    s.setPlotBackgroundColor(Color.WHITE);
    s.setPlotGridLinesColor(new Color(0xdd, 0xdd, 0xdd));
    s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    s.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    s.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    s.setLegendPosition(Styler.LegendPosition.OutsideE);
    s.setLegendBorderColor(Color.WHITE);
    s.setChartTitleBoxVisible(false);
    s.setYAxisLogarithmic(true);
    s.setMarkerSize(7);
    s.setYAxisDecimalPattern(Y_PATTERN);
  }
}
