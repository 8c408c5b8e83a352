package org.nqueenslab.engine;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * A second opinion for tests, sharing no code with any engine: tries every set of squares in order (take or
 * skip), pruning a square that an already taken queen attacks according to {@link Verifier#attackLine}, and passes
 * each complete set through the verifier. Exponential: for boards up to about 7 x 7.
 */
public final class BruteForce {
  private BruteForce() {}

  public static List<Placement> solutions(Problem p) {
    List<Square> squares = new ArrayList<>();
    for (int r = 0; r < p.rows(); r++) {
      for (int f = 0; f < p.cols(); f++) {
        Square s = new Square(r, f);
        if (p.canHoldQueen(s)) {
          squares.add(s);
        }
      }
    }
    List<Placement> out = new ArrayList<>();
    extend(p, squares, 0, new ArrayList<>(), out);
    return out;
  }

  public static long count(Problem p) {
    return solutions(p).size();
  }

  private static void extend(Problem p, List<Square> squares, int i, List<Square> taken, List<Placement> out) {
    if (taken.size() == p.queens()) {
      Placement candidate = Placement.of(taken);
      if (Verifier.verify(p, candidate).valid()) {
        out.add(candidate);
      }
      return;
    }
    if (squares.size() - i < p.queens() - taken.size()) {
      return;
    }
    Square s = squares.get(i);
    boolean free = true;
    for (Square t : taken) {
      if (Verifier.attackLine(p.rows(), p.cols(), p.torus(), p.pawns(), t, s) != null) {
        free = false;
        break;
      }
    }
    if (free) {
      taken.add(s);
      extend(p, squares, i + 1, taken, out);
      taken.remove(taken.size() - 1);
    }
    if (!p.fixed().contains(s)) {
      extend(p, squares, i + 1, taken, out);
    }
  }
}
