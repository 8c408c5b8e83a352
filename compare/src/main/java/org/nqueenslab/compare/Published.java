package org.nqueenslab.compare;

import java.util.Optional;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/** The published count that applies to a problem, if any: the plain n x n board (A000170/A002562), the torus (A051906). */
public final class Published {
  private Published() {}

  public static Optional<ReferenceCount> forProblem(Problem p) {
    boolean plainPieces = p.pawns().isEmpty() && p.holes().isEmpty() && p.fixed().isEmpty()
        && p.isSquare() && p.queens() == p.rows();
    if (!plainPieces) {
      return Optional.empty();
    }
    return ReferenceCounts.find(p.torus() ? ReferenceCounts.TOROIDAL : ReferenceCounts.STANDARD, p.rows(), null);
  }
}
