package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

class BitmaskEngineTest {
  private final BitmaskEngine engine = new BitmaskEngine();

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void countsOnOneAndTwoThreadsMatchA000170(int n) {
    long published = ReferenceCounts.standard(n).orElseThrow().count();
    for (int threads = 1; threads <= 2; threads++) {
      Result r = engine.solve(Problem.of(n), Request.count().withThreads(threads));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(published, r.solutions(), "n=" + n + " threads=" + threads);
      assertTrue(n < 4 || r.statistics().nodes() > 0);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
  void torusCountsMatchA051906AndA053994(int n) {
    Problem torus = Problem.builder(n).torus(true).build();
    org.nqueenslab.reference.ReferenceCount published =
        ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow();
    for (int threads = 1; threads <= 2; threads++) {
      Result r = engine.solve(torus, Request.count().withThreads(threads));
      assertEquals(published.count(), r.solutions(), "A051906 n=" + n + " threads=" + threads);
    }
    Result unique =
        engine.solve(
            torus, Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE));
    assertEquals(published.fundamental(), unique.unique(), "A053994 n=" + n);
    assertEquals(published.count(), unique.solutions(), "A051906 n=" + n);
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {13, 14, 15, 16})
  void longCountsMatchA000170(int n) {
    Result r =
        engine.solve(
            Problem.of(n), Request.count().withThreads(Runtime.getRuntime().availableProcessors()));
    assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
  }

  @ParameterizedTest
  @ValueSource(ints = {20, 25, 33})
  void findsAFirstSolutionOnWiderBoards(int n) {
    java.util.List<org.nqueenslab.problem.Placement> got = new java.util.ArrayList<>();
    Result r = engine.solve(Problem.of(n), Request.first().withOnSolution(got::add));
    assertEquals(Status.LIMIT_REACHED, r.status());
    org.nqueenslab.problem.Verifier.requireValid(Problem.of(n), got.get(0));
  }

  /** 64 files need every bit of a long: complete a 64 x 64 board whose first 56 ranks are given. */
  @Test
  void usesAllSixtyFourBitsOfTheMasks() {
    int n =
        64; // n mod 6 = 4: odd files on the lower half, even files on the upper half is a solution
    java.util.List<org.nqueenslab.problem.Square> fixed = new java.util.ArrayList<>();
    for (int r = 0; r < 56; r++) {
      fixed.add(new org.nqueenslab.problem.Square(r, r < n / 2 ? 2 * r + 1 : 2 * (r - n / 2)));
    }
    Problem p = Problem.builder(n).fixed(fixed).build();
    java.util.List<org.nqueenslab.problem.Placement> got = new java.util.ArrayList<>();
    Result r = engine.solve(p, Request.enumerate(got::add));
    assertEquals(Status.COMPLETE, r.status());
    assertTrue(got.size() >= 1);
    got.forEach(s -> org.nqueenslab.problem.Verifier.requireValid(p, s));
  }

  @Test
  void honoursTheTimeLimitOnHardFirstSolutions() {
    Result r =
        engine.solve(
            Problem.of(64), Request.first().withTimeLimit(java.time.Duration.ofMillis(300)));
    assertTrue(r.status() == Status.TIMEOUT || r.status() == Status.LIMIT_REACHED);
    assertTrue(r.wallTime().toMillis() < 5000, "time limit not honoured: " + r.wallTime());
  }
}
