package org.nqueenslab.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.Constraint;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import java.util.Locale;
import org.nqueenslab.problem.BoardSymmetry;
import org.nqueenslab.problem.FilesByRankImage;
import org.nqueenslab.problem.SymmetryGroup;

/**
 * Lex-leader symmetry breaking for the CP-SAT model (Crawford, Ginsberg, Luks and Roy 1996, "Symmetry-breaking
 * predicates for search problems"; issue 6): for every symmetry g of the problem's group, q is lexicographically
 * no greater than g(q), so that of each orbit of solutions only the canonical one remains. The images are affine
 * expressions of q, or of its inverse permutation p tied to q by {@code AddInverse} for the symmetries that exchange
 * ranks and files ({@link FilesByRankImage}). CP-SAT has no lexicographic constraint: {@link #addLexLessOrEqual}
 * builds one from reified comparisons.
 */
final class CpSatLexLeader {

  private CpSatLexLeader() {}

  /** Adds one lexicographic constraint per symmetry other than the identity; returns how many. */
  static int add(CpModel model, IntVar[] queens, SymmetryGroup group, int cols) {
    IntVar[] inverse = null;
    int added = 0;
    for (BoardSymmetry g : group.elements()) {
      FilesByRankImage image = FilesByRankImage.of(g);
      if (image.isIdentity()) {
        continue;
      }
      if (image.inverse() && inverse == null) {
        // only square boards reach here (the other four symmetries keep rectangles): q is a permutation
        inverse = new IntVar[cols];
        for (int f = 0; f < cols; f++) {
          inverse[f] = model.newIntVar(0, queens.length - 1, "p" + f);
        }
        model.addInverse(queens, inverse);
      }
      IntVar[] source = image.inverse() ? inverse : queens;
      LinearExpr[] imageVector = new LinearExpr[queens.length];
      for (int r = 0; r < imageVector.length; r++) {
        IntVar x = source[image.sourceIndex(r, source.length)];
        imageVector[r] = image.mirrorFiles() ? LinearExpr.affine(x, -1, cols - 1) : LinearExpr.affine(x, 1, 0);
      }
      LinearExpr[] q = new LinearExpr[queens.length];
      for (int r = 0; r < q.length; r++) {
        q[r] = LinearExpr.affine(queens[r], 1, 0);
      }
      addLexLessOrEqual(model, q, imageVector, g.kind().name().toLowerCase(Locale.ROOT));
      added++;
    }
    return added;
  }

  /**
   * Constrains a to be lexicographically no greater than b (same length), with the Boolean prefix-equal chain:
   * {@code e[i]} means "a and b agree on positions 0 .. i-1" ({@code e[0]} is true and needs no variable).
   *
   * <ul>
   *   <li>{@code e[i]} implies {@code a[i] <= b[i]}: while the prefixes agree, a may not overtake b;
   *   <li>{@code e[i+1]} implies {@code e[i]} and {@code a[i] == b[i]}: the prefix grows only by agreeing;
   *   <li>{@code e[i]} and not {@code e[i+1]} imply {@code a[i] < b[i]}: where agreement stops, a is smaller, so
   *       the constraint is satisfied from there on.
   * </ul>
   *
   * Given a and b, the chain is forced (true up to the first difference, false after it) and it is consistent
   * exactly when a is no greater than b. Forced matters for counting: CP-SAT enumerates assignments of all
   * variables, so a free e would count a solution twice. The last position needs no e of its own.
   */
  static void addLexLessOrEqual(CpModel model, LinearExpr[] a, LinearExpr[] b, String name) {
    if (a.length != b.length) {
      throw new IllegalArgumentException("lexicographic comparison of vectors of lengths " + a.length + " and "
          + b.length);
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
