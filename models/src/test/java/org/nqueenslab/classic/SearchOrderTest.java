package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * The order in which the searches find solutions: Kuechmann's list of which of Wirth's 92 solutions
 * are the 12 fundamental ones, and the lexicographic order that Wirth's search, Listings One and
 * Four and the odometer share.
 */
class SearchOrderTest {
  private static final Problem EIGHT = Problem.of(8);

  private static List<Placement> enumerate(Engine engine, Problem p) {
    List<Placement> got = new ArrayList<>();
    engine.solve(p, Request.enumerate(got::add));
    got.forEach(s -> Verifier.requireValid(p, s));
    return got;
  }

  @Test
  void fundamentalSolutionsFirstAppearWhereKuechmannSays() {
    List<Placement> solutions = enumerate(new WirthEngine(), EIGHT);
    assertEquals(92, solutions.size());
    Set<Placement> seen = new HashSet<>();
    List<Integer> firstOfTheirClass = new ArrayList<>();
    for (int i = 0; i < solutions.size(); i++) {
      Placement s = solutions.get(i);
      if (SymmetryOracle.orbit(Problem.of(8), s).stream().noneMatch(seen::contains)) {
        firstOfTheirClass.add(i + 1); // solutions are numbered from 1, as in the article
      }
      seen.add(s);
    }
    assertEquals(List.of(1, 2, 5, 6, 7, 8, 9, 10, 11, 14, 17, 18), firstOfTheirClass);
  }

  /**
   * Kuechmann's screen has Wirth's columns left to right and his rows numbered downwards; here his
   * column c is rank c-1 and his row r is file r-1, so a map of (column, row) on the screen is a
   * map of (rank, file) here.
   */
  private static Placement transform(
      Placement p, java.util.function.UnaryOperator<Square> onScreen) {
    return Placement.of(p.squares().stream().map(onScreen).toList());
  }

  @Test
  void theRelationsKuechmannPrintsBetweenSolutionsHold() {
    List<Placement> s = enumerate(new WirthEngine(), EIGHT);
    // "rotating solution #12 90 degrees clockwise gets solution #10": (column, row) -> (9 - row,
    // column)
    assertEquals(s.get(10 - 1), transform(s.get(12 - 1), q -> new Square(7 - q.file(), q.rank())));
    // "if solution #21 is flipped left-to-right, we get solution #11": column -> 9 - column
    assertEquals(s.get(11 - 1), transform(s.get(21 - 1), q -> new Square(7 - q.rank(), q.file())));
    // "#13 ... flipped on the red (upper-left-to-lower-right) diagonal axis, we get solution #8"
    assertEquals(s.get(8 - 1), transform(s.get(13 - 1), q -> new Square(q.file(), q.rank())));
    // "Solution #16 is a white (lower-left-to-upper-right) diagonal axis mirror of solution #8"
    assertEquals(
        s.get(8 - 1), transform(s.get(16 - 1), q -> new Square(7 - q.file(), 7 - q.rank())));
    // "Solution #75 is a top-to-bottom flip of #18": row -> 9 - row
    assertEquals(s.get(18 - 1), transform(s.get(75 - 1), q -> new Square(q.rank(), 7 - q.file())));
    // "The first solution with horizontal queen movement is the same as the fourth with vertical
    // movement": the sideways search finds the transposed boards in the same order, so its first is
    // the transpose of Wirth's.
    assertEquals(s.get(4 - 1), transform(s.get(0), q -> new Square(q.file(), q.rank())));
  }

  @Test
  void backtrackersAndTheOdometerFindSolutionsInTheSameOrder() {
    for (int n = 1; n <= 8; n++) {
      Problem p = Problem.of(n);
      List<Placement> wirth = enumerate(new WirthEngine(), p);
      assertEquals(wirth, enumerate(new HorowitzSahniEngine(), p), "horowitz-sahni n=" + n);
      assertEquals(wirth, enumerate(new PermutationSwapEngine(), p), "permutation-swap n=" + n);
      assertEquals(wirth, enumerate(new BruteForceEngine(), p), "brute-force n=" + n);
      // The course notes' swap-and-swap-back generation visits permutations in another order:
      // compare as sets.
      assertEquals(
          new HashSet<>(wirth), new HashSet<>(enumerate(new GenerateAndTestEngine(), p)), "n=" + n);
      for (int i = 1; i < wirth.size(); i++) {
        assertEquals(
            -1,
            Integer.signum(
                java.util.Arrays.compare(
                    wirth.get(i - 1).filesByRank(), wirth.get(i).filesByRank())),
            "lexicographic order, n=" + n);
      }
    }
  }
}
