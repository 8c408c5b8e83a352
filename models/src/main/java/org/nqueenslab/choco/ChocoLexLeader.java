package org.nqueenslab.choco;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.BoardSymmetry;
import org.nqueenslab.problem.FilesByRankImage;
import org.nqueenslab.problem.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the Choco model (Crawford, Ginsberg, Luks and Roy 1996, "Symmetry-breaking
 * predicates for search problems"; issue 6): for every symmetry g of the problem's group, {@code lexLessEq(q,
 * g(q))}, so that of each orbit of solutions only the lexicographically smallest, the canonical one, remains. The
 * image vectors are views of q, or of its inverse permutation p for the symmetries that exchange ranks and files
 * ({@link FilesByRankImage}); "lastFile - x" is a minus view shifted by an offset view.
 *
 * <p>p is tied to q through the 0/1 board ({@code b[r][f]} is 1 when the queen of rank r stands on file f): rank r's
 * row of b channels q[r] and file f's column channels p[f] ({@code boolsIntChanneling}), the classic primal-dual
 * model. Choco's {@code inverseChanneling} says the same thing in one propagator, but its propagation costs more
 * than it saves: counting n = 13 took about 20% longer with it (shared 2-core machine), for 1% fewer nodes. Either
 * way p is fixed once q is, so every solution of q is found once.
 *
 * <p>On a torus the group also holds the n^2 translations composed with the square's symmetries (8 n^2 elements):
 * a translation by (dr, df) reads rank {@code (r - dr) mod n} and adds df to the file modulo n, an auxiliary
 * variable per (source, mirror, df) tied to the file by a binary table, shared by every image that needs it.
 */
final class ChocoLexLeader {

  private ChocoLexLeader() {}

  /** Posts one lex constraint per symmetry other than the identity; returns how many. */
  static int post(Model model, IntVar[] queens, SymmetryGroup group, int cols) {
    IntVar[] inverse = null;
    Map<List<Object>, IntVar> translated = new HashMap<>();
    int posted = 0;
    for (BoardSymmetry g : group.elements()) {
      // on a torus g is a symmetry of the square followed by a translation (rankShift, fileShift): the image is
      // q'[r] = (q1[(r - rankShift) mod n] + fileShift) mod n, q1 the square symmetry's image
      FilesByRankImage image = FilesByRankImage.of(new BoardSymmetry(g.kind(), 0, 0));
      int rankShift = g.rankShift();
      int fileShift = g.fileShift();
      if (image.isIdentity() && rankShift == 0 && fileShift == 0) {
        continue;
      }
      if (image.inverse() && inverse == null) {
        // only square boards reach here (the other four symmetries keep rectangles): q is a permutation
        inverse = inversePermutation(model, queens);
      }
      IntVar[] source = image.inverse() ? inverse : queens;
      IntVar[] imageVector = new IntVar[queens.length];
      for (int r = 0; r < imageVector.length; r++) {
        int index = image.sourceIndex(Math.floorMod(r - rankShift, queens.length), source.length);
        IntVar x = source[index];
        IntVar y = image.mirrorFiles() ? model.intOffsetView(model.intMinusView(x), cols - 1) : x;
        imageVector[r] = fileShift == 0 ? y : translated.computeIfAbsent(
            List.of(image.inverse(), index, image.mirrorFiles(), fileShift),
            key -> shiftedFile(model, y, fileShift, cols));
      }
      model.lexLessEq(queens, imageVector).post();
      posted++;
    }
    return posted;
  }

  /**
   * A variable for {@code (file + shift) mod n}, tied to the file by a binary table (a bijection of the files, as
   * the torus's wrapped diagonals in {@link ChocoModel}): fixed as soon as q is, so no solution is counted twice.
   */
  private static IntVar shiftedFile(Model model, IntVar file, int shift, int n) {
    Tuples pairs = new Tuples(true);
    for (int f = 0; f < n; f++) {
      pairs.add(f, (f + shift) % n);
    }
    IntVar shifted = model.intVar(0, n - 1);
    model.table(file, shifted, pairs).post();
    return shifted;
  }

  /** p with p[q[r]] = r, channelled through the 0/1 board (q a permutation: a square board). */
  private static IntVar[] inversePermutation(Model model, IntVar[] queens) {
    int n = queens.length;
    IntVar[] inverse = model.intVarArray("p", n, 0, n - 1);
    BoolVar[][] board = model.boolVarMatrix("b", n, n);
    for (int r = 0; r < n; r++) {
      model.boolsIntChanneling(board[r], queens[r], 0).post();
    }
    for (int f = 0; f < n; f++) {
      BoolVar[] file = new BoolVar[n];
      for (int r = 0; r < n; r++) {
        file[r] = board[r][f];
      }
      model.boolsIntChanneling(file, inverse[f], 0).post();
    }
    return inverse;
  }
}
