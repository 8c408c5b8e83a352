package org.nqueenslab.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.SatParameters;
import org.nqueenslab.problem.Placement;

/**
 * What {@link CpSatSearch} needs of an encoding: the CP-SAT model, the search that suits it, and
 * the solution a callback reports. Two encodings implement it, side by side: {@link CpSatModel} (a
 * variable per rank) and {@link CpSatBoardModel} (a 0/1 variable per square).
 */
interface CpSatFormulation {

  CpModel model();

  /**
   * Sets the search (the branching parameter, and the decision strategy when it is a fixed one) for
   * a first solution or for every solution; returns one line saying which.
   */
  String configureSearch(SatParameters.Builder parameters, boolean firstSolution);

  /**
   * The solution the callback stands on, read through it (CP-SAT's thread, inside the callback).
   */
  Placement placement(CpSolverSolutionCallback solution);
}
