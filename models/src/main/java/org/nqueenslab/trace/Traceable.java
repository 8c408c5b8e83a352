package org.nqueenslab.trace;

import org.nqueenslab.problem.Problem;

/**
 * An engine that can show its search step by step. The command line finds it through the engine
 * registry and an {@code instanceof} check, so engine packages stay independent: each implements
 * this on its own engine class.
 */
public interface Traceable {

  /**
   * Null when {@link #trace} can show this problem, else one line saying why not. By default only
   * the plain n x n board is traced: the renderings draw queens only, not holes or pawns.
   */
  default String whyNotTraceable(String engine, Problem problem) {
    return problem.isClassic()
        ? null
        : "engine '"
            + engine
            + "' traces only the plain n x n board, got "
            + problem.describe()
            + ": drop the board options";
  }

  /**
   * Runs the engine's search on {@code problem} (enumerating every solution) and reports each step
   * to {@code tracer} until the tracer's bound stops it. Returns true when the search ran to its
   * end within the bound.
   *
   * @throws org.nqueenslab.problem.BadInputException when {@link #whyNotTraceable} is not null
   */
  boolean trace(Problem problem, Tracer tracer);
}
