package org.nqueenslab.split;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.nqueenslab.problem.Problem;

/**
 * The parts an engine that calls a whole solver per solution lists (sat, mip): the first two ranks
 * placed, the split the counts use, so that each part's formula or program is small and gathers few
 * blocking clauses or cuts.
 */
public final class ListingParts {
  private ListingParts() {}

  /** The problem's parts, each a problem with its first ranks' pieces placed. */
  public static List<Problem> of(Problem problem, BooleanSupplier stop) {
    int depth = Subproblems.depthFor(problem, 2);
    List<Subproblem> split =
        problem.hasOneQueenPerRank()
            ? Subproblems.split(problem, depth, false, stop)
            : SegmentSubproblems.split(problem, depth, stop);
    List<Problem> parts = new ArrayList<>();
    for (Subproblem part : split) {
      parts.add(part.problem());
    }
    return parts;
  }
}
