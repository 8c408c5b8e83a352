package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DancingLinksTest {
  /**
   * TAOCP 7.2.2.1, (5)-(6): Knuth's first example; its only solution is options "a d f", "b g", "c
   * e".
   */
  static final String KNUTH_TOY =
      """
      | TAOCP 7.2.2.1 (6)
      a b c d e f g
      c e
      a d g
      b c f
      a d f
      b g
      d e g
      """;

  @Test
  void solvesKnuthsExample() {
    ExactCover c = DlxFormat.read(KNUTH_TOY);
    List<int[]> got = new ArrayList<>();
    SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, got::add);
    assertEquals(StopReason.COMPLETE, r.reason());
    assertEquals(1, r.solutions());
    int[] solution = got.get(0);
    Arrays.sort(solution);
    assertArrayEquals(new int[] {0, 3, 4}, solution);
  }

  @Test
  void agreesWithBruteForceOnRandomProblemsWithSecondaryItems() {
    Random random = new Random(7);
    int nonEmpty = 0;
    for (int round = 0; round < 300; round++) {
      ExactCover c = randomCover(random);
      Set<List<Integer>> expected = new HashSet<>(BruteCover.solutions(c));
      List<List<Integer>> got = new ArrayList<>();
      SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, s -> got.add(sorted(s)));
      assertEquals(StopReason.COMPLETE, r.reason());
      assertEquals(expected, new HashSet<>(got), "round " + round + "\n" + DlxFormat.write(c));
      assertEquals(expected.size(), got.size(), "a solution repeated in round " + round);
      SearchResult counted = new DancingLinks(c).count(SearchLimits.NONE);
      assertEquals(expected.size(), counted.solutions());
      assertEquals(r.nodes(), counted.nodes(), "counting and visiting walk the same tree");
      assertEquals(r.updates(), counted.updates());
      nonEmpty += expected.isEmpty() ? 0 : 1;
    }
    assertTrue(nonEmpty > 30, "the random problems should often have solutions, got " + nonEmpty);
  }

  static ExactCover randomCover(Random random) {
    int primary = 1 + random.nextInt(5);
    int secondary = random.nextInt(4);
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < primary; i++) {
      b.primary("p" + i);
    }
    for (int i = 0; i < secondary; i++) {
      b.secondary("s" + i);
    }
    int options = 1 + random.nextInt(12);
    for (int k = 0; k < options; k++) {
      List<String> items = new ArrayList<>();
      items.add("p" + random.nextInt(primary));
      for (int i = 0; i < primary; i++) {
        if (random.nextInt(4) == 0 && !items.contains("p" + i)) {
          items.add("p" + i);
        }
      }
      for (int i = 0; i < secondary; i++) {
        if (random.nextInt(3) == 0) {
          items.add(random.nextInt(items.size() + 1), "s" + i);
        }
      }
      b.option(items);
    }
    return b.build();
  }

  private static List<Integer> sorted(int[] options) {
    return Arrays.stream(options).sorted().boxed().toList();
  }

  @Test
  void forcedOptionsStartEverySolution() {
    ExactCover c = DlxFormat.read(KNUTH_TOY);
    DancingLinks dlx = new DancingLinks(c);
    List<int[]> got = new ArrayList<>();
    dlx.search(new int[] {4}, SearchLimits.NONE, got::add);
    assertEquals(1, got.size());
    assertEquals(4, got.get(0)[0], "the forced option comes first");
    assertEquals(List.of(0, 3, 4), sorted(got.get(0)));
    // "c e" with "a d f" is fine, but "a d g" leaves nothing for b: no solution, and that is an
    // answer
    SearchResult none = dlx.search(new int[] {1}, SearchLimits.NONE, null);
    assertEquals(StopReason.COMPLETE, none.reason());
    assertEquals(0, none.solutions());
    // two forced options sharing item d
    SearchResult clash = dlx.search(new int[] {1, 3}, SearchLimits.NONE, null);
    assertEquals(StopReason.COMPLETE, clash.reason());
    assertEquals(0, clash.solutions());
    // the whole solution forced: one solution, found at the root
    SearchResult whole = dlx.search(new int[] {0, 3, 4}, SearchLimits.NONE, null);
    assertEquals(1, whole.solutions());
    assertEquals(StopReason.COMPLETE, whole.reason());
  }

  @Test
  void splitPartsAddUpToTheWholeSearch() {
    ExactCover c = latinSquare(4);
    DancingLinks dlx = new DancingLinks(c);
    SearchResult whole = dlx.count(SearchLimits.NONE);
    for (int depth = 1; depth <= 3; depth++) {
      DancingLinks.Split split = dlx.split(new int[0], depth);
      long solutions = split.top().solutions();
      long nodes = split.top().nodes();
      long updates = split.top().updates();
      for (int[] part : split.parts()) {
        assertEquals(depth, part.length);
        SearchResult r = dlx.search(part, SearchLimits.NONE, null);
        solutions += r.solutions();
        nodes += r.nodes();
        updates += r.updates();
      }
      assertEquals(whole.solutions(), solutions, "depth " + depth);
      assertEquals(whole.nodes(), nodes, "depth " + depth);
      assertEquals(whole.updates(), updates, "depth " + depth);
    }
    // Knuth's example: the first chosen item is a (leftmost of the shortest), with options 1 and 3
    DancingLinks toy = new DancingLinks(DlxFormat.read(KNUTH_TOY));
    List<int[]> parts = toy.split(new int[0], 1).parts();
    assertEquals(2, parts.size());
    assertArrayEquals(new int[] {1}, parts.get(0));
    assertArrayEquals(new int[] {3}, parts.get(1));
    assertEquals(
        0,
        toy.split(new int[] {1, 3}, 1).parts().size(),
        "clashing forced options: nothing to split");
  }

  @Test
  void stopsAtTheSolutionAndNodeLimits() {
    ExactCover c = latinSquare(4); // 576 solutions: enough to stop in the middle
    DancingLinks dlx = new DancingLinks(c);
    SearchResult all = dlx.count(SearchLimits.NONE);
    assertEquals(576, all.solutions(), "4 x 4 Latin squares (OEIS A002860)");
    AtomicInteger seen = new AtomicInteger();
    SearchResult five =
        dlx.visit(SearchLimits.NONE.withSolutionLimit(5), s -> seen.incrementAndGet());
    assertEquals(StopReason.SOLUTION_LIMIT, five.reason());
    assertEquals(5, five.solutions());
    assertEquals(5, seen.get());
    SearchResult nodes = dlx.count(SearchLimits.NONE.withNodeLimit(100));
    assertEquals(StopReason.NODE_LIMIT, nodes.reason());
    assertTrue(nodes.nodes() <= 101 && nodes.nodes() >= 100, "nodes " + nodes.nodes());
    assertTrue(nodes.solutions() < 576);
  }

  @Test
  void stopsWhenAskedAndWhenTimeIsUp() {
    ExactCover c = latinSquare(6); // 812,851,200 solutions: far too many to finish
    AtomicInteger polls = new AtomicInteger();
    SearchResult stopped =
        new DancingLinks(c)
            .count(
                SearchLimits.NONE.withStopCheck(
                    (nodes, solutions) -> polls.incrementAndGet() >= 3));
    assertEquals(StopReason.STOPPED, stopped.reason());
    assertEquals(3, polls.get());
    assertEquals(
        3L * AlgorithmX.POLL_INTERVAL, stopped.nodes(), 2, "polled every POLL_INTERVAL nodes");
    SearchResult timed =
        new DancingLinks(c).count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(200)));
    assertEquals(StopReason.TIME_LIMIT, timed.reason());
    assertTrue(timed.time().toMillis() < 2000, "stopped promptly: " + timed.time());
  }

  /**
   * Knuth's progress estimate, handed to the stop check at each poll: a fraction of the tree that
   * only grows, from near 0 to near 1 over a whole search.
   */
  @Test
  void estimatesTheFractionOfTheTreeExploredAsItGoes() {
    List<Double> fractions = new ArrayList<>();
    StopCheck recording =
        new StopCheck() {
          @Override
          public boolean shouldStop(long nodes, long solutions) {
            return false;
          }

          @Override
          public boolean shouldStop(long nodes, long solutions, double fractionDone) {
            fractions.add(fractionDone);
            return false;
          }
        };
    SearchResult r =
        new DancingLinks(latinSquare(5)).count(SearchLimits.NONE.withStopCheck(recording));
    assertEquals(161_280, r.solutions()); // Latin squares of order 5, OEIS A002860
    assertTrue(fractions.size() >= 10, "polls: " + fractions.size());
    for (int i = 0; i < fractions.size(); i++) {
      assertTrue(fractions.get(i) >= 0 && fractions.get(i) < 1, fractions.toString());
      assertTrue(i == 0 || fractions.get(i) >= fractions.get(i - 1), fractions.toString());
    }
    assertTrue(
        fractions.get(0) < 0.2 && fractions.get(fractions.size() - 1) > 0.8, fractions.toString());
  }

  @Test
  void searchesDeeperThanARecursiveSolverCould() {
    // one primary item per level and one option each: depth 30,000, one solution
    int n = 30_000;
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < n; i++) {
      b.primary("x" + i);
    }
    for (int i = 0; i < n; i++) {
      b.option("x" + i);
    }
    SearchResult r = new DancingLinks(b.build()).count(SearchLimits.NONE);
    assertEquals(1, r.solutions());
    assertEquals(n + 1L, r.nodes(), "one branching node per item, and the solution");
  }

  @Test
  void rejectsMalformedProblems() {
    ExactCover.Builder b = ExactCover.builder().primary("a", "b").secondary("x");
    assertThrows(IllegalArgumentException.class, () -> b.option("a", "z"));
    assertThrows(IllegalArgumentException.class, () -> b.option("a", "a"));
    assertThrows(IllegalArgumentException.class, () -> b.option("x"));
    assertThrows(IllegalArgumentException.class, () -> b.primary("x"));
    assertThrows(IllegalArgumentException.class, () -> b.primary("q r"));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new DancingLinks(b.option("a").build()).search(new int[] {7}, SearchLimits.NONE, null));
  }

  /**
   * Latin squares of order n as exact cover: each cell, each (row, symbol) and each (column,
   * symbol) once.
   */
  static ExactCover latinSquare(int n) {
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b.primary("p" + i + "_" + j, "r" + i + "_" + j, "c" + i + "_" + j);
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        for (int v = 0; v < n; v++) {
          b.option("p" + i + "_" + j, "r" + i + "_" + v, "c" + j + "_" + v);
        }
      }
    }
    return b.build();
  }
}
