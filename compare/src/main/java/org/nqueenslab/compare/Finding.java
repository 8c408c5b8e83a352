package org.nqueenslab.compare;

import org.nqueenslab.problem.Placement;

/**
 * Something the cross-checker found wrong with one engine's run, with a witness solution where there is one (an
 * invalid placement, a repeated one, or a solution one engine produced and another did not).
 */
public record Finding(String engine, Kind kind, String message, Placement witness) {

  /** What kind of disagreement. */
  public enum Kind {
    INVALID_SOLUTION,
    REPEATED_SOLUTION,
    DIFFERS_FROM_PUBLISHED,
    DIFFERS_FROM_ENGINE,
    DIFFERENT_SOLUTION_SET
  }
}
