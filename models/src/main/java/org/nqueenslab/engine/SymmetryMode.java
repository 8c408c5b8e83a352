package org.nqueenslab.engine;

/** Whether a request counts every solution or only one per symmetry class. */
public enum SymmetryMode {
  /** Every solution counts. */
  NONE,
  /**
   * Fundamental solutions: orbits under the problem's symmetry group (for the plain square board
   * the 8 symmetries of the square, OEIS A002562); the total is recovered as the sum of the orbit
   * sizes.
   */
  UNIQUE
}
