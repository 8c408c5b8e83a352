package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.FilesByRankImage;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the Choco model (Crawford, Ginsberg, Luks and Roy 1996,
 * "Symmetry-breaking predicates for search problems"; issue 6): for every symmetry g of the
 * problem's group, {@code q <=lex g(q)}, so that of each orbit of solutions only the
 * lexicographically smallest, the canonical one, remains. All the images go to one propagator,
 * {@link PropLexLeader}, which reads them from the domains of q alone: the symmetries that exchange
 * ranks and files (the diagonal reflections and the quarter turns) read q's inverse permutation p
 * ({@link FilesByRankImage}), and p is never a variable.
 *
 * <p>The search stays {@link ChocoSearch}'s first-fail with ties to the first rank, where the lex
 * order starts. On a torus the group also holds the n^2 translations composed with the square's
 * symmetries (8 n^2 elements): a translation by (dr, df) reads rank {@code (r - dr) mod n} and adds
 * df to the value modulo n, one more bijection of the files for the propagator. The variants
 * measured against this one (p as variables, lexLessEq on views, search orders, shifted files as
 * variables) are on the documentation's decisions page.
 */
final class ChocoLexLeader {

  private ChocoLexLeader() {}

  /**
   * Posts {@code q <=lex g(q)} for every symmetry g of the group other than the identity, as one
   * propagator; returns how many images it holds.
   */
  static int post(Model model, IntVar[] queens, SymmetryGroup group, int cols) {
    List<PropLexLeader.Image> images = images(queens.length, cols, group);
    if (!images.isEmpty()) {
      new Constraint("lexLeader", new PropLexLeader(queens, cols, images)).post();
    }
    return images.size();
  }

  /** The images of the group's symmetries other than the identity. */
  static List<PropLexLeader.Image> images(int ranks, int cols, SymmetryGroup group) {
    List<PropLexLeader.Image> images = new ArrayList<>();
    for (BoardSymmetry g : group.elements()) {
      PropLexLeader.Image image = image(ranks, cols, g);
      if (image != null) {
        images.add(image);
      }
    }
    return images;
  }

  /**
   * The image of the files-by-rank vector under g, null for the identity. On a torus g is a
   * symmetry of the square followed by a translation (rankShift, fileShift), and its image is
   * {@code q'[r] = (q1[(r - rankShift) mod n] + fileShift) mod n}, q1 the square symmetry's image
   * ({@link FilesByRankImage}).
   */
  static PropLexLeader.Image image(int ranks, int cols, BoardSymmetry g) {
    FilesByRankImage square = FilesByRankImage.of(new BoardSymmetry(g.kind(), 0, 0));
    int rankShift = g.rankShift();
    int fileShift = g.fileShift();
    if (square.isIdentity() && rankShift == 0 && fileShift == 0) {
      return null;
    }
    // only square boards have the inverse images (the other four symmetries keep rectangles): p has
    // cols entries
    int length = square.inverse() ? cols : ranks;
    int[] source = new int[ranks];
    for (int r = 0; r < ranks; r++) {
      source[r] = square.sourceIndex(Math.floorMod(r - rankShift, ranks), length);
    }
    // what the image reads is a file of q or a rank of p, both ranging over 0..cols-1 where p
    // exists
    int[] value = new int[square.inverse() ? ranks : cols];
    for (int x = 0; x < value.length; x++) {
      value[x] = Math.floorMod(square.value(x, cols) + fileShift, cols);
    }
    return new PropLexLeader.Image(square.inverse(), source, value);
  }
}
