package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Algorithm M (TAOCP 7.2.2.1, exact covering with multiplicities) against the brute-force oracle on
 * seeded random problems with multiplicities (lower bounds 0, lower below upper, secondary items),
 * every solution checked against the multiplicities by the test itself; a hand-checked case;
 * combinations, never permutations; and DLX1's exact figures when every item is [1, 1].
 */
class AlgorithmMTest {

  /**
   * Worked by hand: A must take two options, B at most one, C exactly one, x at most one. Of the
   * pairs of A's options, {A B, A C} leaves C covered and B used once; {A C, A x} uses x; {A B, A
   * x} cannot cover C (C x and B C would use x or B twice). So the solutions are options {0, 1} and
   * {1, 2}.
   */
  @Test
  void solvesAHandCheckedProblem() {
    ExactCover c =
        DlxFormat.read(
            """
        2|A 0:1|B C | x
        A B
        A C
        A x
        C x
        B C
        """);
    assertTrue(c.hasMultiplicities());
    assertEquals(2, c.lowerBound(0));
    assertEquals(0, c.lowerBound(1));
    assertEquals(1, c.upperBound(1));
    assertEquals(Set.of(List.of(0, 1), List.of(1, 2)), new HashSet<>(solutions(c)));
  }

  /**
   * An item of multiplicity [k, k] over m one-item options: C(m, k) solutions, each subset once.
   */
  @Test
  void choosesCombinationsNotPermutations() {
    for (int m = 1; m <= 7; m++) {
      for (int k = 1; k <= m; k++) {
        ExactCover.Builder b = ExactCover.builder().primary("A", k, k);
        for (int j = 0; j < m; j++) {
          b.option("A");
        }
        List<List<Integer>> got = solutions(b.build());
        assertEquals(binomial(m, k), got.size(), "C(" + m + ", " + k + ")");
        assertEquals(got.size(), new HashSet<>(got).size(), "a subset repeated");
      }
    }
    // [0, 3] over three options: every subset, the empty one included; [1, 2]: 3 singletons and 3
    // pairs
    assertEquals(
        8,
        count(ExactCover.builder().primary("A", 0, 3).option("A").option("A").option("A").build()));
    assertEquals(
        6,
        count(ExactCover.builder().primary("A", 1, 2).option("A").option("A").option("A").build()));
  }

  @Test
  void agreesWithBruteForceOnRandomProblemsWithMultiplicities() {
    Random random = new Random(20261201L);
    int withSolutions = 0;
    for (int round = 0; round < 400; round++) {
      ExactCover c = randomCover(random);
      Set<List<Integer>> expected = new HashSet<>(BruteCover.solutions(c));
      List<List<Integer>> got = solutions(c);
      for (List<Integer> s : got) {
        assertSatisfiesMultiplicities(c, s);
      }
      assertEquals(expected, new HashSet<>(got), "round " + round + "\n" + DlxFormat.write(c));
      assertEquals(
          expected.size(),
          got.size(),
          "a solution repeated in round " + round + "\n" + DlxFormat.write(c));
      SearchResult counted = new DancingLinks(c).count(SearchLimits.NONE);
      assertEquals(expected.size(), counted.solutions(), "round " + round);
      withSolutions += expected.isEmpty() ? 0 : 1;
    }
    assertTrue(withSolutions > 100, "the random problems are not all unsolvable: " + withSolutions);
  }

  @Test
  void forcedOptionsRestrictToTheSolutionsHoldingThem() {
    Random random = new Random(11);
    for (int round = 0; round < 200; round++) {
      ExactCover c = randomCover(random);
      int[] forced = random.ints(random.nextInt(3), 0, c.optionCount()).toArray();
      Set<List<Integer>> expected = new HashSet<>();
      for (List<Integer> s : BruteCover.solutions(c)) {
        if (Arrays.stream(forced).allMatch(s::contains)
            && Arrays.stream(forced).distinct().count() == forced.length) {
          expected.add(s);
        }
      }
      List<List<Integer>> got = new ArrayList<>();
      new DancingLinks(c).search(forced, SearchLimits.NONE, s -> got.add(sorted(s)));
      assertEquals(
          expected,
          new HashSet<>(got),
          "forced " + Arrays.toString(forced) + "\n" + DlxFormat.write(c));
      assertEquals(expected.size(), got.size());
    }
  }

