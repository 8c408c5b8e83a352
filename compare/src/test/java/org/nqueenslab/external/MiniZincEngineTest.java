package org.nqueenslab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The minizinc engine against the published counts; every solution it prints passes the verifier
 * (issue 20).
 */
class MiniZincEngineTest {
  private static final MiniZincEngine ENGINE = new MiniZincEngine();

  @BeforeAll
  static void needsMiniZinc() {
    assumeTrue(
        ENGINE.whyUnsupported(Problem.of(4), Request.count()) == null,
        "minizinc is not installed (apt-get install minizinc): skipping the minizinc engine's tests");
  }

  /** Enumerates, verifies each solution and checks there is no repeat; returns the count. */
  private static Result enumerate(Problem p) {
    Set<Placement> seen = new HashSet<>();
    Result r =
        ENGINE.solve(
            p,
            Request.enumerate(
                s -> {
                  Verifier.requireValid(p, s);
                  assertTrue(seen.add(s), "repeated solution " + s);
                }));
    assertEquals(Status.COMPLETE, r.status(), p.describe());
    assertEquals(seen.size(), r.solutions(), p.describe());
    return r;
  }

  @Test
  void classicBoardsMatchA000170AndA002562() {
    for (int n = 1; n <= 8; n++) {
      ReferenceCount published = ReferenceCounts.standard(n).orElseThrow();
      assertEquals(published.count(), enumerate(Problem.of(n)).solutions(), "n = " + n);
      Result unique =
          ENGINE.solve(Problem.of(n), Request.count().withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(published.fundamental(), unique.unique(), "unique, n = " + n);
      assertEquals(published.count(), unique.solutions(), "total from the orbits, n = " + n);
    }
  }

  @Test
  void toriMatchA051906() {
    for (int n = 1; n <= 11; n++) {
      long published =
          ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow().count();
      assertEquals(
          published,
          enumerate(Problem.builder(n).torus(true).build()).solutions(),
          "torus n = " + n);
    }
  }

  @Test
  void nineQueensAndOnePawnHaveTenSolutions() {
    Problem p = Problem.builder(8).pawns("d4").queens(9).build();
    assertEquals(10, enumerate(p).solutions());
    // the engine leaves such unique counts to others (one process per problem is slow for
    // families), but the model that export --to minizinc --unique writes states them: 5 classes
    // under
    // the 2 symmetries that fix d4
    assertEquals(5, ENGINE.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE)).unique());
  }

  /**
   * Holes, placed queens, rectangles, fewer queens, pawns on a torus: as the bitmask engine counts
   * them.
   */
  @Test
  void variantsAgreeWithTheReferenceEngine() {
    List<Problem> problems =
        List.of(
            Problem.builder(8).holes("d4", "e5", "d5", "e4").build(),
            Problem.builder(8).fixed("d8", "e3").build(),
            Problem.builder(6, 8).build(),
            Problem.builder(8, 6).build(),
            Problem.builder(7).queens(5).build(),
            Problem.builder(7).torus(true).pawns("c3").queens(7).build(),
            Problem.builder(6).pawns("b2", "e5").queens(7).holes("a6").build());
    for (Problem p : List.of(problems.toArray(new Problem[0]))) {
      long expected = new BitmaskEngine().solve(p, Request.count()).solutions();
      assertEquals(expected, enumerate(p).solutions(), p.describe());
      if (!p.torus() && p.hasOneQueenPerRank()) {
        Result unique = ENGINE.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE));
        Result reference =
            new BitmaskEngine().solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE));
        assertEquals(reference.unique(), unique.unique(), "unique, " + p.describe());
      }
    }
  }

  @Test
  void firstFindsOneValidSolution() {
    Problem p = Problem.of(30);
    Placement[] found = new Placement[1];
    Result r = ENGINE.solve(p, Request.first().withOnSolution(s -> found[0] = s));
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(1, r.solutions());
    assertNotNull(found[0]);
    Verifier.requireValid(p, found[0]);
  }

  /**
   * A first solution taken before the stop is the answer asked for: a limit or Ctrl-C that comes
   * while the solver is being stopped does not make it partial (it read TIMEOUT or FOUND by chance,
   * exit 4 or 0, for the same printed and verified solution).
   */
  @Test
  void aFirstSolutionTakenBeforeTheStopIsFound() {
    Problem p = Problem.of(12);
    Cancellation cancel = new Cancellation();
    List<Placement> found = new ArrayList<>();
    Result r =
        ENGINE.solve(
            p,
            Request.first()
                .withCancellation(cancel)
                .withOnSolution(
                    s -> {
                      found.add(s);
                      cancel.cancel(); // as Ctrl-C just after the solution came
                      try {
                        Thread.sleep(200); // the watchdog, which polls every 20 ms, sees it
                      } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                      }
                    }));
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(1, found.size());
    Verifier.requireValid(p, found.get(0));
  }

  @Test
  void aTimeLimitStopsTheProcessWithAPartialCount() {
    long start = System.nanoTime();
    Result r = ENGINE.solve(Problem.of(16), Request.count().withTimeLimit(Duration.ofMillis(700)));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.solutions() < 14_772_512, "a partial count: " + r.solutions());
    assertTrue(seconds < 5, "stopped promptly: " + seconds + " s");
  }

  @Test
  void cancellingStopsTheProcess() {
    Cancellation cancel = new Cancellation();
    Result r =
        ENGINE.solve(
            Problem.of(16),
            Request.of(Mode.ENUMERATE)
                .withCancellation(cancel)
                .withOnSolution(s -> cancel.cancel()));
    assertEquals(Status.INTERRUPTED, r.status());
    assertTrue(r.solutions() >= 1, "what was found before is kept: " + r.solutions());
  }

  @Test
  void aSolutionLimitStopsAtTheLimit() {
    Result r = ENGINE.solve(Problem.of(10), Request.enumerate(s -> {}).withSolutionLimit(7));
    assertEquals(Status.LIMIT_REACHED, r.status());
    assertEquals(7, r.solutions());
  }
}
