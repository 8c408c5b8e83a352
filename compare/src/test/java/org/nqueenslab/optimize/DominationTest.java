package org.nqueenslab.optimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Domination answered by the ladder: the fewest queens that dominate n x n and how many sets do, as
 * OEIS publishes them (A075458, A002564), and, independent or not, for queens and other pieces on
 * small boards as a brute-force oracle in this test finds them (every set of k squares tried, the
 * moves written here from the rules of chess); each placement found passes the verifier.
 */
class DominationTest {
  private static final Ladder.Runner PLAIN =
      (spec, problem, request) -> spec.engine().solve(problem, request.withOptions(spec.options()));

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
  void theQueenDominationNumbersAndTheirSetsAreOeis(int n) {
    ReferenceCount published = ReferenceCounts.queenDomination(n).orElseThrow();
    // four paradigms agree to 6 x 6 (CP-SAT, Choco's CP, SAT4J's CDCL, SCIP's branch and cut);
    // beyond, CP-SAT alone keeps the fast suite fast
    List<String> engines =
        n <= 6 ? List.of("cpsat", "choco", "sat", "mip", "bnb") : List.of("cpsat", "bnb");
    for (String engine : engines) {
      Optimum o = climb(Goal.DOMINATE, Problem.of(n), engine, null);
      assertTrue(o.proved(), engine + ": " + o.describe());
      assertEquals(published.k().intValue(), o.best(), engine + " on " + n + " (A075458)");
      assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), engine);
      assertEquals(published.count(), count(engine, o.optimal()), engine + " (A002564)");
    }
  }

  /**
   * The transcribed reference rows (A075458/A002564, A299029/A002568) re-derived, to 6 x 6, by the
   * oracle that tries every set of squares and shares no code with the engines or the data.
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6})
  void theTranscribedDominationRowsAreTheOraclesToSix(int n) {
    for (boolean independent : new boolean[] {false, true}) {
      ReferenceCount row =
          (independent
                  ? ReferenceCounts.queenIndependentDomination(n)
                  : ReferenceCounts.queenDomination(n))
              .orElseThrow();
      long[] oracle = Oracle.smallest(n, "queen", independent);
      assertEquals(row.k().longValue(), oracle[0], "k, n = " + n + ", independent " + independent);
      assertEquals(row.count(), oracle[1], "count, n = " + n + ", independent " + independent);
    }
  }

  /**
   * Our branch and bound, its own optimization and its count, against OEIS to 12 x 12 (under a
   * second each here); the ladder on bnb's rungs agrees.
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void branchAndBoundFindsTheQueenDominationNumbersToTwelve(int n) {
    ReferenceCount published = ReferenceCounts.queenDomination(n).orElseThrow();
    Optimum own = optimize(Goal.DOMINATE, Problem.of(n), "bnb", null);
    assertTrue(own.proved(), own.describe());
    assertEquals(1, own.steps().size(), "one run, not a ladder");
    assertTrue(own.describe().contains("branch and bound"), own.describe());
    assertEquals(published.k().intValue(), own.best(), "A075458(" + n + ")");
    assertTrue(Verifier.verify(own.optimal(), own.witness()).valid());
    assertEquals(published.count(), count("bnb", own.optimal()), "A002564(" + n + ")");
    if (n <= 9) {
      Optimum ladder = climb(Goal.DOMINATE, Problem.of(n), "bnb", null);
      assertEquals(own.best(), ladder.best());
      assertTrue(ladder.proved());
    }
  }

  /**
   * Independent domination of queens against OEIS (A299029's diagonal for the number, A002568 for
   * the sets) to 13 x 13 with bnb, to 7 x 7 with the solvers' objectives too.
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
  void independentDominationIsOeis(int n) {
    ReferenceCount published = ReferenceCounts.queenIndependentDomination(n).orElseThrow();
    List<String> engines = n <= 7 ? List.of("bnb", "cpsat", "mip", "choco") : List.of("bnb");
    for (String engine : engines) {
      Optimum o = optimize(Goal.INDEPENDENT_DOMINATE, Problem.of(n), engine, null);
      assertTrue(o.proved(), engine + ": " + o.describe());
      assertEquals(published.k().intValue(), o.best(), engine + ": A299029(" + n + ", " + n + ")");
      assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), engine);
      if (engine.equals("bnb") || n <= 6) {
        assertEquals(
            published.count(), count(engine, o.optimal()), engine + ": A002568(" + n + ")");
      }
    }
  }

  /**
   * Rectangles (OEIS A299029, independent domination of the n x m queens graph): 8 x 11 needs 6
   * independent queens though 9 x 11, 10 x 11 and 11 x 11 need 5, the non-monotone case the entry
   * points out; with a few smaller ones.
   */
  @ParameterizedTest
  @CsvSource({"8, 11, 6", "9, 11, 5", "10, 11, 5", "4, 5, 3", "6, 7, 4", "7, 12, 5", "3, 9, 3"})
  void independentDominationOfRectanglesIsOeis(int rows, int cols, int published) {
    Optimum o =
        optimize(Goal.INDEPENDENT_DOMINATE, Problem.builder(rows, cols).build(), "bnb", null);
    assertTrue(o.proved(), o.describe());
    assertEquals(published, o.best(), rows + " x " + cols);
    assertTrue(Verifier.verify(o.optimal(), o.witness()).valid());
  }

  /**
   * Knights that dominate n x n: OEIS A006075 (how many) and A006076 (their classes under the
   * square's symmetries), counted by bnb with --unique.
   */
  @ParameterizedTest
  @CsvSource({
    "1, 1, 1",
    "2, 4, 1",
    "3, 4, 2",
    "4, 4, 3",
    "5, 5, 8",
    "6, 8, 23",
    "7, 10, 3",
    "8, 12, 1"
  })
  void knightDominationIsOeis(int n, int knights, long classes) {
    Problem board = Problem.builder(n).piece(Piece.parse("knight")).build();
    Optimum o = optimize(Goal.DOMINATE, board, "bnb", null);
    assertTrue(o.proved(), o.describe());
    assertEquals(knights, o.best(), "A006075(" + n + ")");
    Result unique =
        EngineSpec.parse("bnb")
            .engine()
            .solve(
                o.optimal(),
                Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE));
    assertEquals(classes, unique.unique(), "A006076(" + n + ")");
  }

  /**
   * The solvers' own objectives (CP-SAT, SCIP through OR-Tools, Choco), not the ladder: the optimum
   * in one run, proved by the solver, against OEIS; the fast suite to 9 x 9 (Choco to 7 x 7).
   */
  @ParameterizedTest
  @CsvSource({
    "cpsat, 1", "cpsat, 4", "cpsat, 6", "cpsat, 8", "cpsat, 9",
    "mip, 1", "mip, 4", "mip, 6", "mip, 8", "mip, 9",
    "choco, 1", "choco, 4", "choco, 6", "choco, 7"
  })
  void theSolversObjectivesFindTheQueenDominationNumbers(String engine, int n) {
    assertOwnOptimumIsOeis(engine, n);
  }

  /**
   * A075458 to 12 x 12 by three engines (bnb in the fast suite above; CP-SAT and SCIP here: about
   * 30 s each at 12 x 12 on this project's two-core machine, one run).
   */
  @org.junit.jupiter.api.Tag("slow")
  @ParameterizedTest
  @CsvSource({"cpsat, 10", "cpsat, 11", "cpsat, 12", "mip, 10", "mip, 11", "mip, 12"})
  void cpSatAndMipObjectivesReachTwelve(String engine, int n) {
    assertOwnOptimumIsOeis(engine, n);
  }

  private static void assertOwnOptimumIsOeis(String engine, int n) {
    ReferenceCount published = ReferenceCounts.queenDomination(n).orElseThrow();
    Optimum o = optimize(Goal.DOMINATE, Problem.of(n), engine, null);
    assertTrue(o.proved(), engine + ": " + o.describe());
    assertEquals(1, o.steps().size(), "one run of the engine's own optimization");
    assertEquals(published.k().intValue(), o.best(), engine + ": A075458(" + n + ")");
    assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), engine);
  }

  @ParameterizedTest
  @ValueSource(strings = {"cpsat", "mip", "choco"})
  void aTimeLimitStopsASolversObjectiveWithABound(String engine) {
    Optimum o = optimize(Goal.DOMINATE, Problem.of(14), engine, Duration.ofMillis(300));
    assertFalse(o.proved(), o.describe());
    assertEquals(Status.TIMEOUT, o.status(), o.describe());
    assertTrue(o.bound() >= 1 && o.bound() <= 8, o.describe()); // A075458(14) = 8
    if (o.witness() != null) {
      assertTrue(Verifier.verify(o.optimal(), o.witness()).valid());
      assertTrue(o.best() >= 8, o.describe());
      assertTrue(o.describe().startsWith("at most " + o.best()), o.describe());
    }
  }

  /**
   * Placements of more pieces than the fewest (no longer minimal, some pieces free anywhere): bnb's
   * counts, plain and fundamental, against every set of k squares the oracle tries; each listed
   * placement passes the verifier.
   */
  @ParameterizedTest
  @CsvSource({
    "queen, 4, 2, false",
    "queen, 4, 3, false",
    "queen, 4, 4, false",
    "queen, 5, 4, false",
    "queen, 5, 4, true",
    "queen, 4, 3, true",
    "knight, 4, 5, false",
    "knight, 4, 6, true",
    "king, 4, 4, false",
    "king, 5, 5, true",
    "rook, 4, 4, false",
    "rook, 4, 5, true",
    "bishop, 4, 5, false"
  })
  void branchAndBoundCountsEveryDominatingPlacementOfK(
      String piece, int n, int k, boolean independent) {
    Problem p =
        Problem.builder(n)
            .piece(Piece.parse(piece))
            .queens(k)
            .rule(
                independent
                    ? org.nqueenslab.problem.Rule.INDEPENDENT_DOMINATING
                    : org.nqueenslab.problem.Rule.DOMINATING)
            .build();
    List<int[][]> sets = Oracle.all(n, piece, independent, k);
    org.nqueenslab.engine.Engine bnb = EngineSpec.parse("bnb").engine();
    Result counted = bnb.solve(p, Request.count());
    assertEquals(Status.COMPLETE, counted.status());
    assertEquals(sets.size(), counted.solutions(), piece + " " + n + " k=" + k);
    List<org.nqueenslab.problem.Placement> listed = new ArrayList<>();
    bnb.solve(p, Request.enumerate(listed::add));
    assertEquals(sets.size(), listed.size());
    for (org.nqueenslab.problem.Placement placement : listed) {
      assertTrue(Verifier.verify(p, placement).valid(), placement.toString());
    }
    Result unique =
        bnb.solve(p, Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE));
    assertEquals(Oracle.orbits(n, sets), unique.unique(), "fundamental");
    assertEquals(sets.size(), unique.solutions());
  }

  /**
   * Pawns (lines cut), holes and a torus: bnb's optimum and count against CP-SAT's, a different
   * paradigm with its own search.
   */
  @ParameterizedTest
  @ValueSource(strings = {"pawn", "pawns and a hole", "torus", "a queen placed"})
  void branchAndBoundAgreesWithCpSatOnPawnsHolesAndTheTorus(String options) {
    Problem board =
        switch (options) {
          case "pawn" -> Problem.builder(5).pawns("c3").build();
          case "pawns and a hole" -> Problem.builder(6).pawns("b2", "e5").holes("a6").build();
          case "torus" -> Problem.builder(5).torus(true).build();
          default -> Problem.builder(6).fixed("a1").build();
        };
    for (Goal goal : List.of(Goal.DOMINATE, Goal.INDEPENDENT_DOMINATE)) {
      Optimum own = optimize(goal, board, "bnb", null);
      Optimum ladder = climb(goal, board, "cpsat", null);
      assertTrue(own.proved() && ladder.proved(), own.describe() + " / " + ladder.describe());
      assertEquals(ladder.best(), own.best(), goal + " " + options);
      assertTrue(Verifier.verify(own.optimal(), own.witness()).valid());
      assertEquals(count("cpsat", ladder.optimal()), count("bnb", own.optimal()), options);
    }
  }

  /** A count cut short by the time limit or Ctrl-C is partial, never complete. */
  @org.junit.jupiter.api.Test
  void branchAndBoundCountsStopOnTheTimeLimitAndOnCancellation() {
    Problem many =
        Problem.builder(12).queens(9).rule(org.nqueenslab.problem.Rule.DOMINATING).build();
    org.nqueenslab.engine.Engine bnb = EngineSpec.parse("bnb").engine();
    Result timed = bnb.solve(many, Request.count().withTimeLimit(Duration.ofMillis(200)));
    assertEquals(Status.TIMEOUT, timed.status());
    assertTrue(timed.wallTime().toMillis() < 5_000, timed.wallTime().toString());
    org.nqueenslab.engine.Cancellation stop = new org.nqueenslab.engine.Cancellation();
    stop.cancel();
    Result cancelled = bnb.solve(many, Request.count().withCancellation(stop));
    assertEquals(Status.INTERRUPTED, cancelled.status());
  }

  @org.junit.jupiter.api.Test
  void aTimeLimitStopsTheBranchAndBoundWithItsBestAndABound() {
    Optimum o = optimize(Goal.DOMINATE, Problem.of(16), "bnb", Duration.ofMillis(300));
    assertFalse(o.proved(), o.describe());
    assertEquals(Status.TIMEOUT, o.status());
    assertTrue(o.bound() >= 1 && o.bound() <= 9, o.describe()); // A075458(16) = 9
    if (o.witness() != null) {
      assertTrue(Verifier.verify(o.optimal(), o.witness()).valid());
      assertTrue(o.best() >= 9, o.describe());
    }
  }

  /**
   * A second paradigm on 7 x 7 and 8 x 8 (Choco takes about 85 s on 8 x 8 here): the slow suite.
   */
  @org.junit.jupiter.api.Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {7, 8})
  void chocoAgreesWithOeisOnSevenAndEight(int n) {
    ReferenceCount published = ReferenceCounts.queenDomination(n).orElseThrow();
    Optimum o = climb(Goal.DOMINATE, Problem.of(n), "choco", null);
    assertTrue(o.proved(), o.describe());
    assertEquals(published.k().intValue(), o.best(), "A075458(" + n + ")");
    assertEquals(published.count(), count("choco", o.optimal()), "A002564(" + n + ")");
  }

  @ParameterizedTest
  @CsvSource({
    "queen, 4",
    "queen, 5",
    "queen, 6",
    "knight, 4",
    "knight, 5",
    "king, 5",
    "rook, 4",
    "bishop, 5"
  })
  void dominationAndIndependentDominationAgreeWithTheOracle(String piece, int n) {
    Problem board = Problem.builder(n).piece(Piece.parse(piece)).build();
    for (Goal goal : List.of(Goal.DOMINATE, Goal.INDEPENDENT_DOMINATE)) {
      long[] oracle = Oracle.smallest(n, piece, goal == Goal.INDEPENDENT_DOMINATE);
      List<String> engines =
          piece.equals("queen")
              ? List.of("cpsat", "choco", "sat", "mip", "bnb")
              : List.of("cpsat", "choco", "bnb");
      for (String engine : engines) {
        Optimum o =
            engine.equals("bnb")
                ? optimize(goal, board, engine, null)
                : climb(goal, board, engine, null);
        String what = engine + " " + goal + " " + piece + " " + n;
        assertTrue(o.proved(), what + ": " + o.describe());
        assertEquals(oracle[0], o.best(), what);
        assertTrue(Verifier.verify(o.optimal(), o.witness()).valid(), what);
        assertEquals(oracle[1], count(engine, o.optimal()), what);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cpsat", "choco"})
  void aTimeLimitBeforeAnyPlacementLeavesALowerBound(String engine) {
    Optimum o = climb(Goal.DOMINATE, Problem.of(11), engine, Duration.ofMillis(200));
    assertFalse(o.proved(), o.describe());
    assertEquals(Status.TIMEOUT, o.status());
    assertEquals(-1, o.best());
    assertTrue(o.bound() >= 1 && o.bound() <= 5, o.describe()); // A075458(11) = 5
    assertTrue(o.describe().contains(", none found yet (TIMEOUT)"), o.describe());
  }

  private static Optimum climb(Goal goal, Problem board, String engine, Duration limit) {
    return new Ladder(PLAIN)
        .climb(goal, board, EngineSpec.parse(engine), Request.first().withTimeLimit(limit));
  }

  /** The engine's own optimization where it has one (else its ladder). */
  private static Optimum optimize(Goal goal, Problem board, String engine, Duration limit) {
    return new Optimizer(PLAIN, false)
        .find(goal, board, EngineSpec.parse(engine), Request.first().withTimeLimit(limit));
  }

  private static long count(String engine, Problem problem) {
    Result r = EngineSpec.parse(engine).engine().solve(problem, Request.count());
    assertEquals(Status.COMPLETE, r.status());
    return r.solutions();
  }

  /**
   * The fewest squares whose pieces attack or occupy every square (and, independent, attack no
   * other piece), and how many such sets, by trying every set of 1, 2, ... squares.
   */
  static final class Oracle {
    private Oracle() {}

    /** Every set of k squares that dominates, each as its squares {rank, file}. */
    static List<int[][]> all(int n, String piece, boolean independent, int k) {
      List<int[][]> sets = new ArrayList<>();
      collect(n, piece, independent, k, 0, new ArrayList<>(), sets);
      return sets;
    }

    private static void collect(
        int n,
        String piece,
        boolean independent,
        int k,
        int from,
        List<int[]> chosen,
        List<int[][]> sets) {
      if (chosen.size() == k) {
        if (dominates(n, piece, chosen)) {
          sets.add(chosen.toArray(new int[0][]));
        }
        return;
      }
      for (int i = from; i < n * n; i++) {
        int[] s = {i / n, i % n};
        if (independent && chosen.stream().anyMatch(c -> attacks(n, piece, c, s, chosen))) {
          continue;
        }
        chosen.add(s);
        collect(n, piece, independent, k, i + 1, chosen, sets);
        chosen.remove(chosen.size() - 1);
      }
    }

    /** The classes of {@code sets} under the square's eight symmetries: the fundamental ones. */
    static long orbits(int n, List<int[][]> sets) {
      java.util.Set<String> classes = new java.util.HashSet<>();
      for (int[][] set : sets) {
        String least = null;
        for (int g = 0; g < 8; g++) {
          java.util.TreeSet<Integer> image = new java.util.TreeSet<>();
          for (int[] s : set) {
            int r = s[0];
            int f = s[1];
            for (int t = 0; t < g % 4; t++) { // a quarter turn
              int was = r;
              r = f;
              f = n - 1 - was;
            }
            image.add(g >= 4 ? r * n + (n - 1 - f) : r * n + f); // then a mirror
          }
          String key = image.toString();
          least = least == null || key.compareTo(least) < 0 ? key : least;
        }
        classes.add(least);
      }
      return classes.size();
    }

    static long[] smallest(int n, String piece, boolean independent) {
      for (int k = 1; k <= n * n; k++) {
        long[] found = {0};
        choose(n, piece, independent, k, 0, new ArrayList<>(), found);
        if (found[0] > 0) {
          return new long[] {k, found[0]};
        }
      }
      throw new AssertionError("every square dominates");
    }

    private static void choose(
        int n,
        String piece,
        boolean independent,
        int k,
        int from,
        List<int[]> chosen,
        long[] found) {
      if (chosen.size() == k) {
        found[0] += dominates(n, piece, chosen) ? 1 : 0;
        return;
      }
      for (int i = from; i < n * n; i++) {
        int[] s = {i / n, i % n};
        if (independent && chosen.stream().anyMatch(c -> attacks(n, piece, c, s, chosen))) {
          continue;
        }
        chosen.add(s);
        choose(n, piece, independent, k, i + 1, chosen, found);
        chosen.remove(chosen.size() - 1);
      }
    }

    private static boolean dominates(int n, String piece, List<int[]> chosen) {
      for (int i = 0; i < n * n; i++) {
        int[] s = {i / n, i % n};
        boolean covered =
            chosen.stream()
                .anyMatch(c -> (c[0] == s[0] && c[1] == s[1]) || attacks(n, piece, c, s, chosen));
        if (!covered) {
          return false;
        }
      }
      return true;
    }

    /** On a plain board nothing blocks a line: pieces do not stand between, for attacks. */
    private static boolean attacks(int n, String piece, int[] a, int[] b, List<int[]> pieces) {
      int dr = Math.abs(a[0] - b[0]);
      int df = Math.abs(a[1] - b[1]);
      if (dr == 0 && df == 0) {
        return false;
      }
      return switch (piece) {
        case "knight" -> dr * df == 2;
        case "king" -> Math.max(dr, df) == 1;
        case "bishop" -> dr == df;
        case "rook" -> dr == 0 || df == 0;
        default -> dr == 0 || df == 0 || dr == df;
      };
    }
  }
}
