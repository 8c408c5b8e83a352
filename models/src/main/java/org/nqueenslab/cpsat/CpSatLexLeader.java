package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.Constraint;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.FilesByRankImage;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the CP-SAT model (Crawford, Ginsberg, Luks and Roy 1996,
 * "Symmetry-breaking predicates for search problems"; issue 6): for every symmetry g of the
 * problem's group, q is lexicographically no greater than g(q), so that of each orbit of solutions
 * only the canonical one remains. The images are affine expressions of q, or of its inverse
 * permutation p tied to q by {@code AddInverse} for the symmetries that exchange ranks and files
 * ({@link FilesByRankImage}). CP-SAT has no lexicographic constraint: {@link #addLexLessOrEqual}
 * builds one from reified comparisons.
 *
 * <p>On a torus the group also holds the n^2 translations composed with the square's symmetries (8
 * n^2 elements): a translation by (dr, df) reads rank {@code (r - dr) mod n} and adds df to the
 * file modulo n, an auxiliary variable per (source, mirror, df) defined by {@code
 * AddModuloEquality}, shared by every image that needs it.
 */
final class CpSatLexLeader {

  private CpSatLexLeader() {}

  /** Adds one lexicographic constraint per symmetry other than the identity; returns how many. */
  static int add(CpModel model, IntVar[] queens, SymmetryGroup group, int cols) {
    IntVar[] inverse = null;
    Map<List<Object>, LinearExpr> translated = new HashMap<>();
    LinearExpr[] q = new LinearExpr[queens.length];
    for (int r = 0; r < q.length; r++) {
      q[r] = LinearExpr.affine(queens[r], 1, 0);
    }
    int added = 0;
    for (BoardSymmetry g : group.elements()) {
      // on a torus g is a symmetry of the square followed by a translation (rankShift, fileShift):
      // the image is q'[r] = (q1[(r - rankShift) mod n] + fileShift) mod n, q1 the square
      // symmetry's image
      FilesByRankImage image = FilesByRankImage.of(new BoardSymmetry(g.kind(), 0, 0));
      int rankShift = g.rankShift();
      int fileShift = g.fileShift();
      if (image.isIdentity() && rankShift == 0 && fileShift == 0) {
        continue;
      }
      if (image.inverse() && inverse == null) {
        // only square boards reach here (the other four symmetries keep rectangles): q is a
        // permutation
        inverse = new IntVar[cols];
        for (int f = 0; f < cols; f++) {
          inverse[f] = model.newIntVar(0, queens.length - 1, "p" + f);
        }
        model.addInverse(queens, inverse);
      }
      IntVar[] source = image.inverse() ? inverse : queens;
      LinearExpr[] imageVector = new LinearExpr[queens.length];
      for (int r = 0; r < imageVector.length; r++) {
        int index = image.sourceIndex(Math.floorMod(r - rankShift, queens.length), source.length);
        IntVar x = source[index];
        LinearExpr y =
            image.mirrorFiles() ? LinearExpr.affine(x, -1, cols - 1) : LinearExpr.affine(x, 1, 0);
        imageVector[r] =
            fileShift == 0
                ? y
                : translated.computeIfAbsent(
                    List.of(image.inverse(), index, image.mirrorFiles(), fileShift),
                    key -> shiftedFile(model, x, image.mirrorFiles(), fileShift, cols));
      }
      String name =
          g.kind().name().toLowerCase(Locale.ROOT)
              + (rankShift == 0 && fileShift == 0 ? "" : "_" + rankShift + "_" + fileShift);
      addLexLessOrEqual(model, q, imageVector, name);
      added++;
    }
    return added;
  }

  /**
   * A variable for {@code (y + shift) mod n}, y = x or n-1 - x, by a modulo equality (the dividend
   * offset by n to stay non-negative): a function of x, fixed as soon as q is, so no solution is
   * counted twice.
   */
  private static LinearExpr shiftedFile(CpModel model, IntVar x, boolean mirror, int shift, int n) {
    IntVar shifted =
        model.newIntVar(0, n - 1, "shifted_" + x.getName() + (mirror ? "_mirrored_" : "_") + shift);
    LinearExpr dividend =
        mirror ? LinearExpr.affine(x, -1, n - 1 + shift + n) : LinearExpr.affine(x, 1, shift + n);
    model.addModuloEquality(shifted, dividend, n);
    return LinearExpr.affine(shifted, 1, 0);
  }

  /**
   * Constrains a to be lexicographically no greater than b (same length), with the Boolean
   * prefix-equal chain: {@code e[i]} means "a and b agree on positions 0 .. i-1" ({@code e[0]} is
   * true and needs no variable).
   *
   * <ul>
   *   <li>{@code e[i]} implies {@code a[i] <= b[i]}: while the prefixes agree, a may not overtake
   *       b;
   *   <li>{@code e[i+1]} implies {@code e[i]} and {@code a[i] == b[i]}: the prefix grows only by
   *       agreeing;
   *   <li>{@code e[i]} and not {@code e[i+1]} imply {@code a[i] < b[i]}: where agreement stops, a
   *       is smaller, so the constraint is satisfied from there on.
   * </ul>
   *
   * Given a and b, the chain is forced (true up to the first difference, false after it) and it is
   * consistent exactly when a is no greater than b. Forced matters for counting: CP-SAT enumerates
   * assignments of all variables, so a free e would count a solution twice. The last position needs
   * no e of its own.
   */
  static void addLexLessOrEqual(CpModel model, LinearExpr[] a, LinearExpr[] b, String name) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "lexicographic comparison of vectors of lengths " + a.length + " and " + b.length);
    }
    Literal prefixEqual = null; // e[i]; null stands for true (i = 0)
    for (int i = 0; i < a.length; i++) {
      if (i == a.length - 1) {
        enforce(model.addLessOrEqual(a[i], b[i]), prefixEqual);
        break;
      }
      BoolVar next = model.newBoolVar(name + "_prefix_equal_" + (i + 1));
      enforce(model.addLessOrEqual(a[i], b[i]), prefixEqual);
      model.addEquality(a[i], b[i]).onlyEnforceIf(next);
      if (prefixEqual != null) {
        model.addImplication(next, prefixEqual);
        model.addLessThan(a[i], b[i]).onlyEnforceIf(new Literal[] {prefixEqual, next.not()});
      } else {
        model.addLessThan(a[i], b[i]).onlyEnforceIf(next.not());
      }
      prefixEqual = next;
    }
  }

  private static void enforce(Constraint c, Literal condition) {
    if (condition != null) {
      c.onlyEnforceIf(condition);
    }
  }
}
