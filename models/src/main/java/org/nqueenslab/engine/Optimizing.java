package org.nqueenslab.engine;

import org.nqueenslab.problem.Problem;

/**
 * An engine that answers an optimization question in its own paradigm: an objective its solver
 * minimizes or maximizes with its own bound (CP-SAT, Choco, a MIP), or a branch and bound of its
 * own; engines without one are asked rung by rung, a decision problem per number of pieces (the
 * optimize package's ladder).
 */
public interface Optimizing extends Engine {

  /**
   * Null when this engine minimizes ({@code minimize}) or maximizes the number of pieces on {@code
   * board} under its rule itself, else one line saying why not: by default, when it would refuse a
   * first placement there.
   */
  default String whyNotOptimizing(Problem board, boolean minimize, Request request) {
    return whyUnsupported(board, request.withMode(Mode.FIRST));
  }

  /**
   * The fewest or the most pieces on {@code board} under its {@link Problem#rule()} (its number of
   * pieces is not read; the placed pieces count), within the request's time limit and cancellation;
   * only called when {@link #whyNotOptimizing} is null.
   */
  Optimized optimize(Problem board, boolean minimize, Request request);
}
