package org.nqueenslab.solve;

import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;

/**
 * How a solve run ended, without how it is shown.
 *
 * @param result the engine's result; LIMIT_REACHED when the run itself stopped the search at the
 *     limit's fundamental solutions
 * @param handedOn the solutions handed on to the output (with --unique, the fundamental ones)
 * @param invalid the solutions the verifier refused
 * @param cutAtLimit true when the run stopped the search once the limit's fundamental solutions
 *     were handed on (so their classes were not all counted)
 * @param outputLost true when the output was gone and the search stopped for it
 * @param handlingNanos the time, within the run's, spent verifying and writing solutions
 * @param fundamentals the symmetry classes seen (with --unique), else null
 */
public record SolveOutcome(
    SolveRequest asked,
    Result result,
    long handedOn,
    int invalid,
    boolean cutAtLimit,
    boolean outputLost,
    long handlingNanos,
    Fundamentals fundamentals) {

  /** How the run ended, in the order it is decided: an invalid solution outweighs the rest. */
  public enum Ending {
    /** The answer asked for: every solution, the ones up to a solution limit, or none at all. */
    DONE,
    /** The engine produced a solution the verifier refused: a bug to report. */
    INVALID_SOLUTION,
    /** The output was gone before the run ended, so what it holds is incomplete. */
    OUTPUT_LOST,
    /** The time limit stopped the search first; what was found was handed on. */
    TIME_LIMIT,
    /** Ctrl-C stopped the search; what was found was handed on. */
    INTERRUPTED
  }

  public Ending ending() {
    if (invalid > 0) {
      return Ending.INVALID_SOLUTION;
    }
    if (outputLost) {
      return Ending.OUTPUT_LOST;
    }
    // a solution limit (--limit, or the one solution asked for) is the answer asked for; a time
    // limit is not
    return switch (result.status()) {
      case INTERRUPTED -> Ending.INTERRUPTED;
      case TIMEOUT -> Ending.TIME_LIMIT;
      default -> Ending.DONE;
    };
  }

  /**
   * True when the answer is not whole and must say so where it outlives the exit code: a listing
   * cut short, or a first-solution search stopped before it found one (which is no proof of none).
   */
  public boolean cutShort() {
    return result.status().isPartial() && (asked.lists() || handedOn == 0);
  }

  /**
   * True when the search was complete and found nothing: the whole answer is that there is no
   * solution (a first-solution search that ends COMPLETE without one has proved there is none).
   */
  public boolean noneAtAll() {
    return result.status() == Status.COMPLETE && handedOn == 0;
  }

  /** True when solutions were handed on and the verifier accepted every one. */
  public boolean verified() {
    return handedOn > 0 && invalid == 0;
  }
}
