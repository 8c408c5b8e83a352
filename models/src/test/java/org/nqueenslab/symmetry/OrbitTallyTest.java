package org.nqueenslab.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

class OrbitTallyTest {

  /**
   * n = 5's 10 solutions: the canonical representatives of its orbits, as the group itself finds
   * them.
   */
  @Test
  void weighsCanonicalSolutionsByTheirOrbitSizes() {
    Problem p = Problem.of(5);
    SymmetryGroup group = SymmetryGroup.of(p);
    OrbitTally tally = new OrbitTally(group);
    BruteForceOracle.solutions(p).stream().filter(group::isCanonical).forEach(tally::add);
    assertEquals(2, tally.orbits()); // A002562
    assertEquals(10, tally.total()); // A000170: one class of 8, one of 2
    Statistics s = tally.addTo(Statistics.builder()).build();
    assertEquals(1, s.get("orbits_of_8"));
    assertEquals(0, s.get("orbits_of_4"));
    assertEquals(1, s.get("orbits_of_2"));
    assertEquals(
        -1, s.get("orbits_of_1"), "reported only when some solution is fixed by every symmetry");
  }

  @Test
  void refusesASolutionThatIsNotCanonical() {
    OrbitTally tally = new OrbitTally(SymmetryGroup.of(Problem.of(4)));
    tally.add(Placement.ofFilesByRank(1, 3, 0, 2)); // b1 d2 a3 c4, the smaller of the two
    assertThrows(IllegalStateException.class, () -> tally.add(Placement.ofFilesByRank(2, 0, 3, 1)));
    assertEquals(1, tally.orbits());
  }

  /**
   * At the leaves of a search that does not break symmetry: every solution offered, the canonical
   * ones kept.
   */
  @Test
  void keepsOnlyTheCanonicalSolutionsOffered() {
    Problem p = Problem.of(6);
    SymmetryGroup group = SymmetryGroup.of(p);
    OrbitTally tally = new OrbitTally(group);
    long kept = BruteForceOracle.solutions(p).stream().filter(tally::addIfCanonical).count();
    assertEquals(1, kept); // A002562: n = 6 has one class
    assertEquals(4, tally.total()); // A000170, a class of 4
    assertEquals(1, tally.addTo(Statistics.builder()).build().get("orbits_of_4"));
  }
}
