package org.nqueenslab.report.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

class FundamentalSolutionsTest {

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
  void oneCanonicalSolutionPerClassAsPublished(int n) {
    ReferenceCount published = ReferenceCounts.standard(n).orElseThrow();
    for (String engine : List.of("bitmask", "dlx")) {
      List<FundamentalSolutions.Fundamental> found =
          FundamentalSolutions.of(n, Engines.require(engine));
      assertEquals(published.fundamental(), (long) found.size(), engine + " on " + n); // A002562
      assertEquals(
          published.count(),
          found.stream().mapToLong(FundamentalSolutions.Fundamental::classSize).sum(),
          engine + " on " + n); // A000170: the classes hold every solution
      // the independent oracle's orbits: each class as large as said, no two classes overlapping
      Set<Placement> covered = new HashSet<>();
      for (FundamentalSolutions.Fundamental f : found) {
        assertTrue(Verifier.verify(Problem.of(n), f.solution()).valid());
        Set<Placement> orbit = SymmetryOracle.orbit(Problem.of(n), f.solution());
        assertEquals(orbit.size(), f.classSize(), f.solution().toString());
        covered.addAll(orbit);
      }
      assertEquals(published.count(), (long) covered.size(), engine + " on " + n);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 11})
  void refusesBoardsWithTooManyToDraw(int n) {
    assertThrows(
        BadInputException.class, () -> FundamentalSolutions.of(n, Engines.require("bitmask")));
  }
}
