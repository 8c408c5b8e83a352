package org.nqueenslab.choco;

import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.BoardSymmetry;
import org.nqueenslab.problem.FilesByRankImage;
import org.nqueenslab.problem.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the Choco model (Crawford, Ginsberg, Luks and Roy 1996, "Symmetry-breaking
 * predicates for search problems"; issue 6): for every symmetry g of the problem's group, {@code lexLessEq(q,
 * g(q))}, so that of each orbit of solutions only the lexicographically smallest, the canonical one, remains. The
 * image vectors are views of q, or of its inverse permutation p tied to q by {@code inverseChanneling} for the
 * symmetries that exchange ranks and files ({@link FilesByRankImage}); "lastFile - x" is a minus view shifted by
 * an offset view, so no variable is added but p.
 */
final class ChocoLexLeader {

  private ChocoLexLeader() {}

  /** Posts one lex constraint per symmetry other than the identity; returns how many. */
  static int post(Model model, IntVar[] queens, SymmetryGroup group, int cols) {
    IntVar[] inverse = null;
    int posted = 0;
    for (BoardSymmetry g : group.elements()) {
      FilesByRankImage image = FilesByRankImage.of(g);
      if (image.isIdentity()) {
        continue;
      }
      if (image.inverse() && inverse == null) {
        // only square boards reach here (the other four symmetries keep rectangles): q is a permutation
        inverse = model.intVarArray("p", cols, 0, queens.length - 1);
        model.inverseChanneling(queens, inverse).post();
      }
      IntVar[] source = image.inverse() ? inverse : queens;
      IntVar[] imageVector = new IntVar[queens.length];
      for (int r = 0; r < imageVector.length; r++) {
        IntVar x = source[image.sourceIndex(r, source.length)];
        imageVector[r] = image.mirrorFiles() ? model.intOffsetView(model.intMinusView(x), cols - 1) : x;
      }
      model.lexLessEq(queens, imageVector).post();
      posted++;
    }
    return posted;
  }
}
