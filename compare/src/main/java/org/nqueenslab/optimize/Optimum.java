package org.nqueenslab.optimize;

import java.time.Duration;
import java.util.List;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * What a ladder found: the best number of pieces with a placement (the optimum when {@code
 * proved}), one such placement checked by the verifier, and the problem with that many pieces,
 * whose placements a count or a listing then gives; when the ladder stopped first (a time limit,
 * Ctrl-C), the bound the optimum is known to lie under.
 *
 * @param best the most pieces a placement was found for (0: none, the empty board), or for a
 *     smallest placement the fewest (-1: none found yet)
 * @param witness a placement of {@code best} pieces, verified (the pieces already placed for 0
 *     more); null when the engine only counts
 * @param optimal the problem with {@code best} pieces
 * @param proved true when the rungs that prove it ran to their end: for the most, the search for
 *     {@code best + 1} found none (or {@code best} is every square); for the fewest, every rung
 *     below {@code best} found none
 * @param bound the other side of the optimum: {@code best} when proved; else for the most the
 *     squares left, for the fewest the rung the ladder stopped on
 * @param status COMPLETE when proved, else how the ladder was stopped
 * @param steps each rung's runs, in order: the engine's answer at 1, 2, ... pieces (or 0, 1, ...
 *     pawns, a run per pawn set)
 * @param wallTime the whole ladder's time
 * @param invalid null, or why a placement the engine gave failed the verifier (the ladder stopped
 *     there: an engine's fault, not an answer)
 * @param proof null for a ladder (its rungs are the proof), else how the engine's own optimization
 *     proved it, in words
 */
public record Optimum(
    Goal goal,
    int best,
    Placement witness,
    Problem optimal,
    boolean proved,
    int bound,
    Status status,
    List<Result> steps,
    Duration wallTime,
    String invalid,
    String proof) {

  public Optimum {
    steps = List.copyOf(steps);
  }

  /** A ladder's optimum: its rungs are the proof. */
  public Optimum(
      Goal goal,
      int best,
      Placement witness,
      Problem optimal,
      boolean proved,
      int bound,
      Status status,
      List<Result> steps,
      Duration wallTime,
      String invalid) {
    this(goal, best, witness, optimal, proved, bound, status, steps, wallTime, invalid, null);
  }

  /**
   * One line: "32 knights (proved: the search for 33 found none)", "5 queens (proved: the searches
   * for 1 to 4 found none)", "at least 30 knights, at most 196 (TIMEOUT)".
   */
  public String describe() {
    if (!proved) {
      if (goal.minimizes() && best >= 0) { // an engine's own search stopped after finding some
        return "at most " + best + " " + plural(best) + ", at least " + bound + " (" + status + ")";
      }
      return goal.minimizes()
          ? "at least " + bound + " " + plural(bound) + ", none found yet (" + status + ")"
          : "at least " + best + " " + plural(best) + ", at most " + bound + " (" + status + ")";
    }
    if (proof != null) {
      return best + " " + plural(best) + " (proved: " + proof + ")";
    }
    String first = String.valueOf(goal == Goal.FEWEST_PAWNS ? 0 : optimal.fixed().size() + 1);
    String proof =
        goal.minimizes()
            ? best - 1 < Integer.parseInt(first)
                ? "no fewer can be placed"
                : "the searches for "
                    + (first.equals(String.valueOf(best - 1)) ? first : first + " to " + (best - 1))
                    + " found none"
            : steps.isEmpty() || steps.get(steps.size() - 1).solutions() > 0
                ? "every square holds one"
                : "the search for " + (best + 1) + " found none";
    return best + " " + plural(best) + " (proved: " + proof + ")";
  }

  private String plural(int k) {
    if (goal == Goal.FEWEST_PAWNS) {
      return k == 1 ? "pawn" : "pawns";
    }
    return k == 1 ? optimal.piece().singular() : optimal.piece().plural();
  }

  /** What is left of {@code limit} after the ladder: null for no limit, at least 1 ms. */
  public Duration timeLeft(Duration limit) {
    return Ladder.left(limit, wallTime);
  }
}
