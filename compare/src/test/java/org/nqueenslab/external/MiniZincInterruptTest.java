package org.nqueenslab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.export.MiniZincWriter;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * Ctrl-C in a terminal reaches the whole process group, so MiniZinc may die of it before this JVM's
 * shutdown hook raises the flag: its end is then an interrupted run with its partial count, not a
 * failure. A stand-in script plays the solver, so the test runs without MiniZinc.
 */
class MiniZincInterruptTest {
  @TempDir Path dir;

  /** A "minizinc" that prints one solution of 4 x 4 and dies as SIGINT makes a process die. */
  private MiniZincEngine dyingSolver() throws IOException {
    Path script = dir.resolve("minizinc");
    Files.writeString(
        script,
        "#!/bin/sh\n"
            + "[ \"$1\" = --version ] && exit 0\n"
            + "echo '"
            + MiniZincWriter.SOLUTION_PREFIX
            + " 1,2 2,4 3,1 4,3'\n"
            + "exit 130\n");
    script.toFile().setExecutable(true);
    return new MiniZincEngine(script.toString());
  }

  @Test
  void aSolverEndedByCtrlCBeforeTheFlagWasRaisedGivesThePartialCount() throws IOException {
    MiniZincEngine engine = dyingSolver();
    Cancellation ctrlC = new Cancellation();
    ScheduledExecutorService later = Executors.newSingleThreadScheduledExecutor();
    try {
      later.schedule(ctrlC::cancel, 200, TimeUnit.MILLISECONDS);
      Result r = engine.solve(Problem.of(4), Request.count().withCancellation(ctrlC));
      assertEquals(Status.INTERRUPTED, r.status());
      assertEquals(1, r.solutions(), "the solution printed before the solver died");
    } finally {
      later.shutdownNow();
    }
  }

  /**
   * A time limit that runs out while the solver's last lines still wait to be read: the solutions
   * read after it are not counted, so the end-of-search line after them does not make the count
   * whole (a count of 10 x 10 was reported COMPLETE with 504 of its 724 solutions, about one run in
   * four at 100 ms). The stand-in prints both solutions of 4 x 4 and the end-of-search line at
   * once; the listing's consumer holds the reader on the first one until the limit has run out.
   */
  @Test
  void solutionsReadAfterTheTimeLimitLeaveTheListingPartial() throws IOException {
    Path script = dir.resolve("minizinc");
    String solution = "echo '" + MiniZincWriter.SOLUTION_PREFIX;
    Files.writeString(
        script,
        "#!/bin/sh\n"
            + "[ \"$1\" = --version ] && exit 0\n"
            + solution
            + " 1,2 2,4 3,1 4,3'\n"
            + solution
            + " 1,3 2,1 3,4 4,2'\n"
            + "echo '=========='\n");
    script.toFile().setExecutable(true);
    List<Placement> listed = new ArrayList<>();
    Request slowReader =
        Request.enumerate(
                p -> {
                  listed.add(p);
                  sleep(400); // the limit runs out, and the watchdog sees it, meanwhile
                })
            .withTimeLimit(Duration.ofMillis(100));
    Result r = new MiniZincEngine(script.toString()).solve(Problem.of(4), slowReader);
    assertEquals(Status.TIMEOUT, r.status(), "a listing missing a solution is not complete");
    assertEquals(1, r.solutions(), "the solution read within the limit");
    assertEquals(1, listed.size());
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * MiniZinc writes its FlatZinc in TMPDIR and deletes it as it ends, which a run killed at a time
   * limit never does: 253 files were left in /tmp by one session's runs. The stand-in writes such a
   * file and is killed; the run's own directory, its TMPDIR, is gone afterwards.
   */
  @Test
  void aSolverKilledAtTheTimeLimitLeavesNoTemporaryFile() throws IOException {
    Path seen = dir.resolve("tmpdir.txt");
    Path script = dir.resolve("minizinc");
    Files.writeString(
        script,
        "#!/bin/sh\n"
            + "[ \"$1\" = --version ] && exit 0\n"
            + "echo \"$TMPDIR\" > '"
            + seen
            + "'\n"
            + "echo flatzinc > \"$TMPDIR/mznfileTEST.fzn\"\n"
            + "exec sleep 30\n");
    script.toFile().setExecutable(true);
    Result r =
        new MiniZincEngine(script.toString())
            .solve(Problem.of(8), Request.count().withTimeLimit(Duration.ofMillis(300)));
    assertEquals(Status.TIMEOUT, r.status());
    Path tmpdir = Path.of(Files.readString(seen).trim());
    assertTrue(tmpdir.getFileName().toString().startsWith("nqueens-minizinc-"), tmpdir.toString());
    assertFalse(Files.exists(tmpdir), tmpdir + " was left behind");
  }

  @Test
  void aSolverThatDiesWithoutCtrlCIsAFailure() throws IOException {
    MiniZincEngine engine = dyingSolver();
    assertThrows(IllegalStateException.class, () -> engine.solve(Problem.of(4), Request.count()));
  }
}
