package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.nqueenslab.cpsat.OrToolsNative;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * The mip engine beyond the contract tests: the no-good cuts list the oracle's solutions, each
 * once, with SCIP and with CBC; the LP bound and the integer optimum are in the note (an
 * integrality gap where no placement exists); a time limit leaves a partial count; what it cannot
 * state is refused in one line.
 */
class MipEngineTest {
  private static final Engine MIP = Engines.require("mip");

  @BeforeAll
  static void orTools() {
    assumeTrue(OrToolsNative.unavailableReason() == null, OrToolsNative.unavailableReason());
  }

  @Test
  void noGoodCutsListTheOraclesSolutions() {
    for (String solver : List.of("scip", "cbc")) {
      for (Problem p :
          List.of(
              Problem.of(6),
              Problem.builder(4).piece(Piece.parse("knight")).queens(8).build(),
              Problem.builder(5).piece(Piece.parse("amazon")).queens(3).torus(true).build(),
              Problem.builder(4).pawns("b2").queens(5).build(),
              Problem.builder(6).fixed("b1").build())) {
        List<Placement> listed = new ArrayList<>();
        Request request = Request.enumerate(listed::add).withOptions(Map.of("solver", solver));
        Result r = MIP.solve(p, request);
        assertEquals(Status.COMPLETE, r.status(), solver + " " + p.describe());
        listed.forEach(s -> Verifier.requireValid(p, s));
        assertEquals(new HashSet<>(BruteForceOracle.solutions(p)), new HashSet<>(listed));
        assertEquals(listed.size(), new HashSet<>(listed).size(), "each once: " + p.describe());
      }
    }
  }

  @Test
  void givesTheRelaxationsBoundBesideTheIntegerOptimum() {
    // 3 queens on 3 x 3: the LP puts a third of a queen on squares enough to reach 3, the integer
    // program reaches 2; no placement
    Result r = MIP.solve(Problem.of(3), Request.first());
    assertEquals(0, r.solutions());
    assertEquals(Status.COMPLETE, r.status());
    assertTrue(
        r.note().contains("3 pieces asked: LP relaxation bound 3.000 (Glop), integer optimum 2;"),
        r.note());
    List<Placement> found = new ArrayList<>();
    Result thirty = MIP.solve(Problem.of(30), Request.first().withOnSolution(found::add));
    assertEquals(1, found.size());
    Verifier.requireValid(Problem.of(30), found.get(0));
    assertTrue(thirty.statistics().get(Statistics.NODES) >= 0, thirty.statistics().toString());
  }

  @Test
  void aTimeLimitLeavesAPartialCount() {
    Result r = MIP.solve(Problem.of(8), Request.count().withTimeLimit(Duration.ofMillis(400)));
    assertEquals(Status.TIMEOUT, r.status());
    assertTrue(r.solutions() < 92, "a lower bound: " + r.solutions());
  }

  @Test
  void ctrlCStopsTheCountAndMarksItInterrupted() throws Exception {
    Cancellation cancel = new Cancellation();
    Thread later =
        new Thread(
            () -> {
              try {
                Thread.sleep(300);
              } catch (InterruptedException e) {
                return;
              }
              cancel.cancel();
            });
    later.start();
    Result r = MIP.solve(Problem.of(8), Request.count().withCancellation(cancel));
    later.join();
    assertEquals(Status.INTERRUPTED, r.status(), r.note());
    assertTrue(r.solutions() < 92, "a lower bound: " + r.solutions());
  }

  @Test
  void refusesWhatItCannotStateInOneLine() {
    String unique =
        MIP.whyUnsupported(Problem.of(6), Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(unique != null && unique.contains("count them with bitmask"), unique);
    String count = MIP.whyUnsupported(Problem.of(11), Request.count());
    assertTrue(count != null && count.contains("no-good cuts"), count);
    String big = MIP.whyUnsupported(Problem.of(61), Request.first());
    assertTrue(big != null && big.contains("up to 60"), big);
    assertThrows(
        BadInputException.class,
        () -> MIP.solve(Problem.of(4), Request.first().withOptions(Map.of("solver", "glpk"))));
  }
}
