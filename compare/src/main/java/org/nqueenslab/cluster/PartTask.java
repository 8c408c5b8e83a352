package org.nqueenslab.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartCounter;

/**
 * One part sent to a member: its text line in, its checkpoint line out (prefixed by the status and
 * a line break), so what crosses the network is plain text. A member of another version refuses it.
 */
final class PartTask implements Callable<String>, Serializable, HazelcastInstanceAware {
  private static final long serialVersionUID = 1L;

  private final String part;
  private final long deadlineEpochMillis;
  private final String version;
  private transient HazelcastInstance member;

  /**
   * @param deadlineEpochMillis when the count's time limit ends (wall clock), or 0 for none: the
   *     part stops then, wherever it waited in a queue
   */
  PartTask(String part, long deadlineEpochMillis, String version) {
    this.part = part;
    this.deadlineEpochMillis = deadlineEpochMillis;
    this.version = version;
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance instance) {
    this.member = instance;
  }

  @Override
  public String call() {
    String mine = member.getCluster().getLocalMember().getAttribute(Members.VERSION);
    if (!version.equals(mine)) {
      throw new IllegalStateException(
          "member runs nqueens-lab " + mine + ", the coordinator " + version);
    }
    Duration limit =
        deadlineEpochMillis == 0
            ? null
            : Duration.ofMillis(Math.max(1, deadlineEpochMillis - System.currentTimeMillis()));
    PartCount c =
        PartCounter.count(
            Part.parse(part),
            limit,
            new Cancellation(),
            Members.address(member.getCluster().getLocalMember()));
    return c.status().name() + "\n" + c.text();
  }
}
