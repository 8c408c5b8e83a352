package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.choco.ChocoEngine;
import org.nqueenslab.cpsat.CpSatEngine;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.symmetry.SymmetryGroup;
import org.nqueenslab.variant.FreePawns;

/**
 * The Boolean board models of the two CP engines (issue 7): pawns, other numbers of queens and more
 * ranks than files. Free pawns against OEIS A103330/A103331 (one pawn) and A129551/A129552 (two),
 * every other figure from the bitmask engine (its solution sets, reduced to orbits by the problem's
 * group for unique counts); every solution through the verifier. Never a figure from the engine
 * under test.
 */
class CpPawnsTest {

  static Stream<Engine> engines() {
    return Stream.of(new ChocoEngine(), new CpSatEngine());
  }

  private static void needsEngine(Engine engine) {
    // CP-SAT needs its native library; without it the engine says so and cannot be run
    Problem p = Problem.builder(5).pawns("c3").queens(6).build();
    assumeTrue(
        engine.whyUnsupported(p, Request.count()) == null,
        () -> engine.whyUnsupported(p, Request.count()));
  }

  static Stream<Arguments> freePawnFamilies() {
    List<Arguments> cases = new ArrayList<>();
    for (Engine engine : engines().toList()) {
      for (int n = 6; n <= 9; n++) {
        cases.add(Arguments.of(engine, n, 1));
      }
      for (int n = 7; n <= 9; n++) {
        cases.add(Arguments.of(engine, n, 2));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}: {2} free pawn(s), n = {1}")
  @MethodSource("freePawnFamilies")
  void freePawnCountsMatchOeis(Engine engine, int n, int k) {
    needsEngine(engine);
    assertFreePawnsMatchOeis(engine, n, k);
  }

  @Tag("slow")
  @ParameterizedTest
  @MethodSource("engines")
  void longerFreePawnCountsMatchOeis(Engine engine) {
    needsEngine(engine);
    assertFreePawnsMatchOeis(engine, 10, 1);
    assertFreePawnsMatchOeis(engine, 11, 1);
    assertFreePawnsMatchOeis(engine, 10, 2);
    assertFreePawnsMatchOeis(engine, 9, 3);
  }

  private static void assertFreePawnsMatchOeis(Engine engine, int n, int k) {
    ReferenceCount oeis = ReferenceCounts.find(ReferenceCounts.PAWNS, n, k).orElseThrow();
    FreePawns family = new FreePawns(n, k);
    Result plain = family.count(engine, Request.count());
    assertEquals(Status.COMPLETE, plain.status());
    assertEquals(oeis.count(), plain.solutions(), engine.name() + " " + oeis.source() + " n=" + n);
    Result unique = family.count(engine, Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertEquals(Status.COMPLETE, unique.status());
    assertEquals(
        oeis.fundamental(),
        unique.unique(),
        engine.name() + " " + oeis.source() + " unique n=" + n);
    assertEquals(
        oeis.count(), unique.solutions(), engine.name() + " total from the orbits, n=" + n);
  }

  /**
   * Enumerations equal the bitmask engine's, every solution verified, and counts equal
   * enumerations: pawns (plain and toroidal), fewer queens than ranks, more ranks than files, holes
   * and placed queens.
   */
  @ParameterizedTest
  @MethodSource("engines")
  void enumerationsEqualTheBitmaskEnginesAndPassTheVerifier(Engine engine) {
    needsEngine(engine);
    List<Problem> problems =
        List.of(
            Problem.builder(8)
                .pawns("d4")
                .queens(9)
                .build(), // the nine queens of examples/nine-queens-one-pawn.txt
            Problem.builder(8).pawns("c3", "f6").queens(10).holes("a8").build(),
            Problem.builder(7).pawns("d4").queens(8).fixed("a1").build(),
            Problem.builder(7).torus(true).pawns("d4").queens(7).build(),
            Problem.builder(8).queens(7).build(), // fewer queens than ranks
            Problem.builder(7).queens(5).holes("d4", "a1").build(),
            Problem.builder(6).torus(true).queens(4).build(),
            Problem.builder(9, 6).build(), // more ranks than files: a queen on every file
            Problem.builder(5, 8).queens(4).pawns("d3").build(),
            Problem.builder(4).queens(5).build()); // no solution
    BitmaskEngine reference = new BitmaskEngine();
    for (Problem p : problems) {
      List<Placement> expected = new ArrayList<>();
      assertEquals(Status.COMPLETE, reference.solve(p, Request.enumerate(expected::add)).status());
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.enumerate(got::add));
      String what = engine.name() + " on " + p.describe();
      assertEquals(Status.COMPLETE, r.status(), what);
      got.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(new HashSet<>(expected), new HashSet<>(got), what);
      assertEquals(
          expected.size(), got.size(), engine.name() + " repeated a solution on " + p.describe());
      assertEquals(got.size(), r.solutions(), what);
      assertEquals(
          expected.size(),
          engine.solve(p, Request.count()).solutions(),
          engine.name() + " counts " + what);
    }
  }

  /**
   * Unique counts are the orbits of the bitmask engine's solutions under the problem's own group.
   */
  @ParameterizedTest
  @MethodSource("engines")
  void uniqueCountsAreTheOrbitsUnderTheGroupThatFixesThePawns(Engine engine) {
    needsEngine(engine);
    List<Problem> problems =
        List.of(
            Problem.builder(9).pawns("e5").queens(10).build(), // a central pawn: all 8 symmetries
            Problem.builder(8)
                .pawns("d4", "e5")
                .queens(10)
                .build(), // the diagonal, its mirror and the half turn
            Problem.builder(8).pawns("d4", "e5", "d5", "e4").queens(11).build(),
            Problem.builder(8).pawns("c3").queens(9).build(), // the diagonal reflection only
            Problem.builder(7).queens(6).build(), // fewer queens, the whole square's group
            Problem.builder(5)
                .torus(true)
                .pawns("c3")
                .queens(6)
                .build(), // a torus: what fixes the pawn
            Problem.builder(5).torus(true).queens(4).build(), // a torus: all 200 symmetries
            Problem.builder(8, 5).build()); // more ranks than files: the rectangle's 4 symmetries
    BitmaskEngine reference = new BitmaskEngine();
    Set<Integer> orders = new HashSet<>();
    for (Problem p : problems) {
      SymmetryGroup group = SymmetryGroup.of(p);
      orders.add(group.order());
      List<Placement> solutions = new ArrayList<>();
      reference.solve(p, Request.enumerate(solutions::add));
      Set<Placement> orbits = new HashSet<>();
      solutions.forEach(s -> orbits.add(group.canonical(s)));
      for (int threads = 1; threads <= 2; threads++) {
        Result r =
            engine.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE).withThreads(threads));
        String what =
            engine.name()
                + " on "
                + p.describe()
                + " ("
                + group.order()
                + " symmetries), threads="
                + threads;
        assertEquals(Status.COMPLETE, r.status(), what);
        assertEquals(orbits.size(), r.unique(), what);
        assertEquals(solutions.size(), r.solutions(), what);
      }
    }
    assertTrue(orders.containsAll(Set.of(2, 4, 8, 200)), "groups drawn: " + orders);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void twoThreadsSplitACountWithPawnsBySegments(Engine engine) {
    needsEngine(engine);
    for (Problem p :
        List.of(
            Problem.builder(9).pawns("e5").queens(10).build(),
            Problem.builder(9).queens(7).build())) {
      Result r = engine.solve(p, Request.count().withThreads(2));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(
          new BitmaskEngine().solve(p, Request.count()).solutions(), r.solutions(), p.describe());
      assertTrue(r.note().startsWith("split into"), r.note());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void firstSolutionsAreVerifiedOrProvablyAbsent(Engine engine) {
    needsEngine(engine);
    for (Problem p :
        List.of(
            Problem.builder(8).pawns("d4").queens(9).build(),
            Problem.builder(30).pawns("o15").queens(31).build(),
            Problem.builder(20).queens(15).holes("j10").build())) {
      List<Placement> got = new ArrayList<>();
      Result r =
          engine.solve(
              p, Request.first().withOnSolution(got::add).withTimeLimit(Duration.ofSeconds(30)));
      assertEquals(Status.LIMIT_REACHED, r.status(), engine.name() + " on " + p.describe());
      assertEquals(1, got.size());
      Verifier.requireValid(p, got.get(0));
    }
    Result none =
        engine.solve(
            Problem.builder(5).queens(6).build(), Request.first()); // 6 queens on 5 x 5: none
    assertEquals(Status.COMPLETE, none.status());
    assertEquals(0, none.solutions());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void limitsAndCancellationStopABoardSearch(Engine engine) {
    needsEngine(engine);
    Problem hard = Problem.builder(16).pawns("h8").queens(17).build();
    Result timed = engine.solve(hard, Request.count().withTimeLimit(Duration.ofMillis(300)));
    assertEquals(Status.TIMEOUT, timed.status());
    assertTrue(
        timed.wallTime().compareTo(Duration.ofSeconds(4)) < 0, "stopped late: " + timed.wallTime());
    Cancellation cancelled = new Cancellation();
    cancelled.cancel();
    assertEquals(
        Status.INTERRUPTED,
        engine.solve(hard, Request.count().withCancellation(cancelled)).status());
    List<Placement> got = new ArrayList<>();
    Result limited = engine.solve(hard, Request.enumerate(got::add).withSolutionLimit(3));
    assertEquals(Status.LIMIT_REACHED, limited.status());
    assertEquals(3, got.size());
    got.forEach(s -> Verifier.requireValid(hard, s));
    assertNotNull(limited.statistics());
    assertTrue(
        limited
            .statistics()
            .asMap()
            .containsKey(engine instanceof CpSatEngine ? Statistics.BRANCHES : Statistics.NODES),
        limited.statistics().toString());
  }
}
