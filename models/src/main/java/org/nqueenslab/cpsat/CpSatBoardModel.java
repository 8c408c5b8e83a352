package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.DecisionStrategyProto.DomainReductionStrategy;
import com.google.ortools.sat.DecisionStrategyProto.VariableSelectionStrategy;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cp.BoardConstraints;
import org.nqueenslab.problem.MiddleOut;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The CP-SAT Boolean board model (issue 7; the 0/1 formulation of CSPLib prob054 with the lines cut
 * at pawns) for the problems the per-rank model cannot state: pawns, a number of queens other than
 * one per rank, more ranks than files. One Boolean per square that can hold a queen (holes and
 * pawns have none; a placed queen's is fixed to 1); every line segment ({@link LineSegments}:
 * ranks, files and both diagonals cut by pawns, wrapping on a torus) holds at most one queen; and
 * as many queens as asked.
 *
 * <p>The number of queens is stated through rank and file counters: for each rank and file segment
 * a Boolean {@code c} with {@code sum(segment) == c} (which also says "at most one"), and {@code
 * sum(c) == queens} over the rank segments and again over the file segments, so propagation fills
 * every segment when as many queens are asked as segments can take one. At most one per diagonal
 * segment is {@code AddAtMostOne} (presolve makes every at-most-one idiom the same clique; this one
 * says it directly). A count searches the squares from the middle rank outwards, a queen first,
 * fixed; a first solution uses CP-SAT's own search with the request's seed. The alternatives
 * measured are on the documentation's decisions page.
 *
 * <p>Every variable is a square or a counter fixed by its squares, so enumeration finds every
 * solution once.
 */
final class CpSatBoardModel implements CpSatFormulation {
  final CpModel model = new CpModel();

  /**
   * The variable of each square, by rank then file; null where no queen can stand (pawns and
   * holes).
   */
  final BoolVar[][] board;

  /** The constraints in words, for the run's note. */
  private String rules = "";

  private CpSatBoardModel(Problem problem) {
    board = new BoolVar[problem.rows()][problem.cols()];
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (problem.canHoldQueen(s)) {
          board[r][f] = model.newBoolVar(s.name());
          if (problem.fixed().contains(s)) {
            model.addEquality(board[r][f], 1);
          }
        }
      }
    }
  }

  static CpSatBoardModel of(Problem problem) {
    CpSatBoardModel m = new CpSatBoardModel(problem);
    m.state(problem, LinearExpr.constant(problem.queens()));
    return m;
  }

  /**
   * The board without its number of pieces, which is the objective instead: the fewest ({@code
   * minimize}) or the most pieces under the problem's rule (the placed pieces count).
   */
  static CpSatBoardModel optimizing(Problem problem, boolean minimize) {
    CpSatBoardModel m = new CpSatBoardModel(problem);
    IntVar pieces =
        m.model.newIntVar(problem.fixed().size(), problem.rows() * problem.cols(), "pieces");
    m.state(problem, pieces);
    if (minimize) {
      m.model.minimize(pieces);
    } else {
      m.model.maximize(pieces);
    }
    return m;
  }

  /** The problem's constraints, with {@code pieces} as the number of pieces. */
  private void state(Problem problem, LinearArgument pieces) {
    BoardConstraints rules = BoardConstraints.of(problem);
    this.rules = rules.describe();
    for (List<Square> group : rules.atMostOne()) {
      model.addAtMostOne(vars(group));
    }
    for (List<Square> group : rules.atLeastOne()) {
      model.addBoolOr(vars(group));
    }
    if (rules.countsByRanksAndFiles()) {
      for (List<List<Square>> segments : List.of(rules.rankSegments(), rules.fileSegments())) {
        BoolVar[] counters = segments.stream().map(s -> counter(vars(s))).toArray(BoolVar[]::new);
        model.addEquality(LinearExpr.sum(counters), pieces);
      }
    } else {
      List<BoolVar> all = new ArrayList<>();
      for (BoolVar[] rank : board) {
        for (BoolVar v : rank) {
          if (v != null) {
            all.add(v);
          }
        }
      }
      model.addEquality(LinearExpr.sum(all.toArray(new BoolVar[0])), pieces);
    }
  }

  private BoolVar[] vars(List<Square> squares) {
    return squares.stream().map(s -> board[s.rank()][s.file()]).toArray(BoolVar[]::new);
  }

  /** The segment's number of queens, 0 or 1: the square itself for a one-square segment. */
  private BoolVar counter(BoolVar[] squares) {
    if (squares.length == 1) {
      return squares[0];
    }
    BoolVar queens =
        model.newBoolVar(
            "queens_of_" + squares[0].getName() + "_" + squares[squares.length - 1].getName());
    model.addEquality(LinearExpr.sum(squares), queens);
    return queens;
  }

  @Override
  public CpModel model() {
    return model;
  }

  @Override
  public String configureSearch(SatParameters.Builder parameters, boolean firstSolution) {
    if (firstSolution) {
      parameters.setSearchBranching(SatParameters.SearchBranching.AUTOMATIC_SEARCH);
      return "Boolean board (" + rules + "), CP-SAT's own search";
    }
    parameters.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
    List<BoolVar> order = new ArrayList<>();
    for (int rank : MiddleOut.lowerMiddleFirst(board.length)) {
      for (BoolVar v : board[rank]) {
        if (v != null) {
          order.add(v);
        }
      }
    }
    model.addDecisionStrategy(
        order.toArray(new BoolVar[0]),
        VariableSelectionStrategy.CHOOSE_FIRST,
        DomainReductionStrategy.SELECT_MAX_VALUE);
    return "Boolean board (" + rules + "), squares from the middle rank out, a queen first";
  }

  @Override
  public Placement placement(CpSolverSolutionCallback solution) {
    List<Square> queens = new ArrayList<>();
    for (int r = 0; r < board.length; r++) {
      for (int f = 0; f < board[r].length; f++) {
        if (board[r][f] != null && solution.booleanValue(board[r][f])) {
          queens.add(new Square(r, f));
        }
      }
    }
    return Placement.of(queens);
  }
}
