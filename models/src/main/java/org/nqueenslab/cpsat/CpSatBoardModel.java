package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.DecisionStrategyProto.DomainReductionStrategy;
import com.google.ortools.sat.DecisionStrategyProto.VariableSelectionStrategy;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.RankOrder;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The CP-SAT Boolean board model (issue 7; the 0/1 formulation of CSPLib prob054 with the lines cut at pawns) for
 * the problems the per-rank model cannot state: pawns, a number of queens other than one per rank, more ranks than
 * files. One Boolean per square that can hold a queen (holes and pawns have none; a placed queen's is fixed to 1);
 * every line segment ({@link LineSegments}: ranks, files and both diagonals cut by pawns, wrapping on a torus)
 * holds at most one queen; and as many queens as asked.
 *
 * <p>Which CP-SAT idioms, measured on a shared 2-core machine (counts, one worker, of nine queens with a pawn on
 * d4, 8 x 8, and of the free-pawn families {@code --free-pawns 1 -n 8..12}, in one warm JVM):
 *
 * <ul>
 *   <li>The number of queens as rank and file counters: for each rank and file segment a Boolean {@code c} with
 *       {@code sum(segment) == c} (which also says "at most one"), and {@code sum(c) == queens} over the rank segments
 *       and again over the file segments. When as many queens are asked as there are segments left that can take
 *       one, propagation fills each, as one queen per rank does. With one {@code sum(board) == queens} instead: nine
 *       queens took 4,986 branches instead of 427, n = 10 1.05 million branches and 6.9 s instead of 34 K and 0.13 s,
 *       n = 12 more than 5 minutes instead of 3.5 s.
 *   <li>At most one per diagonal segment as {@code AddAtMostOne}. A linear {@code sum <= 1}, pairwise {@code
 *       AddBoolOr(!a, !b)} and, for the counters, {@code AddExactlyOne(segment, !c)} all measured the same (n = 12:
 *       3.6 to 3.7 s): presolve turns each into the same at-most-one clique; {@code AddAtMostOne} says it directly.
 *   <li>The search: fixed, the squares from the middle rank outwards, a queen first ({@code CHOOSE_FIRST}, {@code
 *       SELECT_MAX_VALUE}), as the per-rank model places the middle ranks first. Rank by rank from the first: n = 10
 *       78 K branches, n = 12 4.5 s; the empty square first: n = 12 5.8 s; CP-SAT's own search (no strategy): n = 10
 *       4.1 s, n = 12 more than 5 minutes.
 *   <li>A first solution is another matter: CP-SAT's own search ({@code AUTOMATIC_SEARCH}, with the request's seed)
 *       found one for n + 1 queens and a pawn on c3 in 0.3 s (n = 60) and 0.8 s (n = 100), where the fixed order
 *       found none within 60 s.
 * </ul>
 *
 * Every variable is a square or a counter fixed by its squares, so enumeration finds every solution once.
 */
final class CpSatBoardModel implements CpSatFormulation {
  final CpModel model = new CpModel();
  /** The variable of each square, by rank then file; null where no queen can stand (pawns and holes). */
  final BoolVar[][] board;

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
    List<BoolVar> rankCounters = new ArrayList<>();
    List<BoolVar> fileCounters = new ArrayList<>();
    for (LineSegments.Segment segment : LineSegments.of(problem).all()) {
      BoolVar[] squares =
          segment.queenSquares().stream().map(s -> m.board[s.rank()][s.file()]).toArray(BoolVar[]::new);
      if (segment.direction() == Direction.RANK || segment.direction() == Direction.FILE) {
        if (squares.length > 0) {
          (segment.direction() == Direction.RANK ? rankCounters : fileCounters).add(m.counter(squares));
        }
      } else if (squares.length > 1) { // a segment of one square needs no constraint
        m.model.addAtMostOne(squares);
      }
    }
    m.model.addEquality(LinearExpr.sum(rankCounters.toArray(new BoolVar[0])), problem.queens());
    m.model.addEquality(LinearExpr.sum(fileCounters.toArray(new BoolVar[0])), problem.queens());
    return m;
  }

  /** The segment's number of queens, 0 or 1: the square itself for a one-square segment. */
  private BoolVar counter(BoolVar[] squares) {
    if (squares.length == 1) {
      return squares[0];
    }
    BoolVar queens = model.newBoolVar("queens_of_" + squares[0].getName() + "_" + squares[squares.length - 1].getName());
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
      return "Boolean board (at most one queen per line segment, rank and file counters), CP-SAT's own search";
    }
    parameters.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
    List<BoolVar> order = new ArrayList<>();
    for (int rank : RankOrder.middleOut(board.length)) {
      for (BoolVar v : board[rank]) {
        if (v != null) {
          order.add(v);
        }
      }
    }
    model.addDecisionStrategy(order.toArray(new BoolVar[0]), VariableSelectionStrategy.CHOOSE_FIRST,
        DomainReductionStrategy.SELECT_MAX_VALUE);
    return "Boolean board (at most one queen per line segment, rank and file counters), squares from the middle"
        + " rank out, a queen first";
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
