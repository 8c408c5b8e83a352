package org.nqueenslab.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;

/**
 * The verdict's policy without the command line: a finding outweighs an interruption, which
 * outweighs anything unchecked; agreement needs nothing unchecked. (The counts of 7 x 7 are the
 * published 40: two engines that say so agree, one that says 39 is a finding.)
 */
class VerdictTest {
  private static final Subject SEVEN = Subject.of(Problem.of(7));

  private static EngineRun count(String engine, long solutions, Status status) {
    return new EngineRun(
        engine,
        CheckedPath.COUNT,
        1,
        new Result(engine, status, solutions, null, null, Duration.ofMillis(1), null),
        null);
  }

  private static Verdict verdict(List<EngineRun> runs, List<NotRun> notRun) {
    List<String> engines = runs.stream().map(EngineRun::label).distinct().toList();
    return new Verdict(
        List.of(CrossCheck.judge(SEVEN, engines, runs, notRun, false)), List.of(), false);
  }

  @Test
  void twoSourcesThatAgreeWithNothingUncheckedAgree() {
    Verdict v =
        verdict(
            List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 40, Status.COMPLETE)),
            List.of());
    assertEquals(Verdict.Outcome.AGREEMENT, v.outcome(false));
    assertTrue(v.notChecked().isEmpty(), v.notChecked().toString());
  }

  @Test
  void aFindingOutweighsAnInterruption() {
    Verdict v =
        verdict(
            List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 39, Status.COMPLETE)),
            List.of());
    assertEquals(Verdict.Outcome.DISAGREEMENT, v.outcome(true));
    assertEquals(
        Verdict.Outcome.INTERRUPTED,
        verdict(
                List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 40, Status.COMPLETE)),
                List.of())
            .outcome(true));
  }

  @Test
  void anEngineAskedForThatDidNotRunOrARunCutShortLeavesItIncomplete() {
    Verdict named =
        verdict(
            List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 40, Status.COMPLETE)),
            List.of(new NotRun("zdd", "engine 'zdd' was asked and could not run", true)));
    assertEquals(Verdict.Outcome.INCOMPLETE, named.outcome(false));
    assertTrue(named.notChecked().get(0).startsWith("zdd on 7 x 7"), named.notChecked().toString());
    Verdict cut =
        verdict(
            List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 12, Status.TIMEOUT)),
            List.of());
    assertEquals(Verdict.Outcome.INCOMPLETE, cut.outcome(false));
    // a default engine that ran nowhere is accounted for, not unchecked
    Verdict quiet =
        verdict(
            List.of(count("bitmask", 40, Status.COMPLETE), count("dlx", 40, Status.COMPLETE)),
            List.of(new NotRun("qs2", "engine 'qs2' cannot count solutions", false)));
    assertEquals(Verdict.Outcome.AGREEMENT, quiet.outcome(false));
    assertEquals("qs2: cannot count solutions", quiet.notCompared());
  }
}
