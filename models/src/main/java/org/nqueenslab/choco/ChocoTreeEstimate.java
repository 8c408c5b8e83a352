package org.nqueenslab.choco;

import java.util.Arrays;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.DecisionPath;
import org.chocosolver.solver.variables.IntVar;

/**
 * The fraction of a Choco search tree explored, estimated as Knuth estimates a backtrack search's
 * progress (TAOCP 7.2.2, and DLX1's progress report): a decision {@code x = v} on a domain of d
 * values gives its left branch 1/d of its node and the refutation {@code x != v} the rest, so a
 * refuted decision has done 1/d of its node's work. Only for searches without restarts.
 */
final class ChocoTreeEstimate implements IMonitorOpenNode {
  private final Solver solver;

  /** The domain size of each open decision's variable when it was taken, by decision depth. */
  private int[] domainSizes = new int[64];

  ChocoTreeEstimate(Solver solver) {
    this.solver = solver;
  }

  /**
   * Records a new decision's domain size, before the decision is applied. A node that opened no
   * decision (a solution: every variable searched is fixed) leaves the last one's size alone: its
   * variable, fixed, has one value left, and a new decision's has two or more.
   */
  @Override
  public void afterOpenNode() {
    Decision<?> last = solver.getDecisionPath().getLastDecision();
    if (!(last.getDecisionVariable() instanceof IntVar v) || v.getDomainSize() < 2) {
      return;
    }
    int depth = last.getPosition();
    if (depth >= domainSizes.length) {
      domainSizes = Arrays.copyOf(domainSizes, Math.max(2 * domainSizes.length, depth + 1));
    }
    domainSizes[depth] = v.getDomainSize();
  }

  /** The estimated fraction of the tree explored so far, 0 to 1. */
  double fractionDone() {
    DecisionPath path = solver.getDecisionPath();
    double done = 0;
    double weight = 1; // the share of the whole tree under the current node
    for (int i = 1; i < path.size(); i++) { // 0 is the root, not a decision
      Decision<?> d = path.getDecision(i);
      int depth = d.getPosition();
      double size = depth < domainSizes.length ? domainSizes[depth] : 1;
      if (d.getArity() < 2 || size < 2) {
        continue; // no branching here: the node is its only child
      }
      if (d.triesLeft() == 0) { // refuted: the left branch is done
        done += weight / size;
        weight *= (size - 1) / size;
      } else {
        weight /= size;
      }
    }
    return Math.min(1, done);
  }
}
