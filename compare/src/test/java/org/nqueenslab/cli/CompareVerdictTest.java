package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.compare.CheckedPath;
import org.nqueenslab.compare.CrossCheck;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;

/**
 * An interrupted comparison names what it never started: it named only the run Ctrl-C cut, so wirth
 * on 15 x 15 and the whole of 16 x 16 went unmentioned.
 */
class CompareVerdictTest {
  @Test
  void anInterruptedVerdictNamesTheEnginesAndProblemsNeverStarted() {
    Subject fifteen = Subject.of(Problem.of(15));
    EngineRun cut =
        new EngineRun(
            "bitmask",
            CheckedPath.COUNT,
            2,
            new Result("bitmask", Status.INTERRUPTED, 1000, null, null, Duration.ofMillis(1), null),
            null);
    var comparison =
        CrossCheck.judge(
            fifteen,
            List.of("bitmask", "wirth"),
            List.of(
                cut,
                EngineRun.notStarted("bitmask", CheckedPath.UNIQUE_COUNT, 2),
                EngineRun.notStarted("wirth", CheckedPath.COUNT, 1)),
            List.of(),
            false);
    StringWriter notes = new StringWriter();
    int code =
        new CompareVerdict(List.of(comparison), List.of("16 x 16"), false, 100_000, null)
            .print(true, new PrintWriter(notes));
    assertEquals(ExitCodes.INTERRUPTED, code);
    String verdict = notes.toString().replaceAll("\\s+", " ");
    assertTrue(
        verdict.contains(
            "; not started: bitmask count --unique with 2 threads, wirth count on 15 x 15; not"
                + " reached: 16 x 16"),
        verdict);
    assertTrue(verdict.contains("not checked: bitmask count with 2 threads: INTERRUPTED"), verdict);
  }

  /**
   * Every default engine is accounted for: those that ran nowhere are named with their reason, the
   * first-solution engines and an outside solver not installed included (compare -n 1..12 without
   * MiniZinc never mentioned it).
   */
  @Test
  void theDefaultEnginesThatRanNowhereAreNamedWithTheirReason() {
    Subject eight = Subject.of(Problem.of(8));
    EngineRun counted =
        new EngineRun(
            "bitmask",
            CheckedPath.COUNT,
            2,
            new Result("bitmask", Status.COMPLETE, 92, null, null, Duration.ofMillis(1), null),
            null);
    var comparison =
        CrossCheck.judge(
            eight,
            List.of("bitmask"),
            List.of(counted),
            List.of(
                new org.nqueenslab.compare.NotRun(
                    "qs2",
                    "engine 'qs2' cannot count solutions (it can: find a first solution)",
                    false),
                new org.nqueenslab.compare.NotRun(
                    "minconflicts",
                    "engine 'minconflicts' cannot count solutions (it can: find a first solution)",
                    false),
                new org.nqueenslab.compare.NotRun(
                    "minizinc", "MiniZinc is not installed: apt-get install minizinc", false)),
            false);
    StringWriter notes = new StringWriter();
    new CompareVerdict(List.of(comparison), List.of(), false, 100_000, null)
        .print(false, new PrintWriter(notes));
    String verdict = notes.toString().replaceAll("\\s+", " ");
    assertTrue(
        verdict.contains(
            "not compared: qs2, minconflicts: cannot count solutions (it can: find a first"
                + " solution); minizinc: MiniZinc is not installed: apt-get install minizinc"),
        verdict);
  }
}
