package org.nqueenslab.optimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * The ladder finds the largest placements: on 8 x 8 the figures the seed article publishes (32
 * knights in 2 placements, 14 bishops in 256, 16 kings in 281,571, 8 rooks in 40,320), on small
 * boards what a brute-force oracle in this test finds (its own moves, no code of the engines); a
 * time limit leaves a bound, not an optimum; an engine's invalid placement is caught.
 */
class LadderTest {
  private static final Ladder.Runner PLAIN =
      (spec, problem, request) -> spec.engine().solve(problem, request.withOptions(spec.options()));

  @ParameterizedTest
  @CsvSource({"knight, 32, 2", "bishop, 14, 256", "king, 16, 281571", "rook, 8, 40320"})
  void theLargestPlacementsOnEightByEightAreThePublishedOnes(
      String piece, int most, long placements) {
    for (String engine : List.of("bitmask", "cpsat")) {
      Optimum o = climb(board(8, piece), engine, null);
      assertTrue(o.proved(), engine + ": " + o.describe());
      assertEquals(most, o.best(), engine);
      assertEquals(most, o.bound());
      assertEquals(Status.COMPLETE, o.status());
      assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), engine);
      assertEquals(most, o.witness().size());
      if (engine.equals("bitmask")) { // the count of the optimum, as count --most makes it
        Result counted =
            EngineSpec.parse(engine).engine().solve(o.optimal(), Request.count().withThreads(2));
        assertEquals(placements, counted.solutions(), piece);
      }
    }
  }

  /**
   * The same figures from the solvers' own objectives, maximized in one run each (Choco's default
   * search takes about 100 s for the kings here: rooks only).
   */
  @ParameterizedTest
  @CsvSource({
    "cpsat, knight, 32",
    "cpsat, bishop, 14",
    "cpsat, king, 16",
    "cpsat, rook, 8",
    "mip, knight, 32",
    "mip, bishop, 14",
    "mip, king, 16",
    "mip, rook, 8",
    "choco, rook, 8"
  })
  void theSolversObjectivesFindTheLargestPlacements(String engine, String piece, int most) {
    Optimum o =
        new Optimizer(PLAIN, false)
            .find(Goal.MOST, board(8, piece), EngineSpec.parse(engine), Request.first());
    assertTrue(o.proved(), engine + ": " + o.describe());
    assertEquals(1, o.steps().size(), "one run");
    assertEquals(most, o.best(), engine + " " + piece);
    assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), engine);
  }

  @ParameterizedTest
  @CsvSource({
    "4, knight",
    "5, knight",
    "4, king",
    "5, king",
    "5, bishop",
    "4, queen",
    "5, queen",
    "6, queen"
  })
  void smallBoardsAgreeWithTheOracle(int n, String piece) {
    int[] oracle = Oracle.largest(n, piece);
    for (String engine : List.of("bitmask", "choco", "dlx")) {
      Optimum o = climb(board(n, piece), engine, null);
      assertTrue(o.proved(), engine + " " + o.describe());
      assertEquals(oracle[0], o.best(), engine + " on " + n + " x " + n);
      Result counted = EngineSpec.parse(engine).engine().solve(o.optimal(), Request.count());
      assertEquals(oracle[1], counted.solutions(), engine + " on " + n + " x " + n);
    }
  }

  /**
   * A board of holes alone: the optimum is 0 pieces, proved with no run, whichever way is asked (it
   * said "at least 0, none found yet", and bnb's own search was caught "inventing" an empty
   * placement of one queen).
   */
  @Test
  void aBoardWithNoFreeSquareHoldsZeroPiecesProved() {
    Problem holes = Problem.builder(2).holes("a1", "a2", "b1", "b2").build();
    for (Goal goal : List.of(Goal.MOST, Goal.DOMINATE)) {
      // bnb answers domination only, bitmask every question but domination
      for (String engine :
          goal == Goal.MOST ? List.of("cpsat", "bitmask") : List.of("bnb", "cpsat")) {
        Optimum o =
            new Optimizer(PLAIN, false)
                .find(goal, holes, EngineSpec.parse(engine), Request.first());
        assertTrue(o.proved(), engine + " " + goal + ": " + o.describe());
        assertEquals(0, o.best());
        assertTrue(o.steps().isEmpty(), "no run");
        assertEquals("0 queens (proved: no square can hold a piece)", o.describe());
      }
    }
  }

  @Test
  void aTimeLimitLeavesABoundNotAnOptimum() {
    Optimum o = climb(board(14, "knight"), "choco", Duration.ofMillis(50));
    assertFalse(o.proved(), o.describe());
    assertEquals(Status.TIMEOUT, o.status());
    assertTrue(o.best() < 98, o.describe());
    assertEquals(14 * 14, o.bound());
    assertTrue(o.describe().startsWith("at least " + o.best()), o.describe());
  }

  @Test
  void anInvalidPlacementStopsTheLadder() {
    // an engine that answers every rung with two knights a knight's move apart
    Ladder.Runner liar =
        (spec, problem, request) -> {
          request.onSolution().accept(Placement.of(Square.parse("a1"), Square.parse("b3")));
          return new Result(
              "liar", Status.LIMIT_REACHED, 1, null, Statistics.EMPTY, Duration.ZERO, null);
        };
    Optimum o =
        new Ladder(liar)
            .climb(Goal.MOST, board(5, "knight"), EngineSpec.parse("bitmask"), Request.first());
    assertNotNull(o.invalid());
    assertTrue(
        o.invalid().contains("liar gave an invalid placement of 5 x 5, 1 knight"), o.invalid());
    assertFalse(o.proved());
    assertEquals(0, o.best());
  }

  @Test
  void anEngineThatCannotTakeARungIsRefusedInOneLine() {
    for (String engine : List.of("somers", "minconflicts", "wirth")) {
      BadInputException e =
          assertThrows(BadInputException.class, () -> climb(board(6, "knight"), engine, null));
      assertTrue(
          e.getMessage().startsWith("--most asks " + engine + " for placements"), e.getMessage());
      assertFalse(e.getMessage().contains("\n"));
    }
  }

  private static Optimum climb(Problem board, String engine, Duration limit) {
    return new Ladder(PLAIN)
        .climb(Goal.MOST, board, EngineSpec.parse(engine), Request.first().withTimeLimit(limit));
  }

  private static Problem board(int n, String piece) {
    return Problem.builder(n).piece(Piece.parse(piece)).build();
  }

  /**
   * The largest sets of squares no two of which attack each other, and how many there are, by
   * trying every set: each piece's moves written here from the rules of chess.
   */
  static final class Oracle {
    private Oracle() {}

    static int[] largest(int n, String piece) {
      List<int[]> squares = new ArrayList<>();
      for (int r = 0; r < n; r++) {
        for (int f = 0; f < n; f++) {
          squares.add(new int[] {r, f});
        }
      }
      int[] best = {0, 1};
      grow(squares, 0, new ArrayList<>(), piece, best);
      return best;
    }

    private static void grow(
        List<int[]> squares, int from, List<int[]> chosen, String piece, int[] best) {
      if (chosen.size() > best[0]) {
        best[0] = chosen.size();
        best[1] = 0;
      }
      if (chosen.size() == best[0]) {
        best[1]++;
      }
      for (int i = from; i < squares.size(); i++) {
        int[] s = squares.get(i);
        if (chosen.stream().noneMatch(c -> attacks(piece, c, s))) {
          chosen.add(s);
          grow(squares, i + 1, chosen, piece, best);
          chosen.remove(chosen.size() - 1);
        }
      }
    }

    private static boolean attacks(String piece, int[] a, int[] b) {
      int dr = Math.abs(a[0] - b[0]);
      int df = Math.abs(a[1] - b[1]);
      return switch (piece) {
        case "knight" -> dr * df == 2;
        case "king" -> Math.max(dr, df) == 1;
        case "bishop" -> dr == df;
        case "rook" -> dr == 0 || df == 0;
        default -> dr == 0 || df == 0 || dr == df; // the queen
      };
    }
  }
}
