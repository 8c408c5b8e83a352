package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.FilesByRankImage;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Toroidal boards in the two CP engines (issue 7): counts against OEIS A051906, enumerations
 * through the verifier and equal to the bitmask engine's, with holes and fixed queens, split across
 * threads, and {@code --unique} against OEIS A053994 (orbits under the square's symmetries and the
 * translations). Figures come from OEIS or the bitmask engine, never from the engine under test.
 */
class CpTorusTest {

  static Stream<Engine> engines() {
    return Stream.of(new ChocoEngine(), new CpSatEngine());
  }

  private static void needsEngine(Engine engine) {
    // CP-SAT needs its native library; without it the engine says so and cannot be run
    assumeTrue(
        engine.whyUnsupported(Problem.builder(5).torus(true).build(), Request.count()) == null,
        () -> engine.whyUnsupported(Problem.builder(5).torus(true).build(), Request.count()));
  }

  private static Problem torus(int n) {
    return Problem.builder(n).torus(true).build();
  }

  private static long a051906(int n) {
    return ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow().count();
  }

  /**
   * Choco counts the 13 x 13 torus in a few tenths of a second, CP-SAT in about 1.5 s: n = 13 is
   * slow for it.
   */
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
      assertEquals(
          new HashSet<>(expected), new HashSet<>(got), engine.name() + " on " + p.describe());
      assertEquals(
          expected.size(), got.size(), engine.name() + " repeated a solution on " + p.describe());
      assertEquals(got.size(), r.solutions(), engine.name() + " on " + p.describe());
      Result counted = engine.solve(p, Request.count());
      assertEquals(
          expected.size(),
          counted.solutions(),
          engine.name() + " counts otherwise on " + p.describe());
      withSolutions += expected.isEmpty() ? 0 : 1;
    }
    assertTrue(withSolutions >= 5, "the problems should mostly have solutions: " + withSolutions);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void randomSmallToriAgreeWithBitmaskCounts(Engine engine) {
    needsEngine(engine);
    BitmaskEngine reference = new BitmaskEngine();
    List<Problem> tori =
        RandomProblems.generate(2026L, 40, false, true).stream().filter(Problem::torus).toList();
    assertTrue(tori.size() >= 10, "tori drawn: " + tori.size());
    for (Problem p : tori) {
      assertNull(engine.whyUnsupported(p, Request.count()), p.describe());
      assertEquals(
          reference.solve(p, Request.count()).solutions(),
          engine.solve(p, Request.count()).solutions(),
          engine.name() + " on " + p.describe());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void twoThreadsSplitATorusCount(Engine engine) {
    needsEngine(engine);
    for (Problem p :
        List.of(torus(11), Problem.builder(11).torus(true).holes("f6", "a3").build())) {
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
  void uniqueCountsMatchA053994AndA051906(Engine engine) {
    needsEngine(engine);
    for (int n = 1; n <= uniqueFastLimit(engine); n++) {
      assertUniqueCountMatchesA053994(engine, n);
    }
  }

  /**
   * CP-SAT's presolve of the 8 n^2 lex constraints is slow (n = 11: 1.8 s, n = 13: 7.4 s, where
   * choco takes 0.1 s): its fast range stops at n = 7, the slow test goes on to 13.
   */
  private static int uniqueFastLimit(Engine engine) {
    return engine instanceof CpSatEngine ? 7 : 13;
  }

  @Tag("slow")
  @ParameterizedTest
  @MethodSource("engines")
  void longUniqueCountsMatchA053994(Engine engine) {
    needsEngine(engine);
    for (int n = uniqueFastLimit(engine) + 1; n <= 13; n++) {
      assertUniqueCountMatchesA053994(engine, n);
    }
  }

  private static void assertUniqueCountMatchesA053994(Engine engine, int n) {
    Result r = engine.solve(torus(n), Request.count().withSymmetry(SymmetryMode.UNIQUE));
    ReferenceCount published =
        ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow();
    assertEquals(Status.COMPLETE, r.status(), engine.name() + " n=" + n);
    assertEquals(
        published.fundamental(), r.unique(), engine.name() + " torus n=" + n + " vs A053994");
    assertEquals(
        published.count(),
        r.solutions(),
        engine.name() + " torus n=" + n + " total from the orbits");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void uniqueCountsOnToriWithHolesAndFixedQueensAgreeWithBitmask(Engine engine) {
    needsEngine(engine);
    BitmaskEngine reference = new BitmaskEngine();
    Request unique = Request.count().withSymmetry(SymmetryMode.UNIQUE);
    List<Problem> problems = new ArrayList<>();
    problems.add(
        Problem.builder(7).torus(true).holes("a1").build()); // the group keeps what fixes a1
    problems.add(Problem.builder(7).torus(true).holes("a1", "g7").build());
    problems.add(Problem.builder(11).torus(true).fixed("f6").build());
    problems.add(Problem.builder(11).torus(true).holes("a1", "b1").build());
    for (Problem p : problems) {
      Result expected = reference.solve(p, unique);
      for (Request request : List.of(unique, unique.withThreads(2))) {
        Result r = engine.solve(p, request);
        assertEquals(expected.unique(), r.unique(), engine.name() + " on " + p.describe());
        assertEquals(expected.solutions(), r.solutions(), engine.name() + " on " + p.describe());
      }
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void uniqueOnAHugeTorusIsRefusedInOneLine(Engine engine) {
    String why =
        engine.whyUnsupported(torus(35), Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertNotNull(why);
    assertFalse(why.contains("\n"), why);
    assertTrue(why.contains("tori up to") && why.contains(engine.name()), why);
  }

  /**
   * The translated images the lex-leader classes build, {@code q'[r] = (q1[(r - dr) mod n] + df)
   * mod n} with q1 the square symmetry's image, are the images {@link SymmetryGroup#apply} gives,
   * on every torus solution for n = 5, 7.
   */
  @org.junit.jupiter.api.Test
  void translatedImagesAgreeWithTheGroup() {
    int checked = 0;
    for (int n : new int[] {5, 7}) {
      Problem p = torus(n);
      SymmetryGroup group = SymmetryGroup.of(p);
      assertEquals(8 * n * n, group.order());
      for (Placement s : BruteForceOracle.solutions(p)) {
        for (BoardSymmetry g : group.elements()) {
          int[] q1 =
              FilesByRankImage.of(new BoardSymmetry(g.kind(), 0, 0)).apply(s.filesByRank(), n);
          int[] image = new int[n];
          for (int r = 0; r < n; r++) {
            image[r] = (q1[Math.floorMod(r - g.rankShift(), n)] + g.fileShift()) % n;
          }
          assertArrayEquals(group.apply(g, s).filesByRank(), image, g + " on " + s);
          checked++;
        }
      }
    }
    assertEquals(10 * 8 * 25 + 28 * 8 * 49, checked);
  }
}
