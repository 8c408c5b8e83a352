package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Separate worker processes: one killed with SIGKILL mid-count, and then the coordinator itself;
 * each time the count ends exact. Slow (a few JVMs and a count of tens of seconds).
 */
@Tag("slow")
class ClusterProcessesTest {
  private static final Pattern STARTED =
      Pattern.compile("nqueens worker at (\\S+), cluster name (\\S+),");

  @TempDir Path dir;

  private static Matcher awaitStart(Path workerDir) throws Exception {
    Path err = workerDir.resolve("stderr.txt");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      if (Files.exists(err)) {
        Matcher m = STARTED.matcher(Files.readString(err));
        if (m.find()) {
          return m;
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the worker did not start: " + Files.readString(err));
  }

  private static long doneLines(Path checkpoint) throws Exception {
    return Files.exists(checkpoint)
        ? Files.readAllLines(checkpoint).stream().filter(l -> l.startsWith("done\t")).count()
        : 0;
  }

  private static void awaitDone(Path checkpoint, long lines, Process alive) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (doneLines(checkpoint) < lines && System.nanoTime() < deadline) {
      assertTrue(alive.isAlive(), "the count ended before the kill");
      Thread.sleep(50);
    }
  }

  @Test
  void aWorkerKilledMidCountAndThenTheCoordinatorKilledStillGiveTheExactCount() throws Exception {
    Path a = Files.createDirectory(dir.resolve("a"));
    Path b = Files.createDirectory(dir.resolve("b"));
    Path c = Files.createDirectory(dir.resolve("c"));
    Process first = Launched.start(a, "worker", "--threads", "1");
    Process second = null;
    Process coordinator = null;
    try {
      Matcher m = awaitStart(a);
      String address = m.group(1);
      String name = m.group(2);
      second =
          Launched.start(b, "worker", "--threads", "1", "--cluster-name", name, "--join", address);
      awaitStart(b);
      Path checkpoint = dir.resolve("n14.checkpoint");
      String[] count = {
        "count",
        "-n",
        "14",
        "--engine",
        "dlx",
        "--cluster",
        address,
        "--cluster-name",
        name,
        "--checkpoint",
        checkpoint.toString(),
        "--format",
        "plain"
      };
      coordinator = Launched.start(c, count);
      awaitDone(checkpoint, 3, coordinator);
      Launched.signal(second, "KILL");
      awaitDone(checkpoint, doneLines(checkpoint) + 3, coordinator);
      Launched.signal(coordinator, "KILL");
      assertTrue(coordinator.waitFor(30, TimeUnit.SECONDS));
      long before = doneLines(checkpoint);
      coordinator = Launched.start(c, count);
      assertTrue(coordinator.waitFor(240, TimeUnit.SECONDS), "the resumed count finished");
      String err = Files.readString(c.resolve("stderr.txt"));
      assertEquals(0, coordinator.exitValue(), err);
      assertEquals(
          String.valueOf(ReferenceCounts.standard(14).orElseThrow().count()),
          Files.readString(c.resolve("stdout.txt")).strip());
      assertTrue(err.contains(before + " from the checkpoint"), err);
    } finally {
      for (Process p : new Process[] {coordinator, second, first}) {
        if (p != null) {
          p.destroyForcibly();
        }
      }
    }
  }
}
