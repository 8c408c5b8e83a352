package org.nqueenslab.choco;

import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.symmetry.OrbitTally;

/**
 * Runs Choco's search on an encoding ({@link ChocoFormulation}): the solve loop ({@code while
 * (solver.solve())}, one solution per call, none stored: never {@code findAllSolutions}, which
 * keeps them all), the encoding's search, the budget as a stop criterion, and the solver's own
 * counters. With a tally (a unique count, lex-leader constraints posted) every solution found, a
 * canonical one, is weighed by its orbit size ({@link OrbitTally}).
 */
final class ChocoSearch {
  private final ChocoFormulation formulation;
  private final Request request;
  private final Budget budget;
  private final Solver solver;
  private final OrbitTally orbits;
  private ChocoFormulation.SearchChoice choice;

  /**
   * @param orbits null for a plain search; for a unique count (lex-leader constraints posted), the
   *     tally that weighs each solution found, a canonical one, by its orbit size
   */
  ChocoSearch(ChocoFormulation formulation, Request request, Budget budget, OrbitTally orbits) {
    this.formulation = formulation;
    this.request = request;
    this.budget = budget;
    this.orbits = orbits;
    this.solver = formulation.model().getSolver();
  }

  /**
   * Searches; returns how the run ended and how many solutions it found (with a tally: the sum of
   * the orbit sizes, and the number of canonical solutions found as the unique count).
   */
  Outcome run() {
    choice = formulation.configureSearch(request, orbits != null);
    // a fraction done for a progress bar: Knuth's estimate, which assumes a decision's values lead
    // to subtrees of like sizes: so on the per-rank model of a plain count only (on the 0/1 board
    // "a queen here" and "none here" do not, and the estimate strayed by half the solutions on a
    // 6 x 6 board with 4 queens; under the lex-leader constraints of a unique count the early
    // values' subtrees are the large ones, and at n = 15 it read 37 % with 96 % of the solutions
    // found) and never where the search restarts
    ChocoTreeEstimate estimate =
        formulation instanceof ChocoModel
                && orbits == null
                && request.isFullCount()
                && !choice.restarts()
                && request.progress().watched()
            ? new ChocoTreeEstimate(solver)
            : null;
    if (estimate != null) {
      solver.plugMonitor(estimate);
    }
    BudgetCriterion criterion = new BudgetCriterion(budget, solver, request.progress(), estimate);
    solver.addStopCriterion(criterion);
    boolean deliver = request.mode() != Mode.COUNT;
    long limit = request.solutionLimit();
    long found = 0;
    while (found < limit && solver.solve()) {
      found++;
      if (orbits != null) {
        request.progress().addSolutions(orbits.add(formulation.placement()));
      } else {
        request.progress().addSolutions(1);
      }
      if (deliver) {
        request.onSolution().accept(formulation.placement());
      }
    }
    criterion.reportNodes();
    Status status;
    if (found >= limit) {
      status = Status.LIMIT_REACHED;
    } else if (solver.getSearchState() == SearchState.STOPPED) {
      status = budget.stopStatus() != null ? budget.stopStatus() : Status.INTERRUPTED;
    } else {
      status = Status.COMPLETE;
      if (estimate != null) {
        request.progress().estimateFractionDone(1);
      }
    }
    return orbits == null
        ? new Outcome(status, found, null, statistics())
        : new Outcome(status, orbits.total(), orbits.orbits(), statistics());
  }

  /** One line for the result: which encoding and which search ran (after {@link #run}). */
  String describe() {
    return choice == null ? "" : choice.description();
  }

  private Statistics statistics() {
    Statistics.Builder b =
        Statistics.builder()
            .put(Statistics.NODES, solver.getNodeCount())
            .put(Statistics.BACKTRACKS, solver.getBackTrackCount())
            .put(Statistics.FAILS, solver.getFailCount())
            .put(Statistics.PROPAGATIONS, solver.getPropagationCount());
    if (choice.restarts()) {
      b.put(Statistics.RESTARTS, solver.getRestartCount());
    }
    if (orbits != null) {
      orbits.addTo(b);
    }
    return b.build();
  }

  /** How a search ended; {@code unique} is null unless fundamental solutions were counted. */
  record Outcome(Status status, long solutions, Long unique, Statistics statistics) {}
}
