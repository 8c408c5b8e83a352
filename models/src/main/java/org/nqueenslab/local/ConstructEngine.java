package org.nqueenslab.local;

import java.util.EnumSet;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The explicit construction, no search: Hoffman, Loessi and Moore 1969 (the encyclopedia's n mod 6
 * rules) on the plain board, Pólya's 2i mod n on the torus. O(n) time, one int per queen.
 *
 * <p>Where no solution exists the answer is zero solutions, status COMPLETE, with the reason in the
 * note: on the plain board for n = 2 and 3 (all n! permutations checked), on the torus when n is
 * divisible by 2 or 3 (Pólya's theorem). That is a proved answer to a well-stated question, not bad
 * input, so it is reported like any count of zero (exit 0), never as an error.
 */
public final class ConstructEngine implements Engine {
  /** Diagonal indices up to 2n - 2 must fit in an int, and 2^30 > 10^9. */
  static final int MAX_SIZE = 1 << 30;

  private static final Capabilities CAPABILITIES =
      Capabilities.of(EnumSet.of(Mode.FIRST), MAX_SIZE, Feature.TORUS);

  @Override
  public String name() {
    return "construct";
  }

  @Override
  public String summary() {
    return "explicit O(n) construction, no search (Hoffman, Loessi & Moore 1969; Pólya on the torus)";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    int n = problem.n();
    if (budget.exhausted()) {
      return stopped(budget, "stopped before the construction began");
    }
    int[] files;
    String note;
    if (problem.torus()) {
      if (ExplicitConstruction.torusSolvable(n)) {
        MemoryCheck.require(name(), n, 4.75);
      }
      files = ExplicitConstruction.torusSolvable(n) ? ExplicitConstruction.torus(n) : null;
      note =
          files != null
              ? "Pólya's torus construction: rank i's queen on file 2i mod " + n
              : "no solution exists on the "
                  + n
                  + " x "
                  + n
                  + " torus: "
                  + n
                  + " is divisible by "
                  + (n % 2 == 0 ? "2" : "3")
                  + ", and Pólya proved the n x n torus has one exactly when gcd(n, 6) = 1";
    } else if (n > 1 && n < 4) {
      files = SmallBoards.solveExhaustively(n);
      note = files != null ? null : SmallBoards.noSolutionNote(n);
    } else {
      // an int per queen, and room for the verifier's marks (six bits per queen) that usually
      // follow
      MemoryCheck.require(name(), n, 4.75);
      files = ExplicitConstruction.plain(n);
      note = "explicit construction, n mod 6 = " + n % 6;
    }
    if (files != null && budget.exhausted()) {
      // the time limit or Ctrl-C came while the construction ran (seconds at 10^9 queens, most of
      // it allocating and filling the array, which is not worth polling): it found nothing in time
      return stopped(budget, "stopped as the construction ended, its solution not given");
    }
    Statistics stats = Statistics.builder().put("queens placed", files == null ? 0 : n).build();
    if (files == null) {
      return new Result(name(), Status.COMPLETE, 0, null, stats, budget.elapsed(), note);
    }
    // the construction time: measured before the consumer, which may verify the solution and write
    // it to a file
    java.time.Duration solveTime = budget.elapsed();
    request.onSolution().accept(Placement.wrapFilesByRank(files));
    return new Result(name(), Status.LIMIT_REACHED, 1, null, stats, solveTime, note);
  }

  /** A run the time limit or Ctrl-C stopped before it gave its solution. */
  private Result stopped(Budget budget, String note) {
    return new Result(
        name(),
        budget.stopStatus(),
        0,
        null,
        Statistics.builder().put("queens placed", 0).build(),
        budget.elapsed(),
        note);
  }
}
