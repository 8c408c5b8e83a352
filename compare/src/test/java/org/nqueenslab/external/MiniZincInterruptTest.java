package org.nqueenslab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

  @Test
  void aSolverThatDiesWithoutCtrlCIsAFailure() throws IOException {
    MiniZincEngine engine = dyingSolver();
    assertThrows(IllegalStateException.class, () -> engine.solve(Problem.of(4), Request.count()));
  }
}
