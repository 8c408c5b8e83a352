package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.problem.BoardSymmetry;
import org.nqueenslab.problem.FilesByRankImage;
import org.nqueenslab.problem.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the Choco model (Crawford, Ginsberg, Luks and Roy 1996, "Symmetry-breaking
 * predicates for search problems"; issue 6): for every symmetry g of the problem's group, {@code q <=lex g(q)}, so
 * that of each orbit of solutions only the lexicographically smallest, the canonical one, remains. All the images
 * go to one propagator, {@link PropLexLeader}, which reads them from the domains of q alone: the symmetries that
 * exchange ranks and files (the diagonal reflections and the quarter turns) read q's inverse permutation p
 * ({@link FilesByRankImage}), and p is never a variable.
 *
 * <p>Why one propagator and no p variables. Counting n = 12 and n = 13 with every variant in one JVM, interleaved
 * (5 to 9 rounds, medians, shared 2-core machine; search as in {@link ChocoSearch}; the plain count took 270 ms
 * with 95,723 nodes and 1.34 s with 481,503 nodes):
 *
 * <pre>
 *   variant                                                    n = 12            n = 13
 *   lexLessEq on views, p through the 0/1 board
 *     (boolsIntChanneling per rank and per file)               152 ms  16,955    728 ms  83,276
 *   the same, p through Choco's inverseChanneling             168 ms  16,816    860 ms  82,509
 *   PropLexLeader for the p images, lexLessEq for the others    96 ms  16,955    483 ms  83,276
 *   PropLexLeader for every image, no hidden singles            83 ms  20,962    424 ms 105,569
 *   PropLexLeader for every image (kept)                        75 ms  16,955    382 ms  83,276
 * </pre>
 *
 * The board and its 2n channelings made each node about three times dearer than a plain node; the propagator
 * prunes exactly what lexLessEq with the board pruned (same nodes) at a fraction of the cost, and taking the
 * mirror and half-turn images from lexLessEq too saves another fifth. The board's node count comes back with the
 * "hidden single" its file columns gave: a file that only one rank can still take goes there ({@link
 * PropLexLeader}); without it 24% more nodes.
 *
 * <p>The search stays {@link ChocoSearch}'s first-fail with ties to the first rank, where the lex order starts.
 * Against it (n = 12, one interleaved run, with this propagator): 76 ms and 16,955 nodes; ties from the border
 * inwards (ranks 0, n-1, 1, n-2...) 86 ms, 17,339; ties to the middle rank (the plain count's order) 101 ms,
 * 18,724; input order 103 ms, 23,741; dom/wdeg 117 ms, 18,077; first-fail over ranks and files (branching on the
 * file with the fewest ranks left when it has fewer than any rank has files) 86 ms, 16,275. In other runs: the two
 * border ranks first, 16,654 nodes and the same time; the largest value first, or domain splits, the same nodes
 * and time as the smallest value first.
 *
 * <p>On a torus the group also holds the n^2 translations composed with the square's symmetries (8 n^2 elements):
 * a translation by (dr, df) reads rank {@code (r - dr) mod n} and adds df to the value modulo n, which is one more
 * bijection of the files for the propagator (before, each shifted file was an auxiliary variable tied to its file
 * by a binary table: the 13 x 13 torus counted in 57 ms instead of 380 ms).
 */
final class ChocoLexLeader {

  private ChocoLexLeader() {}

  /**
   * Posts {@code q <=lex g(q)} for every symmetry g of the group other than the identity, as one propagator;
   * returns how many images it holds.
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
   * The image of the files-by-rank vector under g, null for the identity. On a torus g is a symmetry of the square
   * followed by a translation (rankShift, fileShift), and its image is {@code q'[r] = (q1[(r - rankShift) mod n] +
   * fileShift) mod n}, q1 the square symmetry's image ({@link FilesByRankImage}).
   */
  static PropLexLeader.Image image(int ranks, int cols, BoardSymmetry g) {
    FilesByRankImage square = FilesByRankImage.of(new BoardSymmetry(g.kind(), 0, 0));
    int rankShift = g.rankShift();
    int fileShift = g.fileShift();
    if (square.isIdentity() && rankShift == 0 && fileShift == 0) {
      return null;
    }
    // only square boards have the inverse images (the other four symmetries keep rectangles): p has cols entries
    int length = square.inverse() ? cols : ranks;
    int[] source = new int[ranks];
    for (int r = 0; r < ranks; r++) {
      source[r] = square.sourceIndex(Math.floorMod(r - rankShift, ranks), length);
    }
    // what the image reads is a file of q or a rank of p, both ranging over 0..cols-1 where p exists
    int[] value = new int[square.inverse() ? ranks : cols];
    for (int x = 0; x < value.length; x++) {
      value[x] = Math.floorMod(square.value(x, cols) + fileShift, cols);
    }
    return new PropLexLeader.Image(square.inverse(), source, value);
  }
}
