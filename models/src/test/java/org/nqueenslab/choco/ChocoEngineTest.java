package org.nqueenslab.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.StopCheckAssertions;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Counts from OEIS A000170 or from the bitmask engine, never from Choco; every solution through the
 * verifier.
 */
class ChocoEngineTest {
  @Test
  void buildingTheModelAsksItsStopCheckRankByRankAndStopsWhenTold() {
    StopCheckAssertions.asksRankByRankAndStopsWhenTold(
        20, stop -> ChocoModel.of(Problem.of(20), ChocoConfiguration.TUNED, stop));
  }

  @Test
  void aStopWhileBuildingTheModelEndsTheRunThere() {
    org.nqueenslab.engine.Cancellation cancellation = new org.nqueenslab.engine.Cancellation();
    cancellation.cancel(); // Ctrl-C before the model of 10,000 ranks (most of a second) is built
    Result r =
        new ChocoEngine().solve(Problem.of(10_000), Request.first().withCancellation(cancellation));
    assertEquals(Status.INTERRUPTED, r.status());
    assertEquals(0, r.solutions());
    assertEquals("stopped while building the model", r.note());
  }

  private final ChocoEngine engine = new ChocoEngine();

  private static Request count(ChocoConfiguration c) {
    return Request.count().withOptions(Map.of(ChocoConfiguration.OPTION, c.optionValue()));
  }

