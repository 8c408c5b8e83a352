package org.nqueenslab.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
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
 * stays exact. With redundancy 2 each part goes to two different members.
 */
public final class ClusterRunner implements PartRunner {
  /** How long to wait for the cluster before saying it cannot be reached. */
  static final long CONNECT_TIMEOUT_MILLIS = 5_000;

  private final HazelcastInstance client;
  private final String clusterName;
  private final String version;
  private final int redundancy;
  private final java.util.concurrent.atomic.AtomicInteger resent =
      new java.util.concurrent.atomic.AtomicInteger();

  private ClusterRunner(
      HazelcastInstance client, String clusterName, String version, int redundancy) {
    this.client = client;
    this.clusterName = clusterName;
    this.version = version;
    this.redundancy = redundancy;
  }

  /**
   * Connects to the cluster at {@code addresses} (HOST:PORT) with {@code clusterName}, and checks
   * that every member runs this version.
   *
   * @throws BadInputException when no member answers in a few seconds, the name is wrong, a member
   *     runs another version or redundancy asks for more members than there are
   */
  public static ClusterRunner connect(
      List<String> addresses, String clusterName, String version, int redundancy) {
    Members.quiet();
    ClientConfig config = new ClientConfig();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.phone.home.enabled", "false");
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
          "no cluster '"
              + clusterName
              + "' answered at "
              + String.join(",", addresses)
              + " within "
              + CONNECT_TIMEOUT_MILLIS / 1000
              + " s: check the address and that 'nqueens worker' runs there with that"
              + " --cluster-name");
    }
    ClusterRunner runner = new ClusterRunner(client, clusterName, version, redundancy);
    try {
      for (Member m : client.getCluster().getMembers()) {
        String theirs = m.getAttribute(Members.VERSION);
        if (!version.equals(theirs)) {
          throw new BadInputException(
              "member "
                  + Members.address(m)
                  + " of cluster '"
                  + clusterName
                  + "' runs nqueens-lab "
                  + (theirs == null ? "(not an nqueens worker)" : theirs)
                  + ", this is "
                  + version
                  + ": run the same version everywhere");
        }
      }
      if (client.getCluster().getMembers().size() < redundancy) {
        throw new BadInputException(
            "--redundancy "
                + redundancy
                + " needs "
                + redundancy
                + " members, cluster '"
                + clusterName
                + "' has "
                + client.getCluster().getMembers().size());
      }
    } catch (RuntimeException e) {
      runner.close();
      throw e;
    }
    return runner;
  }

  /** The most parts one task carries. */
  private static final int MAX_BATCH = 64;

  /** About how many tasks each member gets, for balance. */
  private static final int TASKS_PER_MEMBER = 32;

  /** An answer or a failure of one copy of one batch of parts, as the callbacks hand them over. */
  private record Event(int part, Member member, String answer, Throwable failure) {}

  @Override
  public void run(
      List<Part> parts, Duration timeLimit, Cancellation cancellation, Consumer<PartCount> onDone) {
    IExecutorService executor = client.getExecutorService(Members.EXECUTOR);
    long deadline = timeLimit == null ? 0 : System.currentTimeMillis() + timeLimit.toMillis();
    BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    // batches of consecutive parts: a few dozen tasks per member keep the members balanced (parts
    // differ in size a hundredfold) without a round trip per part
    int memberCount = Math.max(1, client.getCluster().getMembers().size());
    int batch = Math.max(1, Math.min(MAX_BATCH, parts.size() / (memberCount * TASKS_PER_MEMBER)));
    List<PartTask> tasks = new ArrayList<>();
    List<Integer> firstPart = new ArrayList<>();
    for (int from = 0; from < parts.size(); from += batch) {
      List<String> lines = new ArrayList<>();
      for (Part p : parts.subList(from, Math.min(parts.size(), from + batch))) {
        lines.add(p.text());
      }
      tasks.add(new PartTask(lines, deadline, version));
      firstPart.add(from);
    }
    for (int i = 0; i < tasks.size(); i++) {
      if (redundancy == 1) {
        submit(executor, tasks, i, null, events);
      } else {
        List<Member> members = new ArrayList<>(client.getCluster().getMembers());
        for (int copy = 0; copy < redundancy; copy++) {
          submit(executor, tasks, i, members.get((i + copy) % members.size()), events);
        }
      }
    }
    int waiting = tasks.size() * redundancy;
    List<List<Member>> answeredBy = new ArrayList<>();
    for (int i = 0; i < tasks.size(); i++) {
      answeredBy.add(new ArrayList<>());
    }
    try {
      while (waiting > 0) {
        if (cancellation.isCancelled()) {
          return; // the members finish the parts they started; their answers are not waited for
        }
        if (deadline != 0 && System.currentTimeMillis() > deadline + 2_000) {
          return; // the parts stop at the deadline themselves; an answer this late is not coming
        }
        Event e = events.poll(200, TimeUnit.MILLISECONDS);
        if (e == null) {
          continue;
        }
        if (e.failure() == null) {
          String[] lines = e.answer().split("\n");
          for (int k = 0; k + 1 < lines.length; k += 2) {
            onDone.accept(withStatus(PartCount.parse(lines[k + 1]), Status.valueOf(lines[k])));
          }
          answeredBy.get(e.part()).add(e.member());
          waiting--;
        } else if (memberGone(e.failure())) {
          resent.incrementAndGet();
          submit(executor, tasks, e.part(), another(answeredBy.get(e.part()), e.member()), events);
        } else {
          throw new IllegalStateException(
              "a member failed on part '"
                  + parts.get(firstPart.get(e.part())).key()
                  + "' or a part after it in its batch: "
                  + e.failure(),
              e.failure());
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      cancellation.cancel();
    }
  }

  /**
   * With redundancy, a copy sent again goes to a member that has not answered this part (and is not
   * the one that left); without, to any member (null).
   */
  private Member another(List<Member> answered, Member gone) {
    if (redundancy == 1) {
      return null;
    }
    for (Member m : client.getCluster().getMembers()) {
      if (!m.equals(gone) && !answered.contains(m)) {
        return m;
      }
    }
    throw new BadInputException(
        "a member left and cluster '"
            + clusterName
            + "' has too few members left to count each part on "
            + redundancy
            + ": start more workers and rerun with the same --checkpoint");
  }

  private static boolean memberGone(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof MemberLeftException
          || c instanceof TargetDisconnectedException
          || c instanceof TargetNotMemberException
          || c instanceof HazelcastInstanceNotActiveException
          || c instanceof RejectedExecutionException) {
        return true;
      }
    }
    return false;
  }

  private static void submit(
      IExecutorService executor,
      List<PartTask> tasks,
      int part,
      Member member,
      BlockingQueue<Event> events) {
    ExecutionCallback<String> callback =
        new ExecutionCallback<>() {
          @Override
          public void onResponse(String answer) {
            events.add(new Event(part, member, answer, null));
          }

          @Override
          public void onFailure(Throwable t) {
            events.add(new Event(part, member, null, t));
          }
        };
    if (member == null) {
      executor.submit(tasks.get(part), callback);
    } else {
      executor.submitToMember(tasks.get(part), member, callback);
    }
  }

  private static PartCount withStatus(PartCount c, Status status) {
    return new PartCount(
        c.key(),
        c.solutions(),
        c.unique(),
        c.classes(),
        c.nodes(),
        c.seconds(),
        c.member(),
        status);
  }

  /** How many parts were sent again because their member left. */
  int resent() {
    return resent.get();
  }

  @Override
  public int copies() {
    return redundancy;
  }

  @Override
  public String describe() {
    int members = client.getCluster().getMembers().size();
    return "cluster '"
        + clusterName
        + "' ("
        + members
        + (members == 1 ? " member" : " members")
        + (resent.get() > 0 ? ", " + resent.get() + " parts sent again after a member left" : "")
        + ")";
  }

  @Override
  public void close() {
    client.shutdown();
  }
}
