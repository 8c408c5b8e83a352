package org.nqueenslab.choco;

import java.util.Arrays;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The CSP of a problem with one queen on every rank (CSPLib prob054): {@code q[r]}, the file of rank r's queen,
 * ranges over the files of rank r that can hold a queen (holes removed; a fixed queen's rank holds its file only);
 * then {@code allDifferent(q)}, {@code allDifferent(q[r] + r)} and {@code allDifferent(q[r] - r)}, the diagonals
 * as offset views of q (no extra variables), with the configuration's all-different propagator.
 */
final class ChocoModel {
  final Model model;
  final IntVar[] queens;

  private ChocoModel(Model model, IntVar[] queens) {
    this.model = model;
    this.queens = queens;
  }

  /** The model, or null when some rank has no square that can hold a queen (then there is no solution). */
  static ChocoModel of(Problem problem, ChocoConfiguration configuration) {
    int ranks = problem.rows();
    Model model = new Model("n-queens " + problem.describe());
    IntVar[] queens = new IntVar[ranks];
    IntVar[] rising = new IntVar[ranks];
    IntVar[] falling = new IntVar[ranks];
    for (int r = 0; r < ranks; r++) {
      int[] files = allowedFiles(problem, r);
      if (files.length == 0) {
        return null;
      }
      queens[r] = model.intVar("q" + r, files);
      rising[r] = model.offset(queens[r], r);
      falling[r] = model.offset(queens[r], -r);
    }
    String consistency = configuration.allDifferentConsistency();
    model.allDifferent(queens, consistency).post();
    model.allDifferent(rising, consistency).post();
    model.allDifferent(falling, consistency).post();
    return new ChocoModel(model, queens);
  }

  /** The files of rank r a queen may take, ascending: the fixed queen's file, or every file but the holes. */
  static int[] allowedFiles(Problem problem, int rank) {
    for (Square s : problem.fixed()) {
      if (s.rank() == rank) {
        return new int[] {s.file()};
      }
    }
    return java.util.stream.IntStream.range(0, problem.cols())
        .filter(f -> problem.canHoldQueen(new Square(rank, f)))
        .toArray();
  }

  /** The current solution as a placement (call only when every queen's variable is instantiated). */
  Placement placement() {
    int[] files = new int[queens.length];
    Arrays.setAll(files, r -> queens[r].getValue());
    return Placement.wrapFilesByRank(files);
  }
}
