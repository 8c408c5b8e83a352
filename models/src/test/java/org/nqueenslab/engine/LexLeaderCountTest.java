package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Unique counts of the constraint engines, which break symmetry with lex-leader constraints (issue
 * 6). Every figure comes from OEIS (A002562, A000170, A260318-20), from brute force with the
 * group's canonical form, or from the bitmask engine: never from the engine under test.
 */
class LexLeaderCountTest {

  /** The engines with lex-leader constraints, each Choco configuration separately. */
  static Stream<Arguments> engines() {
    return Stream.of(
        Arguments.of(Named.of("choco", Engines.require("choco")), Map.of()),
        Arguments.of(
            Named.of("choco:config=nqueenglobal", Engines.require("choco")),
            Map.of("config", "nqueenglobal")),
        Arguments.of(Named.of("cpsat", Engines.require("cpsat")), Map.of()));
  }

  private static Request unique(Map<String, String> options) {
    return Request.count().withSymmetry(SymmetryMode.UNIQUE).withOptions(options);
  }

  private static void assumeRunnable(Engine engine) {
    // CP-SAT without its native library says why and cannot run (CpSatEngineTest covers that)
    String why = engine.whyUnsupported(Problem.of(4), Request.count());
    assumeTrue(why == null, why);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void uniqueCountsTotalsAndOrbitSizesMatchOeis(Engine engine, Map<String, String> options) {
    assumeRunnable(engine);
    for (int n = 1; n <= 12; n++) {
      Result r = engine.solve(Problem.of(n), unique(options).withThreads(n <= 10 ? 1 : 2));
      ClassicOeis.assertUniqueCount(n, r);
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @MethodSource("engines")
  void longUniqueCountsMatchOeis(Engine engine, Map<String, String> options) {
    assumeRunnable(engine);
    for (int n = 13; n <= 15; n++) {
      ClassicOeis.assertUniqueCount(n, engine.solve(Problem.of(n), unique(options).withThreads(2)));
    }
  }

  /** Split into subproblems, each part keeps the whole board's group: the sums still match OEIS. */
  @ParameterizedTest
  @MethodSource("engines")
  void splitUniqueCountsMatchOeis(Engine engine, Map<String, String> options) {
    assumeRunnable(engine);
    for (int n : new int[] {5, 8, 9}) {
      Result r = engine.solve(Problem.of(n), unique(options).withThreads(2));
      assertTrue(r.note().contains("subproblems"), r.note());
      ClassicOeis.assertUniqueCount(n, r);
    }
  }

  /**
   * The lex-leader count is the number of orbits: brute force finds every solution and the group's
   * canonical form sorts them into orbits, on boards whose holes and fixed queens leave a subgroup
   * (drawn symmetric under a random symmetry), on rectangles, and on the random problems of the
   * other tests (mostly the trivial group).
   */
  @ParameterizedTest
  @MethodSource("engines")
  void lexLeadersAreOnePerOrbitOfTheProblemsOwnGroup(Engine engine, Map<String, String> options) {
    assumeRunnable(engine);
    List<Problem> problems = new ArrayList<>(symmetricProblems(61L, 40));
    problems.addAll(RandomProblems.generate(62L, 15, false, false));
    Set<Integer> orders = new HashSet<>();
    BitmaskEngine bitmask = new BitmaskEngine();
    for (Problem p : problems) {
      SymmetryGroup group = SymmetryGroup.of(p);
      orders.add(group.order());
      List<Placement> solutions = BruteForceOracle.solutions(p);
      long orbits = SymmetryOracle.fundamentalCount(p, solutions);
      for (int threads = 1; threads <= 2; threads++) {
        Result r = engine.solve(p, unique(options).withThreads(threads));
        String what = engine.name() + " " + p.describe() + " (" + group + "), threads=" + threads;
        assertEquals(Status.COMPLETE, r.status(), what);
        assertEquals(orbits, r.unique(), what);
        assertEquals(solutions.size(), r.solutions(), what);
      }
      if (bitmask.whyUnsupported(p, unique(Map.of())) == null) {
        assertEquals(
            bitmask.solve(p, unique(Map.of())).unique(),
            engine.solve(p, unique(options)).unique(),
            "bitmask vs " + engine.name() + " on " + p.describe());
      }
    }
    assertTrue(orders.containsAll(Set.of(1, 2, 4, 8)), "groups of every order drawn: " + orders);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countsUniqueButDoesNotListIt(Engine engine, Map<String, String> options) {
    Problem p = Problem.of(8);
    assertTrue(engine.capabilities().supports(Feature.UNIQUE), "UNIQUE declared");
    assertNull(engine.whyUnsupported(p, Request.count().withSymmetry(SymmetryMode.UNIQUE)));
    for (Mode mode : new Mode[] {Mode.FIRST, Mode.ENUMERATE}) {
      String why = engine.whyUnsupported(p, Request.of(mode).withSymmetry(SymmetryMode.UNIQUE));
      assertNotNull(why, mode.name());
      assertTrue(why.contains("count --unique"), why);
    }
    assertNotNull(
        engine.whyUnsupported(Problem.of(65), Request.count().withSymmetry(SymmetryMode.UNIQUE)));
    assumeRunnable(engine);
    assertNull(
        engine.whyUnsupported(Problem.of(65), Request.count()), "only unique counts stop at 64");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aUniqueCountStopsOnTheTimeLimit(Engine engine, Map<String, String> options) {
    assumeRunnable(engine);
    Result r = engine.solve(Problem.of(30), unique(options).withTimeLimit(Duration.ofMillis(300)));
    assertEquals(Status.TIMEOUT, r.status());
    assertNotNull(r.unique());
    assertTrue(
        r.wallTime().compareTo(Duration.ofSeconds(5)) < 0,
        "time limit not honoured: " + r.wallTime());
  }

  /**
   * Problems with a nontrivial subgroup: holes (and sometimes a fixed queen) closed under a random
   * symmetry, so the group holds at least that symmetry; about one in four on a rectangle (ranks
   * fewer than files).
   */
  static List<Problem> symmetricProblems(long seed, int count) {
    Random random = new Random(seed);
    List<Problem> out = new ArrayList<>();
    while (out.size() < count) {
      boolean rectangle = random.nextInt(4) == 0;
      int rows = 4 + random.nextInt(3);
      int cols = rectangle ? rows + 1 + random.nextInt(2) : rows;
      List<BoardSymmetry.Kind> kinds =
          Stream.of(BoardSymmetry.Kind.values())
              .filter(k -> !rectangle || k.keepsRectangles())
              .toList();
      BoardSymmetry g = new BoardSymmetry(kinds.get(random.nextInt(kinds.size())), 0, 0);
      Set<Square> holes = new HashSet<>();
      for (int k = random.nextInt(3); k > 0; k--) {
        holes.add(new Square(random.nextInt(rows), random.nextInt(cols)));
      }
      Set<Square> fixed = new HashSet<>();
      if (random.nextInt(3) == 0) {
        fixed.add(new Square(random.nextInt(rows), random.nextInt(cols)));
      }
      try {
        out.add(
            Problem.builder(rows, cols)
                .holes(closure(holes, g, rows, cols))
                .fixed(closure(fixed, g, rows, cols))
                .build());
      } catch (BadInputException e) {
        // fixed queens that attack each other or stand on a hole: draw again
      }
    }
    return out;
  }

  private static Set<Square> closure(Set<Square> squares, BoardSymmetry g, int rows, int cols) {
    Set<Square> closed = new HashSet<>(squares);
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Square s : List.copyOf(closed)) {
        grew |= closed.add(g.apply(s, rows, cols));
      }
    }
    return closed;
  }
}
