package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * The bitmask engine's search over line segments (pawns, other queen counts, rectangles, tori with
 * pawns) against the tests' brute-force counter, which shares no code with it; every solution
 * passes the verifier.
 */
class SegmentSearchTest {
  private final BitmaskEngine engine = new BitmaskEngine();

  private void agreesWithBruteForce(Problem p) {
    List<Placement> got = new ArrayList<>();
    Result r = engine.solve(p, Request.enumerate(got::add));
    assertEquals(Status.COMPLETE, r.status(), p.describe());
    got.forEach(s -> Verifier.requireValid(p, s));
    List<Placement> expected = BruteForceOracle.solutions(p);
    assertEquals(new HashSet<>(expected), new HashSet<>(got), p.describe());
    assertEquals(expected.size(), got.size(), "repeats on " + p.describe());
    assertEquals(
        expected.size(), engine.solve(p, Request.count()).solutions(), "count on " + p.describe());
  }

  @Test
  void randomPawnProblemsPlainAndToroidal() {
    int tori = 0;
    for (Problem p : RandomProblems.generate(20261122L, 60, true, true)) {
      agreesWithBruteForce(p);
      tori += p.torus() && !p.pawns().isEmpty() ? 1 : 0;
    }
    assertTrue(tori >= 10, "too few tori with pawns drawn: " + tori);
  }

  @Test
  void twoThreadsCountTheSameAsBruteForce() {
    for (Problem p : RandomProblems.generate(11L, 30, true, true)) {
      Result r = engine.solve(p, Request.count().withThreads(2));
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      assertEquals(BruteForceOracle.count(p), r.solutions(), "2 threads on " + p.describe());
    }
    Problem ninePlusOne = Problem.builder(8).pawns("d4").queens(9).build();
    assertEquals(
        BruteForceOracle.count(ninePlusOne),
        engine.solve(ninePlusOne, Request.count().withThreads(2)).solutions());
  }

  @Test
  void pawnsOnEveryKindOfSquare() {
    // Border, corner and centre pawns; pawns side by side; a pawn cutting a rank in two on the
    // torus.
    agreesWithBruteForce(Problem.builder(6).pawns("a1").queens(6).build());
    agreesWithBruteForce(Problem.builder(6).pawns("c1", "d1").queens(7).build());
    agreesWithBruteForce(Problem.builder(6).pawns("c3").queens(7).build());
    agreesWithBruteForce(Problem.builder(6).pawns("c3", "d4").queens(8).build());
    agreesWithBruteForce(Problem.builder(7).torus(true).pawns("d4").queens(7).build());
    agreesWithBruteForce(Problem.builder(7).torus(true).pawns("a4", "d4").queens(8).build());
    agreesWithBruteForce(
        Problem.builder(5).torus(true).pawns("c3").holes("a1").fixed("e2").queens(5).build());
  }

  @Test
  void fewerQueensThanRanksAndRectangles() {
    agreesWithBruteForce(Problem.builder(6).queens(3).build());
    agreesWithBruteForce(Problem.builder(5).queens(1).build());
    agreesWithBruteForce(Problem.builder(4, 7).build());
    agreesWithBruteForce(Problem.builder(7, 4).build());
    agreesWithBruteForce(Problem.builder(5, 6).pawns("c3").queens(6).build());
    agreesWithBruteForce(Problem.builder(6, 5).holes("b2").fixed("a1").queens(4).build());
    agreesWithBruteForce(
        Problem.builder(6).fixed("a1", "c2").queens(2).build()); // only the fixed queens
  }

  @Test
  void uniqueCountsAreOrbitsUnderTheGroupThatFixesThePawns() {
    for (Problem p : RandomProblems.generate(3L, 20, true, true)) {
      SymmetryGroup group = SymmetryGroup.of(p);
      Set<Placement> orbits = new HashSet<>();
      BruteForceOracle.solutions(p).forEach(s -> orbits.add(group.canonical(s)));
      Result r = engine.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(orbits.size(), r.unique(), p.describe());
      assertEquals(BruteForceOracle.count(p), r.solutions(), p.describe());
    }
  }

  @Test
  void firstSolutionAndSolutionLimit() {
    Problem ninePlusOne = Problem.builder(8).pawns("d4").queens(9).build();
    List<Placement> got = new ArrayList<>();
    Result first = engine.solve(ninePlusOne, Request.first().withOnSolution(got::add));
    assertEquals(Status.LIMIT_REACHED, first.status());
    assertEquals(1, got.size());
    Verifier.requireValid(ninePlusOne, got.get(0));
    got.clear();
    Result some = engine.solve(ninePlusOne, Request.enumerate(got::add).withSolutionLimit(3));
    assertEquals(Status.LIMIT_REACHED, some.status());
    assertEquals(3, got.size());
    got.forEach(s -> Verifier.requireValid(ninePlusOne, s));
    Problem impossible =
        Problem.builder(8).pawns("a1").queens(9).build(); // a corner pawn cuts no line in two
    assertEquals(Status.COMPLETE, engine.solve(impossible, Request.first()).status());
    assertEquals(0, engine.solve(impossible, Request.count()).solutions());
  }

  @Test
  void stopsOnTimeAndWhenCancelled() {
    Problem big = Problem.builder(24).pawns("l12", "m13").queens(25).build();
    Result timed = engine.solve(big, Request.count().withTimeLimit(Duration.ofMillis(200)));
    assertEquals(Status.TIMEOUT, timed.status());
    assertTrue(timed.wallTime().toMillis() < 3000, "time limit not honoured: " + timed.wallTime());
    Cancellation cancelled = new Cancellation();
    cancelled.cancel();
    assertEquals(
        Status.INTERRUPTED,
        engine.solve(big, Request.count().withCancellation(cancelled)).status());
  }

  @Test
  void wideBoardsUseAllSixtyFourBits() {
    // File 63 ("bl") is the sign bit of the masks; a pawn next to it cuts its rank.
    agreesWithBruteForce(Problem.builder(2, 64).pawns("bk1", "af2").queens(3).build());
    agreesWithBruteForce(Problem.builder(2, 64).pawns("bk2").holes("bl1").queens(2).build());
  }
}
