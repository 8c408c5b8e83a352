package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C reaches the command whichever engine runs, and it reports what was found so far. */
class SignalsTest {
  @TempDir Path dir;

  @Test
  void ctrlCDuringACpSatCountPrintsThePartialCountAndExits130() throws Exception {
    assumeTrue(Launched.canRestoreSigint(), "needs env --default-signal (GNU coreutils 8.31+)");
    Process p =
        Launched.interruptible(
            dir, "count", "-n", "15", "--engine", "cpsat", "--threads", "1", "--progress");
    Path err = dir.resolve("stderr.txt");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    // the progress line appears once CP-SAT's native search is under way
    while (!(Files.exists(err) && Files.readString(err).contains("so far"))
        && System.nanoTime() < deadline) {
      assertTrue(p.isAlive(), "the count ended before it could be interrupted");
      Thread.sleep(50);
    }
    Launched.signal(p, "INT");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after Ctrl-C");
    String out = Files.readString(dir.resolve("stdout.txt"));
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out + Files.readString(err));
    assertTrue(out.contains("INTERRUPTED"), out);
  }
}
