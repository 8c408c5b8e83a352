package org.nqueenslab.choco;

import org.chocosolver.solver.Solver;
import org.chocosolver.util.criteria.Criterion;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;

/**
 * A Choco stop criterion that maps the run's {@link Budget} (deadline and the user's cancellation)
 * onto Choco's search loop. Choco asks it at every search step, so it looks at the budget only
 * every {@value #CHECK_INTERVAL} calls, and reports the nodes explored so far to the progress
 * reporter at the same time.
 */
final class BudgetCriterion implements Criterion {
  private static final int CHECK_INTERVAL = 1 << 10;

  private final Budget budget;
  private final Solver solver;
  private final Progress progress;
  private int calls;
  private long reportedNodes;
  private boolean met;

  BudgetCriterion(Budget budget, Solver solver, Progress progress) {
    this.budget = budget;
    this.solver = solver;
    this.progress = progress;
  }

  @Override
  public boolean isMet() {
    if (met || (calls++ & (CHECK_INTERVAL - 1)) != 0) {
      return met;
    }
    reportNodes();
    met = budget.exhausted();
    return met;
  }

  /** Passes the nodes explored since the last report to the progress reporter. */
  void reportNodes() {
    long nodes = solver.getNodeCount();
    progress.addNodes(nodes - reportedNodes);
    reportedNodes = nodes;
  }
}
