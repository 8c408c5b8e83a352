package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

class DlxEngineTest {
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aStopWhileEncodingEndsTheRunThere(boolean unique) {
    org.nqueenslab.engine.Cancellation cancellation = new org.nqueenslab.engine.Cancellation();
    cancellation.cancel(); // Ctrl-C before the encoding of 1024 x 1024 (about 2 s) has begun
    Request request =
        unique
            ? Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE)
            : Request.first();
    Result r = new DlxEngine().solve(Problem.of(1024), request.withCancellation(cancellation));
    assertEquals(Status.INTERRUPTED, r.status());
    assertEquals(0, r.solutions());
    assertEquals("stopped while encoding the exact cover", r.note());
  }

  private final DlxEngine engine = new DlxEngine();

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
  void countsOnOneAndTwoThreadsMatchA000170(int n) {
    long published = ReferenceCounts.standard(n).orElseThrow().count();
    for (int threads = 1; threads <= 2; threads++) {
      Result r = engine.solve(Problem.of(n), Request.count().withThreads(threads));
      assertEquals(Status.COMPLETE, r.status());
      assertEquals(published, r.solutions(), "n=" + n + " threads=" + threads);
      assertTrue(r.statistics().get(Statistics.UPDATES) >= 0);
    }
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {14, 15})
  void longCountsMatchA000170(int n) {
    Result r =
        engine.solve(
            Problem.of(n), Request.count().withThreads(Runtime.getRuntime().availableProcessors()));
    assertEquals(ReferenceCounts.standard(n).orElseThrow().count(), r.solutions(), "n=" + n);
  }

  /**
   * A one-thread count shows the fraction of its tree explored (Knuth's estimate), whole at the
   * end: it showed only its solutions so far, with no fraction or time left.
   */
  @Test
  void aOneThreadCountShowsTheFractionExplored() {
    org.nqueenslab.engine.Progress progress = new org.nqueenslab.engine.Progress();
    Result r =
        new DlxEngine()
            .solve(Problem.of(12), Request.count().withThreads(1).withProgress(progress));
    assertEquals(ReferenceCounts.standard(12).orElseThrow().count(), r.solutions());
    assertEquals(r.solutions(), progress.solutions());
    assertEquals(1.0, progress.fractionDone());
  }

  @Test
  void agreesWithTheBitmaskEngineOnLargerBoardsWithHolesAndPlacedQueens() {
    BitmaskEngine bitmask = new BitmaskEngine();
    List<Problem> problems = new ArrayList<>();
    problems.add(Problem.builder(10).holes("e5", "f5", "a1").build());
    problems.add(Problem.builder(11).fixed("c1").build());
    problems.add(Problem.builder(11).fixed("b1", "f2").holes("d8").build());
    problems.add(
        Problem.builder(9)
            .holes("a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1")
            .build()); // no rank 1
    for (Problem p : problems) {
      for (int threads = 1; threads <= 2; threads++) {
        Result ours = engine.solve(p, Request.count().withThreads(threads));
        Result theirs = bitmask.solve(p, Request.count());
        assertEquals(Status.COMPLETE, ours.status());
        assertEquals(theirs.solutions(), ours.solutions(), p.describe() + " threads=" + threads);
      }
    }
  }

  @Test
  void agreesWithBruteForceOnRectangles() {
    for (int rows = 1; rows <= 6; rows++) {
      for (int cols = 1; cols <= 6; cols++) {
        Problem p = Problem.builder(rows, cols).build();
        List<Placement> got = new ArrayList<>();
        Result r = engine.solve(p, Request.enumerate(got::add));
        got.forEach(s -> Verifier.requireValid(p, s));
        assertEquals(
            new HashSet<>(BruteForceOracle.solutions(p)), new HashSet<>(got), p.describe());
        assertEquals(got.size(), r.solutions());
      }
    }
  }

  @Test
  void enumeratesVerifiedSolutionsOnRandomProblems() {
    for (Problem p : RandomProblems.generate(3L, 20, false, false)) {
      List<Placement> got = new ArrayList<>();
      engine.solve(p, Request.enumerate(got::add));
      got.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(BruteForceOracle.count(p), got.size(), p.describe());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {32, 48, 63, 64, 100})
  void findsAFirstSolutionOnLargeBoardsQuickly(int n) {
    List<Placement> got = new ArrayList<>();
    Result r =
        engine.solve(
            Problem.of(n),
            Request.first().withOnSolution(got::add).withTimeLimit(Duration.ofSeconds(20)));
    assertEquals(Status.LIMIT_REACHED, r.status());
    Verifier.requireValid(Problem.of(n), got.get(0));
    assertTrue(r.statistics().nodes() < 10_000, "nodes " + r.statistics().nodes());
  }

  /**
   * Two threads count the parts of the same search tree: every figure adds up to the one-thread
   * search's.
   */
  @Test
  void twoThreadsMakeTheOneThreadSearchesNodesAndUpdates() {
    for (Problem p :
        List.of(
            Problem.of(9),
            Problem.builder(8).pawns("d4").queens(9).build(),
            Problem.builder(8).queens(6).build(),
            Problem.builder(7).torus(true).build())) {
      Result one = engine.solve(p, Request.count());
      Result two = engine.solve(p, Request.count().withThreads(2));
      assertEquals(Status.COMPLETE, two.status(), p.describe());
      assertEquals(BruteForceOracle.count(p), two.solutions(), p.describe());
      assertEquals(one.solutions(), two.solutions(), p.describe());
      assertEquals(one.statistics().nodes(), two.statistics().nodes(), p.describe());
      assertEquals(
          one.statistics().get(Statistics.UPDATES),
          two.statistics().get(Statistics.UPDATES),
          p.describe());
    }
  }

  @Test
  void twoThreadsKeepThePartWhoseEmptiedRankAndFileCross() {
    // nqueens count -n 2 --queens 1 --engine dlx --threads 2 counted 3: the part that empties rank
    // 1 and file a held a1 twice among its emptied squares, looked too full to hold a queen and was
    // dropped
    Problem p = Problem.builder(2).queens(1).build();
    assertEquals(4, BruteForceOracle.count(p));
    Result r = engine.solve(p, Request.count().withThreads(2));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(4, r.solutions());
  }

  @Test
  void reportsTimeoutsAndRejectsABadSplitDepth() {
    Result r = engine.solve(Problem.of(20), Request.count().withTimeLimit(Duration.ofMillis(200)));
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.wallTime().toMillis() < 3000, "stopped promptly: " + r.wallTime());
    Request bad = Request.count().withThreads(2).withOptions(Map.of(DlxEngine.SPLIT_DEPTH, "nine"));
    BadInputException e =
        assertThrows(BadInputException.class, () -> engine.solve(Problem.of(8), bad));
    assertTrue(e.getMessage().contains("split-depth=nine"), e.getMessage());
  }
}
