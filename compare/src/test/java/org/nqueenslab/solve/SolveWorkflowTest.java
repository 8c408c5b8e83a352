package org.nqueenslab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Solve's workflow without the command line: what it hands on, that every solution is verified, and
 * how a run ends. The expected counts are the published ones (OEIS A000170 and A002562), never the
 * engine's.
 */
class SolveWorkflowTest {
  private static final EngineSpec BITMASK = EngineSpec.parse("bitmask");

  /** A plain call of the engine, as the command line's session makes it without its progress. */
  private static final SolveRun.Runner PLAIN =
      (spec, problem, request) -> spec.engine().solve(problem, request.withOptions(spec.options()));

  /** The output of a test: keeps what it is handed, and is gone after {@code room} solutions. */
  private static final class Kept implements SolveRun.Output {
    final List<NumberedSolution> solutions = new ArrayList<>();
    final List<Long> invalid = new ArrayList<>();
    private final long room;

    Kept(long room) {
      this.room = room;
    }

    Kept() {
      this(Long.MAX_VALUE);
    }

    @Override
    public void invalid(long number, String reason) {
      invalid.add(number);
    }

    @Override
    public boolean take(NumberedSolution solution) {
      solutions.add(solution);
      return solutions.size() < room;
    }
  }

  private static SolveOutcome run(SolveRequest asked, Kept output) {
    return new SolveRun(asked, PLAIN, new Cancellation()).run(output);
  }

  private static ReferenceCount published(int n) {
    return ReferenceCounts.standard(n).orElseThrow();
  }

  @Test
  void theFirstSolutionOfEightIsVerifiedAndHandedOnAlone() {
    Problem eight = Problem.of(8);
    Kept kept = new Kept();
    SolveOutcome outcome = run(SolveRequest.first(eight, BITMASK), kept);
    assertEquals(1, kept.solutions.size());
    assertEquals(1, outcome.handedOn());
    NumberedSolution first = kept.solutions.get(0);
    assertEquals(1, first.number());
    assertEquals(null, first.classSize());
    assertTrue(Verifier.verify(eight, first.placement()).valid(), first.placement().toString());
    assertTrue(outcome.verified());
    assertEquals(SolveOutcome.Ending.DONE, outcome.ending());
    assertFalse(outcome.cutShort());
    assertFalse(outcome.noneAtAll());
  }

  @Test
  void everySolutionOfSixIsThePublishedCount() {
    Kept kept = new Kept();
    SolveOutcome outcome = run(SolveRequest.first(Problem.of(6), BITMASK).withAll(true), kept);
    long expected = published(6).count(); // 4
    assertEquals(expected, outcome.handedOn());
    assertEquals(expected, new HashSet<>(placements(kept)).size(), "each solution once");
    assertEquals(Status.COMPLETE, outcome.result().status());
    assertEquals(SolveOutcome.Ending.DONE, outcome.ending());
    assertTrue(outcome.verified());
    assertFalse(outcome.cutShort());
  }

  @Test
  void uniqueHandsOnOneSolutionPerClassWithItsSize() {
    Kept kept = new Kept();
    SolveOutcome outcome = run(SolveRequest.first(Problem.of(8), BITMASK).withUnique(true), kept);
    ReferenceCount eight = published(8); // 92 solutions, 12 fundamental
    assertEquals(eight.fundamental().longValue(), outcome.handedOn());
    // the classes' sizes add up to every solution: each class is listed once, whole
    assertEquals(
        eight.count(), kept.solutions.stream().mapToLong(NumberedSolution::classSize).sum());
    assertEquals(SolveOutcome.Ending.DONE, outcome.ending());
  }

  @Test
  void uniqueWithALimitStopsTheSearchAndIsTheAnswerAskedFor() {
    Kept kept = new Kept();
    SolveOutcome outcome =
        run(SolveRequest.first(Problem.of(12), BITMASK).withUnique(true).withLimit(2L), kept);
    assertEquals(2, outcome.handedOn());
    assertTrue(outcome.cutAtLimit());
    // stopped once they were handed on, not after all 14,200 solutions were found
    assertTrue(outcome.result().solutions() < published(12).count(), outcome.result().toString());
    assertEquals(Status.LIMIT_REACHED, outcome.result().status());
    assertEquals(SolveOutcome.Ending.DONE, outcome.ending());
    assertFalse(outcome.cutShort());
  }

  @Test
  void aTimeLimitLeavesAPartialOutcome() {
    Kept kept = new Kept();
    SolveOutcome outcome =
        run(
            SolveRequest.first(Problem.of(20), BITMASK)
                .withAll(true)
                .withTimeLimit(Duration.ofMillis(200)),
            kept);
    assertEquals(Status.TIMEOUT, outcome.result().status());
    assertEquals(SolveOutcome.Ending.TIME_LIMIT, outcome.ending());
    assertTrue(outcome.cutShort());
    assertFalse(outcome.noneAtAll());
    assertTrue(outcome.handedOn() < published(20).count());
  }

  @Test
  void noSolutionOnThreeIsACompleteAnswerNotAnError() {
    Kept kept = new Kept();
    SolveOutcome outcome = run(SolveRequest.first(Problem.of(3), BITMASK), kept);
    assertEquals(0, published(3).count());
    assertTrue(kept.solutions.isEmpty());
    assertEquals(Status.COMPLETE, outcome.result().status());
    assertTrue(outcome.noneAtAll());
    assertFalse(outcome.cutShort());
    assertFalse(outcome.verified());
    assertEquals(SolveOutcome.Ending.DONE, outcome.ending());
  }

  @Test
  void anInvalidSolutionFromTheEngineIsCaught() {
    // the bitmask engine with its second solution replaced by one with two queens on a diagonal
    EngineSpec planted = EngineSpec.parse("planted:fault=attack:at=2");
    Kept kept = new Kept();
    SolveOutcome outcome = run(SolveRequest.first(Problem.of(6), planted).withAll(true), kept);
    assertEquals(List.of(2L), kept.invalid);
    assertEquals(1, outcome.invalid());
    assertFalse(outcome.verified());
    assertEquals(SolveOutcome.Ending.INVALID_SOLUTION, outcome.ending());
  }

  @Test
  void anOutputGoneStopsTheSearch() {
    Kept kept = new Kept(1); // a closed pipe after the first solution
    SolveOutcome outcome = run(SolveRequest.first(Problem.of(14), BITMASK).withAll(true), kept);
    assertTrue(outcome.outputLost());
    assertEquals(SolveOutcome.Ending.OUTPUT_LOST, outcome.ending());
    assertEquals(Status.INTERRUPTED, outcome.result().status());
    assertTrue(outcome.handedOn() < published(14).count(), "handed on " + outcome.handedOn());
  }

  @Test
  void thePictureSheetsRoomBoundsTheEngineButALimitComesFirst() {
    SolveRequest all = SolveRequest.first(Problem.of(8), BITMASK).withAll(true).withRoom(5);
    Kept kept = new Kept();
    assertEquals(5, run(all, kept).handedOn());
    assertEquals(3, run(all.withLimit(3L), new Kept()).handedOn());
    // with --unique the engine lists every solution whatever the room: the classes are kept from
    // all
    assertEquals(
        published(8).fundamental().longValue(), run(all.withUnique(true), new Kept()).handedOn());
  }

  private static List<Placement> placements(Kept kept) {
    return kept.solutions.stream().map(NumberedSolution::placement).toList();
  }
}
