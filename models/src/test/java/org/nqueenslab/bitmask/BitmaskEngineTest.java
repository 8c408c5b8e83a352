package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
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
      assertTrue(r.statistics().nodes() > 0);
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {13, 14, 15, 16})
  void longCountsMatchA000170(int n) {
    Result r = engine.solve(Problem.of(n), Request.count().withThreads(Runtime.getRuntime().availableProcessors()));
    assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
  }

  @ParameterizedTest
  @ValueSource(ints = {32, 33, 63, 64})
  void findsAFirstSolutionOnWideBoards(int n) {
    java.util.List<org.nqueenslab.problem.Placement> got = new java.util.ArrayList<>();
    Result r = engine.solve(Problem.of(n), Request.first().withOnSolution(got::add)
        .withTimeLimit(java.time.Duration.ofSeconds(20)));
    if (r.status() != Status.TIMEOUT) {
      assertEquals(1, got.size());
      org.nqueenslab.problem.Verifier.requireValid(Problem.of(n), got.get(0));
    }
  }
}
