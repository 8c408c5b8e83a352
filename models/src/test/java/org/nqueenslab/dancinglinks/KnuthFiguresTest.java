package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;

/**
 * Faithfulness to Knuth's DLX1: with organ-pipe order and MRV-leftmost branching our search is his,
 * so the statistics are his published figures for DLX1 on this encoding (the table). A
 * parallel count splits the same search into parts, and its figures must add up to the same totals.
 */
class KnuthFiguresTest {
  @ParameterizedTest
  @CsvSource({"8, 92, 1049, 16680", "12, 14200, 211716, 3594752"})
  void reproducesDlx1NodesAndUpdatesOnOneAndSeveralThreads(
      int n, long solutions, long nodes, long updates) {
    for (int threads = 1; threads <= 3; threads++) {
      Result r = new DlxEngine().solve(Problem.of(n), Request.count().withThreads(threads));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(solutions, r.solutions(), threads + " threads");
      assertEquals(nodes, r.statistics().get(Statistics.NODES), "nodes on " + threads + " threads");
      assertEquals(
          updates, r.statistics().get(Statistics.UPDATES), "updates on " + threads + " threads");
    }
  }
}
