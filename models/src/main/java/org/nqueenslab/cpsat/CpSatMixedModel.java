package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.DecisionStrategyProto.DomainReductionStrategy;
import com.google.ortools.sat.DecisionStrategyProto.VariableSelectionStrategy;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cp.MixedConstraints;
import org.nqueenslab.problem.MiddleOut;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The CP-SAT Boolean board for several kinds of pieces at once ({@link MixedConstraints}): a
 * Boolean per square and kind, at most one per square; per group of squares along which some kinds
 * attack, {@code AddAtMostOne} over the group's pieces when every kind does, else for each square s
 * of the group and each attacking kind k there, "a k on s implies no piece on the others" (an
 * enforced sum, the clause form CP-SAT propagates best). Each kind's count is one sum. A count
 * searches the squares from the middle rank out, each kind in turn, a piece first, fixed; a first
 * solution uses CP-SAT's own search.
 */
final class CpSatMixedModel implements CpSatFormulation {
  private final CpModel model = new CpModel();

  /** piece[r][f][k]: a piece of kind k on (r, f); null where no piece can stand. */
  private final BoolVar[][][] piece;

  private CpSatMixedModel(Problem problem) {
    int kinds = problem.kinds().size();
    piece = new BoolVar[problem.rows()][problem.cols()][];
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
              model.newBoolVar(s.name() + "_" + problem.kinds().get(k).piece().notation());
          byKind.get(k).add(piece[r][f][k]);
        }
        model.addAtMostOne(piece[r][f]);
      }
    }
    for (MixedConstraints.Group group : MixedConstraints.of(problem).groups()) {
      if (group.allAttack(kinds)) {
        model.addAtMostOne(pieces(group.squares(), null));
        continue;
      }
      for (Square s : group.squares()) {
        BoolVar[] others = pieces(group.squares(), s);
        group.attackers().stream()
            .forEach(
                k -> {
                  for (BoolVar other : others) {
                    model.addImplication(piece[s.rank()][s.file()][k], other.not());
                  }
                });
      }
    }
    for (int k = 0; k < kinds; k++) {
      LinearExprBuilder sum = LinearExpr.newBuilder();
      byKind.get(k).forEach(sum::add);
      model.addEquality(sum, problem.kinds().get(k).count());
    }
  }

  static CpSatMixedModel of(Problem problem) {
    return new CpSatMixedModel(problem);
  }

  /** Every kind's variable on the squares, {@code except} one square (null: none). */
  private BoolVar[] pieces(List<Square> squares, Square except) {
    List<BoolVar> vars = new ArrayList<>();
    for (Square t : squares) {
      if (!t.equals(except)) {
        vars.addAll(List.of(piece[t.rank()][t.file()]));
      }
    }
    return vars.toArray(new BoolVar[0]);
  }

  @Override
  public CpModel model() {
    return model;
  }

  @Override
  public String configureSearch(SatParameters.Builder parameters, boolean firstSolution) {
    String description =
        "Boolean board of squares and kinds (an attacker empties its segments and leaps)";
    if (firstSolution) {
      parameters.setSearchBranching(SatParameters.SearchBranching.AUTOMATIC_SEARCH);
      return description + ", CP-SAT's own search";
    }
    parameters.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
    // no linear relaxation: with it CP-SAT branched 50 times as often on a mix and enumerated
    // 6 x 6 with 2 queens and 2 knights in 38 s instead of 0.1 s (decisions page)
    parameters.setLinearizationLevel(0);
    List<BoolVar> order = new ArrayList<>();
    for (int rank : MiddleOut.lowerMiddleFirst(piece.length)) {
      for (BoolVar[] square : piece[rank]) {
        if (square != null) {
          order.addAll(List.of(square));
        }
      }
    }
    if (!order.isEmpty()) {
      model.addDecisionStrategy(
          order.toArray(new BoolVar[0]),
          VariableSelectionStrategy.CHOOSE_FIRST,
          DomainReductionStrategy.SELECT_MAX_VALUE);
    }
    return description + ", squares from the middle rank out, each kind in turn, a piece first";
  }

  @Override
  public Placement placement(CpSolverSolutionCallback solution) {
    List<Square> squares = new ArrayList<>();
    List<Integer> kinds = new ArrayList<>();
    for (int r = 0; r < piece.length; r++) {
      for (int f = 0; f < piece[r].length; f++) {
        for (int k = 0; piece[r][f] != null && k < piece[r][f].length; k++) {
          if (solution.booleanValue(piece[r][f][k])) {
            squares.add(new Square(r, f));
            kinds.add(k);
          }
        }
      }
    }
    return Placement.ofKinds(squares, kinds);
  }
}
