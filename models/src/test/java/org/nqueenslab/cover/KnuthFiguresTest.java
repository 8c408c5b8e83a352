package org.nqueenslab.cover;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;

/**
 * Faithfulness to Knuth's DLX1: with organ-pipe order and MRV-leftmost branching our search is his, so the
 * statistics are his published figures for DLX1 on this encoding (the table).
 */
class KnuthFiguresTest {
  @ParameterizedTest
  @CsvSource({"8, 92, 1049, 16680", "12, 14200, 211716, 3594752"})
  void reproducesDlx1NodesAndUpdates(int n, long solutions, long nodes, long updates) {
    Result r = new DlxEngine().solve(Problem.of(n), Request.count());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(solutions, r.solutions());
    assertEquals(nodes, r.statistics().get(Statistics.NODES), "nodes");
    assertEquals(updates, r.statistics().get(Statistics.UPDATES), "updates");
  }
}
