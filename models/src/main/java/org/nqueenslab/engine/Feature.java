package org.nqueenslab.engine;

/** A part of the problem or request an engine may or may not support; see {@link Capabilities}. */
public enum Feature {
  TORUS("toroidal boards"),
  PAWNS("pawns"),
  HOLES("holes"),
  FIXED_QUEENS("queens already placed"),
  RECTANGULAR("rectangular boards"),
  /** A piece other than the queen ({@code --piece}): the engine derives its encoding from moves. */
  PIECES("pieces other than the queen (--piece)"),
  /**
   * Several kinds of pieces at once ({@code --piece-counts 4Q,4N}): the engine derives each kind's
   * attacks from the model of that kind alone ({@link org.nqueenslab.problem.Problem#kind}).
   */
  MIXED_PIECES("several kinds of pieces at once (--piece-counts)"),
  OTHER_QUEEN_COUNTS("a number of queens other than min(rows, cols)"),
  UNIQUE("symmetry breaking (--unique)"),
  /** Listing the fundamental solutions themselves, not only counting them. */
  UNIQUE_LISTING(
      "listing fundamental solutions itself (solve --unique lists them with any engine that lists"
          + " solutions, from its whole listing; count --unique counts them)"),
  THREADS("several threads");

  private final String description;

  Feature(String description) {
    this.description = description;
  }

  public String description() {
    return description;
  }
}
