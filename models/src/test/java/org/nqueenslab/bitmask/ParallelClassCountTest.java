package org.nqueenslab.bitmask;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.engine.ClassicOeis;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * The classic board counted by orbit classes, with either method of the bitmask engine (issue 6).
 */
class ParallelClassCountTest {
  private static final Map<String, String> HALVING =
      Map.of(BitmaskEngine.METHOD, BitmaskEngine.HALVING);
  private final BitmaskEngine engine = new BitmaskEngine();

  private Result unique(Problem p, int threads) {
    return unique(p, threads, Map.of());
  }

  private Result unique(Problem p, int threads, Map<String, String> options) {
    return engine.solve(
        p,
        Request.count()
            .withSymmetry(SymmetryMode.UNIQUE)
            .withThreads(threads)
            .withOptions(options));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void uniqueCountsAndTotalsMatchOeis(int n) {
    for (int threads = 1; threads <= 2; threads++) {
      ClassicOeis.assertUniqueCount(n, unique(Problem.of(n), threads));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void mirrorHalvingCountsMatchOeis(int n) {
    for (int threads = 1; threads <= 2; threads++) {
      Result r = unique(Problem.of(n), threads, HALVING);
      ClassicOeis.assertUniqueCount(n, r);
      assertTrue(r.note().contains("mirror halving"), r.note());
    }
  }

  /**
   * The same classes, found by searching one border constellation per class instead of half the
   * board.
   */
  @Test
  void constellationsSearchFarLessThanMirrorHalving() {
    Result halving = unique(Problem.of(12), 1, HALVING);
    Result constellations = unique(Problem.of(12), 1);
    assertEquals(halving.unique(), constellations.unique());
    // Rolfe's check throws away the solutions of each class but one: about three in four at n = 12
    assertTrue(
        halving.statistics().get("leaves rejected") > 2 * halving.unique(),
        halving.statistics().toString());
    assertTrue(
        constellations.statistics().nodes() * 4 < halving.statistics().nodes(),
        constellations.statistics().nodes() + " vs " + halving.statistics().nodes());
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {13, 14, 15})
  void longMirrorHalvingCountsMatchOeis(int n) {
    ClassicOeis.assertUniqueCount(
        n, unique(Problem.of(n), Runtime.getRuntime().availableProcessors(), HALVING));
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {13, 14, 15, 16, 17})
  void longUniqueCountsMatchOeis(int n) {
    ClassicOeis.assertUniqueCount(
        n, unique(Problem.of(n), Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Holes and fixed queens: the problem's own group; the orbits counted by brute force in the test.
   */
  @Test
  void uniqueCountsOfOtherProblemsMatchBruteForceOrbits() {
    for (Problem p : RandomProblems.generate(6L, 30, false, false)) {
      SymmetryGroup g = SymmetryGroup.of(p);
      Set<Placement> orbits = new HashSet<>();
      long total = 0;
      for (Placement s : BruteForceOracle.solutions(p)) {
        orbits.add(g.canonical(s));
        total++;
      }
      Result r = unique(p, 1);
      assertEquals(orbits.size(), r.unique(), p.describe());
      assertEquals(total, r.solutions(), p.describe());
    }
  }

  @Test
  void stopsOnTheTimeLimit() {
    Result r =
        engine.solve(
            Problem.of(20), Request.count().withTimeLimit(java.time.Duration.ofMillis(100)));
    assertEquals(Status.TIMEOUT, r.status());
  }

  @ParameterizedTest
  @ValueSource(ints = {5, 6, 8, 12, 17})
  void aConstellationSomeSymmetryFixesIsCountedFirstAndTheOthersKeepTheirOrder(int n) {
    List<BorderConstellation> canonical = BorderConstellation.canonical(n);
    List<BorderConstellation> order = ParallelClassCount.symmetricFirst(canonical);
    BorderConstellation first =
        canonical.stream().filter(c -> c.stabilizer() != 0).findFirst().orElseThrow();
    assertEquals(first, order.get(0));
    List<BorderConstellation> rest = new ArrayList<>(canonical);
    rest.remove(first);
    assertEquals(rest, order.subList(1, order.size()));
    assertTrue(canonical.indexOf(first) > 0, "n = " + n + ": the order was already so");
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aCountWhoseCallerIsInterruptedReturnsPartialAndItsThreadsEnd(boolean halving)
      throws Exception {
    Result[] result = new Result[1];
    Thread caller =
        new Thread(
            new Runnable() {
              @Override
              public void run() {
                result[0] = unique(Problem.of(20), 2, halving ? HALVING : Map.of());
              }
            });
    caller.start();
    Thread.sleep(300);
    caller.interrupt();
    caller.join(10_000);
    assertFalse(caller.isAlive(), "the count did not return after its caller was interrupted");
    assertEquals(Status.INTERRUPTED, result[0].status());
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (workersAlive() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    // before: interrupted workers counted on to the end of their share, minutes at n = 20
    assertEquals(0, workersAlive(), "the count's threads run on after it returned");
  }

  private static long workersAlive() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().equals("bitmask-classes") && t.isAlive())
        .count();
  }
}
