package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
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
    awaitText(p, "stderr.txt", "so far"); // the progress line: CP-SAT's native search is under way
    Launched.signal(p, "INT");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after Ctrl-C");
    String out = Files.readString(dir.resolve("stdout.txt"));
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out + Files.readString(err));
    assertTrue(out.contains("INTERRUPTED"), out);
  }

  /**
   * Waits until {@code file} (in this test's folder) holds {@code text}, the process alive; fails
   * after a minute.
   */
  private void awaitText(Process p, String file, String text) throws Exception {
    Path path = dir.resolve(file);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!(Files.exists(path) && Files.readString(path).contains(text))) {
      assertTrue(p.isAlive(), "ended before it could be interrupted");
      if (System.nanoTime() > deadline) {
        p.destroyForcibly();
        fail(file + " never showed \"" + text + "\"");
      }
      Thread.sleep(50);
    }
  }

  /** An estimate shows its progress, and Ctrl-C prints the estimate of the probes run so far. */
  @Test
  void ctrlCDuringAnEstimatePrintsTheProbesRunSoFar() throws Exception {
    assumeTrue(Launched.canRestoreSigint(), "needs env --default-signal (GNU coreutils 8.31+)");
    Process p =
        Launched.interruptible(dir, "estimate", "-n", "40", "--probes", "100000000", "--progress");
    awaitText(p, "stderr.txt", "% done");
    Launched.signal(p, "INT");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after Ctrl-C");
    String out = Files.readString(dir.resolve("stdout.txt"));
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);
    assertTrue(out.contains("INTERRUPTED") && out.contains("nodes"), out);
  }

  /** A trace stopped by Ctrl-C says so, and exits as every interrupted command does. */
  @Test
  void ctrlCDuringATraceSaysTheSearchHadNotEnded() throws Exception {
    assumeTrue(Launched.canRestoreSigint(), "needs env --default-signal (GNU coreutils 8.31+)");
    Process p =
        Launched.interruptible(dir, "trace", "-n", "30", "--steps", "100000000", "--compact");
    awaitText(p, "stdout.txt", "step 1000:");
    Launched.signal(p, "INT");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after Ctrl-C");
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), err);
    assertTrue(err.contains("INTERRUPTED"), err);
  }
}
