package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A checkpoint belongs to one running count: the same command started twice (two terminals, a
 * script rerun while the first still runs) is refused in one line, and counts nothing beside the
 * first; once the first has ended, the checkpoint resumes.
 */
class CheckpointLockTest {
  @TempDir Path dir;

  @Test
  void aSecondCountOnACheckpointInUseIsRefusedAndWritesNothing() throws Exception {
    Path checkpoint = dir.resolve("ck.txt");
    // n = 19 runs for minutes: the first count is still running when the second starts
    Process first = Launched.start(dir, "count", "-n", "19", "--checkpoint", checkpoint.toString());
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while ((!Files.exists(checkpoint) || Files.readAllLines(checkpoint).size() < 2)
          && System.nanoTime() < deadline) {
        assertTrue(first.isAlive(), "the first count ended early");
        Thread.sleep(50);
      }
      List<String> before = Files.readAllLines(checkpoint);
      Cli second = Cli.run("count", "-n", "19", "--checkpoint", checkpoint.toString());
      assertEquals(ExitCodes.BAD_INPUT, second.exitCode(), second.err());
      assertEquals(1, second.err().lines().count(), second.err());
      assertTrue(second.err().contains("is in use by another count"), second.err());
      assertEquals("", second.out());
      List<String> after = Files.readAllLines(checkpoint);
      assertEquals(before, after.subList(0, before.size()), "the second count wrote nothing");
    } finally {
      first.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }
    // the first is gone (killed): its lock went with it, and its parts resume
    Cli resumed =
        Cli.run(
            "count", "-n", "19", "--checkpoint", checkpoint.toString(), "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, resumed.exitCode(), resumed.err());
  }
}
