package org.nqueenslab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.cli.Launched;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartPlan;

/**
 * A worker process on loopback, 256 MB of heap, under a client that knows the cluster name and
 * nothing else of ours: a deserialization bomb, a class the worker does not have, a 36 MB part line
 * and a part beyond the worker's board limit are refused within seconds, after which the member
 * counts exactly and idles; then a flood of map puts ends the process with a non-zero code within
 * 10 s rather than leaving it alive and deaf (the cluster audit of 2026-11-29).
 */
class HostileClientTest {
  private static final Pattern STARTED =
      Pattern.compile("nqueens worker at (\\S+), cluster name (\\S+),");

  @TempDir Path dir;

  @Test
  void aWorkerRefusesWhatIsNotOursCountsAfterwardsAndExitsWhenFlooded() throws Exception {
    // without the launcher's -XX:+ExitOnOutOfMemoryError: the worker's own handler ends it
    Process worker = Launched.withHeap(dir, "256m", "worker", "--threads", "1");
    HazelcastInstance hostile = null;
    try {
      Matcher started = awaitStart(worker);
      String address = started.group(1);
      String name = started.group(2);
      hostile = plainClient(address, name);
      Member member = hostile.getCluster().getMembers().iterator().next();
      String version = member.getAttribute(Members.VERSION);
      IExecutorService executor = hostile.getExecutorService(Members.EXECUTOR);

      // a nested-HashSet bomb (depth 60: building it never ends) inside a Serializable task
      refusedWithinSeconds(executor.submitToMember(new Carrier(bomb(60)), member), "the bomb");
      // an object of a class the worker does not have
      refusedWithinSeconds(
          executor.submitToMember(classTheWorkerLacks(), member), "an unknown class");
      // a part line of 36 MB (a 6000 x 6000 board): refused by its length, before it is parsed
      String huge = "part\tchoco\tcount\t" + ".".repeat(36_000_000) + "\tqueens=a1 weight=1";
      String refused =
          executor
              .submitToMember(new PartTask(List.of(huge), 0, version), member)
              .get(20, TimeUnit.SECONDS);
      assertTrue(refused.startsWith(PartTask.REFUSED + "\n"), refused);
      assertTrue(refused.contains("a part line of 36,000,036 characters"), refused);
      // a real part of a 300 x 300 board: read, and refused by the member's own limit
      Part big = PartPlan.of("choco", Map.of(), false, Problem.of(300)).get(0);
      String answer =
          hostile
              .getExecutorService(Members.EXECUTOR)
              .submitToMember(new PartTask(List.of(big.text()), 0, version), member)
              .get(30, TimeUnit.SECONDS);
      assertTrue(answer.startsWith(PartTask.REFUSED + "\n"), answer);
      assertTrue(answer.contains("300 x 300 board (90,000 squares)"), answer);
      assertTrue(answer.contains("--max-part-size"), answer);
      // a 200 x 200 part is within that limit, but its model would not fit 256 MB of heap
      Part wide = PartPlan.of("choco", Map.of(), false, Problem.of(200)).get(0);
      String tooLarge =
          executor
              .submitToMember(new PartTask(List.of(wide.text()), 0, version), member)
              .get(30, TimeUnit.SECONDS);
      assertTrue(tooLarge.startsWith(PartTask.REFUSED + "\n"), tooLarge);
      assertTrue(tooLarge.contains("a part of 200 x 200 needs about"), tooLarge);

      // the member still counts, exactly, and then idles
      try (ClusterRunner runner = ClusterRunner.connect(List.of(address), name, null, version, 1)) {
        List<Part> parts = PartPlan.of("bitmask", Map.of(), false, Problem.of(10));
        double[] sizes = new double[parts.size()];
        java.util.Arrays.fill(sizes, 1);
        Result r =
            new PartedCount(parts, sizes, null, runner)
                .run("test", Request.count().withProgress(new Progress()))
                .result();
        assertEquals(Status.COMPLETE, r.status(), r.note());
        assertEquals(ReferenceCounts.standard(10).orElseThrow().count(), r.solutions());
      }
      if (Files.exists(Path.of("/proc", String.valueOf(worker.pid()), "stat"))) {
        double cores = cpuCoresOver(worker, 3_000);
        assertTrue(cores < 0.3, "the worker idles afterwards: " + cores + " cores busy");
      }

      // a flood of 1 MB values: a member cannot refuse data structures (Hazelcast's open-source
      // edition), so it must end rather than live on without its port
      byte[] megabyte = new byte[1 << 20];
      try {
        for (int i = 0; i < 300 && worker.isAlive(); i++) {
          hostile.getMap("junk").put(i, megabyte);
        }
      } catch (RuntimeException memberGone) {
        // the member died under the flood: what the test waits for below
      }
      assertTrue(worker.waitFor(10, TimeUnit.SECONDS), "the flooded worker exits within 10 s");
      String err = Files.readString(dir.resolve("stderr.txt"));
      assertNotEquals(0, worker.exitValue(), err);
      assertTrue(err.contains("nqueens worker: out of memory"), err);
    } finally {
      if (hostile != null) {
        hostile.getLifecycleService().terminate();
      }
      worker.destroyForcibly();
    }
  }

