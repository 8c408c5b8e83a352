package org.nqueenslab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The summary of the fundamental solutions a listing picked out: a listing cut short gives lower
 * bounds, its total of solutions too (it read "8560 solutions in all" for a count of 68224).
 */
class FundamentalsTest {
  @Test
  void aListingCutShortGivesEveryFigureAsALowerBound() {
    Fundamentals f = new Fundamentals(Problem.of(5));
    for (Placement p : BruteForceOracle.solutions(Problem.of(5))) {
      f.classSizeIfCanonical(p);
    }
    assertEquals(
        "2 fundamental solutions (1 class of 8, 1 of 2), 10 solutions in all under 8 symmetries",
        f.summary(false));
    assertEquals(
        "at least 2 fundamental solutions (1 class of 8, 1 of 2), at least 10 solutions in all"
            + " under 8 symmetries (the search was cut short)",
        f.summary(true));
  }
}
