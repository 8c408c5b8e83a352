package org.nqueenslab.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.HazelcastClientNotActiveException;
import com.hazelcast.client.HazelcastClientOfflineException;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;

/**
 * Counts parts on a cluster of {@code nqueens worker} members, through a Hazelcast client and the
 * members' executor service: Hazelcast routes each part to a member and reports a member that left;
 * a part whose member left (killed, crashed, cut off) is sent again, to any member, so the total
 * stays exact. With redundancy 2 each part goes to two different members. Members of another
 * version are left out of the work (named in the note), never waited for.
 */
public final class ClusterRunner implements PartRunner {
  /** How long to wait for the cluster before saying it cannot be reached. */
  static final long CONNECT_TIMEOUT_MILLIS = 5_000;

  private final HazelcastInstance client;

  /** How messages name the cluster: "cluster 'lab'", or where its name was read (see connect). */
  private final String shownAs;

  private final String version;
  private final int redundancy;

  /**
   * Members a part was lost with: the client may list one for a while after it left, and neither a
   * part nor a note ("2 members" after one of two left) should count on it.
   */
  private final java.util.Set<Member> gone = java.util.concurrent.ConcurrentHashMap.newKeySet();

  private final java.util.concurrent.atomic.AtomicInteger resent =
      new java.util.concurrent.atomic.AtomicInteger();

  private ClusterRunner(HazelcastInstance client, String shownAs, String version, int redundancy) {
    this.client = client;
    this.shownAs = shownAs;
    this.version = version;
    this.redundancy = redundancy;
  }

  /**
   * Connects to the cluster at {@code addresses} (HOST:PORT) with {@code clusterName}, and checks
   * that members of this version are there. {@code nameSource} is where the name was read (a file,
   * the environment), to name the cluster by in messages instead of the name itself, which is its
   * only secret; null when the name was given on the command line.
   *
   * @throws BadInputException when no member answers in a few seconds, the name is wrong, no member
   *     runs this version or redundancy asks for more members than there are
   */
  public static ClusterRunner connect(
      List<String> addresses,
      String clusterName,
      String nameSource,
      String version,
      int redundancy) {
    String shownAs =
        nameSource == null ? "cluster '" + clusterName + "'" : "the cluster named by " + nameSource;
    Members.quiet();
    ClientConfig config = new ClientConfig();
    config.setClusterName(clusterName);
    Wire.apply(config.getSerializationConfig());
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.phone.home.enabled", "false");
    // no metrics collection: the coordinator's cycles are the members' on a shared machine
    config.getMetricsConfig().setEnabled(false);
    config.getNetworkConfig().setAddresses(new ArrayList<>(addresses));
    config
        .getConnectionStrategyConfig()
        .getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(CONNECT_TIMEOUT_MILLIS);
    HazelcastInstance client;
    try {
      client = HazelcastClient.newHazelcastClient(config);
    } catch (IllegalStateException e) {
      throw new BadInputException(
          shownAs
              + " did not answer at "
              + String.join(",", addresses)
              + " within "
              + CONNECT_TIMEOUT_MILLIS / 1000
              + " s: check the address and that 'nqueens worker' runs there with that"
              + " --cluster-name");
    }
    ClusterRunner runner = new ClusterRunner(client, shownAs, version, redundancy);
    try {
      if (runner.members().isEmpty()) {
        Member other = client.getCluster().getMembers().iterator().next();
        throw new BadInputException(
            "no member of "
                + shownAs
                + " runs nqueens-lab "
                + version
                + " ("
                + Members.address(other)
                + " runs "
                + runner.versionOf(other)
                + "): run the same version everywhere");
      }
      if (runner.members().size() < redundancy) {
        throw new BadInputException(
            "--redundancy "
                + redundancy
                + " needs "
                + redundancy
                + " members of this version, "
                + shownAs
                + " has "
                + runner.members().size());
      }
    } catch (RuntimeException e) {
      runner.close();
      throw e;
    }
    return runner;
  }

  /** About how many tasks each member gets, for balance. */
  private static final int TASKS_PER_MEMBER = 32;

