package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The contract every registered engine inherits: counts against OEIS A000170, every enumerated or
 * first solution through the verifier, no repeats, zero solutions as a normal answer, time limits
 * honoured, and agreement with a brute-force counter on random small problems with holes and fixed
 * queens.
 */
class EngineContractTest {
  /**
   * Per board size: an engine slower than this is reported as timed out and larger sizes are not
   * tried.
   */
  private static final Duration PER_SIZE = Duration.ofSeconds(3);

  static Stream<Engine> engines() {
    return Engines.all().stream();
  }

  private static boolean supports(Engine e, Problem p, Request r) {
    return e.whyUnsupported(p, r) == null;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countsMatchOeisA000170(Engine engine) {
    Request request = Request.count().withTimeLimit(PER_SIZE);
    assumeTrue(supports(engine, Problem.of(8), request), engine.name() + " does not count");
    for (int n = 1; n <= 12; n++) {
      Problem p = Problem.of(n);
      if (!supports(engine, p, request)) {
        continue;
      }
      long published = ReferenceCounts.standard(n).orElseThrow().count();
      Result r = engine.solve(p, request);
      assertNotNull(r.statistics());
      if (r.status() == Status.TIMEOUT) {
        assertTrue(
            r.solutions() <= published, engine.name() + " n=" + n + " counted more than exist");
        assertTrue(
            r.wallTime().compareTo(PER_SIZE.plusSeconds(5)) < 0,
            "time limit not honoured: " + r.wallTime());
        break; // larger boards will not finish either
      }
      assertEquals(Status.COMPLETE, r.status(), engine.name() + " n=" + n);
      assertEquals(published, r.solutions(), engine.name() + " n=" + n + " vs A000170");
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void enumeratedSolutionsAreValidAndDistinct(Engine engine) {
    for (int n = 1; n <= 8; n++) {
      Problem p = Problem.of(n);
      List<Placement> got = new ArrayList<>();
      Request request = Request.enumerate(got::add).withTimeLimit(PER_SIZE);
      assumeTrue(supports(engine, p, request), engine.name() + " does not enumerate");
      Result r = engine.solve(p, request);
      if (r.status() == Status.TIMEOUT) {
        break;
      }
      assertEquals(Status.COMPLETE, r.status());
      for (Placement s : got) {
        Verifier.requireValid(p, s);
      }
      assertEquals(
          got.size(), new HashSet<>(got).size(), engine.name() + " repeated a solution for n=" + n);
      assertEquals(
          ReferenceCounts.standard(n).orElseThrow().count(), got.size(), engine.name() + " n=" + n);
      assertEquals(got.size(), r.solutions());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void firstSolutionIsValidOrProvablyAbsent(Engine engine) {
    int supported = 0;
    int checked = 0;
    for (int n : new int[] {1, 2, 3, 4, 5, 6, 8, 10, 12, 20}) {
      Problem p = Problem.of(n);
      List<Placement> got = new ArrayList<>();
      Request request =
          Request.first().withOnSolution(got::add).withTimeLimit(Duration.ofSeconds(10));
      if (!supports(engine, p, request)) {
        continue;
      }
      supported++;
      Result r = engine.solve(p, request);
      if (r.status() == Status.TIMEOUT) {
        continue;
      }
      checked++;
      if (n == 2 || n == 3) {
        // zero solutions is an answer: complete searches say so, incomplete ones (local search) may
        // time out
        assertTrue(got.isEmpty());
        assertEquals(0, r.solutions());
        continue;
      }
      assertEquals(1, got.size(), engine.name() + " n=" + n + " status " + r.status());
      Verifier.requireValid(p, got.get(0));
      assertEquals(Status.LIMIT_REACHED, r.status());
    }
    assumeTrue(supported > 0, engine.name() + " does not find first solutions");
    assertTrue(checked > 0, engine.name() + " timed out on every board");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void agreesWithBruteForceOnHolesAndFixedQueens(Engine engine) {
    agreesWithBruteForce(
        engine, RandomProblems.generate(20261122L, 25, false, false), "holes or placed queens");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void agreesWithBruteForceOnTori(Engine engine) {
    List<Problem> tori =
        RandomProblems.generate(5L, 20, false, true).stream().filter(Problem::torus).toList();
    agreesWithBruteForce(engine, tori, "tori");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void agreesWithBruteForceOnPawns(Engine engine) {
    List<Problem> pawns =
        RandomProblems.generate(7L, 40, true, true).stream()
            .filter(p -> !p.pawns().isEmpty())
            .toList();
    agreesWithBruteForce(engine, pawns, "pawns");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void agreesWithBruteForceOnPieces(Engine engine) {
    agreesWithBruteForce(engine, RandomProblems.withPieces(40L, 40), "pieces other than the queen");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void agreesWithBruteForceOnMixedPieces(Engine engine) {
    agreesWithBruteForce(
        engine, RandomProblems.withMixes(41L, 30), "several kinds of pieces at once");
  }

  /**
   * Enumerates and counts each problem the engine supports and compares with brute force. Skipped,
   * saying so, when the engine supports none of them; failed when it supports some but compared
   * none (every run timed out), so that it never passes having compared nothing.
   */
  private static void agreesWithBruteForce(Engine engine, List<Problem> problems, String feature) {
    int supported = 0;
    int compared = 0;
    for (Problem p : problems) {
      List<Placement> got = new ArrayList<>();
      Request request = Request.enumerate(got::add).withTimeLimit(PER_SIZE);
      if (!supports(engine, p, request)) {
        continue;
      }
      supported++;
      Result r = engine.solve(p, request);
      if (r.status() == Status.TIMEOUT) {
        continue;
      }
      got.forEach(s -> Verifier.requireValid(p, s));
      List<Placement> expected = BruteForceOracle.solutions(p);
      assertEquals(
          new HashSet<>(expected), new HashSet<>(got), engine.name() + " on " + p.describe());
      assertEquals(
          expected.size(), got.size(), engine.name() + " repeated a solution on " + p.describe());
      Result counted = engine.solve(p, Request.count().withTimeLimit(PER_SIZE));
      assertTrue(
          counted.status() == Status.TIMEOUT || counted.solutions() == expected.size(),
          engine.name() + " counts differently than it enumerates on " + p.describe());
      compared++;
    }
    assumeTrue(supported > 0, engine.name() + " does not support " + feature);
    assertTrue(
        compared > 0,
        engine.name() + " timed out on all " + supported + " problems with " + feature);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void honoursTheSolutionLimit(Engine engine) {
    List<Placement> got = new ArrayList<>();
    Request request = Request.enumerate(got::add).withSolutionLimit(5).withTimeLimit(PER_SIZE);
    assumeTrue(supports(engine, Problem.of(8), request), engine.name() + " does not enumerate");
    Result r = engine.solve(Problem.of(8), request);
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(5, got.size());
    got.forEach(s -> Verifier.requireValid(Problem.of(8), s));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void stopsWhenCancelled(Engine engine) {
    Cancellation cancellation = new Cancellation();
    cancellation.cancel();
    Request request = Request.count().withCancellation(cancellation);
    Problem p = Problem.of(16);
    assumeTrue(supports(engine, p, request), engine.name() + " does not count n = 16");
    Result r = engine.solve(p, request);
    assertEquals(Status.INTERRUPTED, r.status());
    assertTrue(r.solutions() < ReferenceCounts.standard(16).orElseThrow().count());
  }

  /**
   * A first-solution search stopped before it starts gives no solution and says so, on the largest
   * board of up to 10^5 ranks the engine takes: construct, which searches nothing, gave its
   * solution, FOUND, after the time limit (26 s over a limit of 10 ms at 10^9 queens).
   */
  @ParameterizedTest
  @MethodSource("engines")
  void aFirstSolutionSearchStopsWhenCancelled(Engine engine) {
    Cancellation cancellation = new Cancellation();
    cancellation.cancel();
    List<Placement> got = new ArrayList<>();
    Request request = Request.first().withOnSolution(got::add).withCancellation(cancellation);
    int n = Math.min(engine.capabilities().maxSize(), 100_000);
    Problem p = Problem.of(n);
    assumeTrue(supports(engine, p, request), engine.name() + " does not search n = " + n);
    Result r = engine.solve(p, request);
    assertEquals(Status.INTERRUPTED, r.status(), engine.name() + " on n = " + n);
    assertEquals(List.of(), got, engine.name());
  }
}
