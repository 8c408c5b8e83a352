package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.LinearExpr;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardImage;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Lex-leader symmetry breaking on the Boolean board (Crawford, Ginsberg, Luks and Roy 1996,
 * "Symmetry-breaking predicates for search problems"; issue 7): for every symmetry g of the
 * problem's group (the subgroup that fixes its pawns, holes and placed queens), the image's board
 * vector g(x) is lexicographically no greater than x, squares in rank-major order. The image reads
 * the board's own variables at each square's preimage ({@link BoardImage}); x no smaller than its
 * images because the canonical placement, the smallest by {@link SymmetryGroup#compare}, has the
 * greatest board vector. CP-SAT has no lexicographic constraint: {@link
 * CpSatLexLeader#addLexLessOrEqual} builds it as a chain of "equal so far" Booleans, each forced by
 * the board, so no solution is counted twice.
 *
 * <p>Squares where x and its image agree whatever the search does (the same variable, or both
 * constants: pawns and holes are 0, placed queens 1) are left out, which changes no lexicographic
 * comparison. A part of a split count keeps the whole problem's group; its own extra holes and
 * queens are constants here.
 */
final class CpSatBoardLexLeader {

  private CpSatBoardLexLeader() {}

  /** Adds one lexicographic constraint per symmetry other than the identity; returns how many. */
  static int add(CpSatBoardModel board, Problem problem, SymmetryGroup group) {
    int rows = problem.rows();
    int cols = problem.cols();
    int added = 0;
    for (BoardSymmetry g : group.elements()) {
      Square[] preimage = BoardImage.preimages(g, rows, cols);
      List<LinearExpr> x = new ArrayList<>();
      List<LinearExpr> image = new ArrayList<>();
      for (int s = 0; s < preimage.length; s++) {
        Square here = new Square(s / cols, s % cols);
        Square there = preimage[s];
        BoolVar a = board.board[here.rank()][here.file()];
        BoolVar b = board.board[there.rank()][there.file()];
        Integer constantA = constant(problem, here, a);
        Integer constantB = constant(problem, there, b);
        if (a != null && a == b || constantA != null && constantA.equals(constantB)) {
          continue;
        }
        x.add(constantA != null ? LinearExpr.constant(constantA) : LinearExpr.affine(a, 1, 0));
        image.add(constantB != null ? LinearExpr.constant(constantB) : LinearExpr.affine(b, 1, 0));
      }
      if (!x.isEmpty()) {
        String name =
            g.kind().name().toLowerCase(Locale.ROOT)
                + (g.rankShift() == 0 && g.fileShift() == 0
                    ? ""
                    : "_" + g.rankShift() + "_" + g.fileShift());
        CpSatLexLeader.addLexLessOrEqual(
            board.model, image.toArray(new LinearExpr[0]), x.toArray(new LinearExpr[0]), name);
        added++;
      }
    }
    return added;
  }

  /**
   * The square's value when no search decides it: 0 without a variable (pawn, hole), 1 for a placed
   * queen.
   */
  private static Integer constant(Problem problem, Square s, BoolVar v) {
    if (v == null) {
      return 0;
    }
    return problem.fixed().contains(s) ? 1 : null;
  }
}