  /** An answer or a failure of one copy of one batch of parts, as the callbacks hand them over. */
  record Event(int task, Member member, String answer, Throwable failure) {}

  @Override
  public void run(
      List<Part> parts,
      double[] sizes,
      Duration timeLimit,
      Cancellation cancellation,
      Consumer<PartCount> onDone) {
    long deadline = timeLimit == null ? 0 : System.currentTimeMillis() + timeLimit.toMillis();
    if (members().size() < Math.max(1, redundancy)) {
      // a member left during an earlier count on this client (compare's next path): no copy that
      // needs another member could ever be sent, and the count waited for ever
      throw tooFewMembers("members left earlier, and");
    }
    requireWithinMembersLimits(parts);
    // batches of consecutive parts of about equal estimated work, a few dozen per member: members
    // stay balanced without a round trip per part, and a large part travels alone
    int memberCount = Math.max(1, client.getCluster().getMembers().size());
    double work = 0;
    for (double size : sizes) {
      work += size;
    }
    double perTask = work / (memberCount * TASKS_PER_MEMBER);
    List<PartTask> tasks = new ArrayList<>();
    List<Integer> firstPart = new ArrayList<>();
    int from = 0;
    while (from < parts.size()) {
      List<String> lines = new ArrayList<>();
      double batchWork = 0;
      int to = from;
      while (to < parts.size()
          && lines.size() < PartTask.MAX_PARTS
          && (lines.isEmpty() || batchWork + sizes[to] <= perTask)) {
        lines.add(parts.get(to).text());
        batchWork += sizes[to];
        to++;
      }
      tasks.add(new PartTask(lines, deadline, version));
      firstPart.add(from);
      from = to;
    }
    Dispatch dispatch =
        new Dispatch(client.getExecutorService(Members.EXECUTOR), tasks, redundancy);
    try {
      dispatch.fill(members());
      while (!dispatch.finished()) {
        if (cancellation.isCancelled()) {
          return; // the members are told to stop the parts they started (finally, below)
        }
        long now = System.currentTimeMillis();
        boolean pastDeadline = deadline != 0 && now > deadline;
        if (pastDeadline && (dispatch.idle() || now > deadline + 2_000)) {
          // the parts stop at the deadline themselves and answer what they found; an answer
          // later than this is not coming
          return;
        }
        Event e = dispatch.events.poll(200, TimeUnit.MILLISECONDS);
        if (e == null) {
          if (!pastDeadline && dispatch.idle()) {
            dispatch.fill(members());
            if (dispatch.idle()) { // nothing out, nothing to hear of, nothing that can be sent
              throw tooFewMembers("members left, and");
            }
          }
          continue;
        }
        if (e.failure() == null) {
          String[] lines = e.answer().split("\n");
          for (int k = 0; k + 1 < lines.length; k += 2) {
            if (lines[k].equals(PartTask.REFUSED)) {
              throw new BadInputException(lines[k + 1]);
            }
            onDone.accept(PartCount.parse(lines[k + 1]).withStatus(Status.valueOf(lines[k])));
          }
          dispatch.answered(e.task(), e.member());
        } else if (memberGone(e.failure())) {
          gone.add(e.member());
          dispatch.lost(e.task(), e.member());
          if (!dispatch.canStillBeCounted(e.task(), members())) {
            throw tooFewMembers("a member left and");
          }
          resent.addAndGet(tasks.get(e.task()).size()); // fill, below, sends them
        } else if (!(e.failure() instanceof java.util.concurrent.CancellationException)) {
          throw new IllegalStateException(
              "a member failed on part '"
                  + parts.get(firstPart.get(e.task())).key()
                  + "' or a part after it in its batch: "
                  + e.failure(),
              e.failure());
        }
        if (!pastDeadline) { // past it, a part sent now would only answer TIMEOUT at once
          dispatch.fill(members());
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      cancellation.cancel();
    } catch (HazelcastClientNotActiveException | HazelcastClientOfflineException e) {
      throw unreachable(); // sending a part, the client found itself cut off
    } finally {
      dispatch.cancelUnanswered();
    }
  }

  /**
   * Refuses, before anything is sent, parts larger than a member takes (its {@code
   * --max-part-size}, a member attribute): the member would refuse each of them.
   */
  private void requireWithinMembersLimits(List<Part> parts) {
    if (parts.isEmpty()) {
      return;
    }
    long squares = (long) parts.get(0).problem().rows() * parts.get(0).problem().cols();
    for (Member m : members()) {
      if (squares > Members.maxSquares(m)) {
        throw new BadInputException(
            String.format(
                java.util.Locale.ROOT,
                "member %s takes parts of at most %,d squares (worker --max-part-size), this"
                    + " count's board has %,d: count it here, or start the workers with a larger"
                    + " --max-part-size",
                Members.address(m),
                Members.maxSquares(m),
                squares));
      }
    }
  }

  /** The end of a count this cluster can no longer finish: what it counted stands, partial. */
  private Abandoned tooFewMembers(String what) {
    return new Abandoned(
        what
            + " "
            + shownAs
            + " has too few members left"
            + (redundancy > 1 ? " to count each part on " + redundancy : "")
            + ": start more workers and rerun with the same --checkpoint");
  }

  private static boolean memberGone(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof MemberLeftException
          || c instanceof TargetDisconnectedException
          || c instanceof TargetNotMemberException
          || c instanceof HazelcastInstanceNotActiveException
          || c instanceof HazelcastClientNotActiveException
          || c instanceof HazelcastClientOfflineException
          || c instanceof RejectedExecutionException) {
        return true;
      }
    }
    return false;
  }