  /**
   * With every item [1, 1] Algorithm M searches DLX1's tree: the same solutions in the same order,
   * the same nodes. The updates differ by one per dead end: DLX1 covers an item whose list is empty
   * before backing up (one update, the item unlinked), Algorithm M backs up at once (theta = 0, as
   * DLX3 does).
   */
  @Test
  void isAlgorithmXWhenEveryItemIsPlain() {
    Random random = new Random(3);
    List<ExactCover> covers = new ArrayList<>();
    for (int round = 0; round < 100; round++) {
      covers.add(DancingLinksTest.randomCover(random));
    }
    covers.add(PentominoCover.box(20, 3));
    covers.add(DlxFormat.read(DancingLinksTest.KNUTH_TOY));
    for (ExactCover c : covers) {
      List<String> byX = new ArrayList<>();
      List<String> byM = new ArrayList<>();
      SearchResult x =
          new AlgorithmX(LinkedMatrix.of(c))
              .run(new int[0], SearchLimits.NONE, s -> byX.add(Arrays.toString(s)));
      SearchResult m =
          new AlgorithmM(LinkedMatrix.of(c))
              .run(new int[0], SearchLimits.NONE, s -> byM.add(Arrays.toString(s)));
      assertEquals(byX, byM);
      assertEquals(x.nodes(), m.nodes(), "nodes");
      long[] deadEnds = new long[1];
      new AlgorithmX(LinkedMatrix.of(c))
          .walk(
              new int[0],
              new StepListener() {
                @Override
                public boolean choose(int item, int[] options) {
                  deadEnds[0] += options.length == 0 ? 1 : 0;
                  return true;
                }

                @Override
                public boolean tryOption(int option, int level) {
                  return true;
                }

                @Override
                public boolean undo(int option, int level) {
                  return true;
                }

                @Override
                public boolean solution(int[] options) {
                  return true;
                }
              });
      assertEquals(x.updates(), m.updates() + deadEnds[0], "updates: DLX1's less its dead ends");
    }
  }

