package org.nqueenslab.dancinglinks;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Fundamental solutions with Dancing Links: the exact cover loses the options that no canonical
 * solution uses, then the search keeps each solution that is the lexicographically smallest of its
 * images (Rolfe's Listing Five) and counts its orbit size towards the total. The images are taken
 * under the problem's {@link SymmetryGroup}: the board's symmetries that keep its pawns, holes and
 * placed queens, so the same filter serves every variant (with pawns or another number of queens it
 * is the whole of the pruning: no rank is sure to hold a queen).
 *
 * <p>The canonical solution is the smallest by rank then file, so its rank-1 queen stands on the
 * leftmost square of rank 1 that the symmetries keeping rank 1 can reach: with the left-right
 * mirror the right half's options of rank 1 are removed before the search (half the solutions, most
 * of the nodes), on a torus all but file a. The note reports the options removed and the solutions
 * the leaves rejected.
 */
final class DlxUnique {
  private DlxUnique() {}

  static Result count(String engine, Problem problem, Request request, QueenCount counting) {
    Budget budget = Budget.start(request);
    SymmetryGroup group = SymmetryGroup.of(problem);
    List<Square> removed = dominatedSquaresOfFirstRank(problem, group);
    long left =
        (long) problem.rows() * problem.cols()
            - problem.pawns().size()
            - problem.holes().size()
            - removed.size();
    if (left < problem.queens()) {
      // Removing the dominated squares can leave fewer squares than queens (2 x 2 with holes a2 and
      // b2: b1 goes, a1 alone is left for 2 queens), a problem the builder refuses, so this threw.
      // No solution then has a canonical image, so there is none at all.
      Statistics.Builder stats = Statistics.builder().put(Statistics.NODES, 0);
      new OrbitTally(group).addTo(stats);
      return new Result(
          engine,
          Status.COMPLETE,
          0,
          0L,
          stats.build(),
          budget.elapsed(),
          "unique = orbits under the problem's "
              + group.order()
              + " symmetries; "
              + removed.size()
              + " options of rank 1 removed (images of others) leave "
              + left
              + " squares for "
              + problem.queens()
              + " queens: no solution");
    }
    Problem searched = removed.isEmpty() ? problem : problem.toBuilder().holes(removed).build();
    QueensCover queens;
    try {
      queens = QueensCover.of(searched, counting, budget::exhausted);
    } catch (java.util.concurrent.CancellationException stopped) {
      Statistics.Builder stats = Statistics.builder().put(Statistics.NODES, 0);
      new OrbitTally(group).addTo(stats);
      return new Result(
          engine, budget.stopStatus(), 0, 0L, stats.build(), budget.elapsed(), QueensCover.STOPPED);
    }
    OrbitTally kept = new OrbitTally(group);
    long[] visited = new long[1];
    SearchLimits limits = SearchLimits.NONE.withStopCheck((nodes, solutions) -> budget.exhausted());
    SearchResult r =
        new DancingLinks(queens.exactCover())
            .search(
                queens.forcedOptions(),
                limits,
                options -> {
                  visited[0]++;
                  kept.addIfCanonical(Placement.of(queens.queens(options)));
                });
    Status status = DlxStatus.of(r.reason(), budget);
    Statistics.Builder stats =
        Statistics.builder()
            .put(Statistics.NODES, r.nodes())
            .put(Statistics.UPDATES, r.updates())
            .put(Statistics.LEAVES_REJECTED, visited[0] - kept.orbits());
    kept.addTo(stats);
    String note =
        "unique = orbits under the problem's "
            + group.order()
            + " symmetries; "
            + (removed.isEmpty()
                ? "no options removed ("
                    + (problem.hasOneQueenPerRank()
                        ? "no symmetry keeps rank 1"
                        : "rank 1 need not hold a queen")
                    + ")"
                : removed.size() + " options of rank 1 removed (images of others)")
            + ", "
            + (visited[0] - kept.orbits())
            + " of "
            + visited[0]
            + " solutions rejected at the leaves";
    // one search, whose leaves are classified as they come: it does not split
    return new Result(
            engine, status, kept.total(), kept.orbits(), stats.build(), budget.elapsed(), note)
        .withThreadsUsed(1);
  }

  /**
   * The squares of rank 1 that a symmetry of the problem maps to a square further left on rank 1: a
   * solution with its rank-1 queen there has an image that is lexicographically smaller, so it is
   * not canonical. The mirror removes the right half; on a torus the translations leave only file
   * a.
   */
  private static List<Square> dominatedSquaresOfFirstRank(Problem problem, SymmetryGroup group) {
    List<Square> dominated = new ArrayList<>();
    if (!problem.hasOneQueenPerRank()) {
      return dominated;
    }
    for (int file = 0; file < problem.cols(); file++) {
      Square s = new Square(0, file);
      if (!problem.canHoldQueen(s) || problem.fixed().contains(s)) {
        continue;
      }
      for (BoardSymmetry g : group.elements()) {
        Square image = g.apply(s, problem.rows(), problem.cols());
        if (image.rank() == 0 && image.file() < file) {
          dominated.add(s);
          break;
        }
      }
    }
    return dominated;
  }
}
