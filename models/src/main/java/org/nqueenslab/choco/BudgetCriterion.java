package org.nqueenslab.choco;

import org.chocosolver.solver.Solver;
import org.chocosolver.util.criteria.Criterion;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;

/**
 * A Choco stop criterion that maps the run's {@link Budget} (deadline and the user's cancellation)
 * onto Choco's search loop. Choco asks it at every search step, so it looks at the budget only
 * every so many calls, at most {@value #CHECK_INTERVAL}, fewer when steps are slow (about every
 * {@value #CHECK_NANOS} ns: a step of a board of 10,000 ranks takes milliseconds), and reports the
 * nodes explored so far (and the fraction of the tree, when estimated) to the progress reporter at
 * the same time.
 */
final class BudgetCriterion implements Criterion {
  private static final int CHECK_INTERVAL = 1 << 10;

  /** How often the budget is looked at, in time. */
  private static final long CHECK_NANOS = 10_000_000;

  private final Budget budget;
  private final Solver solver;
  private final Progress progress;
  private int calls;
  private int interval = 1; // calls between two looks; the first call looks
  private long lastLook = System.nanoTime();
  private long reportedNodes;
  private boolean met;

  /** Null when the search shows no fraction done. */
  private final ChocoTreeEstimate estimate;

  BudgetCriterion(Budget budget, Solver solver, Progress progress, ChocoTreeEstimate estimate) {
    this.budget = budget;
    this.solver = solver;
    this.progress = progress;
    this.estimate = estimate;
  }

  @Override
  public boolean isMet() {
    if (met || ++calls < interval) {
      return met;
    }
    long now = System.nanoTime();
    long perCall = Math.max(1, (now - lastLook) / calls);
    interval = (int) Math.max(1, Math.min(CHECK_INTERVAL, CHECK_NANOS / perCall));
    calls = 0;
    lastLook = now;
    reportNodes();
    met = budget.exhausted();
    return met;
  }

  /**
   * Passes the nodes explored since the last report to the progress reporter, and the estimated
   * fraction of the tree explored when there is an estimate.
   */
  void reportNodes() {
    long nodes = solver.getNodeCount();
    progress.addNodes(nodes - reportedNodes);
    reportedNodes = nodes;
    if (estimate != null) {
      progress.estimateFractionDone(estimate.fractionDone());
    }
  }
}
