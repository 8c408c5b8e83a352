package org.nqueenslab.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

class ConstructEngineTest {
  private final ConstructEngine engine = new ConstructEngine();

  private static Placement only(List<Placement> got) {
    assertEquals(1, got.size());
    return got.get(0);
  }

  @Test
  void everyBoardFromFourTo5000AndOneIsSolved() {
    for (int n = 1; n <= 5000; n = n == 1 ? 4 : n + 1) {
      Problem p = Problem.of(n);
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.first().withOnSolution(got::add));
      assertEquals(Status.LIMIT_REACHED, r.status(), "n=" + n);
      assertEquals(1, r.solutions());
      Verifier.requireValid(p, only(got));
    }
  }

  @Test
  void matchesTheEncyclopediasWorkedExamples() {
    // 1-based files of ranks 1..n as the article lists them for 8 (remainder 2), 14, 15 (remainder
    // 3) and 20
    assertConstruction(8, 2, 4, 6, 8, 3, 1, 7, 5);
    assertConstruction(14, 2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5);
    assertConstruction(15, 4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3);
    assertConstruction(20, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 3, 1, 7, 9, 11, 13, 15, 17, 19, 5);
  }

  private static void assertConstruction(int n, int... oneBased) {
    int[] files = ExplicitConstruction.plain(n);
    for (int i = 0; i < n; i++) {
      assertEquals(oneBased[i] - 1, files[i], "n=" + n + " rank " + (i + 1));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void twoAndThreeHaveNoSolutionAndSaySo(int n) {
    List<Placement> got = new ArrayList<>();
    Result r = engine.solve(Problem.of(n), Request.first().withOnSolution(got::add));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(0, r.solutions());
    assertTrue(got.isEmpty());
    assertTrue(r.note().contains("no solution exists"), r.note());
  }

  @Test
  void torusIsSolvedExactlyWhenGcdWithSixIsOne() {
    for (int n = 1; n <= 400; n++) {
      Problem p = Problem.builder(n).torus(true).build();
      List<Placement> got = new ArrayList<>();
      Result r = engine.solve(p, Request.first().withOnSolution(got::add));
      if (n % 2 != 0 && n % 3 != 0) {
        assertEquals(Status.LIMIT_REACHED, r.status(), "n=" + n);
        Verifier.requireValid(p, only(got));
      } else {
        // zero solutions is a proved answer (Polya), not an error
        assertEquals(Status.COMPLETE, r.status(), "n=" + n);
        assertEquals(0, r.solutions());
        assertTrue(got.isEmpty());
        assertTrue(
            r.note().contains("gcd(n, 6) = 1") && r.note().contains("divisible by"), r.note());
      }
    }
  }

  @Test
  void refusesToCountAndRefusesPawns() {
    assertNotNull(engine.whyUnsupported(Problem.of(8), Request.count()));
    assertNotNull(
        engine.whyUnsupported(Problem.builder(8).pawns("d4").queens(8).build(), Request.first()));
    assertNull(engine.whyUnsupported(Problem.builder(7).torus(true).build(), Request.first()));
  }

  @Test
  void aMillionQueensAreBuiltAndVerified() {
    Problem p = Problem.of(1_000_003);
    List<Placement> got = new ArrayList<>();
    engine.solve(p, Request.first().withOnSolution(got::add));
    Verifier.requireValid(p, only(got));
  }
}
