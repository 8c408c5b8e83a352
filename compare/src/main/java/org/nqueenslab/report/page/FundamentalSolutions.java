package org.nqueenslab.report.page;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * The fundamental solutions of an n x n board: every solution an engine enumerates, each checked by
 * the independent {@link Verifier}, kept when it is the canonical (lexicographically smallest)
 * member of its class under the board's 8 symmetries, with the class's size (1, 2, 4 or 8): the
 * classic count of Rivin, Vardi and Zimmermann (OEIS A002562).
 */
public final class FundamentalSolutions {

  /** One class of solutions: its canonical member and how many solutions the class holds. */
  public record Fundamental(Placement solution, int classSize) {}

  /** Enumerating every solution to pick the canonical ones: 10 x 10 has 724, 12 x 12 14,200. */
  public static final int MAX_N = 10;

  private FundamentalSolutions() {}

  /**
   * The fundamental solutions of {@code n} x {@code n}, canonical members in the group's order.
   *
   * @param engine an engine that enumerates plain boards (its solutions are verified here)
   */
  public static List<Fundamental> of(int n, Engine engine) {
    if (n < 1 || n > MAX_N) {
      throw new BadInputException(
          "cannot draw the fundamental solutions of "
              + n
              + " x "
              + n
              + ": give a board of 1 to "
              + MAX_N
              + " files (larger boards have too many to draw on a page)");
    }
    Problem problem = Problem.of(n);
    SymmetryGroup group = SymmetryGroup.of(problem);
    List<Fundamental> found = new ArrayList<>();
    Result result =
        engine.solve(
            problem,
            Request.enumerate(
                s -> {
                  Verifier.requireValid(problem, s);
                  if (group.isCanonical(s)) {
                    found.add(new Fundamental(s, group.orbitSize(s)));
                  }
                }));
    if (result.status() != Status.COMPLETE) {
      throw new IllegalStateException(
          engine.name() + " did not enumerate " + problem.describe() + ": " + result.status());
    }
    found.sort((a, b) -> SymmetryGroup.compare(a.solution(), b.solution()));
    return found;
  }
}
