package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.limits.FailCounter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMax;
import org.chocosolver.solver.search.strategy.selectors.variables.Random;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.cp.BoardConstraints;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.MiddleOut;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The Boolean board model (issue 7; the 0/1 formulation of CSPLib prob054 with the lines cut at
 * pawns) for the problems the per-rank model cannot state: pawns, a number of queens other than one
 * per rank, more ranks than files. One 0/1 variable per square that can hold a queen (holes and
 * pawns have none; a placed queen's is the constant 1); every line segment ({@link LineSegments}:
 * ranks, files and both diagonals cut by pawns, wrapping on a torus) holds at most one queen; and
 * as many queens as asked.
 *
 * <p>The number of queens is stated through rank and file counters: for each rank and file segment
 * a 0/1 {@code c = sum(segment)} (which also says "at most one"), and {@code sum(c) = queens} over
 * the rank segments and again over the file segments, so that when as many queens are asked as
 * there are segments that can still take one, propagation fills every one of them, as one queen per
 * rank does. At most one per diagonal segment is {@code sum(segment) <= 1}. The search takes the
 * squares from the middle rank outwards, a queen first, with no restarts (the count stays exact); a
 * first solution takes a random square with Luby restarts. The alternatives measured are on the
 * documentation's decisions page.
 *
 * <p>Every variable is a square or a counter fixed by its squares, so every solution is found once.
 */
final class ChocoBoardModel implements ChocoFormulation {
  /** Fails before the first restart of a first-solution search; Luby's sequence scales it. */
  private static final long LUBY_SCALE = 100;

  final Model model;

  /**
   * The variable of each square, by rank then file; null where no queen can stand (pawns and
   * holes).
   */
  final BoolVar[][] board;

  private final BoolVar[] searchOrder;

  /** The model in words, for the run's note: "Boolean board: " and its constraints. */
  private final String description;

  private ChocoBoardModel(Model model, BoolVar[][] board, BoardConstraints rules) {
    this.model = model;
    this.board = board;
    this.searchOrder = middleRankOut(board);
    this.description = "Boolean board: " + rules.describe();
  }

  static ChocoBoardModel of(Problem problem) {
    return state(problem, null);
  }

  /**
   * The board without its number of pieces, which is the objective instead: the fewest ({@code
   * minimize}) or the most pieces under the problem's rule (the placed pieces count); {@link
   * #pieces} is the objective's variable.
   */
  static ChocoBoardModel optimizing(Problem problem, boolean minimize) {
    Model model = new Model("n-queens board " + problem.describe());
    IntVar pieces = model.intVar("pieces", problem.fixed().size(), problem.rows() * problem.cols());
    ChocoBoardModel m = state(problem, pieces);
    model.setObjective(minimize ? Model.MINIMIZE : Model.MAXIMIZE, pieces);
    return m;
  }

  /**
   * The problem's constraints; the number of pieces is {@code pieces}, or the problem's if null.
   */
  private static ChocoBoardModel state(Problem problem, IntVar pieces) {
    Model model =
        pieces != null ? pieces.getModel() : new Model("n-queens board " + problem.describe());
    BoolVar[][] board = new BoolVar[problem.rows()][problem.cols()];
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (problem.canHoldQueen(s)) {
          board[r][f] =
              problem.fixed().contains(s) ? model.boolVar(s.name(), true) : model.boolVar(s.name());
        }
      }
    }
    BoardConstraints rules = BoardConstraints.of(problem);
    for (List<Square> group : rules.atMostOne()) {
      model.sum(vars(board, group), "<=", 1).post();
    }
    for (List<Square> group : rules.atLeastOne()) {
      if (group.isEmpty()) {
        model.falseConstraint().post(); // a square nothing can cover: no dominating placement
      } else {
        model.sum(vars(board, group), ">=", 1).post();
      }
    }
    List<BoolVar> all = new ArrayList<>();
    for (BoolVar[] rank : board) {
      for (BoolVar v : rank) {
        if (v != null) {
          all.add(v);
        }
      }
    }
    if (all.isEmpty()) {
      model.falseConstraint().post(); // no square can hold a piece: Choco sums no empty array
    } else if (rules.countsByRanksAndFiles()) {
      for (List<List<Square>> segments : List.of(rules.rankSegments(), rules.fileSegments())) {
        BoolVar[] counters =
            segments.stream().map(s -> counter(model, vars(board, s))).toArray(BoolVar[]::new);
        count(model, counters, problem, pieces);
      }
    } else {
      count(model, all.toArray(new BoolVar[0]), problem, pieces);
    }
    return new ChocoBoardModel(model, board, rules);
  }

  private static void count(Model model, BoolVar[] terms, Problem problem, IntVar pieces) {
    if (pieces == null) {
      model.sum(terms, "=", problem.queens()).post();
    } else {
      model.sum(terms, "=", pieces).post();
    }
  }

  private static BoolVar[] vars(BoolVar[][] board, List<Square> squares) {
    return squares.stream().map(s -> board[s.rank()][s.file()]).toArray(BoolVar[]::new);
  }

  /** The segment's number of queens, 0 or 1: the square itself for a one-square segment. */
  private static BoolVar counter(Model model, BoolVar[] squares) {
    if (squares.length == 1) {
      return squares[0];
    }
    BoolVar queens = model.boolVar();
    model.sum(squares, "=", queens).post();
    return queens;
  }

  /**
   * The squares rank by rank from the middle rank outwards (8 ranks: 4, 5, 3, 6, 2, 7, 1, 8), files
   * a to z.
   */
  private static BoolVar[] middleRankOut(BoolVar[][] board) {
    List<BoolVar> order = new ArrayList<>();
    for (int rank : MiddleOut.lowerMiddleFirst(board.length)) {
      for (BoolVar v : board[rank]) {
        if (v != null) {
          order.add(v);
        }
      }
    }
    return order.toArray(new BoolVar[0]);
  }

  @Override
  public Model model() {
    return model;
  }

  @Override
  public Placement placement() {
    List<Square> queens = new ArrayList<>();
    for (int r = 0; r < board.length; r++) {
      for (int f = 0; f < board[r].length; f++) {
        if (board[r][f] != null && board[r][f].getValue() == 1) {
          queens.add(new Square(r, f));
        }
      }
    }
    return Placement.of(queens);
  }

  @Override
  public SearchChoice configureSearch(Request request, boolean unique) {
    Solver solver = model.getSolver();
    if (searchOrder.length == 0) { // no square can hold a queen: nothing to search, no strategy
      return new SearchChoice(description + "; no square can hold a queen", false);
    }
    if (request.mode() == Mode.FIRST) {
      solver.setSearch(
          Search.intVarSearch(new Random<>(request.seed()), new IntDomainMax(), searchOrder));
      solver.setLubyRestart(LUBY_SCALE, new FailCounter(model, 0), Integer.MAX_VALUE);
      return new SearchChoice(
          description
              + "; first solution: a random square (seed "
              + request.seed()
              + "), a queen first, Luby restarts",
          true);
    }
    solver.setSearch(Search.inputOrderUBSearch(searchOrder));
    return new SearchChoice(
        description + "; squares from the middle rank out, a queen first", false);
  }
}
