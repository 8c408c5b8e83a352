package org.nqueenslab.compare;

import org.nqueenslab.problem.Placement;

/**
 * Something the cross-checker found wrong with one engine's runs, with a witness solution where
 * there is one (an invalid placement, a repeated one, or a solution one engine produced and another
 * did not).
 */
public record Finding(String engine, Kind kind, String message, Placement witness) {

  /** What kind of disagreement, and the word the engine's verdict cell shows for it. */
  public enum Kind {
    INVALID_SOLUTION("INVALID SOLUTION"),
    REPEATED_SOLUTION("REPEATED SOLUTION"),
    /** The engine's own paths (enumerate, count, count --unique) give different answers. */
    DIFFERS_BETWEEN_PATHS("ITS PATHS DISAGREE"),
    DIFFERS_FROM_PUBLISHED("DIFFERS FROM PUBLISHED"),
    DIFFERS_FROM_ENGINE("DIFFERS FROM OTHER ENGINES"),
    DIFFERENT_SOLUTION_SET("DIFFERENT SOLUTION SET"),
    /** Two cluster members counted some part of one count differently ({@code --redundancy 2}). */
    DISPUTED_PARTS("MEMBERS DISAGREE");

    private final String verdict;

    Kind(String verdict) {
      this.verdict = verdict;
    }

    public String verdict() {
      return verdict;
    }
  }
}