  /**
   * A member that Hazelcast shuts down (here: another member shuts the whole cluster down) ends its
   * worker process with exit 1 and one line, so that a supervisor restarts it; it used to wait on,
   * a process without a member.
   */
  @Test
  void aWorkerWhoseMemberIsShutDownExitsOne() throws Exception {
    Process worker = Launched.withHeap(dir, "256m", "worker", "--threads", "1");
    HazelcastInstance other = null;
    try {
      Matcher started = awaitStart(worker);
      other =
          Members.start(
              started.group(2),
              "127.0.0.1",
              5701,
              false,
              List.of(started.group(1)),
              1,
              "any-version");
      assertEquals(2, other.getCluster().getMembers().size(), "joined the worker's cluster");
      other.getCluster().shutdown();
      assertTrue(worker.waitFor(30, TimeUnit.SECONDS), "the worker ended with its member");
      String err = Files.readString(dir.resolve("stderr.txt"));
      assertEquals(1, worker.exitValue(), err);
      assertTrue(err.contains("was shut down (by Hazelcast"), err);
    } finally {
      if (other != null && other.getLifecycleService().isRunning()) {
        other.getLifecycleService().terminate();
      }
      worker.destroyForcibly();
    }
  }

  private Matcher awaitStart(Process worker) throws Exception {
    Path err = dir.resolve("stderr.txt");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && worker.isAlive()) {
      Matcher m = STARTED.matcher(Files.exists(err) ? Files.readString(err) : "");
      if (m.find()) {
        return m;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the worker did not start: " + Files.readString(err));
  }

  /** A Hazelcast client with the cluster name and none of the toolkit's settings. */
  private static HazelcastInstance plainClient(String address, String name) {
    Members.quiet();
    ClientConfig config = new ClientConfig();
    config.setClusterName(name);
    config.getNetworkConfig().addAddress(address);
    config
        .getConnectionStrategyConfig()
        .getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(10_000);
    return HazelcastClient.newHazelcastClient(config);
  }

  private static void refusedWithinSeconds(Future<?> sent, String what) {
    long start = System.nanoTime();
    Exception e =
        assertThrows(Exception.class, () -> sent.get(20, TimeUnit.SECONDS), what + " was run");
    assertTrue(
        !(e instanceof java.util.concurrent.TimeoutException),
        what + " was not refused within 20 s (the member is still reading it)");
    assertTrue(System.nanoTime() - start < 20e9, what);
  }

  /** A task that would run if it were ever built, carrying {@code payload}. */
  record Carrier(Object payload) implements Callable<String>, Serializable {
    @Override
    public String call() {
      return "ran";
    }
  }

  /**
   * Nested sets whose Java deserialization takes 2^depth hash computations (W. Coekaerts'
   * SerialDOS): each level holds two sets, and each of those the next level's two.
   */
  private static Set<Object> bomb(int depth) {
    Set<Object> root = new HashSet<>();
    Set<Object> s1 = root;
    Set<Object> s2 = new HashSet<>();
    for (int i = 0; i < depth; i++) {
      Set<Object> t1 = new HashSet<>();
      Set<Object> t2 = new HashSet<>();
      t1.add("x");
      s1.add(t1);
      s1.add(t2);
      s2.add(t1);
      s2.add(t2);
      s1 = t1;
      s2 = t2;
    }
    return root;
  }

  /** An instance of a class compiled here, in a directory the worker's class path lacks. */
  private Callable<String> classTheWorkerLacks() throws Exception {
    Path src = Files.createDirectories(dir.resolve("unknown"));
    Path java = src.resolve("Unknown.java");
    Files.writeString(
        java,
        "public class Unknown implements java.util.concurrent.Callable<String>,"
            + " java.io.Serializable { public String call() { return \"ran\"; } }");
    assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, java.toString()));
    try (java.net.URLClassLoader loader =
        new java.net.URLClassLoader(new java.net.URL[] {src.toUri().toURL()})) {
      @SuppressWarnings("unchecked")
      Callable<String> task =
          (Callable<String>) loader.loadClass("Unknown").getDeclaredConstructor().newInstance();
      return task;
    }
  }

  /** The cores the process kept busy over {@code millis} (user and system time, Linux's /proc). */
  private static double cpuCoresOver(Process p, long millis) throws Exception {
    long before = cpuTicks(p);
    Thread.sleep(millis);
    return (cpuTicks(p) - before) / 100.0 / (millis / 1000.0);
  }

  private static long cpuTicks(Process p) throws Exception {
    String stat = Files.readString(Path.of("/proc", String.valueOf(p.pid()), "stat"));
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime (fields 14 and 15)
  }
}
