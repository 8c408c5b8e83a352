package org.nqueenslab.compare;

import java.util.Optional;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.variant.FreePawns;

/**
 * The published count that applies to a problem, if any: the plain n x n board (A000170/A002562),
 * the torus (A051906/A053994), and n + k queens with k free pawns (A103330/A103331,
 * A129551/A129552, A129553/A129554).
 */
public final class Published {
  private Published() {}

  public static Optional<ReferenceCount> forProblem(Problem p) {
    if (p.isMixed()) {
      return Optional.empty(); // no published row states a mix of kinds
    }
    boolean plainPieces =
        p.pawns().isEmpty()
            && p.holes().isEmpty()
            && p.fixed().isEmpty()
            && p.isSquare()
            && p.queens() == p.rows();
    if (!p.piece().isQueen()) {
      // another piece: its own rows, k the number of pieces (a maximum placement is not n of them)
      boolean plainBoard =
          p.pawns().isEmpty() && p.holes().isEmpty() && p.fixed().isEmpty() && p.isSquare();
      return plainBoard && !p.torus()
          ? ReferenceCounts.find(p.piece().name(), p.rows(), p.queens())
          : Optional.empty();
    }
    if (!plainPieces) {
      return Optional.empty();
    }
    return ReferenceCounts.find(
        p.torus() ? ReferenceCounts.TOROIDAL : ReferenceCounts.STANDARD, p.rows(), null);
  }

  /**
   * n + k queens and k free pawns: the nplusk rows (k = 1, 2, 3); no pawn at all is the plain
   * board.
   */
  public static Optional<ReferenceCount> forFreePawns(FreePawns family) {
    return family.k() == 0
        ? ReferenceCounts.standard(family.n())
        : ReferenceCounts.find(ReferenceCounts.PAWNS, family.n(), family.k());
  }
}
