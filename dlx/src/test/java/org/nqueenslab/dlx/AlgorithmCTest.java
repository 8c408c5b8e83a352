package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Algorithm C, exact covering with colours (TAOCP Vol. 4B, 7.2.2.1; DLX2). The statistics quoted
 * are those Knuth's DLX2 prints (cwebtest @ cf98784, built with ctangle and gcc) on the same files:
 * solutions, nodes, updates and cleansings.
 */
class AlgorithmCTest {
  /** DLX2's own example, from the introduction of dlx2.w: the one solution is options 2 and 4. */
  static final String DLX2_EXAMPLE =
      """
      | A simple example of color controls
      A B C | X Y
      A B X:0 Y:0
      A C X:1 Y:1
      X:0 Y:1
      B X:1
      C Y:1
      """;

  @Test
  void solvesDlx2sExampleWithItsStatistics() {
    ExactCover c =
        DlxFormat.read(
            new java.io.StringReader(DLX2_EXAMPLE), (option, line) -> {}); // X:0 Y:1 is left out
    assertEquals(4, c.optionCount());
    List<int[]> got = new ArrayList<>();
    SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, got::add);
    assertEquals(1, r.solutions());
    int[] solution = got.get(0);
    Arrays.sort(solution);
    assertEquals("A C X:1 Y:1", c.optionText(solution[0]));
    assertEquals("B X:1", c.optionText(solution[1]));
    // DLX2: "1 solution, ... 14 updates, 5 cleansings, ... 4 nodes"
    assertEquals(4, r.nodes());
    assertEquals(14, r.updates());
    assertEquals(5, r.cleansings());
  }

  /**
   * Hand-checked: q x:A and p r x:A y agree on x and take p, q, r once each; p q x y:A needs r y:B
   * (another colour), and p x:B clashes with q x:A.
   */
  @Test
  void optionsAgreeingOnAColourShareTheItem() {
    ExactCover c = DlxFormat.read("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n");
    List<int[]> got = new ArrayList<>();
    SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, got::add);
    assertEquals(1, r.solutions());
    int[] solution = got.get(0);
    Arrays.sort(solution);
    assertArrayEquals(new int[] {1, 3}, solution);
    assertEquals(4, r.nodes()); // DLX2: 20 updates, 3 cleansings, 4 nodes
    assertEquals(20, r.updates());
    assertEquals(3, r.cleansings());
  }

  /** Two of the random files DLX2 and this solver were compared on (60, all equal). */
  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "p0 p1 p2 p3 | x0/p1 x0:A/p2/p0 x0:A p3/p1 x0 p0 p2/p3 x0/x0:B p1/p1 x0:B/p3 x0:A/x0 p2 p0"
            + "/x0:A p3/p1 p3/p3 x0:A/p0 p2/p3 p2 x0:A/p0; 11; 26; 101; 23",
        "p0 p1 p2 | x0 x1 x2 x3/x1 x3:A x2:B p1/x2 x0:A p0 x3:A p2 x1:A/x0 x2 x1:B x3:B p2"
            + "/x3 x1:B p1 x0 x2:A/x1 p0/x3 x2:B p1/x0:B x1 x2 p0 x3:A/x0 p2 x1:A/x1 x0 x2:A p0"
            + "/x2:A p2/p0/x3:B p1/p2 x3:B p0 x1/x0:A p1 x3 x2:A/x1:A x0:A x2:B p0; 10; 22; 182; 21"
      })
  void matchesDlx2sStatisticsOnRandomFiles(
      String lines, long solutions, long nodes, long updates, long cleansings) {
    SearchResult r =
        new DancingLinks(DlxFormat.read(lines.replace('/', '\n'))).count(SearchLimits.NONE);
    assertEquals(solutions, r.solutions());
    assertEquals(nodes, r.nodes());
    assertEquals(updates, r.updates());
    assertEquals(cleansings, r.cleansings());
  }

  @Test
  void agreesWithBruteForceOnRandomColourProblems() {
    Random random = new Random(42);
    int withSolutions = 0;
    int sharing = 0;
    for (int round = 0; round < 250; round++) {
      Problem p = randomProblem(random);
      ExactCover c = p.cover();
      Set<List<Integer>> expected = new HashSet<>(BruteColours.solutions(p.primary, p.options));
      List<List<Integer>> got = new ArrayList<>();
      SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, s -> got.add(sorted(s)));
      assertEquals(StopReason.COMPLETE, r.reason());
      assertEquals(expected, new HashSet<>(got), "round " + round + "\n" + DlxFormat.write(c));
      assertEquals(expected.size(), got.size(), "a solution repeated in round " + round);
      assertEquals(expected.size(), new DancingLinks(c).count(SearchLimits.NONE).solutions());
      withSolutions += expected.isEmpty() ? 0 : 1;
      sharing += expected.stream().anyMatch(s -> sharesAColour(p, s)) ? 1 : 0;
    }
    assertTrue(withSolutions > 60, "the rounds test something: " + withSolutions);
    assertTrue(sharing > 15, "solutions where options share a coloured item: " + sharing);
  }

  /**
   * A colour-free reformulation: every pair of options that may not both be chosen because of a
   * secondary item (one leaves it uncoloured, or they give it different colours) gets a secondary
   * item of its own, and colours are dropped. Algorithm X on that counts the same solutions.
   */
  @Test
  void countsWhatAColourFreeReformulationCounts() {
    Random random = new Random(5);
    for (int round = 0; round < 200; round++) {
      Problem p = randomProblem(random);
      ExactCover coloured = p.cover();
      ExactCover plain = withoutColours(coloured);
      assertFalse(plain.hasColours());
      Set<List<Integer>> a = new HashSet<>();
      Set<List<Integer>> b = new HashSet<>();
      new DancingLinks(coloured).visit(SearchLimits.NONE, s -> a.add(sorted(s)));
      new DancingLinks(plain).visit(SearchLimits.NONE, s -> b.add(sorted(s)));
      assertEquals(b, a, "round " + round + "\n" + DlxFormat.write(coloured));
    }
  }

  /** Without colours Algorithm C is DLX1's search step for step: the same figures as X's. */
  @Test
  void withoutColoursItIsAlgorithmXStepForStep() {
    List<ExactCover> problems = new ArrayList<>();
    problems.add(PentominoCover.box(20, 3));
    problems.add(DlxFormat.read(DancingLinksTest.KNUTH_TOY));
    Random random = new Random(11);
    for (int i = 0; i < 50; i++) {
      problems.add(withoutColours(randomProblem(random).cover()));
    }
    for (ExactCover c : problems) {
      SearchResult x = new AlgorithmX(LinkedMatrix.of(c)).run(new int[0], SearchLimits.NONE, null);
      SearchResult y = new AlgorithmC(LinkedMatrix.of(c)).run(new int[0], SearchLimits.NONE, null);
      assertEquals(x.solutions(), y.solutions());
      assertEquals(x.nodes(), y.nodes());
      assertEquals(x.updates(), y.updates());
      assertEquals(0, y.cleansings());
    }
  }

  @Test
  void aParallelCountHasTheOneThreadFigures() {
    Random random = new Random(3);
    for (int round = 0; round < 40; round++) {
      DancingLinks dlx = new DancingLinks(randomProblem(random).cover());
      SearchResult one = dlx.count(SearchLimits.NONE);
      SearchResult two = ParallelCount.count(dlx, new int[0], 2, 2, SearchLimits.NONE);
      assertEquals(one.solutions(), two.solutions(), "round " + round);
      assertEquals(one.nodes(), two.nodes(), "round " + round);
      assertEquals(one.updates(), two.updates(), "round " + round);
      assertEquals(one.cleansings(), two.cleansings(), "round " + round);
    }
  }

  @Test
  void forcedOptionsAgreeingOnAColourMayBothBeForced() {
    ExactCover c = DlxFormat.read("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n");
    DancingLinks dlx = new DancingLinks(c);
    assertEquals(1, dlx.search(new int[] {3}, SearchLimits.NONE, null).solutions());
    assertEquals(1, dlx.search(new int[] {3, 1}, SearchLimits.NONE, null).solutions());
    assertEquals(0, dlx.search(new int[] {3, 2}, SearchLimits.NONE, null).solutions(), "A, B");
    assertEquals(0, dlx.search(new int[] {0, 4}, SearchLimits.NONE, null).solutions(), "y:A, y:B");
    assertEquals(0, dlx.search(new int[] {1, 1}, SearchLimits.NONE, null).solutions());
  }

  @Test
  void colourMistakesAreRefused() {
    ExactCover.Builder b = ExactCover.builder().primary("p").secondary("x");
    assertEquals(
        0, assertThrows(ExactCover.Builder.BadItemException.class, () -> b.option("p:A")).index());
    assertEquals(
        1,
        assertThrows(ExactCover.Builder.BadItemException.class, () -> b.option("p", "x:")).index());
    assertEquals(
        2,
        assertThrows(ExactCover.Builder.BadItemException.class, () -> b.option("p", "x:A", "x:B"))
            .index());
    ExactCover.Builder m = ExactCover.builder().primary("p", 1, 2).secondary("x");
    m.option("p", "x:A");
    assertThrows(IllegalArgumentException.class, m::build);
  }

  // ---------------------------------------------------------------------------------------------

  /** A problem as text: its primary items and its options, a coloured item as name:colour. */
  private record Problem(List<String> primary, List<String> secondary, List<String> options) {
    ExactCover cover() {
      ExactCover.Builder b = ExactCover.builder().primary(primary).secondary(secondary);
      options.forEach(o -> b.option(o.split(" ")));
      return b.build();
    }
  }

  private static Problem randomProblem(Random random) {
    List<String> primary = new ArrayList<>();
    List<String> secondary = new ArrayList<>();
    for (int i = 0, n = 2 + random.nextInt(4); i < n; i++) {
      primary.add("p" + i);
    }
    for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
      secondary.add("x" + i);
    }
    List<String> options = new ArrayList<>();
    for (int k = 0, m = 4 + random.nextInt(10); k < m; k++) {
      List<String> items = new ArrayList<>();
      for (String p : primary) {
        if (random.nextInt(3) == 0) {
          items.add(p);
        }
      }
      if (items.isEmpty()) {
        items.add(primary.get(random.nextInt(primary.size())));
      }
      for (String x : secondary) {
        int r = random.nextInt(8);
        if (r < 2) {
          items.add(x);
        } else if (r < 6) {
          items.add(x + ":" + "AB".charAt(r % 2));
        }
      }
      java.util.Collections.shuffle(items, random);
      options.add(String.join(" ", items));
    }
    return new Problem(primary, secondary, options);
  }

  /** The pairwise reformulation described at {@link #countsWhatAColourFreeReformulationCounts}. */
  private static ExactCover withoutColours(ExactCover c) {
    ExactCover.Builder b = ExactCover.builder();
    List<String> secondary = new ArrayList<>();
    List<List<String>> options = new ArrayList<>();
    for (int i = 0; i < c.itemCount(); i++) {
      if (c.isPrimary(i)) {
        b.primary(c.itemName(i));
      }
    }
    for (int k = 0; k < c.optionCount(); k++) {
      List<String> items = new ArrayList<>();
      for (int j = 0; j < c.optionSize(k); j++) {
        if (c.isPrimary(c.optionItem(k, j))) {
          items.add(c.itemName(c.optionItem(k, j)));
        }
      }
      options.add(items);
    }
    for (int k = 0; k < c.optionCount(); k++) {
      for (int l = k + 1; l < c.optionCount(); l++) {
        if (clashOnASecondaryItem(c, k, l)) {
          String name = "c" + secondary.size();
          secondary.add(name);
          options.get(k).add(name);
          options.get(l).add(name);
        }
      }
    }
    b.secondary(secondary);
    options.forEach(b::option);
    return b.build();
  }

  private static boolean clashOnASecondaryItem(ExactCover c, int k, int l) {
    for (int j = 0; j < c.optionSize(k); j++) {
      for (int i = 0; i < c.optionSize(l); i++) {
        int item = c.optionItem(k, j);
        if (!c.isPrimary(item) && item == c.optionItem(l, i)) {
          int a = c.colour(k, j);
          if (a == 0 || a != c.colour(l, i)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean sharesAColour(Problem p, List<Integer> solution) {
    Set<String> seen = new HashSet<>();
    for (int k : solution) {
      for (String token : p.options.get(k).split(" ")) {
        if (token.contains(":") && !seen.add(token)) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<Integer> sorted(int[] s) {
    int[] copy = s.clone();
    Arrays.sort(copy);
    return Arrays.stream(copy).boxed().toList();
  }
}
