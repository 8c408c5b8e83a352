package org.nqueenslab.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * Knuth's estimate lands within a few standard errors of the true size of the rank-by-rank tree,
 * counted here by an independent walk that checks every pair of queens with the verifier's rules.
 */
class TreeEstimateTest {

  /** Nodes of the rank-by-rank tree: every placement of the first k free ranks, k = 0.. */
  private static long nodes(Problem p, int rank, List<Square> placed) {
    while (rank < p.rows() && hasFixed(p, rank)) {
      rank++;
    }
    long count = 1;
    if (rank == p.rows()) {
      return count;
    }
    for (int f = 0; f < p.cols(); f++) {
      Square q = new Square(rank, f);
      if (p.canHoldQueen(q) && peaceful(p, q, placed)) {
        placed.add(q);
        count += nodes(p, rank + 1, placed);
        placed.remove(placed.size() - 1);
      }
    }
    return count;
  }

  private static boolean hasFixed(Problem p, int rank) {
    return p.fixed().stream().anyMatch(s -> s.rank() == rank);
  }

  private static boolean peaceful(Problem p, Square q, List<Square> placed) {
    List<Square> all = new ArrayList<>(placed);
    all.addAll(p.fixed());
    return all.stream()
        .allMatch(s -> Verifier.attackLine(p.rows(), p.cols(), p.torus(), p.pawns(), s, q) == null);
  }

  @Test
  void theEstimateIsWithinFourStandardErrorsOfTheTrueTreeSize() {
    List<Problem> problems =
        List.of(
            Problem.of(8),
            Problem.of(10),
            Problem.builder(9).torus(true).build(),
            Problem.builder(9).holes("c3", "e5").fixed("a2").build());
    for (Problem p : problems) {
      long truth = nodes(p, 0, new ArrayList<>());
      TreeEstimate e = TreeEstimate.of(p, 20_000, 7);
      assertTrue(e.standardError() > 0, p.describe());
      assertTrue(
          Math.abs(e.nodes() - truth) < 4 * e.standardError(),
          p.describe() + ": estimate " + e + ", true " + truth);
    }
  }

  @Test
  void aTreeWithoutChoicesIsEstimatedExactly() {
    Problem full = Problem.builder(4).fixed("b1", "d2", "a3").build(); // one rank left, one square
    TreeEstimate e = TreeEstimate.of(full, 10, 1);
    assertEquals(nodes(full, 0, new ArrayList<>()), e.nodes());
    assertEquals(0, e.standardError());
  }

  /** A stop ends the probes at the next batch, and the estimate says how many ran. */
  @Test
  void aStopEndsTheProbesEarlyAndTheEstimateSaysHowManyRan() {
    org.nqueenslab.engine.Progress progress = new org.nqueenslab.engine.Progress();
    TreeEstimate stopped = TreeEstimate.of(Problem.of(12), 1_000_000, 1, () -> true, progress);
    assertEquals(1024, stopped.probes());
    assertEquals(1024 / 1e6, progress.fractionDone(), 1e-12);
    org.nqueenslab.engine.Progress all = new org.nqueenslab.engine.Progress();
    TreeEstimate whole = TreeEstimate.of(Problem.of(12), 5000, 1, () -> false, all);
    assertEquals(5000, whole.probes());
    assertEquals(1.0, all.fractionDone(), 1e-12, "every probe counted in the progress");
    // the same seed: the first 1,024 probes are the same probes
    assertEquals(
        TreeEstimate.of(Problem.of(12), 1024, 1).nodes(), stopped.nodes(), 1e-9 * stopped.nodes());
  }

  /**
   * A large board looks at its stop after every probe, since each takes long: 4 probes of n =
   * 10,000 ran a second past a count's time limit.
   */
  @Test
  void aStopOnALargeBoardEndsTheProbesAfterTheFirst() {
    org.nqueenslab.engine.Progress progress = new org.nqueenslab.engine.Progress();
    TreeEstimate stopped = TreeEstimate.of(Problem.of(300), 4, 1, () -> true, progress);
    assertEquals(1, stopped.probes());
    assertEquals(0.25, progress.fractionDone(), 1e-12);
    assertEquals(4, TreeEstimate.of(Problem.of(300), 4, 1, () -> false, progress).probes());
  }

  /**
   * A parted count of the classic board weighs its constellation parts by Knuth's estimate of the
   * counter's own search: summed, they come to the nodes the count reports searching.
   */
  @Test
  void constellationPartsWeighTheCountersOwnNodes() {
    Problem board = Problem.of(12);
    List<Part> parts = new ArrayList<>();
    for (String key : org.nqueenslab.bitmask.ConstellationParts.keys(12)) {
      parts.add(new Part("bitmask", java.util.Map.of(), false, board, key));
    }
    double sum = 0;
    for (double size : TreeEstimate.partSizes(parts, 4, () -> false)) {
      sum += size;
    }
    long nodes =
        new org.nqueenslab.bitmask.BitmaskEngine()
            .solve(board, org.nqueenslab.engine.Request.count().withThreads(1))
            .statistics()
            .nodes();
    assertEquals(nodes, sum, 0.03 * nodes, "the parts' estimated sizes, summed");
  }
}
