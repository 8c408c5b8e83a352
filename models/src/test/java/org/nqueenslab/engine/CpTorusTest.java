package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.choco.ChocoEngine;
import org.nqueenslab.cpsat.CpSatEngine;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Toroidal boards in the two CP engines (issue 7): counts against OEIS A051906, enumerations through the verifier
 * and equal to the bitmask engine's, with holes and fixed queens, split across threads, and {@code --unique}
 * refused in one line. Figures come from OEIS or the bitmask engine, never from the engine under test.
 */
class CpTorusTest {

  static Stream<Engine> engines() {
    return Stream.of(new ChocoEngine(), new CpSatEngine());
  }

  private static void needsEngine(Engine engine) {
    // CP-SAT needs its native library; without it the engine says so and cannot be run
    assumeTrue(engine.whyUnsupported(Problem.builder(5).torus(true).build(), Request.count()) == null,
        () -> engine.whyUnsupported(Problem.builder(5).torus(true).build(), Request.count()));
  }

  private static Problem torus(int n) {
    return Problem.builder(n).torus(true).build();
  }

  private static long a051906(int n) {
    return ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow().count();
  }

  /** Choco counts the 13 x 13 torus in a few tenths of a second, CP-SAT in about 1.5 s: n = 13 is slow for it. */
  private static int fastLimit(Engine engine) {
    return engine instanceof CpSatEngine ? 12 : 13;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countsMatchA051906(Engine engine) {
    needsEngine(engine);
    for (int n = 1; n <= fastLimit(engine); n++) {
      assertCountMatchesA051906(engine, n);
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @MethodSource("engines")
  void longCountsMatchA051906(Engine engine) {
    needsEngine(engine);
    for (int n = fastLimit(engine) + 1; n <= 13; n++) {
      assertCountMatchesA051906(engine, n);
    }
  }

  private static void assertCountMatchesA051906(Engine engine, int n) {
    Result r = engine.solve(torus(n), Request.count());
    assertEquals(Status.COMPLETE, r.status(), engine.name() + " n=" + n);
    assertEquals(a051906(n), r.solutions(), engine.name() + " torus n=" + n + " vs A051906");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void enumerationIsValidAndEqualsTheBitmaskEnginesOnToriWithHolesAndFixedQueens(Engine engine) {
    needsEngine(engine);
    BitmaskEngine reference = new BitmaskEngine();
    List<Problem> problems = new ArrayList<>();
    problems.add(torus(7));
    problems.add(torus(11));
    problems.add(Problem.builder(7).torus(true).holes("a1", "d4", "g2").build());
    problems.add(Problem.builder(7).torus(true).fixed("c1").build());
    problems.add(Problem.builder(11).torus(true).fixed("a1", "c2").holes("e3", "k11").build());
    problems.add(Problem.builder(11).torus(true).holes("a1", "b1", "c1", "d1", "e1").build());
    problems.add(Problem.builder(8).torus(true).holes("a1").build()); // no solution: gcd(8, 6) = 2
    int withSolutions = 0;
    for (Problem p : problems) {
      List<Placement> expected = new ArrayList<>();
      assertEquals(Status.COMPLETE, reference.solve(p, Request.enumerate(expected::add)).status());
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.enumerate(got::add));
      assertEquals(Status.COMPLETE, r.status(), engine.name() + " on " + p.describe());
      got.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(new HashSet<>(expected), new HashSet<>(got), engine.name() + " on " + p.describe());
      assertEquals(expected.size(), got.size(), engine.name() + " repeated a solution on " + p.describe());
      assertEquals(got.size(), r.solutions(), engine.name() + " on " + p.describe());
      Result counted = engine.solve(p, Request.count());
      assertEquals(expected.size(), counted.solutions(), engine.name() + " counts otherwise on " + p.describe());
      withSolutions += expected.isEmpty() ? 0 : 1;
    }
    assertTrue(withSolutions >= 5, "the problems should mostly have solutions: " + withSolutions);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void randomSmallToriAgreeWithBitmaskCounts(Engine engine) {
    needsEngine(engine);
    BitmaskEngine reference = new BitmaskEngine();
    for (Problem p : RandomProblems.generate(2026L, 40, false, true)) {
      if (!p.torus()) {
        continue;
      }
      assertNull(engine.whyUnsupported(p, Request.count()), p.describe());
      assertEquals(reference.solve(p, Request.count()).solutions(), engine.solve(p, Request.count()).solutions(),
          engine.name() + " on " + p.describe());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void twoThreadsSplitATorusCount(Engine engine) {
    needsEngine(engine);
    for (Problem p : List.of(torus(11), Problem.builder(11).torus(true).holes("f6", "a3").build())) {
      long expected = new BitmaskEngine().solve(p, Request.count()).solutions();
      Result r = engine.solve(p, Request.count().withThreads(2));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(expected, r.solutions(), engine.name() + " on " + p.describe());
      assertTrue(r.note().startsWith("split into"), r.note());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFirstSolutionOnATorusIsValid(Engine engine) {
    needsEngine(engine);
    for (int n : new int[] {5, 13, 25}) {
      Problem p = torus(n);
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.first().withOnSolution(got::add));
      assertEquals(Status.LIMIT_REACHED, r.status(), engine.name() + " n=" + n);
      assertEquals(1, got.size());
      Verifier.requireValid(p, got.get(0));
    }
    Result none = engine.solve(torus(12), Request.first());
    assertEquals(Status.COMPLETE, none.status());
    assertEquals(0, none.solutions());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void uniqueOnATorusIsRefusedInOneLine(Engine engine) {
    Request unique = Request.count().withSymmetry(SymmetryMode.UNIQUE);
    String why = engine.whyUnsupported(torus(7), unique);
    assertNotNull(why);
    assertFalse(why.contains("\n"), why);
    assertTrue(why.contains("torus") && why.contains(engine.name()), why);
    if (engine.whyUnsupported(Problem.of(7), Request.count()) == null) {
      assertNull(engine.whyUnsupported(Problem.of(7), unique), "a plain board still counts --unique");
    }
  }
}
