package org.nqueenslab.choco;

import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.MiddleOut;

/**
 * First-fail (smallest domain first) with ties broken towards the middle rank: the classic N-Queens
 * variable order (Stone and Stone; Kalé's "middle rows first"). Middle queens attack the most
 * squares, so placing them early prunes the most; among equally central ranks the lower goes first,
 * as in {@link MiddleOut#lowerMiddleFirst}. Expects the variables in rank order.
 */
final class MiddleRankFirstFail implements VariableSelector<IntVar> {

  @Override
  public IntVar getVariable(IntVar[] vars) {
    IntVar best = null;
    int bestSize = Integer.MAX_VALUE;
    int bestDistance = Integer.MAX_VALUE;
    for (int r = 0; r < vars.length; r++) {
      IntVar v = vars[r];
      if (v.isInstantiated()) {
        continue;
      }
      int size = v.getDomainSize();
      int distance = MiddleOut.doubledDistance(r, vars.length);
      if (size < bestSize || size == bestSize && distance < bestDistance) {
        best = v;
        bestSize = size;
        bestDistance = distance;
      }
    }
    return best;
  }
}
