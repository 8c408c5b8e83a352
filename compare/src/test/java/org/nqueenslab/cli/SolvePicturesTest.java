package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Pictures of boards and fundamental solutions: the SVG is read back with the JDK's XML parser and
 * the queens drawn must be verified solutions; the classes they stand for are checked against the
 * published counts (OEIS A000170, A002562) and the independent symmetry oracle.
 */
class SolvePicturesTest {

  /** A board drawn in the SVG: its number, class size (or null) and the pieces on it. */
  record Drawn(
      int number,
      Integer classSize,
      Placement queens,
      Set<String> fixed,
      Set<String> pawns,
      Set<String> holes) {}

  static List<Drawn> boards(String svg) throws Exception {
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", doc.getDocumentElement().getTagName());
    List<Drawn> boards = new ArrayList<>();
    NodeList groups = doc.getElementsByTagName("g");
    for (int i = 0; i < groups.getLength(); i++) {
      Element g = (Element) groups.item(i);
      if (!g.getAttribute("class").equals("board")) {
        continue;
      }
      List<Square> queens = new ArrayList<>();
      Set<String> fixed = new HashSet<>();
      Set<String> pawns = new HashSet<>();
      Set<String> holes = new HashSet<>();
      NodeList pieces = g.getElementsByTagName("g");
      for (int j = 0; j < pieces.getLength(); j++) {
        Element piece = (Element) pieces.item(j);
        String square = piece.getAttribute("data-square");
        switch (piece.getAttribute("class")) {
          case "queen" -> queens.add(Square.parse(square));
          case "fixed-queen" -> {
            queens.add(Square.parse(square));
            fixed.add(square);
          }
          case "pawn" -> pawns.add(square);
          case "hole" -> holes.add(square);
          default -> throw new AssertionError("unknown piece " + piece.getAttribute("class"));
        }
      }
      String size = g.getAttribute("data-class-size");
      boards.add(
          new Drawn(
              Integer.parseInt(g.getAttribute("data-number")),
              size.isEmpty() ? null : Integer.valueOf(size),
              Placement.of(queens),
              fixed,
              pawns,
              holes));
    }
    return boards;
  }

