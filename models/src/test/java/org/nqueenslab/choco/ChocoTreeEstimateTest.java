package org.nqueenslab.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Solver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;

/** Knuth's estimate of a Choco search's progress follows the solutions found through the tree. */
class ChocoTreeEstimateTest {

  @ParameterizedTest
  @EnumSource(
      value = ChocoConfiguration.class,
      names = {"TUNED", "NQUEENGLOBAL"})
  void theEstimateAtEachSolutionFollowsTheSolutionsFound(ChocoConfiguration configuration) {
    ChocoModel model = ChocoModel.of(Problem.of(10), configuration);
    List<Double> atSolutions = estimatesAtSolutions(model);
    assertEquals(724, atSolutions.size(), "OEIS A000170 at n = 10");
    assertFollows(atSolutions);
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource({
    "8, 8, false, 1.0", // a plain count on the per-rank model: the estimate, 1 at the end
    "8, 8, true, -1.0", // a unique count's lex-leader search: none
    "6, 4, false, -1.0" // fewer queens than ranks, the 0/1 board: none
  })
  void aOneThreadCountShowsItsFractionDoneOnThePlainRankModelOnly(
      int n, int queens, boolean unique, double fractionAtTheEnd) {
    Problem p = Problem.builder(n).queens(queens).build();
    org.nqueenslab.engine.Progress progress = new org.nqueenslab.engine.Progress();
    progress.watch();
    Request request = Request.count().withThreads(1).withProgress(progress);
    new ChocoEngine()
        .solve(
            p, unique ? request.withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE) : request);
    assertEquals(fractionAtTheEnd, progress.fractionDone());
  }

  /** The estimate when each solution of a whole count is found. */
  private static List<Double> estimatesAtSolutions(ChocoFormulation formulation) {
    formulation.configureSearch(Request.count(), false);
    Solver solver = formulation.model().getSolver();
    ChocoTreeEstimate estimate = new ChocoTreeEstimate(solver);
    solver.plugMonitor(estimate);
    List<Double> atSolutions = new ArrayList<>();
    while (solver.solve()) {
      atSolutions.add(estimate.fractionDone());
    }
    return atSolutions;
  }

  /**
   * Each estimate is a fraction and close to the share of the solutions found by then: the
   * solutions of these boards lie all through their trees (measured: within 0.06 for n = 10).
   */
  private static void assertFollows(List<Double> atSolutions) {
    double worst = 0;
    for (int k = 0; k < atSolutions.size(); k++) {
      double f = atSolutions.get(k);
      assertTrue(f >= 0 && f <= 1, "a fraction: " + f);
      worst = Math.max(worst, Math.abs(f - (k + 0.5) / atSolutions.size()));
    }
    assertTrue(worst < 0.12, "the estimate strays from the share of solutions found by " + worst);
  }
}
