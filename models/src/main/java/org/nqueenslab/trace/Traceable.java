package org.nqueenslab.trace;

import org.nqueenslab.problem.Problem;

/**
 * An engine that can show its search step by step. The command line finds it through the engine registry and an
 * {@code instanceof} check, so engine packages stay independent: each implements this on its own engine class.
 */
public interface Traceable {

  /**
   * Runs the engine's search on {@code problem} (enumerating every solution) and reports each step to {@code
   * tracer} until the tracer's bound stops it. Returns true when the search ran to its end within the bound.
   *
   * @throws org.nqueenslab.problem.BadInputException when the engine cannot trace this problem
   */
  boolean trace(Problem problem, Tracer tracer);
}
