package org.nqueenslab.choco;

import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The fewest or the most pieces by Choco's own optimization (Choco documentation, "Optimization":
 * an objective variable, each solution found posting a cut that the next must beat): the Boolean
 * board with the number of pieces as the objective ({@link ChocoBoardModel#optimizing}), Choco's
 * default search; proved when the search ends without a stop.
 */
final class ChocoOptimum {
  private ChocoOptimum() {}

  static Optimized solve(Problem board, boolean minimize, Request request) {
    Budget budget = Budget.start(request);
    ChocoBoardModel m = ChocoBoardModel.optimizing(board, minimize);
    Solver solver = m.model().getSolver();
    BudgetCriterion criterion = new BudgetCriterion(budget, solver, request.progress(), null);
    solver.addStopCriterion(criterion);
    Placement best = null;
    while (solver.solve()) {
      best = m.placement(); // each solution beats the one before: the last is the best
      request.progress().addSolutions(1);
    }
    criterion.reportNodes();
    boolean proved = solver.getSearchState() != SearchState.STOPPED;
    int pieces = best == null ? -1 : best.size();
    Status status =
        proved
            ? Status.COMPLETE
            : budget.stopStatus() != null ? budget.stopStatus() : Status.INTERRUPTED;
    Result run =
        new Result(
            "choco",
            status,
            best == null ? 0 : 1,
            null,
            Statistics.builder()
                .put(Statistics.NODES, solver.getNodeCount())
                .put(Statistics.BACKTRACKS, solver.getBackTrackCount())
                .put(Statistics.FAILS, solver.getFailCount())
                .build(),
            budget.elapsed(),
            "Boolean board, objective: "
                + (minimize ? "minimize" : "maximize")
                + " the pieces, Choco's default search");
    // a depth-first search tightens only the side it improves: the other is the domain's
    int bound =
        proved
            ? pieces
            : minimize ? Math.max(1, board.fixed().size()) : board.rows() * board.cols();
    return new Optimized(
        pieces,
        best,
        proved && best != null,
        bound,
        "Choco's search ended: no placement beats its last",
        run);
  }
}
