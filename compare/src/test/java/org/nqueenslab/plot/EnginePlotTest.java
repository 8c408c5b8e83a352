package org.nqueenslab.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * A log axis spans whole decades, so it has two labels at least (XChart labels powers of ten only)
 * and never crowds labels between them (800, 900 and 1,000 were written over each other); and the
 * figure reads on a projector: 16 engines told apart, a PNG 1920 pixels wide, times labelled with
 * how many runs they are.
 */
class EnginePlotTest {
  @Test
  void theAxisSpansTheDecadesAroundTheValues() {
    assertArrayEquals(new double[] {1, 10}, EnginePlot.enclosingDecades(1.6, 8.6), 1e-12);
    assertArrayEquals(new double[] {100, 10_000}, EnginePlot.enclosingDecades(180, 2050), 1e-9);
    assertArrayEquals(new double[] {0.01, 1}, EnginePlot.enclosingDecades(0.015, 0.9), 1e-12);
    // a value on a power of ten is its own bound; a single value still gets a decade
    assertArrayEquals(new double[] {100, 1000}, EnginePlot.enclosingDecades(100, 1000), 1e-9);
    assertArrayEquals(new double[] {100, 1000}, EnginePlot.enclosingDecades(100, 100), 1e-9);
  }

  /** 16 engines over n = 4..8, each with its own times and nodes (no two share a line). */
  private static EnginePlot sixteenEngines() {
    EnginePlot plot = new EnginePlot("sixteen", EnginePlot.ONE_RUN);
    for (int e = 0; e < 16; e++) {
      for (int n = 4; n <= 8; n++) {
        plot.add("engine" + e, n, (e + 1) * n, (long) (e + 2) * n * n);
      }
    }
    return plot;
  }

  private static List<XYSeries> series(Chart<?, ?> panel) {
    return ((XYChart) panel).getSeriesMap().values().stream().toList();
  }

  @Test
  void sixteenEnginesGetSixteenColoursMarkersAndDashesKeptOnEveryPanel() {
    List<Chart<?, ?>> panels = sixteenEngines().panels();
    assertEquals(2, panels.size(), "time and nodes");
    List<XYSeries> time = series(panels.get(0));
    assertEquals(16, time.size());
    Set<List<Object>> colourAndMarker = new HashSet<>();
    Set<Object> colours = new HashSet<>();
    Set<List<Object>> markerAndDash = new HashSet<>();
    for (XYSeries s : time) {
      colourAndMarker.add(List.of(s.getLineColor(), s.getMarker().getClass()));
      colours.add(s.getLineColor());
      assertEquals(s.getLineColor(), s.getMarkerColor(), s.getName());
      markerAndDash.add(List.of(s.getMarker().getClass(), s.getLineStyle().getDashArray() != null));
    }
    assertEquals(16, colourAndMarker.size(), "16 distinct (colour, marker) pairs");
    assertEquals(16, colours.size(), "16 distinct colours");
    // told apart without colour too: in grey, or by an eye that confuses two of the colours
    assertEquals(16, markerAndDash.size(), "16 distinct (marker, dashed) pairs");
    List<XYSeries> nodes = series(panels.get(1));
    for (int i = 0; i < 16; i++) {
      assertEquals(time.get(i).getName(), nodes.get(i).getName());
      assertEquals(time.get(i).getLineColor(), nodes.get(i).getLineColor(), "same on each panel");
      assertEquals(time.get(i).getMarker(), nodes.get(i).getMarker(), "same on each panel");
    }
  }

  @Test
  void anEngineMissingFromAPanelLeavesTheOthersTheirColours() {
    EnginePlot plot = new EnginePlot("two", EnginePlot.ONE_RUN);
    plot.add("uncounted", 5, 1, null); // a time, no nodes
    plot.add("counted", 5, 2, 40L);
    plot.add("uncounted", 6, 1, null);
    plot.add("counted", 6, 3, 90L);
    List<Chart<?, ?>> panels = plot.panels();
    XYSeries inTime = series(panels.get(0)).get(1);
    XYSeries inNodes = series(panels.get(1)).get(0);
    assertEquals("counted", inNodes.getName());
    assertEquals(inTime.getLineColor(), inNodes.getLineColor());
  }

  @Test
  void barsOfOneSizeTakeTheEnginesColours() {
    EnginePlot plot = new EnginePlot("one size", EnginePlot.ONE_RUN);
    plot.add("a", 8, 1, 10L);
    plot.add("b", 8, 2, 20L);
    CategoryChart bars = (CategoryChart) plot.panels().get(0);
    assertEquals(
        List.of(
            new java.awt.Color(EnginePlot.PALETTE[0]), new java.awt.Color(EnginePlot.PALETTE[1])),
        bars.getSeriesMap().values().stream().map(s -> s.getFillColor()).toList());
  }

  @Test
  void thePngIsAProjectorsWidthAndEachPanelItsFrame() throws Exception {
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    sixteenEngines().writePng(png);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.toByteArray()));
    assertEquals(1920, image.getWidth());
    assertEquals(2 * 1080, image.getHeight(), "two panels of 1920 x 1080");
  }

  private static String timeTitle(String timing) {
    EnginePlot plot = new EnginePlot("nqueens bench -n 8..9", timing);
    plot.add("bitmask", 8, 1.5, 100L);
    plot.add("bitmask", 9, 4.5, 300L);
    return plot.panels().get(0).getTitle();
  }

  @Test
  void theTimePanelSaysHowManyRunsEachTimeIs() {
    assertTrue(timeTitle(EnginePlot.ONE_RUN).contains("one run each"));
    String median = timeTitle(EnginePlot.median(5, 2));
    assertTrue(median.contains("median of 5 runs, after 2 warm-up runs"), median);
    // one timed run is not a median, whatever bench calls its column
    String single = timeTitle(EnginePlot.median(1, 0));
    assertTrue(single.contains("one run each, no warm-up"), single);
    assertFalse(single.contains("median"), single);
  }

  @Test
  void aTitleWiderThanThePlotIsSetSmallerNotCut() {
    assertEquals(18, EnginePlot.titleFont("nqueens compare -n 4..12: wall time").getSize2D());
    String long_ =
        "nqueens compare -n 8 --pawns a1,b2,c3,d4,e5,f6,g7 --holes h8: wall time (one run each)";
    float size = EnginePlot.titleFont(long_).getSize2D();
    assertTrue(size < 18 && size > 10, "size " + size);
  }
}
