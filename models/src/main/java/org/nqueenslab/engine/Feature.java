package org.nqueenslab.engine;

/** A part of the problem or request an engine may or may not support; see {@link Capabilities}. */
public enum Feature {
  TORUS("torus", "toroidal boards"),
  PAWNS("pawns", "pawns"),
  HOLES("holes", "holes"),
  FIXED_QUEENS("fixed", "queens already placed"),
  RECTANGULAR("rect", "rectangular boards"),
  /** A piece other than the queen ({@code --piece}): the engine derives its encoding from moves. */
  PIECES("piece", "pieces other than the queen (--piece)"),
  /**
   * Several kinds of pieces at once ({@code --piece-counts 4Q,4N}): the engine derives each kind's
   * attacks from the model of that kind alone ({@link org.nqueenslab.problem.Problem#kind}).
   */
  MIXED_PIECES("mix", "several kinds of pieces at once (--piece-counts)"),
  OTHER_QUEEN_COUNTS("other", "a number of queens other than min(rows, cols)"),
  /**
   * Domination ({@code --dominate}): every free square attacked or occupied, the pieces free to
   * attack each other unless independence is asked too ({@link org.nqueenslab.problem.Rule}).
   */
  DOMINATION("dom", "domination (--dominate: every square attacked or occupied)"),
  UNIQUE("uniq", "symmetry breaking (--unique)"),
  /** Listing the fundamental solutions themselves, not only counting them. */
  UNIQUE_LISTING(
      "ulist",
      "listing fundamental solutions itself (solve --unique lists them with any engine that lists"
          + " solutions, from its whole listing; count --unique counts them)"),
  THREADS("thr", "several threads");

  private final String shortName;
  private final String description;

  Feature(String shortName, String description) {
    this.shortName = shortName;
    this.description = description;
  }

  /** A header of a few letters, for the engines' table of features (its legend says them). */
  public String shortName() {
    return shortName;
  }

  public String description() {
    return description;
  }
}
