package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardImage;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Lex-leader symmetry breaking on the Boolean board (Crawford, Ginsberg, Luks and Roy 1996,
 * "Symmetry-breaking predicates for search problems"; issue 7): for every symmetry g of the
 * problem's group (the subgroup that fixes its pawns, holes and placed queens), {@code
 * lexLessEq(g(x), x)} on the board vectors, squares in rank-major order. The image vector is the
 * board's own variables read at each square's preimage ({@link BoardImage}): no new variable, so
 * nothing the search does not fix. The order runs that way round (x no smaller than its images)
 * because the canonical placement, the smallest by {@link SymmetryGroup#compare}, has the greatest
 * board vector.
 *
 * <p>Squares where x and its image agree whatever the search does (the same variable, or constants
 * of one value: pawns and holes are 0, placed queens 1) are left out of both vectors, which changes
 * no lexicographic comparison. A part of a split count keeps the whole problem's group; its own
 * extra holes and queens are constants here.
 */
final class ChocoBoardLexLeader {

  private ChocoBoardLexLeader() {}

  /** Posts one lex constraint per symmetry other than the identity; returns how many. */
  static int post(ChocoBoardModel board, SymmetryGroup group, int rows, int cols) {
    Model model = board.model;
    BoolVar empty = model.boolVar(false);
    int posted = 0;
    for (BoardSymmetry g : group.elements()) {
      Square[] preimage = BoardImage.preimages(g, rows, cols);
      List<IntVar> x = new ArrayList<>();
      List<IntVar> image = new ArrayList<>();
      for (int s = 0; s < preimage.length; s++) {
        BoolVar a = cell(board, s / cols, s % cols, empty);
        BoolVar b = cell(board, preimage[s].rank(), preimage[s].file(), empty);
        if (a == b || a.isInstantiated() && b.isInstantiated() && a.getValue() == b.getValue()) {
          continue;
        }
        x.add(a);
        image.add(b);
      }
      if (!x.isEmpty()) {
        model.lexLessEq(image.toArray(new IntVar[0]), x.toArray(new IntVar[0])).post();
        posted++;
      }
    }
    return posted;
  }

  private static BoolVar cell(ChocoBoardModel board, int rank, int file, BoolVar empty) {
    BoolVar v = board.board[rank][file];
    return v == null ? empty : v;
  }
}
