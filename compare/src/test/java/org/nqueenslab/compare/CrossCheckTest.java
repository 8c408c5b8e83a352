package org.nqueenslab.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The checking policy without the command line: what makes a finding, what counts as a source, and
 * when a comparison is whole. The runs are made up, so each rule is seen on its own.
 */
class CrossCheckTest {
  private static final Subject EIGHT = Subject.of(Problem.of(8)); // OEIS A000170: 92, A002562: 12
  private static final Subject HOLED =
      Subject.of(Problem.builder(6).holes(List.of(new Square(0, 0))).build());

  private static EngineRun run(
      String label, CheckedPath path, int threads, Status status, long solutions, Long unique) {
    return new EngineRun(
        label,
        path,
        threads,
        new Result(label, status, solutions, unique, null, Duration.ofMillis(1), null),
        null);
  }

  private static Comparison judge(
      Subject subject, List<EngineRun> runs, List<NotRun> notRun, boolean unique) {
    List<String> engines = new ArrayList<>();
    runs.forEach(
        r -> {
          if (!engines.contains(r.label())) {
            engines.add(r.label());
          }
        });
    return CrossCheck.judge(subject, engines, runs, notRun, unique);
  }

  @Test
  void twoEnginesAndThePublishedCountAgreeingIsAWholeCheck() {
    Comparison c =
        judge(
            EIGHT,
            List.of(
                run("bitmask", CheckedPath.COUNT, 2, Status.COMPLETE, 92, null),
                run("dlx", CheckedPath.COUNT, 2, Status.COMPLETE, 92, null)),
            List.of(),
            false);
    assertTrue(c.agrees());
    assertTrue(c.isWhole());
    assertEquals(List.of("bitmask", "dlx", "OEIS A000170"), c.sources());
    assertEquals("agrees", c.verdicts().get("dlx"));
  }

  @Test
  void anEnginesCountDifferingFromItsOwnEnumerationIsAFinding() {
    Problem six = Problem.of(6);
    SolutionAudit audit = new SolutionAudit(six, 100);
    new BitmaskEngine().solve(six, Request.enumerate(audit));
    EngineRun listed =
        new EngineRun(
            "x",
            CheckedPath.ENUMERATE,
            1,
            new Result("x", Status.COMPLETE, 4, null, null, Duration.ZERO, null),
            audit);
    Comparison c =
        CrossCheck.judge(
            Subject.of(six),
            List.of("x"),
            List.of(listed, run("x", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null)),
            List.of(),
            false);
    assertEquals(1, c.findings().size(), c.findings().toString());
    assertEquals(Finding.Kind.DIFFERS_BETWEEN_PATHS, c.findings().get(0).kind());
    assertTrue(
        c.findings()
            .get(0)
            .message()
            .contains("enumerate 4 (each solution verified), count with 2 threads 3"),
        c.findings().get(0).message());
  }

  @Test
  void aCountWhoseMembersDisagreedOnSomePartsIsAFindingNotAnIncompleteRun() {
    Comparison c =
        judge(
            EIGHT,
            List.of(
                run("bitmask", CheckedPath.COUNT, 2, Status.DISPUTED, 80, null),
                run("dlx", CheckedPath.COUNT, 2, Status.COMPLETE, 92, null)),
            List.of(),
            false);
    assertFalse(c.agrees());
    assertEquals(Finding.Kind.DISPUTED_PARTS, c.findings().get(0).kind(), c.findings().toString());
    assertEquals("bitmask", c.findings().get(0).engine());
    assertEquals("MEMBERS DISAGREE", c.verdicts().get("bitmask"));
  }

  @Test
  void aRunCutShortIsNoSourceAndLeavesTheComparisonIncomplete() {
    Comparison c =
        judge(
            EIGHT,
            List.of(run("bitmask", CheckedPath.COUNT, 2, Status.TIMEOUT, 50, null)),
            List.of(),
            false);
    assertTrue(c.agrees(), "a partial count is not a disagreement");
    assertEquals(List.of("OEIS A000170"), c.sources());
    assertFalse(c.checked());
    assertEquals(List.of("bitmask count with 2 threads: TIMEOUT"), c.incomplete());
    assertEquals("not checked: count with 2 threads TIMEOUT", c.verdicts().get("bitmask"));
  }

