package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The exhaustive generators are the slow ones: they must stop on time with partial, honest counts.
 */
class ClassicLimitsTest {

  @Test
  void generatorsStopAtTheTimeLimit() {
    Engine[] engines = {new BruteForceEngine(), new GenerateAndTestEngine()};
    int[] sizes = {9, 11}; // 387,420,489 and 39,916,800 candidates: more than 20 ms of work
    for (int i = 0; i < engines.length; i++) {
      Problem p = Problem.of(sizes[i]);
      Result r = engines[i].solve(p, Request.count().withTimeLimit(Duration.ofMillis(20)));
      assertEquals(Status.TIMEOUT, r.status(), engines[i].name());
      assertTrue(
          r.wallTime().compareTo(Duration.ofSeconds(2)) < 0,
          engines[i].name() + " took " + r.wallTime());
      assertTrue(r.solutions() < ReferenceCounts.standard(sizes[i]).orElseThrow().count());
      assertTrue(r.statistics().get(Statistics.CANDIDATES_GENERATED) > 0);
    }
  }

  /**
   * The classic searches show the fraction of their tree explored (Knuth's estimate; for
   * generate-and-test, the candidates generated of n!): whole when they end, part way when a limit
   * stops them. They showed only their solutions so far, with no fraction or time left.
   */
  @Test
  void rankByRankSearchesShowTheFractionExplored() {
    Engine[] engines = {
      new WirthEngine(),
      new HorowitzSahniEngine(),
      new BruteForceEngine(),
      new GenerateAndTestEngine(),
      new PermutationSwapEngine()
    };
    for (Engine engine : engines) {
      Progress whole = new Progress();
      Result done = engine.solve(Problem.of(7), Request.count().withProgress(whole));
      assertEquals(40, done.solutions(), engine.name()); // OEIS A000170
      assertEquals(1.0, whole.fractionDone(), engine.name());
      Progress cut = new Progress();
      Result stopped =
          engine.solve(
              Problem.of(
                  engine instanceof BruteForceEngine
                      ? 9
                      : engine instanceof GenerateAndTestEngine ? 11 : 30),
              Request.count().withProgress(cut).withTimeLimit(Duration.ofMillis(300)));
      assertEquals(Status.TIMEOUT, stopped.status(), engine.name());
      assertTrue(
          cut.fractionDone() > 0 && cut.fractionDone() < 1, engine.name() + cut.fractionDone());
    }
  }

  @Test
  void bruteForceFindsTheFirstSolutionWithoutGeneratingEverything() {
    Result r = new BruteForceEngine().solve(Problem.of(8), Request.first());
    assertEquals(Status.LIMIT_REACHED, r.status());
    long generated = r.statistics().get(Statistics.CANDIDATES_GENERATED);
    // The first solution in lexicographic order is a1 e2 h3 f4 c5 g6 b7 d8: files 0 4 7 5 2 6 1 3
    // read as a base-8 number, plus one for the placement 0 0 0 0 0 0 0 0.
    assertEquals(Long.parseLong("04752613", 8) + 1, generated);
  }
}
