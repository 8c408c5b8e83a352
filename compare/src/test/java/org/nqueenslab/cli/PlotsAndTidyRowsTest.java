package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.reference.ReferenceCounts;
import org.w3c.dom.Document;

/**
 * Issue 17's plots and tidy data: {@code --plot} writes an SVG or PNG (bad extension or path: one
 * line, exit 2), CSV rows have one column per counter and the run's facts as their own columns, and
 * the default compare table fits 100 columns.
 */
class PlotsAndTidyRowsTest {

  @Test
  void compareDrawsAnSvgPlotWithLabelledAxes(@TempDir Path dir) throws Exception {
    Path plot = dir.resolve("effort.svg");
    Cli r = Cli.run("compare", "-n", "4..7", "--engines", "bitmask,dlx", "--plot", plot.toString());
    assertEquals(0, r.exitCode(), r.out() + r.err());
    javax.xml.parsers.DocumentBuilder builder =
        DocumentBuilderFactory.newInstance().newDocumentBuilder();
    // the SVG names the W3C's DTD; the test reads it without the network
    builder.setEntityResolver(
        (publicId, systemId) -> new org.xml.sax.InputSource(new java.io.StringReader("")));
    Document svg = builder.parse(plot.toFile());
    assertEquals("svg", svg.getDocumentElement().getTagName());
    // XChart draws its text as outlines, so the labels are shapes: the figure has two panels' worth
    assertTrue(svg.getElementsByTagName("path").getLength() > 30, "an empty figure");
    // bitmask's marker is a circle: one per n in each panel, and one in each panel's legend
    assertEquals(2 * (4 + 1), svg.getElementsByTagName("ellipse").getLength());
    assertEquals("960px", svg.getDocumentElement().getAttribute("width"));
    assertEquals(
        "1080px", svg.getDocumentElement().getAttribute("height"), "time and nodes panels");
  }

  private static Document svg(Path file) throws Exception {
    javax.xml.parsers.DocumentBuilder builder =
        DocumentBuilderFactory.newInstance().newDocumentBuilder();
    builder.setEntityResolver(
        (publicId, systemId) -> new org.xml.sax.InputSource(new java.io.StringReader("")));
    return builder.parse(file.toFile());
  }

  /**
   * Wirth's and Horowitz-Sahni's searches count the same nodes: drawn as two lines, the second hid
   * the first. They now share one line (the first's colour and marker, a circle) labelled with both
   * names, so the second engine's square markers are only in the time panel: 4 + 1 squares fewer
   * than beside bitmask, whose nodes differ.
   */
  @Test
  void enginesWithTheSameNodesShareOneLine(@TempDir Path dir) throws Exception {
    Path same = dir.resolve("same.svg");
    Path other = dir.resolve("other.svg");
    Cli a =
        Cli.run(
            "compare",
            "-n",
            "4..7",
            "--engines",
            "horowitz-sahni,wirth",
            "--plot",
            same.toString());
    assertEquals(0, a.exitCode(), a.err());
    Cli b =
        Cli.run(
            "compare",
            "-n",
            "4..7",
            "--engines",
            "horowitz-sahni,bitmask",
            "--plot",
            other.toString());
    assertEquals(0, b.exitCode(), b.err());
    int squaresSame = svg(same).getElementsByTagName("rect").getLength();
    int squaresOther = svg(other).getElementsByTagName("rect").getLength();
    assertEquals(4 + 1, squaresOther - squaresSame);
    assertEquals(2 * (4 + 1), svg(same).getElementsByTagName("ellipse").getLength());
  }