  @Test
  void oneEngineOnABoardWithoutPublishedCountChecksNothing() {
    Comparison c =
        judge(
            HOLED,
            List.of(run("bitmask", CheckedPath.COUNT, 1, Status.COMPLETE, 3, null)),
            List.of(),
            false);
    assertEquals(List.of("bitmask"), c.sources());
    assertFalse(c.checked());
    assertFalse(c.isWhole());
    assertEquals("not compared: the only source", c.verdicts().get("bitmask"));
  }

  /**
   * --unique with engines that count no fundamental solutions: their totals were compared (with
   * each other and OEIS A000170), their fundamental counts were not; the rows say both, not "the
   * only source".
   */
  @Test
  void enginesWithoutAFundamentalCountAgreeOnTheirTotalsOnly() {
    Comparison c =
        judge(
            EIGHT,
            List.of(
                run("wirth", CheckedPath.COUNT, 1, Status.COMPLETE, 92, null),
                run("somers", CheckedPath.COUNT, 1, Status.COMPLETE, 92, null)),
            List.of(),
            true);
    assertTrue(c.agrees());
    assertFalse(c.checked(), "the fundamental count had one source, OEIS A002562");
    for (String engine : List.of("wirth", "somers")) {
      assertEquals("agrees on totals only", c.verdicts().get(engine));
    }
    // the same row whatever else ran: beside engines that count fundamental solutions too
    Comparison withOthers =
        judge(
            EIGHT,
            List.of(
                run("bitmask", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 92, 12L),
                run("dlx", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 92, 12L),
                run("wirth", CheckedPath.COUNT, 1, Status.COMPLETE, 92, null)),
            List.of(),
            true);
    assertEquals("agrees on totals only", withOthers.verdicts().get("wirth"));
    assertEquals("agrees", withOthers.verdicts().get("bitmask"));
  }

  /**
   * --unique where one engine alone counts fundamental solutions and another only the total
   * (bitmask beside minizinc on a pawn board): the first's total was compared, so its row is not
   * "the only source" (it read so); its fundamental count met nothing, so it is not "agrees"
   * either.
   */
  @Test
  void aFundamentalCountWithNoSecondSourceAgreesOnTotalsOnly() {
    Comparison c =
        judge(
            HOLED,
            List.of(
                run("bitmask", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 3, 1L),
                run("minizinc", CheckedPath.COUNT, 1, Status.COMPLETE, 3, null)),
            List.of(),
            true);
    assertTrue(c.agrees());
    assertFalse(c.checked());
    assertEquals("agrees on totals only", c.verdicts().get("bitmask"));
    assertEquals("agrees on totals only", c.verdicts().get("minizinc"));
  }

  /**
   * Without --unique the same: the fundamental count a row shows met no second source, so the row
   * agrees on its total only (it read "agrees"), while the problem, compared by its totals, is
   * checked; the engine that counts no fundamental solutions agrees.
   */
  @Test
  void withoutUniqueAFundamentalCountShownAloneIsNotCalledAgreed() {
    Comparison c =
        judge(
            HOLED,
            List.of(
                run("bitmask", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 3, 1L),
                run("zdd", CheckedPath.COUNT, 1, Status.COMPLETE, 3, null)),
            List.of(),
            false);
    assertTrue(c.agrees());
    assertTrue(c.checked(), "the totals had two sources");
    assertEquals("agrees on totals only", c.verdicts().get("bitmask"));
    assertEquals("agrees", c.verdicts().get("zdd"));
  }

  /** A figure published in a sequence's comment, not its terms, is cited as such. */
  @Test
  void aFigureFromACommentIsCitedAsOne() {
    assertEquals(
        "OEIS A002465's comment",
        CrossCheck.citation("2^n: A002465's comment (Dudeney: 256 on 8 x 8)", false));
    assertEquals("OEIS A002562", CrossCheck.citation("A000170 / A002562", true));
  }

  @Test
  void anEngineNamedThatCouldNotRunLeavesTheComparisonIncomplete() {
    List<EngineRun> runs = List.of(run("bitmask", CheckedPath.COUNT, 1, Status.COMPLETE, 92, null));
    assertTrue(
        judge(EIGHT, runs, List.of(new NotRun("wirth", "too slow", false)), false).isWhole(),
        "an engine left out of a default set is only noted");
    assertFalse(
        judge(EIGHT, runs, List.of(new NotRun("wirth", "too slow", true)), false).isWhole());
  }

