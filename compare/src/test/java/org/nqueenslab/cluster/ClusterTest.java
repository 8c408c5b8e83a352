package org.nqueenslab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.core.HazelcastInstance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartPlan;

/**
 * Three Hazelcast members in this JVM, on loopback, count through a client exactly as the published
 * counts (or the brute-force oracle) say, a member terminated mid-count included.
 */
class ClusterTest {
  private static final String VERSION = "test-version";
  private final List<HazelcastInstance> members = new ArrayList<>();
  private final List<PartRunner> runners = new ArrayList<>();
  private final String name = Members.randomName();

  @AfterEach
  void shutDown() {
    runners.forEach(PartRunner::close);
    members.forEach(m -> m.getLifecycleService().terminate());
  }

  /** Starts {@code count} members of one cluster on loopback; returns the first one's address. */
  private String startMembers(int count, String version) {
    HazelcastInstance first = Members.start(name, "127.0.0.1", 5701, false, List.of(), 1, version);
    members.add(first);
    String address = Members.address(first.getCluster().getLocalMember());
    for (int i = 1; i < count; i++) {
      members.add(Members.start(name, "127.0.0.1", 5701, false, List.of(address), 1, version));
    }
    assertEquals(count, first.getCluster().getMembers().size(), "the members joined");
    return address;
  }

  private ClusterRunner connect(String address, int redundancy) {
    ClusterRunner r = ClusterRunner.connect(List.of(address), name, null, VERSION, redundancy);
    runners.add(r);
    return r;
  }

  private static PartedCount.Outcome count(List<Part> parts, PartRunner runner) {
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    return new PartedCount(parts, sizes, null, runner)
        .run("test", Request.count().withProgress(new Progress()));
  }

  @Test
  void threeMembersCountPlainUniqueTorusAndPawnProblemsExactly() {
    ClusterRunner runner = connect(startMembers(3, VERSION), 1);
    for (int n = 10; n <= 12; n++) {
      ReferenceCount ref = ReferenceCounts.standard(n).orElseThrow();
      Result plain = count(PartPlan.of("bitmask", Map.of(), false, Problem.of(n)), runner).result();
      assertEquals(Status.COMPLETE, plain.status());
      assertEquals(ref.count(), plain.solutions(), "n = " + n);
      Result unique = count(PartPlan.of("bitmask", Map.of(), true, Problem.of(n)), runner).result();
      assertEquals(ref.count(), unique.solutions(), "n = " + n);
      assertEquals(ref.fundamental(), unique.unique(), "n = " + n);
    }
    Result dlx = count(PartPlan.of("dlx", Map.of(), false, Problem.of(11)), runner).result();
    assertEquals(ReferenceCounts.standard(11).orElseThrow().count(), dlx.solutions());

    ReferenceCount torus = ReferenceCounts.find(ReferenceCounts.TOROIDAL, 11, null).orElseThrow();
    Problem torus11 = Problem.builder(11).torus(true).build();
    Result t = count(PartPlan.of("bitmask", Map.of(), true, torus11), runner).result();
    assertEquals(torus.count(), t.solutions());
    assertEquals(torus.fundamental(), t.unique());

    Problem pawns = Problem.builder(7).queens(8).pawns("d4").build();
    List<Placement> all = BruteForceOracle.solutions(pawns);
    Result p = count(PartPlan.of("bitmask", Map.of(), true, pawns), runner).result();
    assertEquals(all.size(), p.solutions());
    assertEquals(SymmetryOracle.fundamentalCount(pawns, all), p.unique());
  }

