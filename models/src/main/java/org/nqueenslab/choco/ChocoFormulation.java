package org.nqueenslab.choco;

import org.chocosolver.solver.Model;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;

/**
 * What {@link ChocoSearch} needs of an encoding: the Choco model, the solution the solver stands
 * on, and the search that suits the encoding. Two encodings implement it, side by side: {@link
 * ChocoModel} (a variable per rank) and {@link ChocoBoardModel} (a 0/1 variable per square).
 */
interface ChocoFormulation {

  Model model();

  /** The current solution as a placement (call only when every search variable is instantiated). */
  Placement placement();

  /**
   * Sets the solver's search for the request; {@code unique} when lex-leader constraints are
   * posted. Returns what was chosen, to describe the run.
   */
  SearchChoice configureSearch(Request request, boolean unique);

  /**
   * The search set up: one line for the result's note, and whether it restarts (first solutions
   * only).
   */
  record SearchChoice(String description, boolean restarts) {}
}