  @Test
  void benchTakesARangeAndDrawsAPng(@TempDir Path dir) throws Exception {
    Path plot = dir.resolve("time.png");
    Cli r =
        Cli.run(
            "bench",
            "-n",
            "6..8",
            "--engines",
            "bitmask,dlx",
            "--runs",
            "1",
            "--warmup",
            "0",
            "--plot",
            plot.toString(),
            "--format",
            "csv");
    assertEquals(0, r.exitCode(), r.err());
    BufferedImage image = ImageIO.read(plot.toFile());
    assertNotNull(image, "a PNG");
    Set<Integer> colours = new HashSet<>();
    for (int x = 0; x < image.getWidth(); x += 5) {
      for (int y = 0; y < image.getHeight(); y += 5) {
        colours.add(image.getRGB(x, y));
      }
    }
    assertTrue(colours.size() > 10, "not blank");
    List<String> lines = r.out().lines().toList();
    assertEquals(1 + 3 * 2, lines.size(), r.out()); // a row per engine and size
    List<String> header = Arrays.asList(lines.get(0).split(","));
    int n = header.indexOf("n");
    int solutions = header.indexOf("solutions");
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",", -1);
      assertEquals(header.size(), cells.length, line);
      long published = ReferenceCounts.standard(Integer.parseInt(cells[n])).orElseThrow().count();
      assertEquals(Long.toString(published), cells[solutions], line);
    }
  }

  @Test
  void csvHasOneColumnPerCounterAndTheRunsFactsAsColumns() {
    Cli r = Cli.run("compare", "-n", "6", "--engines", "dlx,choco,wirth", "--format", "csv");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    List<String> header = Arrays.asList(lines.get(0).split(","));
    for (String column :
        new String[] {
          "engine",
          "options",
          "n",
          "rows",
          "cols",
          "threads",
          "nodes",
          "updates",
          "backtracks",
          "fails",
          "propagations",
          "position_tests",
          "verdict"
        }) {
      assertTrue(header.contains(column), column + " in " + header);
    }
    assertFalse(header.contains("statistics"), "no packed key=value cell");
    assertFalse(r.out().contains("="), "no key=value anywhere: " + r.out());
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",", -1);
      assertEquals(header.size(), cells.length, line);
      assertEquals("6", cells[header.indexOf("rows")]);
    }
    String dlx = lines.get(1);
    assertTrue(!dlx.split(",", -1)[header.indexOf("updates")].isEmpty(), "dlx counts updates");
    assertTrue(dlx.split(",", -1)[header.indexOf("fails")].isEmpty(), "dlx has no fails");
  }

  @Test
  void booleansAreBooleansInJson() {
    Cli r =
        Cli.run(
            "bench",
            "-n",
            "8",
            "--engines",
            "bitmask",
            "--mode",
            "first",
            "--runs",
            "1",
            "--warmup",
            "0",
            "--format",
            "json");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("\"verified\": true"), r.out());
  }

  @Test
  void theDefaultCompareTableFitsAHundredColumns() {
    Cli r = Cli.run("compare", "-n", "1..9", "--engines", "bitmask,generate-and-test,brute-force");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    int widest = r.out().lines().mapToInt(String::length).max().orElseThrow();
    assertTrue(widest <= 100, widest + " columns:\n" + r.out());
    assertTrue(r.out().lines().count() > 27, "rows for 3 engines on 9 sizes");
    Cli wide = Cli.run("compare", "-n", "1..9", "--engines", "bitmask,generate-and-test", "--wide");
    assertTrue(wide.out().lines().findFirst().orElseThrow().contains("per_second"), wide.out());
    Cli chosen = Cli.run("compare", "-n", "8", "--engines", "dlx", "--columns", "engine,updates");
    assertTrue(chosen.out().startsWith("engine  updates\ndlx  "), chosen.out());
  }

  @Test
  void benchsDefaultTableStreamsARowPerEngineAndSizeWithinAHundredColumns() {
    Cli r =
        Cli.run("bench", "-n", "8..9", "--engines", "bitmask,dlx", "--runs", "1", "--warmup", "0");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(1 + 2 * 2, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("engine   n  threads   median_ms"), r.out());
    assertTrue(lines.stream().allMatch(l -> l.length() <= 100), r.out());
    assertTrue(lines.get(4).matches("dlx +9 +1 .* COMPLETE +352 .*"), r.out());
  }

  @Test
  void aPivotPutsAnEngineOnEachLineAndAnNInEachColumn() {
    Cli r = Cli.run("compare", "-n", "4..8", "--engines", "bitmask,dlx", "--pivot", "solutions");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("solutions  n=4  n=5  n=6  n=7  n=8", lines.get(0));
    for (String engine : new String[] {"bitmask", "dlx"}) {
      String line =
          lines.stream().filter(l -> l.startsWith(engine + " ")).findFirst().orElseThrow();
      String[] cells = line.trim().split(" +");
      for (int n = 4; n <= 8; n++) {
        assertEquals(
            Long.toString(ReferenceCounts.standard(n).orElseThrow().count()), cells[n - 3], line);
      }
    }
  }

  /**
   * Rectangles (--rows 3, -n ranging over the files) have no n: the pivot's columns, the default
   * table and the plot's points are their sizes, not one merged "n=null" (counts: brute force).
   */
  @Test
  void rectanglesKeepTheirSizesInPivotsTablesAndPlots(@TempDir Path dir) {
    String[] range = {"compare", "-n", "4..6", "--rows", "3", "--engines", "bitmask,dlx"};
    Cli pivot = Cli.run(concat(range, "--pivot", "solutions"));
    assertEquals(0, pivot.exitCode(), pivot.err());
    List<String> lines = pivot.out().lines().toList();
    assertEquals("solutions  3x4  3x5  3x6", lines.get(0));
    String bitmask = lines.stream().filter(l -> l.startsWith("bitmask ")).findFirst().orElseThrow();
    String[] cells = bitmask.trim().split(" +");
    for (int cols = 4; cols <= 6; cols++) {
      long oracle =
          org.nqueenslab.oracle.BruteForceOracle.count(
              org.nqueenslab.problem.Problem.builder(3, cols).build());
      assertEquals(Long.toString(oracle), cells[cols - 3], bitmask);
    }
    Cli table = Cli.run(range);
    assertTrue(
        table.out().lines().findFirst().orElseThrow().matches("engine +rows +cols .*"),
        table.out());
    assertTrue(table.out().lines().anyMatch(l -> l.matches("dlx +3 +5 .*")), table.out());
    // a range through the square: one naming for every column
    Cli mixed =
        Cli.run(
            "compare", "-n", "3..5", "--rows", "4", "--engines", "bitmask", "--pivot", "solutions");
    assertEquals("solutions  4x3  4x4  4x5", mixed.out().lines().findFirst().orElseThrow());
    Path plot = dir.resolve("rectangles.svg");
    Cli plotted = Cli.run(concat(range, "--plot", plot.toString()));
    assertEquals(0, plotted.exitCode(), plotted.err());
    assertTrue(Files.exists(plot), plotted.err());
  }

  private static String[] concat(String[] head, String... tail) {
    String[] all = Arrays.copyOf(head, head.length + tail.length);
    System.arraycopy(tail, 0, all, head.length, tail.length);
    return all;
  }

  @Test
  void aColumnAskedForIsShownEvenWhenNoRowFillsIt() {
    // bitmask counts no updates: the column asked for was dropped, as if never asked
    Cli r =
        Cli.run(
            "bench", "-n", "6", "--runs", "1", "--warmup", "0", "--columns", "engine,n,updates");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().lines().findFirst().orElse("").matches("engine +n +updates"), r.out());
    assertTrue(r.out().lines().skip(1).findFirst().orElse("").matches("bitmask +6 +-"), r.out());
  }

  @Test
  void badPlotsAndColumnsAreOneLine(@TempDir Path dir) {
    for (String[] args :
        new String[][] {
          {"compare", "-n", "6", "--engines", "bitmask", "--plot", dir.resolve("p.pdf").toString()},
          {"bench", "-n", "6", "--plot", dir.resolve("p").toString()},
          {"bench", "-n", "6", "--plot", dir.resolve("missing/p.svg").toString()},
          {"compare", "-n", "6", "--columns", "engine,speed"},
          {"compare", "-n", "6", "--columns", "engine", "--wide"},
          {"compare", "-n", "6", "--pivot", "speed"},
          {"compare", "-n", "6", "--pivot", "nodes", "--format", "csv"},
          // ignored without a word: CSV and JSON carry every column
          {"bench", "-n", "6", "--columns", "engine,n", "--format", "csv"},
          {"compare", "-n", "6", "--wide", "--format", "json"},
          // merged into one row without a word
          {"bench", "-n", "6", "--engines", "bitmask,dlx,bitmask"},
          {"bench", "-n", "6", "--thread-counts", "1,2,1"}
        }) {
      Cli r = Cli.run(args);
      assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), String.join(" ", args) + ": " + r.err());
      assertEquals(1, r.err().lines().count(), r.err());
      assertEquals("", r.out());
    }
    assertFalse(Files.exists(dir.resolve("p.pdf")));
  }
}