  /** Terminates a member once a few parts are answered, while many are still queued on it. */
  private record KillsAMember(ClusterRunner cluster, HazelcastInstance victim, AtomicInteger seen)
      implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      cluster.run(
          parts,
          sizes,
          timeLimit,
          cancellation,
          c -> {
            if (seen.incrementAndGet() == 5) {
              victim.getLifecycleService().terminate();
            }
            done.accept(c);
          });
    }

    @Override
    public String describe() {
      return cluster.describe();
    }
  }

  @Test
  void aMemberKilledMidCountLeavesTheTotalExact() throws InterruptedException {
    ClusterRunner runner = connect(startMembers(3, VERSION), 1);
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(12));
    Result r = count(parts, new KillsAMember(runner, members.get(2), new AtomicInteger())).result();
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(ReferenceCounts.standard(12).orElseThrow().count(), r.solutions());
    // the count no longer waits for the cluster to drop the member it lost parts with
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (members.get(0).getCluster().getMembers().size() > 2 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(2, members.get(0).getCluster().getMembers().size(), "the member is gone");
    assertTrue(runner.resent() > 0, "parts queued on the member were sent again");
  }

  @Test
  void aCancelledCountStopsThePartsItsMembersStarted() throws Exception {
    ClusterRunner runner = connect(startMembers(1, VERSION), 1);
    // parts of n = 22, two to a task: each task minutes of counting if nothing stops it
    List<Part> parts = PartPlan.of("bitmask", Map.of(), false, Problem.of(22)).subList(0, 64);
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    Cancellation cancellation = new Cancellation();
    Thread stopper =
        new Thread(
            () -> {
              try {
                Thread.sleep(1_500);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              cancellation.cancel();
            });
    stopper.start();
    AtomicInteger answered = new AtomicInteger();
    runner.run(parts, sizes, null, cancellation, c -> answered.incrementAndGet());
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (PartTask.RUNNING.get() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(0, PartTask.RUNNING.get(), "within 5 s of the Ctrl-C the member counts nothing");
    assertTrue(answered.get() < parts.size(), "the count was cut short");
  }

  /**
   * A worker of another version that joins while the count runs is sent no part: the count ends
   * exact on the members of its own version (it ended in an internal error, exit 1, when that
   * worker refused the parts it was sent: review of session 16).
   */
  @Test
  void aMemberOfAnotherVersionThatJoinsLaterIsSentNoPart() throws InterruptedException {
    String address = startMembers(1, VERSION);
    ClusterRunner runner = connect(address, 1);
    members.add(Members.start(name, "127.0.0.1", 5701, false, List.of(address), 1, "other"));
    assertEquals(2, members.get(0).getCluster().getMembers().size(), "the other version joined");
    Thread.sleep(1_000); // for the client to hear of it
    Result r = count(PartPlan.of("bitmask", Map.of(), false, Problem.of(11)), runner).result();
    assertEquals(Status.COMPLETE, r.status(), r.note());
    assertEquals(ReferenceCounts.standard(11).orElseThrow().count(), r.solutions());
  }

  @Test
  void redundancyCountsEachPartOnTwoMembersAndFindsNoDifference() {
    ClusterRunner runner = connect(startMembers(2, VERSION), 2);
    PartedCount.Outcome o = count(PartPlan.of("bitmask", Map.of(), true, Problem.of(10)), runner);
    assertEquals(List.of(), o.differing());
    assertEquals(ReferenceCounts.standard(10).orElseThrow().fundamental(), o.result().unique());
    assertTrue(
        o.result().note().contains("272 counted now, each on two members"), o.result().note());
  }

  /**
   * With each part counted on two members, losing one of two ends the count as MEMBERS_LOST, and
   * its note counts the member left (it said "2 members": the client still listed the one gone).
   */
  @Test
  void redundancyOnTwoMembersLosingOneEndsPartialAndSaysOneIsLeft() {
    ClusterRunner runner = connect(startMembers(2, VERSION), 2);
    // n = 14: parts long enough that the kill, at the fifth answer, leaves most of them to count
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(14));
    Result r = count(parts, new KillsAMember(runner, members.get(1), new AtomicInteger())).result();
    assertEquals(Status.MEMBERS_LOST, r.status(), r.note());
    assertTrue(
        r.solutions() < ReferenceCounts.standard(14).orElseThrow().count(),
        r.solutions() + " solutions; " + r.note());
    assertTrue(r.note().contains("too few members left to count each part on 2"), r.note());
    assertTrue(r.note().contains("(1 member"), r.note());
    // the next count on the same client (compare's next path) could send no second copy and
    // waited for ever: it ends at once, MEMBERS_LOST
    Result next =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () -> count(PartPlan.of("dlx", Map.of(), false, Problem.of(10)), runner).result());
    assertEquals(Status.MEMBERS_LOST, next.status(), next.note());
    assertTrue(next.note().contains("too few members left to count each part on 2"), next.note());
  }

  @Test
  void aWrongClusterNameAnUnreachableAddressAndAnotherVersionAreRefused() {
    String address = startMembers(1, "other-version");
    BadInputException version = assertThrows(BadInputException.class, () -> connect(address, 1));
    assertTrue(
        version.getMessage().contains("runs nqueens-lab other-version"), version.getMessage());
    BadInputException wrongName =
        assertThrows(
            BadInputException.class,
            () -> ClusterRunner.connect(List.of(address), name + "-wrong", null, VERSION, 1));
    assertTrue(wrongName.getMessage().contains("did not answer at"), wrongName.getMessage());
    long start = System.nanoTime();
    assertThrows(
        BadInputException.class,
        () -> ClusterRunner.connect(List.of("127.0.0.1:1"), name, null, VERSION, 1));
    assertTrue(System.nanoTime() - start < 30e9, "refused within seconds");
  }

  /**
   * A member of another version that joined is left out of the work and named in the note; it used
   * to refuse every count (the cluster audit).
   */
  @Test
  void aMemberOfAnotherVersionIsLeftOutAndNamedNotBlockingTheCount() {
    String address = startMembers(1, VERSION);
    HazelcastInstance other =
        Members.start(name, "127.0.0.1", 5701, false, List.of(address), 1, "other-version");
    members.add(other);
    Result r =
        count(PartPlan.of("dlx", Map.of(), false, Problem.of(9)), connect(address, 1)).result();
    assertEquals(Status.COMPLETE, r.status(), r.note());
    assertEquals(352, r.solutions());
    assertTrue(
        r.note()
            .contains(
                "ignored: "
                    + Members.address(other.getCluster().getLocalMember())
                    + " runs nqueens-lab other-version"),
        r.note());
  }

  /** The worker's own limits: a board larger than it takes, and a cap on each part's time. */
  @Test
  void aMembersLimitsRefuseALargerBoardBeforeSendingAndCapEachPartsTime() {
    HazelcastInstance small =
        Members.start(
            name,
            "127.0.0.1",
            5701,
            false,
            List.of(),
            1,
            VERSION,
            new PartLimits(196, Duration.ofMillis(1)));
    members.add(small);
    ClusterRunner runner = connect(Members.address(small.getCluster().getLocalMember()), 1);
    BadInputException refused =
        assertThrows(
            BadInputException.class,
            () -> count(PartPlan.of("dlx", Map.of(), false, Problem.of(15)), runner));
    assertTrue(
        refused
            .getMessage()
            .contains("takes parts of at most 196 squares (worker --max-part-size)"),
        refused.getMessage());
    // n = 14 fits, but no part of it is counted in the millisecond the member gives each: partial
    Result capped = count(PartPlan.of("dlx", Map.of(), false, Problem.of(14)), runner).result();
    assertEquals(Status.TIMEOUT, capped.status(), capped.note());
    assertTrue(capped.solutions() < ReferenceCounts.standard(14).orElseThrow().count());
  }
}