  /** Queens by rank then file, as the canonical member of a class is the smallest. */
  private static final Comparator<Placement> BY_SQUARES =
      (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
          int c = a.square(i).compareTo(b.square(i));
          if (c != 0) {
            return c;
          }
        }
        return Integer.compare(a.size(), b.size());
      };

  @Test
  void theTwelveFundamentalSolutionsOfEightAreDrawnWithTheirClassSizes(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("twelve.svg");
    Cli r = Cli.run("solve", "-n", "8", "--unique", "--format", "svg", "--output", file.toString());
    assertEquals(0, r.exitCode(), r.err());
    List<Drawn> drawn = boards(Files.readString(file));
    ReferenceCount published = ReferenceCounts.standard(8).orElseThrow();
    assertEquals(published.fundamental(), (long) drawn.size());
    assertEquals(published.fundamental(), 12L); // A002562(8)
    Problem problem = Problem.of(8);
    Set<Placement> all = new HashSet<>();
    for (Drawn d : drawn) {
      assertTrue(Verifier.verify(problem, d.queens()).valid(), d.toString());
      Set<Placement> orbit = SymmetryOracle.orbit(problem, d.queens());
      assertEquals(orbit.size(), (int) d.classSize(), "class size of board " + d.number());
      assertEquals(orbit.stream().min(BY_SQUARES).orElseThrow(), d.queens(), "not canonical");
      assertTrue(all.addAll(orbit), "two boards of one class");
    }
    assertEquals(published.count(), all.size()); // the 12 classes hold the 92 solutions
    assertEquals(
        List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), drawn.stream().map(Drawn::number).toList());
    assertTrue(r.err().contains("12 fundamental solutions (11 classes of 8, 1 of 4)"), r.err());
  }

  @Test
  void aLoneFundamentalSolutionIsCaptionedWithItsClassSizeAsOnASheetOfSeveral() throws Exception {
    // 6 x 6 has one fundamental solution (A002562), its class of 4 (A000170: 4 solutions)
    Cli one = Cli.run("solve", "-n", "6", "--unique", "--format", "svg");
    assertEquals(0, one.exitCode(), one.err());
    assertTrue(one.out().contains(">No. 1 \u2014 class of 4</text>"), one.out());
    Cli plain = Cli.run("solve", "-n", "6", "--format", "svg");
    assertEquals(0, plain.exitCode(), plain.err());
    assertFalse(plain.out().contains(">No. 1"), "a lone solution, no class: no caption");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 4, 5, 6, 7, 9, 10})
  void uniqueListsAsManyClassesAsPublished(int n) throws Exception {
    Cli r = Cli.run("solve", "-n", Integer.toString(n), "--unique", "--format", "svg");
    assertEquals(0, r.exitCode(), r.err());
    List<Drawn> drawn = boards(r.out());
    ReferenceCount published = ReferenceCounts.standard(n).orElseThrow();
    assertEquals(published.fundamental(), (long) drawn.size(), "n = " + n);
    long total = 0;
    for (Drawn d : drawn) {
      assertTrue(Verifier.verify(Problem.of(n), d.queens()).valid());
      total += d.classSize();
    }
    assertEquals(published.count(), total, "the class sizes add up to every solution");
  }

  @Test
  void uniqueOnABoardWithPawnsMatchesTheOracles() {
    Problem problem = Problem.builder(6).pawns("c3").queens(6).build();
    Cli r =
        Cli.run(
            "solve", "-n", "6", "--pawns", "c3", "--queens", "6", "--unique", "--format", "csv");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("number,class_size,solution", lines.get(0));
    List<Placement> solutions = BruteForceOracle.solutions(problem);
    assertEquals(SymmetryOracle.fundamentalCount(problem, solutions), lines.size() - 1);
    assertFalse(solutions.isEmpty(), "the oracle found nothing: the test would compare nothing");
  }

  @Test
  void uniqueWithALimitStopsTheSearchOnceItHasListedThem() {
    Cli r = Cli.run("solve", "-n", "12", "--unique", "--limit", "2", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    List<String> rows = r.out().lines().toList();
    assertEquals(2, rows.size(), r.out());
    Problem problem = Problem.of(12);
    List<Set<Placement>> orbits = new ArrayList<>();
    for (String row : rows) {
      Matcher m =
          Pattern.compile("\"class_size\": (\\d+), \"solution\": \"([0-9 ]+)\"").matcher(row);
      assertTrue(m.find(), row);
      int[] files =
          Arrays.stream(m.group(2).split(" ")).mapToInt(f -> Integer.parseInt(f) - 1).toArray();
      Placement solution = Placement.ofFilesByRank(files);
      assertTrue(Verifier.verify(problem, solution).valid(), row);
      Set<Placement> orbit = SymmetryOracle.orbit(problem, solution);
      assertEquals(orbit.size(), Integer.parseInt(m.group(1)), "the class size of " + row);
      orbits.add(orbit);
    }
    assertFalse(orbits.get(0).equals(orbits.get(1)), "two rows of one class: " + r.out());
    // stopped once they were listed, not after listing all 14,200 solutions (OEIS A000170)
    Matcher listed =
        Pattern.compile(
                "bitmask: (\\d+) solutions? seen before the stop, 2 of them listed as fundamental, FOUND")
            .matcher(r.err());
    assertTrue(listed.find(), r.err());
    long published = ReferenceCounts.standard(12).orElseThrow().count();
    assertTrue(Long.parseLong(listed.group(1)) < published, r.err());
    assertTrue(r.err().contains("--unique without --limit lists and counts them all"), r.err());
  }

  @Test
  void jsonAndBoardListingsCarryTheClassSize() {
    Cli json = Cli.run("solve", "-n", "6", "--unique", "--format", "json");
    assertEquals(0, json.exitCode(), json.err());
    assertEquals("{\"number\": 1, \"class_size\": 4, \"solution\": \"2 4 6 1 3 5\"}\n", json.out());
    assertTrue(Verifier.verify(Problem.of(6), Placement.ofFilesByRank(1, 3, 5, 0, 2, 4)).valid());
    Cli board = Cli.run("solve", "-n", "6", "--unique", "--ascii");
    assertTrue(board.out().startsWith("No. 1 \u2014 class of 4\n"), board.out());
  }

  @Test
  void piecesAreDrawnDistinctly() throws Exception {
    Cli r =
        Cli.run(
            "solve",
            "-n",
            "8",
            "--pawns",
            "d4",
            "--holes",
            "e5,b2",
            "--fixed",
            "a1",
            "--queens",
            "9",
            "--shade-attacks",
            "--format",
            "svg");
    assertEquals(0, r.exitCode(), r.err());
    List<Drawn> drawn = boards(r.out());
    assertEquals(1, drawn.size());
    Drawn d = drawn.get(0);
    Problem problem =
        Problem.builder(8).pawns("d4").holes("e5", "b2").fixed("a1").queens(9).build();
    assertTrue(Verifier.verify(problem, d.queens()).valid());
    assertEquals(Set.of("a1"), d.fixed());
    assertEquals(Set.of("d4"), d.pawns());
    assertEquals(Set.of("e5", "b2"), d.holes());
    assertTrue(r.out().contains("square a queen attacks"), "the legend names the shading");
  }

  @Test
  void aPngIsAnImageOfTheSheet(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("four.png");
    Cli r = Cli.run("solve", "-n", "4", "--all", "--format", "png", "--output", file.toString());
    assertEquals(0, r.exitCode(), r.err());
    BufferedImage image = ImageIO.read(file.toFile());
    assertNotNull(image);
    assertTrue(image.getWidth() > 300 && image.getHeight() > 150);
    Set<Integer> colours = new HashSet<>();
    for (int x = 0; x < image.getWidth(); x += 7) {
      for (int y = 0; y < image.getHeight(); y += 7) {
        colours.add(image.getRGB(x, y));
      }
    }
    assertTrue(colours.size() > 4, "a blank image");
  }

  @Test
  void boardsTooLargeForTextAreDrawnAsPictures() throws Exception {
    Cli r = Cli.run("solve", "-n", "150", "--engine", "qs3", "--format", "svg");
    assertEquals(0, r.exitCode(), r.err());
    List<Drawn> drawn = boards(r.out());
    assertTrue(Verifier.verify(Problem.of(150), drawn.get(0).queens()).valid());
    assertEquals(150, drawn.get(0).queens().size());
  }

  /**
   * The coordinates of a large board never crowd each other: the last rank and file are labelled
   * (they give the size), and the labels between keep their distance; file names of two and three
   * letters (cu, agh) take more room than rank numbers (before: "cucv", and 100 on top of 99).
   */
  @ParameterizedTest
  @ValueSource(ints = {8, 20, 27, 100, 101, 1000})
  void theCoordinatesOfALargeBoardDoNotOverlap(int n) {
    Cli r = Cli.run("solve", "-n", Integer.toString(n), "--engine", "construct", "--format", "svg");
    assertEquals(0, r.exitCode(), r.err());
    Matcher m =
        Pattern.compile(
                "<text x=\"([0-9.]+)\" y=\"([0-9.]+)\" font-size=\"([0-9.]+)\""
                    + " text-anchor=\"(middle|end)\"[^>]*>([a-z]+|[0-9]+)</text>")
            .matcher(r.out());
    List<double[]> files = new ArrayList<>(); // x, half width
    List<double[]> ranks = new ArrayList<>(); // y, font size
    List<String> names = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    while (m.find()) {
      double size = Double.parseDouble(m.group(3));
      if (m.group(4).equals("middle")) {
        names.add(m.group(5));
        files.add(new double[] {Double.parseDouble(m.group(1)), 0.3 * size * m.group(5).length()});
      } else {
        ranks.add(new double[] {Double.parseDouble(m.group(2)), size});
        numbers.add(Integer.parseInt(m.group(5)));
      }
    }
    // one spacing up to the last rank, which may come sooner (a 20 x 20 board read 1, 3 ... 17, 20)
    java.util.Collections.sort(numbers);
    int step = numbers.size() > 1 ? numbers.get(1) - numbers.get(0) : 1;
    for (int i = 0; i + 1 < numbers.size(); i++) {
      assertEquals(0, numbers.get(i) % step, n + ": ranks labelled " + numbers);
    }
    assertEquals(Square.fileName(n - 1), names.get(names.size() - 1), "the last file is named");
    assertTrue(r.out().contains(">" + n + "</text>"), "the last rank is numbered");
    for (int i = 1; i < files.size(); i++) {
      double gap = files.get(i)[0] - files.get(i)[1] - (files.get(i - 1)[0] + files.get(i - 1)[1]);
      assertTrue(gap > 0, n + ": " + names.get(i - 1) + " and " + names.get(i) + " overlap");
    }
    for (int i = 1; i < ranks.size(); i++) {
      double apart = Math.abs(ranks.get(i)[0] - ranks.get(i - 1)[0]);
      assertTrue(apart >= ranks.get(i)[1], n + ": two rank numbers " + apart + " apart");
    }
  }

  /** --output x.svg without --format draws, as the name asks; before, it wrote text into it. */
  @Test
  void aPictureFileNameWithoutFormatIsDrawn(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("eight.svg");
    Cli r = Cli.run("solve", "-n", "8", "--output", svg.toString());
    assertEquals(0, r.exitCode(), r.err());
    List<Drawn> drawn = boards(java.nio.file.Files.readString(svg));
    assertEquals(1, drawn.size());
    assertTrue(Verifier.verify(Problem.of(8), drawn.get(0).queens()).valid());
  }

  @Test
  void badPictureRequestsAreOneLine(@TempDir Path dir) {
    for (String[] args :
        List.of(
            new String[] {"solve", "-n", "8", "--format", "png"},
            new String[] {"solve", "-n", "8", "--format", "png", "-o", "-"})) {
      Cli png = Cli.run(args);
      assertEquals(ExitCodes.BAD_INPUT, png.exitCode(), png.out());
      assertEquals(1, png.err().lines().count(), png.err());
      assertTrue(png.out().isEmpty(), "no picture of another format instead: " + png.out());
    }
    Cli mismatch =
        Cli.run("solve", "-n", "8", "--format", "png", "--output", dir.resolve("x.svg").toString());
    assertEquals(ExitCodes.BAD_INPUT, mismatch.exitCode());
    assertEquals(1, mismatch.err().lines().count(), mismatch.err());
    Cli missingDir =
        Cli.run(
            "solve", "-n", "8", "--format", "svg", "--output", dir.resolve("no/x.svg").toString());
    assertEquals(ExitCodes.BAD_INPUT, missingDir.exitCode());
    assertEquals(1, missingDir.err().lines().count(), missingDir.err());
    Cli huge = Cli.run("solve", "-n", "2000", "--engine", "qs3", "--format", "svg");
    assertEquals(ExitCodes.BAD_INPUT, huge.exitCode());
    assertEquals(1, huge.err().lines().count(), huge.err());
  }
}
