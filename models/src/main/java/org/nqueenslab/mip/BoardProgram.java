package org.nqueenslab.mip;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cp.BoardConstraints;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The problem as a 0/1 linear program: a variable per square that can hold a piece (1 = a piece),
 * at most one piece per rider segment and per leap clique (the groups the sat clauses state), the
 * pieces already placed fixed at 1, under a dominating rule each square covered (a row of at least
 * one per {@link BoardConstraints#atLeastOne} group), and "maximise the pieces, at most the number
 * asked": a placement exists exactly when the optimum reaches that number, and the same program
 * with the variables continuous is its LP relaxation, whose optimum bounds it from above. Asked for
 * the fewest or the most pieces ({@link #optimizing}), the number is the objective alone.
 */
final class BoardProgram {
  private final Problem problem;
  private final List<Square> squares = new ArrayList<>();
  private final List<MPVariable> variables = new ArrayList<>();
  private int constraints;

  private BoardProgram(Problem problem) {
    this.problem = problem;
  }

  /** States the program in {@code solver}: 0/1 variables when {@code integer}, else in [0, 1]. */
  static BoardProgram state(MPSolver solver, Problem problem, boolean integer) {
    BoardProgram program = new BoardProgram(problem);
    program.build(solver, integer, problem.queens());
    return program;
  }

  /**
   * The 0/1 program without its number of pieces, which is the objective instead: minimized ({@code
   * minimize}) or maximized.
   */
  static BoardProgram optimizing(MPSolver solver, Problem problem, boolean minimize) {
    BoardProgram program = new BoardProgram(problem);
    program.build(solver, true, problem.rows() * problem.cols());
    if (minimize) {
      solver.objective().setMinimization();
    }
    return program;
  }

  private void build(MPSolver solver, boolean integer, int most) {
    MPVariable[][] at = new MPVariable[problem.rows()][problem.cols()];
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (problem.canHoldQueen(s)) {
          double least = problem.fixed().contains(s) ? 1 : 0;
          MPVariable x = solver.makeVar(least, 1, integer, s.name());
          at[r][f] = x;
          squares.add(s);
          variables.add(x);
        }
      }
    }
    if (problem.rule().independent()) {
      for (LineSegments.Segment segment : LineSegments.of(problem).all()) {
        atMostOne(solver, at, segment.queenSquares());
      }
      for (List<Square> clique : LeapPairs.cliques(problem)) {
        atMostOne(solver, at, clique);
      }
    }
    // domination: each square covered, by a piece on it or on a square attacking it
    for (List<Square> cover : BoardConstraints.of(problem).atLeastOne()) {
      MPConstraint c = solver.makeConstraint(1, MPSolver.infinity());
      for (Square s : cover) {
        c.setCoefficient(at[s.rank()][s.file()], 1);
      }
      constraints++;
    }
    MPConstraint total = solver.makeConstraint(0, most, "pieces");
    MPObjective objective = solver.objective();
    for (MPVariable x : variables) {
      total.setCoefficient(x, 1);
      objective.setCoefficient(x, 1);
    }
    constraints++;
    objective.setMaximization();
  }

  private void atMostOne(MPSolver solver, MPVariable[][] at, List<Square> group) {
    if (group.size() < 2) {
      return;
    }
    MPConstraint c = solver.makeConstraint(0, 1);
    for (Square s : group) {
      c.setCoefficient(at[s.rank()][s.file()], 1);
    }
    constraints++;
  }

  /** The squares with a variable, in the order of {@link #variables}. */
  List<Square> squares() {
    return squares;
  }

  List<MPVariable> variables() {
    return variables;
  }

  /** Constraints stated (the bounds of the variables left out). */
  int constraints() {
    return constraints;
  }

  /** The squares whose variable is 1 in the solver's solution. */
  List<Square> pieces() {
    List<Square> on = new ArrayList<>();
    for (int i = 0; i < variables.size(); i++) {
      if (variables.get(i).solutionValue() > 0.5) {
        on.add(squares.get(i));
      }
    }
    return on;
  }

  /**
   * A no-good cut: "not all of these pieces", sum over them at most their number less one (the
   * number of pieces being fixed, no other placement holds them all).
   */
  void forbid(MPSolver solver, List<Square> pieces) {
    MPConstraint cut = solver.makeConstraint(0, pieces.size() - 1.0);
    for (int i = 0; i < variables.size(); i++) {
      if (pieces.contains(squares.get(i))) {
        cut.setCoefficient(variables.get(i), 1);
      }
    }
    constraints++;
  }
}
