package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.core.HazelcastInstance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.cluster.Members;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * {@code count --checkpoint} and {@code count --cluster} on the command line: exact counts,
 * resumes, and one-line refusals with exit code 2.
 */
class ClusterCommandTest {
  @TempDir Path dir;
  private final List<HazelcastInstance> members = new ArrayList<>();

  @AfterEach
  void shutDown() {
    members.forEach(m -> m.getLifecycleService().terminate());
  }

  /**
   * Starts a member of cluster {@code name} on loopback (stopped after the test); its HOST:PORT.
   */
  private String startMember(String name, List<String> join, int threads) {
    HazelcastInstance m =
        Members.start(name, "127.0.0.1", 5701, false, join, threads, VersionProvider.version());
    members.add(m);
    return m.getCluster().getLocalMember().getAddress().getHost()
        + ":"
        + m.getCluster().getLocalMember().getAddress().getPort();
  }

  private static long published(int n) {
    return ReferenceCounts.standard(n).orElseThrow().count();
  }

  @Test
  void aCountStoppedByItsTimeLimitResumesFromItsCheckpointToThePublishedCount() throws Exception {
    Path file = dir.resolve("n12.checkpoint");
    Cli stopped =
        Cli.run(
            "count",
            "-n",
            "12",
            "--checkpoint",
            file.toString(),
            "--time-limit",
            "1ms",
            "--format",
            "plain");
    assertEquals(ExitCodes.INCOMPLETE, stopped.exitCode(), stopped.err());
    assertTrue(
        stopped.out().startsWith(">="),
        "a partial count prints as a lower bound: " + stopped.out());
    Cli resumed =
        Cli.run("count", "-n", "12", "--checkpoint", file.toString(), "--format", "plain");
    assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
    assertEquals(String.valueOf(published(12)), resumed.out().strip());
    Cli again = Cli.run("count", "-n", "12", "--checkpoint", file.toString(), "--format", "plain");
    assertEquals(String.valueOf(published(12)), again.out().strip());
    assertTrue(again.err().contains("0 counted now"), again.err());
    long parts = Files.readAllLines(file).stream().filter(l -> l.startsWith("done\t")).count();
    assertTrue(Cli.run("count", "-n", "12", "--list-parts").out().lines().count() == parts);
  }

  @Test
  void aCheckpointOfAnotherCountIsOneLineAndExit2() {
    Path file = dir.resolve("n9.checkpoint");
    assertEquals(
        ExitCodes.OK, Cli.run("count", "-n", "9", "--checkpoint", file.toString()).exitCode());
    Cli other = Cli.run("count", "-n", "10", "--checkpoint", file.toString());
    assertEquals(ExitCodes.BAD_INPUT, other.exitCode());
    assertEquals(1, other.err().strip().lines().count(), other.err());
    assertTrue(other.err().contains("another count (another board)"), other.err());
    Cli engine = Cli.run("count", "-n", "9", "--engine", "dlx", "--checkpoint", file.toString());
    assertEquals(ExitCodes.BAD_INPUT, engine.exitCode());
    assertTrue(engine.err().contains("engine bitmask, this count's is dlx"), engine.err());
  }

  /**
   * A checkpoint the count cannot use is refused before anything is written: a missing directory
   * (not made), a directory, an engine whose parts it could not count (the parts place the first
   * queens); a disk that cannot take it is bad input too, not an internal error.
   */
  @Test
  void aCheckpointThatCannotBeUsedIsRefusedAndNothingIsWritten() {
    Path missing = dir.resolve("no-such-dir").resolve("c.txt");
    Cli noDir = Cli.run("count", "-n", "8", "--checkpoint", missing.toString());
    assertEquals(ExitCodes.BAD_INPUT, noDir.exitCode(), noDir.err());
    assertTrue(noDir.err().contains("there is no directory"), noDir.err());
    assertFalse(Files.exists(missing.getParent()), "the directory was not made");

    Cli aDir = Cli.run("count", "-n", "8", "--checkpoint", dir.toString());
    assertEquals(ExitCodes.BAD_INPUT, aDir.exitCode(), aDir.err());
    assertTrue(aDir.err().contains("it is a directory"), aDir.err());

    Path wirth = dir.resolve("wirth.txt");
    for (String[] args :
        List.of(
            new String[] {
              "count", "-n", "8", "--engine", "wirth", "--checkpoint", wirth.toString()
            },
            new String[] {"count", "-n", "8", "--engine", "wirth", "--list-parts"})) {
      Cli refused = Cli.run(args);
      assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused.err());
      assertEquals(1, refused.err().strip().lines().count(), refused.err());
      assertTrue(refused.err().contains("'wirth' cannot count in parts"), refused.err());
      assertTrue(refused.err().contains("engines that can: bitmask, dlx"), refused.err());
      assertTrue(refused.out().isEmpty(), refused.out());
    }
    assertFalse(Files.exists(wirth), "no checkpoint file for a count that cannot run");

