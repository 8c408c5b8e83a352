package org.nqueenslab.mip;

import com.google.ortools.linearsolver.MPSolver;
import java.util.Locale;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The fewest or the most pieces as one integer program ({@link BoardProgram#optimizing}): the
 * solver's branch and bound with its own presolve and cuts (left at their defaults here, unlike the
 * listing's repeated solves), proved when it ends OPTIMAL, else its best placement and its bound.
 */
final class ProgramOptimum {
  private ProgramOptimum() {}

  static Optimized solve(Problem board, boolean minimize, Request request, String solverName) {
    Budget budget = Budget.start(request);
    MPSolver solver = MPSolver.createSolver(solverName.toUpperCase(Locale.ROOT));
    if (solver == null) {
      throw new IllegalStateException(
          "engine 'mip' cannot make OR-Tools' " + solverName + " solver here: try solver=scip");
    }
    MipEngine.Watcher watcher = new MipEngine.Watcher(solver, budget);
    try {
      BoardProgram program = BoardProgram.optimizing(solver, board, minimize);
      if (solverName.equals("scip")) {
        solver.setSolverSpecificParametersAsString("misc/catchctrlc = FALSE");
      }
      java.time.Duration left = budget.remainingTimeLimit();
      if (left != null) {
        solver.setTimeLimit(Math.max(1, left.toMillis()));
      }
      watcher.start();
      MPSolver.ResultStatus result =
          budget.exhausted() ? MPSolver.ResultStatus.NOT_SOLVED : solver.solve();
      boolean found =
          result == MPSolver.ResultStatus.OPTIMAL || result == MPSolver.ResultStatus.FEASIBLE;
      Placement witness = found ? Placement.of(program.pieces()) : null;
      int best = found ? witness.size() : -1;
      boolean proved = result == MPSolver.ResultStatus.OPTIMAL;
      double bound = found ? solver.objective().bestBound() : Double.NaN;
      int other = proved ? best : Optimized.bound(bound, minimize, board);
      Status status =
          proved ? Status.COMPLETE : budget.exhausted() ? budget.stopStatus() : Status.TIMEOUT;
      Result run =
          new Result(
              "mip",
              status,
              found ? 1 : 0,
              null,
              Statistics.builder()
                  .put(Statistics.NODES, solver.nodes())
                  .put(Statistics.LP_ITERATIONS, solver.iterations())
                  .build(),
              budget.elapsed(),
              String.format(
                  Locale.ROOT,
                  "%s; %d 0/1 variables, %d constraints; %s the pieces: ended %s, bound %.3f",
                  solver.solverVersion(),
                  program.variables().size(),
                  program.constraints(),
                  minimize ? "minimize" : "maximize",
                  result,
                  bound));
      return new Optimized(
          best,
          witness,
          proved,
          other,
          "the integer program's branch and bound ended OPTIMAL",
          run);
    } finally {
      watcher.finish();
      solver.delete();
    }
  }
}
