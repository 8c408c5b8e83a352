package org.nqueenslab.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

class SymmetryGroupTest {

  @Test
  void theGroupIsWhatFixesThePieces() {
    assertEquals(8, SymmetryGroup.of(Problem.of(8)).order());
    assertEquals(
        4,
        SymmetryGroup.of(Problem.builder(6, 8).build()).order(),
        "a rectangle keeps 4 symmetries");
    assertEquals(
        2,
        SymmetryGroup.of(Problem.builder(8).holes("a1").build()).order(),
        "identity and the diagonal");
    assertEquals(
        8,
        SymmetryGroup.of(Problem.builder(9).pawns("e5").queens(10).build()).order(),
        "a central pawn");
    assertEquals(1, SymmetryGroup.of(Problem.builder(8).fixed("b1").build()).order());
    assertEquals(
        8 * 25,
        SymmetryGroup.of(Problem.builder(5).torus(true).build()).order(),
        "D4 x translations");
  }

  @Test
  void everySymmetryMapsSolutionsToSolutions() {
    Problem p = Problem.of(8);
    SymmetryGroup g = SymmetryGroup.of(p);
    for (Placement s : BruteForceOracle.solutions(p)) {
      for (BoardSymmetry e : g.elements()) {
        Verifier.requireValid(p, g.apply(e, s));
      }
    }
  }

  /**
   * Orbits of the brute-force solutions: their number is A002562, their sizes split as A260318-20.
   */
  @Test
  void orbitsOfTheBruteForceSolutionsMatchA002562AndItsSplit() {
    for (int n = 1; n <= 8; n++) {
      Problem p = Problem.of(n);
      SymmetryGroup g = SymmetryGroup.of(p);
      List<Placement> all = BruteForceOracle.solutions(p);
      Set<Placement> canonical = new HashSet<>();
      Map<Integer, Integer> bySize = new HashMap<>();
      for (Placement s : all) {
        Placement c = g.canonical(s);
        assertTrue(g.isCanonical(c));
        if (canonical.add(c)) {
          bySize.merge(g.orbitSize(c), 1, Integer::sum);
        }
      }
      assertEquals(
          ReferenceCounts.standard(n).orElseThrow().fundamental(),
          (long) canonical.size(),
          "n=" + n);
      if (n > 1) {
        assertEquals(
            ref("standard_classes_rot90_symmetric", n), bySize.getOrDefault(2, 0), "n=" + n);
        assertEquals(ref("standard_classes_rot180_only", n), bySize.getOrDefault(4, 0), "n=" + n);
        assertEquals(ref("standard_classes_asymmetric", n), bySize.getOrDefault(8, 0), "n=" + n);
      }
    }
  }

  @Test
  void eightQueensHaveElevenClassesOfEightAndOneOfFour() {
    Problem p = Problem.of(8);
    SymmetryGroup g = SymmetryGroup.of(p);
    Map<Integer, Integer> bySize = new HashMap<>();
    BruteForceOracle.solutions(p).stream()
        .filter(g::isCanonical)
        .forEach(s -> bySize.merge(g.orbitSize(s), 1, Integer::sum));
    assertEquals(Map.of(8, 11, 4, 1), bySize);
  }

  static int ref(String variant, int n) {
    return (int) ReferenceCounts.find(variant, n, null).orElseThrow().count();
  }
}