    Path full = Path.of("/dev/full"); // Linux: every write fails with "no space left"
    if (Files.isWritable(full)) {
      Cli diskFull = Cli.run("count", "-n", "8", "--checkpoint", full.toString());
      assertEquals(ExitCodes.BAD_INPUT, diskFull.exitCode(), diskFull.err());
      assertTrue(diskFull.err().contains("cannot write checkpoint /dev/full"), diskFull.err());
    }
  }

  @Test
  void aFreePawnFamilyIsCountedInPartsWithACheckpoint() {
    Path file = dir.resolve("pawns.checkpoint");
    Cli c =
        Cli.run(
            "count",
            "--free-pawns",
            "1",
            "-n",
            "8",
            "--unique",
            "--checkpoint",
            file.toString(),
            "--format",
            "plain");
    assertEquals(ExitCodes.OK, c.exitCode(), c.err());
    var published = ReferenceCounts.find(ReferenceCounts.PAWNS, 8, 1).orElseThrow();
    String expected = published.count() + " " + published.fundamental();
    assertEquals(expected, c.out().strip());
    Cli resumed =
        Cli.run(
            "count",
            "--free-pawns",
            "1",
            "-n",
            "8",
            "--unique",
            "--checkpoint",
            file.toString(),
            "--format",
            "plain");
    assertEquals(expected, resumed.out().strip());
    assertTrue(resumed.err().contains("0 counted now"), resumed.err());
  }

  @Test
  void aPartLineIsRecountedByHand() throws Exception {
    Cli list = Cli.run("count", "-n", "10", "--engine", "dlx", "--list-parts");
    Path file = dir.resolve("parts.txt");
    Files.writeString(file, list.out());
    Cli counted = Cli.run("count", "--parts", file.toString());
    assertEquals(ExitCodes.OK, counted.exitCode(), counted.err());
    long sum =
        counted
            .out()
            .lines()
            .mapToLong(l -> Long.parseLong(l.split("\t")[2].substring("solutions=".length())))
            .sum();
    assertEquals(published(10), sum);
    // its lines are summed by hand: a part given twice, or parts of two counts, were counted
    // and printed without a word
    String first = list.out().lines().findFirst().orElseThrow();
    Path twice = Files.writeString(dir.resolve("twice.txt"), list.out() + first + "\n");
    Cli repeated = Cli.run("count", "--parts", twice.toString());
    assertEquals(ExitCodes.BAD_INPUT, repeated.exitCode(), repeated.err());
    assertTrue(repeated.err().contains("repeats part"), repeated.err());
    assertEquals("", repeated.out());
    String other =
        Cli.run("count", "-n", "11", "--engine", "dlx", "--list-parts")
            .out()
            .lines()
            .findFirst()
            .orElseThrow();
    Path mixed = Files.writeString(dir.resolve("mixed.txt"), first + "\n" + other + "\n");
    Cli two = Cli.run("count", "--parts", mixed.toString());
    assertEquals(ExitCodes.BAD_INPUT, two.exitCode(), two.err());
    assertTrue(two.err().contains("line 2 is a part of another count"), two.err());
    assertEquals(1, two.err().lines().count(), two.err());
  }

  @Test
  void countOnAClusterOfTwoMembersWithACheckpoint() throws Exception {
    String name = Members.randomName();
    String address = startMember(name, List.of(), 1);
    startMember(name, List.of(address), 1);
    Path file = dir.resolve("cluster.checkpoint");
    Cli c =
        Cli.run(
            "count",
            "-n",
            "11",
            "--unique",
            "--cluster",
            address,
            "--cluster-name",
            name,
            "--checkpoint",
            file.toString(),
            "--redundancy",
            "2",
            "--format",
            "plain");
    assertEquals(ExitCodes.OK, c.exitCode(), c.err());
    assertEquals(
        published(11) + " " + ReferenceCounts.standard(11).orElseThrow().fundamental(),
        c.out().strip());
    assertTrue(Files.readString(file).contains("+"), "each part names its two members");
    // the threads that counted are the members' (one each), not this machine's cores
    Cli json =
        Cli.run(
            "count",
            "-n",
            "9",
            "--cluster",
            address,
            "--cluster-name",
            name,
            "--threads",
            "7",
            "--format",
            "json");
    assertEquals(ExitCodes.OK, json.exitCode(), json.err());
    assertTrue(json.out().contains("\"threads\": 2,"), json.out());

    // a name read from a file stays out of what the count prints: it is the cluster's only secret
    Path nameFile = dir.resolve("cluster-name");
    Files.writeString(nameFile, name + "\n");
    Cli fromFile =
        Cli.run(
            "count", "-n", "9", "--cluster", address, "--cluster-name-file", nameFile.toString());
    assertEquals(ExitCodes.OK, fromFile.exitCode(), fromFile.err());
    assertFalse((fromFile.out() + fromFile.err()).contains(name), fromFile.err());
    assertTrue(
        fromFile.err().contains("on the cluster named by --cluster-name-file " + nameFile),
        fromFile.err());

    Cli wrong = Cli.run("count", "-n", "8", "--cluster", address, "--cluster-name", "wrong");
    assertEquals(ExitCodes.BAD_INPUT, wrong.exitCode());
    assertEquals(1, wrong.err().strip().lines().count(), wrong.err());
    Cli noName = Cli.run("count", "-n", "8", "--cluster", address);
    assertEquals(ExitCodes.BAD_INPUT, noName.exitCode());
    assertFalse(noName.err().contains("Exception"), noName.err());
  }

  @Test
  void compareOnAClusterChecksTheMembersCountsAgainstThisMachineAndThePublishedOnes() {
    String name = Members.randomName();
    String address = startMember(name, List.of(), 2);
    Cli c =
        Cli.run(
            "compare",
            "-n",
            "9..11",
            "--engines",
            "bitmask,dlx,wirth",
            "--cluster",
            address,
            "--cluster-name",
            name,
            "--format",
            "csv");
    assertEquals(ExitCodes.OK, c.exitCode(), c.err());
    assertTrue(
        c.err().contains("in parts on cluster '" + name + "' (1 member)"),
        "the verdict says where the counts ran: " + c.err());
    assertTrue(c.err().contains("all engines agree on 3 problems"), c.err());
    // every problem has its bitmask and dlx rows: enumerations here, counts on the member
    long rows =
        c.out().lines().filter(l -> l.startsWith("bitmask,") || l.startsWith("dlx,")).count();
    assertTrue(rows >= 6, c.out());

    // a unique count, and a free-pawn family (its parts are pawn placements), on the member too
    for (List<String> args :
        List.of(List.of("-n", "10", "--unique"), List.of("--free-pawns", "1", "-n", "7"))) {
      List<String> command = new java.util.ArrayList<>(List.of("compare"));
      command.addAll(args);
      command.addAll(
          List.of("--engines", "bitmask,dlx", "--cluster", address, "--cluster-name", name));
      Cli run = Cli.run(command.toArray(String[]::new));
      assertEquals(ExitCodes.OK, run.exitCode(), command + ": " + run.out() + run.err());
    }

    // a plan cut by the time limit (n = 15 with 3 pawns: 1.9 million placements, 3 to 5 s to list
    // before any part could start) is counted on no member: a part of a plan is no lower bound
    long start = System.nanoTime();
    Cli cut =
        Cli.run(
            "compare",
            "--free-pawns",
            "3",
            "-n",
            "15",
            "--engines",
            "bitmask",
            "--cluster",
            address,
            "--cluster-name",
            name,
            "--time-limit",
            "100ms",
            "--format",
            "json");
    double wallMillis = (System.nanoTime() - start) / 1e6;
    assertEquals(ExitCodes.INCOMPLETE, cut.exitCode(), cut.out() + cut.err());
    assertTrue(
        cut.out()
            .contains(
                "\"status\": \"TIMEOUT\", \"partial\": \"solutions unique\", \"solutions\": 0"),
        cut.out());
    assertTrue(wallMillis < 2500, "a 100 ms limit took " + wallMillis + " ms");
  }

  @Test
  void compareRefusesClusterOptionsWithoutACluster() {
    Cli c = Cli.run("compare", "-n", "8", "--redundancy", "2");
    assertEquals(ExitCodes.BAD_INPUT, c.exitCode());
    assertEquals(1, c.err().strip().lines().count(), c.err());
    assertTrue(c.err().contains("give --cluster too"), c.err());
  }

  @Test
  void redundancyWithoutAClusterIsRefused() {
    Cli c =
        Cli.run(
            "count", "-n", "8", "--checkpoint", dir.resolve("x").toString(), "--redundancy", "2");
    assertEquals(ExitCodes.BAD_INPUT, c.exitCode());
    assertTrue(c.err().contains("give --cluster too"), c.err());
    assertFalse(Files.exists(dir.resolve("x")), "nothing written");
  }

  /**
   * A worker told to join a cluster nobody answers for (a wrong address or name) is refused, not
   * left counting alone in a cluster of its own under that name (the cluster audit of session 11).
   */
  @Test
  void aWorkerThatFindsNoClusterToJoinIsRefused() {
    String first = startMember("joined-" + System.nanoTime(), List.of(), 1);
    Cli c =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(60),
            () -> Cli.run("worker", "--cluster-name", "another-name", "--join", first));
    assertEquals(ExitCodes.BAD_INPUT, c.exitCode(), c.err());
    assertTrue(c.err().contains("no worker of cluster 'another-name' answered at"), c.err());
  }
}