  @Test
  void honoursSolutionNodeAndTimeLimitsAndTheStopCheck() {
    ExactCover c = choose(16, 8); // C(16, 8) = 12,870 solutions
    DancingLinks dlx = new DancingLinks(c);
    assertTrue(dlx.usesAlgorithmM());
    assertEquals(12870, dlx.count(SearchLimits.NONE).solutions());
    List<int[]> got = new ArrayList<>();
    SearchResult limited = dlx.visit(SearchLimits.NONE.withSolutionLimit(5), got::add);
    assertEquals(StopReason.SOLUTION_LIMIT, limited.reason());
    assertEquals(5, got.size());
    SearchResult first = dlx.first(SearchLimits.NONE, s -> assertEquals(8, s.length));
    assertEquals(1, first.solutions());
    assertEquals(StopReason.NODE_LIMIT, dlx.count(SearchLimits.NONE.withNodeLimit(100)).reason());
    SearchResult stopped =
        new DancingLinks(choose(40, 20))
            .count(SearchLimits.NONE.withStopCheck((nodes, solutions) -> solutions > 1000));
    assertEquals(StopReason.STOPPED, stopped.reason());
    SearchResult timed =
        new DancingLinks(choose(40, 20))
            .count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(100)));
    assertEquals(StopReason.TIME_LIMIT, timed.reason());
    assertTrue(timed.time().toMillis() < 2000, "stopped promptly: " + timed.time());
  }

  /**
   * Split parts, each searched with its path forced, add up to the whole search: solutions, nodes
   * and updates.
   */
  @Test
  void splitPartsAddUpToTheWholeSearch() {
    Random random = new Random(5);
    for (int round = 0; round < 150; round++) {
      ExactCover c = randomCover(random);
      DancingLinks dlx = new DancingLinks(c);
      SearchResult whole = dlx.count(SearchLimits.NONE);
      for (int depth = 1; depth <= 3; depth++) {
        DancingLinks.Split split = dlx.split(new int[0], depth);
        long solutions = split.top().solutions();
        long nodes = split.top().nodes();
        long updates = split.top().updates();
        for (int[] part : split.parts()) {
          SearchResult r = dlx.search(part, SearchLimits.NONE, null);
          solutions += r.solutions();
          nodes += r.nodes();
          updates += r.updates();
        }
        assertEquals(whole.solutions(), solutions, "round " + round + " depth " + depth);
        assertEquals(whole.nodes(), nodes, "nodes, round " + round + " depth " + depth);
        assertEquals(whole.updates(), updates, "updates, round " + round + " depth " + depth);
      }
      assertEquals(
          whole.solutions(),
          ParallelCount.count(dlx, new int[0], 2, 2, SearchLimits.NONE).solutions(),
          "round " + round);
    }
  }

  @Test
  void refusesBadMultiplicitiesAndTheWalk() {
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("A", 2, 1));
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("A", 0, 0));
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("A", -1, 1));
    ExactCover plain = ExactCover.builder().primary("A", 1, 1).option("A").build();
    assertFalse(plain.hasMultiplicities(), "[1, 1] is a plain item");
    UnsupportedOperationException e =
        assertThrows(
            UnsupportedOperationException.class,
            () -> new DancingLinks(choose(3, 2)).walk(new int[0], null));
    assertTrue(e.getMessage().contains("Algorithm M"), e.getMessage());
  }

  /**
   * One item of multiplicity [k, k] and m options holding it, each with a private secondary item.
   */
  private static ExactCover choose(int m, int k) {
    ExactCover.Builder b = ExactCover.builder().primary("A", k, k);
    for (int j = 0; j < m; j++) {
      b.secondary("s" + j);
    }
    for (int j = 0; j < m; j++) {
      b.option("A", "s" + j);
    }
    return b.build();
  }

  /**
   * Up to 5 primary items, each with a random multiplicity (lower bound 0 to 2, upper at least 1
   * and at least the lower), up to 3 secondary items, up to 12 options of 1 to 3 items with at
   * least one primary.
   */
  static ExactCover randomCover(Random random) {
    ExactCover.Builder b = ExactCover.builder();
    int primary = 1 + random.nextInt(5);
    int secondary = random.nextInt(4);
    for (int i = 0; i < primary; i++) {
      int lo = random.nextInt(3);
      int hi = Math.max(1, lo + random.nextInt(3));
      b.primary("p" + i, lo, hi);
    }
    for (int i = 0; i < secondary; i++) {
      b.secondary("s" + i);
    }
    int options = 1 + random.nextInt(12);
    for (int k = 0; k < options; k++) {
      Set<String> items = new java.util.LinkedHashSet<>();
      items.add("p" + random.nextInt(primary));
      for (int extra = random.nextInt(3); extra > 0; extra--) {
        items.add(
            random.nextBoolean() || secondary == 0
                ? "p" + random.nextInt(primary)
                : "s" + random.nextInt(secondary));
      }
      b.option(new ArrayList<>(items));
    }
    return b.build();
  }

  /**
   * The test's own check of a solution: every item covered within its multiplicity, no option
   * twice.
   */
  private static void assertSatisfiesMultiplicities(ExactCover c, List<Integer> solution) {
    assertEquals(
        solution.size(), new HashSet<>(solution).size(), "an option chosen twice: " + solution);
    int[] uses = new int[c.itemCount()];
    for (int option : solution) {
      for (int j = 0; j < c.optionSize(option); j++) {
        uses[c.optionItem(option, j)]++;
      }
    }
    for (int i = 0; i < c.itemCount(); i++) {
      int lo = c.isPrimary(i) ? c.lowerBound(i) : 0;
      assertTrue(
          lo <= uses[i] && uses[i] <= c.upperBound(i),
          "item " + c.itemName(i) + " covered " + uses[i] + " times in " + solution);
    }
  }

  private static List<List<Integer>> solutions(ExactCover c) {
    List<List<Integer>> got = new ArrayList<>();
    SearchResult r = new DancingLinks(c).visit(SearchLimits.NONE, s -> got.add(sorted(s)));
    assertEquals(StopReason.COMPLETE, r.reason());
    assertEquals(got.size(), r.solutions());
    return got;
  }

  private static long count(ExactCover c) {
    return new DancingLinks(c).count(SearchLimits.NONE).solutions();
  }

  private static List<Integer> sorted(int[] options) {
    return Arrays.stream(options).sorted().boxed().toList();
  }

  private static long binomial(int m, int k) {
    long c = 1;
    for (int i = 0; i < k; i++) {
      c = c * (m - i) / (i + 1);
    }
    return c;
  }
}
