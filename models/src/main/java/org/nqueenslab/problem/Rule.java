package org.nqueenslab.problem;

/**
 * What a placement must satisfy beyond its squares: no two pieces attacking each other (the
 * n-queens rule), every free square attacked or occupied (domination, as in the queen domination
 * problem: Watkins, "Across the Board", 2004, ch. 11), or both (independent domination).
 */
public enum Rule {
  /** No piece attacks another: every problem of the toolkit until optimization asked more. */
  INDEPENDENT(false, true, ""),
  /**
   * Every square that is not a pawn, a hole or a piece is attacked; pieces may attack each other.
   */
  DOMINATING(true, false, "dominating"),
  /** Both: a dominating placement in which no piece attacks another. */
  INDEPENDENT_DOMINATING(true, true, "independent dominating");

  private final boolean dominates;
  private final boolean independent;
  private final String label;

  Rule(boolean dominates, boolean independent, String label) {
    this.dominates = dominates;
    this.independent = independent;
    this.label = label;
  }

  /** True when every free square must be attacked or occupied. */
  public boolean dominates() {
    return dominates;
  }

  /** True when no two pieces may attack each other. */
  public boolean independent() {
    return independent;
  }

  /** How a problem's description names it ("dominating"); empty for the plain rule. */
  public String label() {
    return label;
  }
}
