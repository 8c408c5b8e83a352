package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

/** Somers' counter shows its progress: it showed "0 solutions so far" while it counted millions. */
class SomersEngineTest {
  @Test
  void theProgressFollowsTheCountByFirstRankSquares() {
    for (int n : new int[] {10, 11}) { // even: the left half twice; odd: and the middle square
      Progress progress = new Progress();
      Result r = new SomersEngine().solve(Problem.of(n), Request.count().withProgress(progress));
      long published = ReferenceCounts.standard(n).orElseThrow().count();
      assertEquals(published, r.solutions());
      assertEquals(published, progress.solutions(), "the solutions shown as they are found");
      assertEquals(r.statistics().get("nodes"), progress.nodes());
      assertEquals(1.0, progress.fractionDone(), "every first-rank square searched");
    }
  }
}
