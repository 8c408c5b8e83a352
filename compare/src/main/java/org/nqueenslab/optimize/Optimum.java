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
 * @param best the most pieces a placement was found for (0: none, the empty board)
 * @param witness a placement of {@code best} pieces, verified (the pieces already placed for 0
 *     more); null when the engine only counts
 * @param optimal the problem with {@code best} pieces
 * @param proved true when the engine's search for {@code best + 1} pieces ended without one, or
 *     {@code best} is every square
 * @param bound the most pieces the optimum may be: {@code best} when proved, else the squares left
 * @param status COMPLETE when proved, else how the ladder was stopped
 * @param steps each rung's run, in order: the engine's answer at 1, 2, ... pieces
 * @param wallTime the whole ladder's time
 * @param invalid null, or why a placement the engine gave failed the verifier (the ladder stopped
 *     there: an engine's fault, not an answer)
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
    String invalid) {

  public Optimum {
    steps = List.copyOf(steps);
  }

  /** One line: "32 knights (proved: the search for 33 found none)" or "at least 30, at most 64". */
  public String describe() {
    String pieces = best == 1 ? optimal.piece().singular() : optimal.piece().plural();
    return proved
        ? best
            + " "
            + pieces
            + (steps.isEmpty() || steps.get(steps.size() - 1).solutions() > 0
                ? " (proved: every square holds one)"
                : " (proved: the search for " + (best + 1) + " found none)")
        : "at least " + best + " " + pieces + ", at most " + bound + " (" + status + ")";
  }

  /** What is left of {@code limit} after the ladder: null for no limit, at least 1 ms. */
  public Duration timeLeft(Duration limit) {
    if (limit == null) {
      return null;
    }
    Duration left = limit.minus(wallTime);
    return left.isNegative() || left.isZero() ? Duration.ofMillis(1) : left;
  }
}
