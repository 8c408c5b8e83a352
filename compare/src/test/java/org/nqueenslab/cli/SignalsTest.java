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
    // the progress line says CP-SAT's native search is under way
    Process p =
        interruptedOnceShown(
            "stderr.txt",
            "so far",
            "count",
            "-n",
            "15",
            "--engine",
            "cpsat",
            "--threads",
            "1",
            "--progress");
    String out = read("stdout.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out + read("stderr.txt"));
    assertTrue(out.contains("INTERRUPTED"), out);
  }

  /** An estimate shows its progress, and Ctrl-C prints the estimate of the probes run so far. */
  @Test
  void ctrlCDuringAnEstimatePrintsTheProbesRunSoFar() throws Exception {
    Process p =
        interruptedOnceShown(
            "stderr.txt", "% done", "estimate", "-n", "40", "--probes", "100000000", "--progress");
    String out = read("stdout.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);
    assertTrue(out.contains("INTERRUPTED") && out.contains("nodes"), out);
    // the rank-by-rank time is predicted from those probes (its rate is timed in milliseconds)
    assertTrue(out.contains("a rank-by-rank bitmask count"), out);
  }

  /**
   * Ctrl-C while the estimate times this machine (a few seconds of counts after the tree's line)
   * stops those counts: what was predicted is printed, the rest said to be missing, exit 130.
   */
  @Test
  void ctrlCWhileAnEstimateTimesTheMachineStopsTheTiming() throws Exception {
    Process p =
        interruptedOnceShown("stdout.txt", "in the rank-by-rank tree", "estimate", "-n", "18");
    String out = read("stdout.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out + read("stderr.txt"));
    assertTrue(out.contains("INTERRUPTED: ") && out.contains("not predicted"), out);
    assertTrue(!out.contains("the default count (bitmask, border constellations) on"), out);
  }

  /**
   * Ctrl-C during a bench: an engine whose runs so far all finished, but fewer than asked, reads
   * INTERRUPTED, not COMPLETE (the medians are of fewer runs than asked). Bitmask takes
   * milliseconds at n = 11 and generate-and-test seconds, so the Ctrl-C lands in the latter.
   */
  @Test
  void ctrlCDuringABenchMarksEveryRowWithFewerRunsThanAsked() throws Exception {
    Process p =
        interruptedOnceShown(
            "stderr.txt",
            "run 1 of 5",
            "bench",
            "-n",
            "11",
            "--engines",
            "bitmask,generate-and-test",
            "--runs",
            "5",
            "--warmup",
            "0",
            "--progress");
    String out = read("stdout.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out + read("stderr.txt"));
    assertTrue(out.matches("(?s).*\nbitmask +11 .*INTERRUPTED.*"), out);
    assertTrue(!out.contains("COMPLETE"), out);
  }

  /** A trace stopped by Ctrl-C says so, and exits as every interrupted command does. */
  @Test
  void ctrlCDuringATraceSaysTheSearchHadNotEnded() throws Exception {
    Process p =
        interruptedOnceShown(
            "stdout.txt", "step 1000:", "trace", "-n", "30", "--steps", "100000000", "--compact");
    String err = read("stderr.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), err);
    assertTrue(err.contains("INTERRUPTED"), err);
    String out = read("stdout.txt");
    assertTrue(
        out.lines()
            .reduce((a, b) -> b)
            .orElse("")
            .matches("end of trace: \\d+ steps, INTERRUPTED.*"),
        out.substring(Math.max(0, out.length() - 300)));
  }

  /**
   * Ctrl-C during a report's comparison still writes the page, its verdict INTERRUPTED. The page is
   * drawn while the JVM shuts down, and its PNG plots used to fail there (ImageIO registers a
   * shutdown hook): exit 130 with an internal error and no page.
   */
  @Test
  void ctrlCDuringAReportWritesThePageMarkedInterrupted() throws Exception {
    Path page = dir.resolve("lecture.html");
    Process p =
        interruptedOnceShown(
            "stderr.txt",
            "so far",
            "report",
            "-n",
            "15",
            "--engines",
            "bitmask,wirth",
            "--verify-limit",
            "10",
            "--animate-n",
            "4",
            "--output",
            page.toString(),
            "--progress");
    String err = read("stderr.txt");
    assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), err);
    assertTrue(!err.contains("internal error"), err);
    assertTrue(err.contains("wrote " + page + ": verdict: INTERRUPTED"), err);
    assertTrue(Files.readString(page).contains("INTERRUPTED"), "the page's verdict");
  }

  /**
   * Runs {@code args}, sends Ctrl-C once {@code file} (its stdout.txt or stderr.txt in this test's
   * folder) shows {@code text}, and waits for the command to end; fails when the text never shows
   * within a minute.
   */
  private Process interruptedOnceShown(String file, String text, String... args) throws Exception {
    assumeTrue(Launched.canRestoreSigint(), "needs env --default-signal (GNU coreutils 8.31+)");
    Process p = Launched.interruptible(dir, args);
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
    Launched.signal(p, "INT");
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after Ctrl-C");
    return p;
  }

  private String read(String file) throws Exception {
    return Files.readString(dir.resolve(file));
  }
}