  @Test
  void fundamentalCountsAreHeldToTheirOwnPublishedFigure() {
    Comparison c =
        judge(
            EIGHT,
            List.of(
                run("bitmask", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 92, 12L),
                run("odd", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 92, 11L)),
            List.of(),
            true);
    assertEquals(1, c.findings().size());
    assertEquals(Finding.Kind.DIFFERS_FROM_PUBLISHED, c.findings().get(0).kind());
    assertTrue(
        c.findings()
            .get(0)
            .message()
            .contains("odd counted 11 fundamental solutions but OEIS A002562 gives 12"));
    assertEquals(List.of("bitmask", "odd", "OEIS A002562"), c.sources());
  }

  /** Without a published figure the majority of independent engines is the reference. */
  @Test
  void withoutAPublishedFigureTheMajorityIsTheReferenceEvenAgainstBitmask() {
    Comparison c =
        judge(
            HOLED,
            List.of(
                run("bitmask", CheckedPath.COUNT, 2, Status.COMPLETE, 2, null),
                run("dlx", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null),
                run("choco", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null)),
            List.of(),
            false);
    assertEquals("dlx", c.referenceEngine());
    assertEquals(1, c.findings().size(), c.findings().toString());
    assertEquals("bitmask", c.findings().get(0).engine());
    assertEquals("agrees", c.verdicts().get("choco"));
  }

  /** Two engines, two answers, nothing to decide between them: both are findings. */
  @Test
  void withoutAPublishedFigureOrAMajorityEveryDisagreeingEngineIsAFinding() {
    Comparison c =
        judge(
            HOLED,
            List.of(
                run("dlx", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null),
                run("bitmask", CheckedPath.COUNT, 2, Status.COMPLETE, 2, null)),
            List.of(),
            false);
    assertEquals(2, c.findings().size(), c.findings().toString());
    assertTrue(c.findings().get(0).message().contains("no majority or published figure decides"));
    assertEquals(Finding.Kind.DIFFERS_FROM_ENGINE.verdict(), c.verdicts().get("bitmask"));
  }

  /** Two configurations of one engine are one source, not two. */
  @Test
  void configurationsOfOneEngineAreOneSource() {
    Comparison c =
        judge(
            HOLED,
            List.of(
                run("dlx", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null),
                run("dlx:split-depth=1", CheckedPath.COUNT, 2, Status.COMPLETE, 3, null)),
            List.of(),
            false);
    assertTrue(c.agrees());
    assertEquals(List.of("dlx"), c.sources());
    assertFalse(c.checked());
  }

  /** A wrong fundamental count is a finding even when the same engine's total was already one. */
  @Test
  void fundamentalCountsAreJudgedEvenWhenTheTotalIsAlreadyWrong() {
    Comparison c =
        judge(
            EIGHT,
            List.of(
                run("bitmask", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 92, 12L),
                run("odd", CheckedPath.UNIQUE_COUNT, 2, Status.COMPLETE, 90, 11L)),
            List.of(),
            true);
    assertEquals(2, c.findings().size(), c.findings().toString());
    assertTrue(c.findings().stream().anyMatch(f -> f.message().contains("counted 90 but")));
    assertTrue(c.findings().stream().anyMatch(f -> f.message().contains("11 fundamental")));
  }

  /**
   * The workflow runs the count paths with the threads asked, which is what makes a parallel count
   * checked.
   */
  @Test
  void theWorkflowRunsEachPathTheEngineSupportsWithTheCountThreads() {
    List<String> seen = new ArrayList<>();
    CrossCheckRun.Runner runner =
        new CrossCheckRun.Runner() {
          @Override
          public Result run(EngineSpec spec, Subject subject, Request request) {
            seen.add(
                spec.label()
                    + " "
                    + request.mode()
                    + " "
                    + request.symmetry()
                    + " "
                    + request.threads());
            return subject.solve(spec.engine(), request);
          }

          @Override
          public boolean isCancelled() {
            return false;
          }
        };
    CrossCheckRun workflow =
        new CrossCheckRun(
            runner,
            Request.count(),
            false,
            2,
            1000,
            List.of(EngineSpec.parse("bitmask"), EngineSpec.parse("somers")),
            java.util.Map.of(),
            null);
    Comparison c = workflow.compare(Subject.of(Problem.of(6)));
    assertEquals(
        List.of(
            "bitmask ENUMERATE NONE 1",
            "bitmask COUNT NONE 2",
            "bitmask COUNT UNIQUE 2",
            "somers COUNT NONE 1"),
        seen);
    assertTrue(c.isWhole(), c.toString());
    assertEquals(List.of("bitmask", "somers", "OEIS A000170"), c.sources());
  }
}
