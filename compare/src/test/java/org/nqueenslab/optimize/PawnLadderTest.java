package org.nqueenslab.optimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The fewest pawns that let m queens fit: 1 pawn for 9 queens on 8 x 8 and 2 for 10, their
 * arrangements the published A103330(8) and A129551(8); on small boards, rows of the generalized
 * nine-queens problem against a brute-force oracle in this test (pawns block lines; no code of the
 * engines).
 */
class PawnLadderTest {
  private static final Ladder.Runner PLAIN =
      (spec, problem, request) -> spec.engine().solve(problem, request.withOptions(spec.options()));
  private static final EngineSpec BITMASK = EngineSpec.parse("bitmask");

  @ParameterizedTest
  @CsvSource({"8, 1", "8, 2", "6, 1"})
  void nPlusKQueensNeedKPawnsAsPublished(int n, int k) {
    Optimum o = climb(n, n + k);
    assertTrue(o.proved(), o.describe());
    assertEquals(k, o.best());
    assertTrue(Verifier.verify(o.optimal(), o.witness()).valid());
    assertEquals(k, o.optimal().pawns().size());
    Result all = new PawnLadder(PLAIN).countArrangements(o, BITMASK, Request.count());
    assertEquals(Status.COMPLETE, all.status());
    assertEquals(
        ReferenceCounts.find(ReferenceCounts.PAWNS, n, k).orElseThrow().count(), all.solutions());
  }

  @ParameterizedTest
  @CsvSource({"5, 6", "6, 8", "5, 7"})
  void smallBoardsAgreeWithTheOracle(int n, int queens) {
    long[] oracle = Oracle.fewestPawns(n, queens);
    Optimum o = climb(n, queens);
    assertTrue(o.proved(), o.describe());
    assertEquals(oracle[0], o.best(), n + " x " + n + ", " + queens + " queens");
    Result all = new PawnLadder(PLAIN).countArrangements(o, BITMASK, Request.count());
    assertEquals(oracle[1], all.solutions(), n + " x " + n + ", " + queens + " queens");
  }

  @Test
  void beyondThePawnSetsItEnumeratesTheLadderStopsUnproved() {
    Optimum o = climb(4, 5);
    assertFalse(o.proved(), o.describe());
    assertEquals(Status.LIMIT_REACHED, o.status());
    assertEquals(7, o.bound());
  }

  private static Optimum climb(int n, int queens) {
    return new PawnLadder(PLAIN)
        .climb(Problem.builder(n).queens(queens).build(), BITMASK, Request.first());
  }

  /** Every set of k pawns, then every placement of the queens on the other squares. */
  static final class Oracle {
    private Oracle() {}

    static long[] fewestPawns(int n, int queens) {
      for (int k = 0; k + queens <= n * n; k++) {
        long[] total = {0};
        pawnSets(n, k, 0, new ArrayList<>(), queens, total);
        if (total[0] > 0) {
          return new long[] {k, total[0]};
        }
      }
      throw new AssertionError("no number of pawns");
    }

    private static void pawnSets(
        int n, int k, int from, List<Integer> pawns, int queens, long[] total) {
      if (pawns.size() == k) {
        boolean[] pawn = new boolean[n * n];
        pawns.forEach(p -> pawn[p] = true);
        total[0] += queensOn(n, pawn, queens, 0, new ArrayList<>());
        return;
      }
      for (int i = from; i < n * n; i++) {
        pawns.add(i);
        pawnSets(n, k, i + 1, pawns, queens, total);
        pawns.remove(pawns.size() - 1);
      }
    }

    private static long queensOn(int n, boolean[] pawn, int left, int from, List<Integer> placed) {
      if (left == 0) {
        return 1;
      }
      long count = 0;
      for (int i = from; i < n * n; i++) {
        int sq = i;
        if (!pawn[sq] && placed.stream().noneMatch(q -> sees(n, pawn, q, sq))) {
          placed.add(sq);
          count += queensOn(n, pawn, left - 1, i + 1, placed);
          placed.remove(placed.size() - 1);
        }
      }
      return count;
    }

    /** Two queens see each other along a rank, file or diagonal with no pawn between. */
    private static boolean sees(int n, boolean[] pawn, int a, int b) {
      int ra = a / n, fa = a % n, rb = b / n, fb = b % n;
      int dr = Integer.signum(rb - ra), df = Integer.signum(fb - fa);
      if (!(ra == rb || fa == fb || Math.abs(ra - rb) == Math.abs(fa - fb))) {
        return false;
      }
      for (int r = ra + dr, f = fa + df; r != rb || f != fb; r += dr, f += df) {
        if (pawn[r * n + f]) {
          return false;
        }
      }
      return true;
    }
  }
}