  @ParameterizedTest
  @EnumSource(ChocoConfiguration.class)
  void countsMatchA000170UpToTen(ChocoConfiguration configuration) {
    for (int n = 1; n <= 10; n++) {
      Result r = engine.solve(Problem.of(n), count(configuration));
      assertEquals(Status.COMPLETE, r.status(), "n=" + n);
      assertEquals(
          ReferenceCounts.standard(n).orElseThrow().count(),
          r.solutions(),
          configuration + " n=" + n);
      assertTrue(
          r.note().contains(ChocoConfiguration.OPTION + "=" + configuration.optionValue()),
          r.note());
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {11, 12})
  void longCountsMatchA000170(int n) {
    for (ChocoConfiguration c : ChocoConfiguration.values()) {
      Result r = engine.solve(Problem.of(n), count(c));
      assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), c + " n=" + n);
    }
  }

  @Test
  void twoThreadsSplitTheCountAndAgree() {
    Result r = engine.solve(Problem.of(10), Request.count().withThreads(2));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(ReferenceCounts.standard(10).orElseThrow().count(), r.solutions());
    assertTrue(r.note().startsWith("split into"), r.note());
  }

  @Test
  void countsWithHolesAndFixedQueensAgreeWithBitmask() {
    BitmaskEngine reference = new BitmaskEngine();
    List<Problem> problems = new ArrayList<>(RandomProblems.generate(4L, 30, false, false));
    problems.add(Problem.builder(10).holes("e5", "f6", "a1", "j10").fixed("c1").build());
    problems.add(Problem.builder(9).fixed("d4", "a2").holes("b9").build());
    problems.add(Problem.builder(6, 9).holes("a1", "e3").build()); // rectangular: 6 queens, 9 files
    for (Problem p : problems) {
      long expected =
          p.isSquare()
              ? reference.solve(p, Request.count()).solutions()
              : BruteForceOracle.count(p);
      for (ChocoConfiguration c : ChocoConfiguration.values()) {
        Result r = engine.solve(p, count(c));
        assertEquals(Status.COMPLETE, r.status(), p.describe());
        assertEquals(expected, r.solutions(), c + " on " + p.describe());
      }
    }
  }

  @Test
  void enumeratesEverySolutionOfAProblemWithHolesOnce() {
    Problem p = Problem.builder(8).holes("d4", "e5", "a8").fixed("b1").build();
    List<Placement> got = new ArrayList<>();
    Result r = engine.solve(p, Request.enumerate(got::add));
    got.forEach(s -> Verifier.requireValid(p, s));
    assertEquals(new BitmaskEngine().solve(p, Request.count()).solutions(), got.size());
    assertEquals(got.size(), new java.util.HashSet<>(got).size());
    assertEquals(got.size(), r.solutions());
  }

  @Test
  void zeroSolutionsIsACompleteAnswer() {
    assertEquals(0, engine.solve(Problem.of(3), Request.count()).solutions());
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
  void findsAVerifiedFirstSolutionForAThousandQueens() {
    Problem p = Problem.of(1000);
    List<Placement> got = new ArrayList<>();
    Result r =
        engine.solve(
            p, Request.first().withOnSolution(got::add).withTimeLimit(Duration.ofSeconds(60)));
    assertEquals(Status.LIMIT_REACHED, r.status(), r.toString());
    assertEquals(1, got.size());
    Verifier.requireValid(p, got.get(0));
  }

  @Test
  void theSeedChangesTheFirstSolutionAndEachIsValid() {
    Problem p = Problem.of(40);
    List<Placement> got = new ArrayList<>();
    for (long seed = 1; seed <= 2; seed++) {
      engine.solve(p, Request.first().withSeed(seed).withOnSolution(got::add));
    }
    assertEquals(2, got.size());
    got.forEach(s -> Verifier.requireValid(p, s));
    assertNotEquals(got.get(0), got.get(1));
  }

  @Test
  void aTimeLimitStopsALongCountWithAPartialCount() {
    Result r = engine.solve(Problem.of(16), Request.count().withTimeLimit(Duration.ofMillis(300)));
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.solutions() < ReferenceCounts.standard(16).orElseThrow().count());
    assertTrue(r.wallTime().compareTo(Duration.ofSeconds(3)) < 0, "stopped late: " + r.wallTime());
  }

  @Test
  void reportsChocosCounters() {
    Statistics s = engine.solve(Problem.of(8), Request.count()).statistics();
    assertTrue(s.nodes() > 0);
    assertTrue(s.get(Statistics.FAILS) > 0);
    assertTrue(s.get(Statistics.BACKTRACKS) > 0);
    assertTrue(s.get(Statistics.PROPAGATIONS) > 0);
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
    assertNotNull(
        engine.whyUnsupported(
            Problem.of(8), Request.enumerate(s -> {}).withSymmetry(SymmetryMode.UNIQUE)));
    // the Boolean board takes pawns, other numbers of queens and more ranks than files, up to 100 x
    // 100
    assertNull(engine.whyUnsupported(Problem.builder(8).pawns("d4").queens(9).build(), count));
    assertNull(engine.whyUnsupported(Problem.builder(9, 6).build(), count)); // 6 queens on 9 ranks
    assertNull(engine.whyUnsupported(Problem.builder(8).queens(5).build(), Request.first()));
    assertNull(
        engine.whyUnsupported(
            Problem.builder(100).pawns("c3").queens(101).build(), Request.first()));
    String big =
        engine.whyUnsupported(
            Problem.builder(101).pawns("c3").queens(102).build(), Request.first());
    assertTrue(
        big.startsWith("engine 'choco'") && big.contains("100 x 100") && big.contains("101 x 101"),
        big);
    String example =
        engine.whyUnsupported(
            Problem.builder(8).pawns("d4").queens(9).build(),
            Request.count().withOptions(Map.of(ChocoConfiguration.OPTION, "nqueenglobal")));
    assertTrue(
        example.contains("config=nqueenglobal") && example.contains("one queen on every rank"),
        example);
    String torus =
        engine.whyUnsupported(
            Problem.builder(17).torus(true).queens(16).build(),
            Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(torus.contains("16 x 16") && !torus.contains("\n"), torus);
  }

  @Test
  void badOptionsAreBadInputNamingTheValue() {
    BadInputException e =
        assertThrows(
            BadInputException.class,
            () ->
                engine.solve(
                    Problem.of(6), Request.of(Mode.COUNT).withOptions(Map.of("config", "fancy"))));
    assertTrue(
        e.getMessage().contains("config=fancy") && e.getMessage().contains("config=nqueenglobal"));
    e =
        assertThrows(
            BadInputException.class,
            () ->
                engine.solve(
                    Problem.of(6), Request.of(Mode.COUNT).withOptions(Map.of("modle", "tuned"))));
    assertTrue(e.getMessage().contains("'modle'"));
  }
}
