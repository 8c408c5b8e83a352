package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.nqueenslab.cp.MixedConstraints;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.MiddleOut;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The Boolean board for several kinds of pieces at once ({@link MixedConstraints}): a 0/1 variable
 * per square and kind, the square's occupancy {@code o = sum(kinds) <= 1}, and per group of squares
 * along which some kinds attack: {@code sum(o) <= 1} when every kind does, else for each square s
 * of a group of m squares {@code sum(o of the others) + (m - 1) * attackers(s) <= m - 1} (an
 * attacker on s empties the rest; two pieces on the rest forbid an attacker on s). Each kind's
 * count is one sum. The search takes the squares from the middle rank out, each kind in turn, a
 * piece first.
 */
final class ChocoMixedModel implements ChocoFormulation {
  private final Model model;

  /** piece[r][f][k]: a piece of kind k on (r, f); null where no piece can stand. */
  private final BoolVar[][][] piece;

  private final BoolVar[] searchOrder;

  private ChocoMixedModel(Model model, BoolVar[][][] piece, BoolVar[] searchOrder) {
    this.model = model;
    this.piece = piece;
    this.searchOrder = searchOrder;
  }

  static ChocoMixedModel of(Problem problem) {
    Model model = new Model("mixed pieces " + problem.describe());
    int kinds = problem.kinds().size();
    BoolVar[][][] piece = new BoolVar[problem.rows()][problem.cols()][];
    BoolVar[][] occupied = new BoolVar[problem.rows()][problem.cols()];
    List<List<BoolVar>> byKind = new ArrayList<>();
    for (int k = 0; k < kinds; k++) {
      byKind.add(new ArrayList<>());
    }
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (!problem.canHoldQueen(s)) {
          continue;
        }
        piece[r][f] = new BoolVar[kinds];
        for (int k = 0; k < kinds; k++) {
          piece[r][f][k] =
              model.boolVar(s.name() + "_" + problem.kinds().get(k).piece().notation());
          byKind.get(k).add(piece[r][f][k]);
        }
        occupied[r][f] = model.boolVar(s.name());
        model.sum(piece[r][f], "=", occupied[r][f]).post();
      }
    }
    for (MixedConstraints.Group group : MixedConstraints.of(problem).groups()) {
      List<Square> squares = group.squares();
      int m = squares.size();
      if (group.allAttack(kinds)) {
        model
            .sum(
                squares.stream().map(s -> occupied[s.rank()][s.file()]).toArray(BoolVar[]::new),
                "<=",
                1)
            .post();
        continue;
      }
      for (Square s : squares) {
        List<BoolVar> vars = new ArrayList<>();
        List<Integer> coeffs = new ArrayList<>();
        for (Square t : squares) {
          if (!t.equals(s)) {
            vars.add(occupied[t.rank()][t.file()]);
            coeffs.add(1);
          }
        }
        group.attackers().stream()
            .forEach(
                k -> {
                  vars.add(piece[s.rank()][s.file()][k]);
                  coeffs.add(m - 1);
                });
        model
            .scalar(
                vars.toArray(new BoolVar[0]),
                coeffs.stream().mapToInt(Integer::intValue).toArray(),
                "<=",
                m - 1)
            .post();
      }
    }
    for (int k = 0; k < kinds; k++) {
      int count = problem.kinds().get(k).count();
      if (byKind.get(k).isEmpty()) {
        model.falseConstraint().post(); // no square can hold a piece: Choco sums no empty array
      } else {
        model.sum(byKind.get(k).toArray(new BoolVar[0]), "=", count).post();
      }
    }
    List<BoolVar> order = new ArrayList<>();
    for (int rank : MiddleOut.lowerMiddleFirst(problem.rows())) {
      for (BoolVar[] square : piece[rank]) {
        if (square != null) {
          order.addAll(List.of(square));
        }
      }
    }
    return new ChocoMixedModel(model, piece, order.toArray(new BoolVar[0]));
  }

  @Override
  public Model model() {
    return model;
  }

  @Override
  public Placement placement() {
    List<Square> squares = new ArrayList<>();
    List<Integer> kinds = new ArrayList<>();
    for (int r = 0; r < piece.length; r++) {
      for (int f = 0; f < piece[r].length; f++) {
        for (int k = 0; piece[r][f] != null && k < piece[r][f].length; k++) {
          if (piece[r][f][k].getValue() == 1) {
            squares.add(new Square(r, f));
            kinds.add(k);
          }
        }
      }
    }
    return Placement.ofKinds(squares, kinds);
  }

  @Override
  public SearchChoice configureSearch(Request request, boolean unique) {
    String description =
        "Boolean board of squares and kinds: an attacker empties its segments and leaps";
    if (searchOrder.length == 0) {
      return new SearchChoice(description + "; no square can hold a piece", false);
    }
    model.getSolver().setSearch(Search.inputOrderUBSearch(searchOrder));
    return new SearchChoice(
        description + "; squares from the middle rank out, each kind in turn, a piece first",
        false);
  }
}