  /**
   * The members the client sees that run this version, less those a part was lost with: a worker of
   * another version that joins while the count runs is sent no part (it would refuse it), as one
   * present at the start refuses the count. When the last one is gone the client gives up
   * reconnecting after {@link #CONNECT_TIMEOUT_MILLIS} and shuts itself down: that is the end of
   * this count, not an error in it.
   */
  private java.util.Set<Member> members() {
    try {
      java.util.Set<Member> same = new java.util.LinkedHashSet<>();
      for (Member m : client.getCluster().getMembers()) {
        if (version.equals(m.getAttribute(Members.VERSION)) && !gone.contains(m)) {
          same.add(m);
        }
      }
      return same;
    } catch (HazelcastClientNotActiveException | HazelcastClientOfflineException e) {
      throw unreachable();
    }
  }

  /** The nqueens-lab version a member says it runs, or what it is when it says none. */
  private String versionOf(Member m) {
    String theirs = m.getAttribute(Members.VERSION);
    return theirs == null ? "no version (not an nqueens worker)" : "nqueens-lab " + theirs;
  }

  /**
   * The members of another version, named for the note: they are sent no part, and a count goes on
   * without them.
   */
  private String ignored() {
    try {
      List<String> others = new ArrayList<>();
      for (Member m : client.getCluster().getMembers()) {
        if (!version.equals(m.getAttribute(Members.VERSION))) {
          others.add(Members.address(m) + " runs " + versionOf(m));
        }
      }
      return others.isEmpty() ? "" : "; ignored: " + String.join(", ", others);
    } catch (HazelcastClientNotActiveException | HazelcastClientOfflineException e) {
      return "";
    }
  }

  /** The members the client sees, none once it gave up on the cluster (for notes and labels). */
  private java.util.Set<Member> membersLeft() {
    try {
      return members();
    } catch (Abandoned gone) {
      return java.util.Set.of();
    }
  }

  private Abandoned unreachable() {
    return new Abandoned(
        shownAs
            + " cannot be reached any more (its members left, or the network failed): start"
            + " workers and rerun with the same --checkpoint");
  }

  /** How many parts were sent again because their member left. */
  int resent() {
    return resent.get();
  }

  @Override
  public int threads() {
    return membersLeft().stream().mapToInt(Members::threads).sum();
  }

  @Override
  public int copies() {
    return redundancy;
  }

  @Override
  public String describe() {
    int members = membersLeft().size();
    return shownAs
        + " ("
        + members
        + (members == 1 ? " member" : " members")
        + (resent.get() > 0 ? ", " + resent.get() + " parts sent again after a member left" : "")
        + ignored()
        + ")";
  }

  @Override
  public void close() {
    client.shutdown();
  }
}
