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
 * A batch of parts sent to a member: their text lines in, for each its status and checkpoint line
 * out (two lines a part), so what crosses the network is plain text. Parts travel in batches
 * because one task per part made a round trip per part (86 % overhead at n = 17, the decisions
 * page). A member of another version refuses it.
 */
final class PartTask implements Callable<String>, Serializable, HazelcastInstanceAware {
  private static final long serialVersionUID = 1L;

  /** How many tasks this JVM counts now: what a cancelled count must bring back to zero. */
  static final java.util.concurrent.atomic.AtomicInteger RUNNING =
      new java.util.concurrent.atomic.AtomicInteger();

  private final java.util.List<String> parts;
  private final long deadlineEpochMillis;
  private final String version;
  private transient HazelcastInstance member;

  /**
   * @param deadlineEpochMillis when the count's time limit ends (wall clock), or 0 for none: the
   *     part stops then, wherever it waited in a queue
   */
  PartTask(java.util.List<String> parts, long deadlineEpochMillis, String version) {
    this.parts = java.util.List.copyOf(parts);
    this.deadlineEpochMillis = deadlineEpochMillis;
    this.version = version;
  }

  /** How many parts the batch carries. */
  int size() {
    return parts.size();
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
    StringBuilder answer = new StringBuilder();
    // a cancelled task (the coordinator's Ctrl-C or time limit) interrupts this thread: the part
    // being counted stops, and the parts after it are not started
    Cancellation cancellation = InterruptWatch.start();
    RUNNING.incrementAndGet();
    try {
      for (String part : parts) {
        if (cancellation.isCancelled() || Thread.currentThread().isInterrupted()) {
          break;
        }
        Duration limit =
            deadlineEpochMillis == 0
                ? null
                : Duration.ofMillis(Math.max(1, deadlineEpochMillis - System.currentTimeMillis()));
        PartCount c =
            PartCounter.count(
                Part.parse(part),
                limit,
                cancellation,
                Members.address(member.getCluster().getLocalMember()));
        answer.append(c.status().name()).append('\n').append(c.text()).append('\n');
      }
    } finally {
      RUNNING.decrementAndGet();
      InterruptWatch.stop();
    }
    return answer.toString();
  }
}
