package org.nqueenslab.cpsat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Counts from OEIS A000170 or from the bitmask engine, never from CP-SAT; every solution through
 * the verifier.
 */
class CpSatEngineTest {
  private final CpSatEngine engine = new CpSatEngine();

  @BeforeEach
  void needsTheNativeLibrary() {
    // On a platform without OR-Tools' native library the engine says so (tested below) and cannot
    // be run.
    assumeTrue(OrToolsNative.unavailableReason() == null, OrToolsNative.unavailableReason());
  }

  @Test
  void countsMatchA000170UpToTen() {
    for (int n = 1; n <= 10; n++) {
      Result r = engine.solve(Problem.of(n), Request.count());
      assertEquals(Status.COMPLETE, r.status(), "n=" + n);
      assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
      assertFalse(r.note().contains("UNSAFE"));
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {11, 12})
  void longCountsMatchA000170(int n) {
    Result r = engine.solve(Problem.of(n), Request.count());
    assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
  }

  @Test
  void twoThreadsSplitTheCountAndAgree() {
    Result r = engine.solve(Problem.of(9), Request.count().withThreads(2));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(ReferenceCounts.standard(9).orElseThrow().count(), r.solutions());
    assertTrue(r.note().startsWith("split into"), r.note());
  }

  @Test
  void aUniqueCountOnATorusIsNotSplit() {
    // each part would post the torus's 8 n^2 lex-leader chains again: the 9 x 9 torus took 11.7 s
    // in 54 parts
    Problem p = Problem.builder(7).torus(true).build();
    Result r = engine.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE).withThreads(2));
    assertTrue(r.note().startsWith("counted on one thread"), r.note());
    assertEquals(BruteForceOracle.count(p), r.solutions());
    assertEquals(SymmetryOracle.fundamentalCount(p, BruteForceOracle.solutions(p)), r.unique());
  }

  @Test
  void countsWithHolesAndFixedQueensAgreeWithBitmask() {
    BitmaskEngine reference = new BitmaskEngine();
    List<Problem> problems = new ArrayList<>(RandomProblems.generate(5L, 20, false, false));
    problems.add(Problem.builder(10).holes("e5", "f6", "a1", "j10").fixed("c1").build());
    problems.add(
        Problem.builder(5, 8).holes("b2").fixed("a1").build()); // rectangular: 5 queens, 8 files
    for (Problem p : problems) {
      long expected =
          p.isSquare()
              ? reference.solve(p, Request.count()).solutions()
              : BruteForceOracle.count(p);
      Result r = engine.solve(p, Request.count());
      assertEquals(Status.COMPLETE, r.status(), p.describe());
      assertEquals(expected, r.solutions(), p.describe());
    }
  }

  @Test
  void enumeratesEverySolutionOfAProblemWithHolesOnce() {
    Problem p = Problem.builder(8).holes("d4", "e5", "a8").fixed("b1").build();
    List<Placement> got = new ArrayList<>();
    Result r = engine.solve(p, Request.enumerate(got::add));
    got.forEach(s -> Verifier.requireValid(p, s));
    assertEquals(new BitmaskEngine().solve(p, Request.count()).solutions(), got.size());
    assertEquals(got.size(), new HashSet<>(got).size());
    assertEquals(got.size(), r.solutions());
  }

  @Test
  void zeroSolutionsIsACompleteAnswer() {
    Result three = engine.solve(Problem.of(3), Request.count());
    assertEquals(Status.COMPLETE, three.status());
    assertEquals(0, three.solutions());
    Problem cornerQueen =
        Problem.builder(6).fixed("a1").build(); // 6-queens has no solution with a corner queen
    assertEquals(0, new BitmaskEngine().solve(cornerQueen, Request.count()).solutions());
    Result none = engine.solve(cornerQueen, Request.first());
    assertEquals(Status.COMPLETE, none.status());
    assertEquals(0, none.solutions());
    Problem fullRankOfHoles = Problem.builder(5).holes("a2", "b2", "c2", "d2", "e2").build();
    Result r = engine.solve(fullRankOfHoles, Request.first());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(0, r.solutions());
  }

  @Test
  void findsAVerifiedFirstSolutionOnAMediumBoard() {
    Problem p = Problem.of(60);
    List<Placement> got = new ArrayList<>();
    Result r =
        engine.solve(
            p, Request.first().withOnSolution(got::add).withTimeLimit(Duration.ofSeconds(60)));
    assertEquals(Status.LIMIT_REACHED, r.status(), r.toString());
    assertEquals(1, got.size());
    Verifier.requireValid(p, got.get(0));
  }

  @Test
  void aTimeLimitStopsALongCountWithAPartialCount() {
    Result r = engine.solve(Problem.of(16), Request.count().withTimeLimit(Duration.ofMillis(500)));
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.solutions() < ReferenceCounts.standard(16).orElseThrow().count());
    assertTrue(r.wallTime().compareTo(Duration.ofSeconds(4)) < 0, "stopped late: " + r.wallTime());
  }

  @Test
  void cancellationDuringTheSearchStopsIt() throws InterruptedException {
    Cancellation cancellation = new Cancellation();
    Thread user =
        new Thread(
            () -> {
              try {
                Thread.sleep(300);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              cancellation.cancel();
            });
    user.start();
    Result r = engine.solve(Problem.of(16), Request.count().withCancellation(cancellation));
    user.join();
    assertEquals(Status.INTERRUPTED, r.status());
    assertTrue(r.wallTime().compareTo(Duration.ofSeconds(4)) < 0, "stopped late: " + r.wallTime());
  }

  @Test
  void reportsCpSatsCounters() {
    Statistics s = engine.solve(Problem.of(8), Request.count()).statistics();
    assertTrue(s.get(Statistics.BRANCHES) > 0);
    assertTrue(s.get(Statistics.CONFLICTS) >= 0);
    assertTrue(s.get(Statistics.PROPAGATIONS) > 0);
  }

  /**
   * CP-SAT's parallel workers repeat and lose solutions when enumerating, and one run in twenty to
   * thirty of this very count never returned (it hung CI): several workers are for a first
   * solution.
   */
  @Test
  void severalWorkersFindAFirstSolutionButNeverCount() {
    Request parallelCount = Request.count().withOptions(Map.of(CpSatEngine.WORKERS, "2"));
    String why = engine.whyUnsupported(Problem.of(8), parallelCount);
    assertNotNull(why, "counting with several workers is refused");
    assertTrue(why.contains("workers=2 is for a first solution only"), why);
    BadInputException e =
        assertThrows(BadInputException.class, () -> engine.solve(Problem.of(8), parallelCount));
    assertEquals(why, e.getMessage());
    List<Placement> found = new ArrayList<>();
    Request parallelFirst =
        Request.first().withOnSolution(found::add).withOptions(Map.of(CpSatEngine.WORKERS, "2"));
    assertNull(engine.whyUnsupported(Problem.of(8), parallelFirst));
    assertEquals(1, engine.solve(Problem.of(8), parallelFirst).solutions());
    assertEquals(1, found.size());
    Verifier.requireValid(Problem.of(8), found.get(0));
  }

  @Test
  void badOptionsAreBadInputNamingTheValue() {
    BadInputException e =
        assertThrows(
            BadInputException.class,
            () -> engine.solve(Problem.of(6), Request.count().withOptions(Map.of("workers", "0"))));
    assertTrue(e.getMessage().contains("workers=0"));
    e =
        assertThrows(
            BadInputException.class,
            () ->
                engine.solve(Problem.of(6), Request.count().withOptions(Map.of("model", "tuned"))));
    assertTrue(e.getMessage().contains("'model'"));
  }

  @Test
  void declaresWhatItCannotDo() {
    Request count = Request.count();
    assertNull(engine.whyUnsupported(Problem.builder(8).holes("a1").fixed("c2").build(), count));
    assertNull(engine.whyUnsupported(Problem.builder(7).torus(true).build(), count));
    assertNull(
        engine.whyUnsupported(
            Problem.builder(7).torus(true).build(),
            Request.count().withSymmetry(SymmetryMode.UNIQUE)));
    assertNotNull(
        engine.whyUnsupported(
            Problem.builder(33).torus(true).build(),
            Request.count()
                .withSymmetry(
                    SymmetryMode.UNIQUE))); // 8 n^2 lex constraints: the model grows as n^3
    // the Boolean board takes pawns, other numbers of queens and more ranks than files, up to 100 x
    // 100
    assertNull(engine.whyUnsupported(Problem.builder(8).pawns("d4").queens(9).build(), count));
    assertNull(engine.whyUnsupported(Problem.builder(9, 6).build(), count));
    assertNull(engine.whyUnsupported(Problem.builder(8).queens(5).build(), Request.first()));
    String big =
        engine.whyUnsupported(
            Problem.builder(101).pawns("c3").queens(102).build(), Request.first());
    assertTrue(
        big.startsWith("engine 'cpsat'") && big.contains("100 x 100") && big.contains("101 x 101"),
        big);
    String torus =
        engine.whyUnsupported(
            Problem.builder(17).torus(true).queens(16).build(),
            Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(torus.contains("16 x 16"), torus);
  }
}
