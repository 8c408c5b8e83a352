package org.nqueenslab.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartCounter;

/**
 * A batch of parts sent to a member: their text lines in, for each its status and checkpoint line
 * out (two lines a part), so what crosses the network is plain text, written and read field by
 * field ({@link Wire}). Parts travel in batches because one task per part made a round trip per
 * part (86 % overhead at n = 17, the decisions page). A member of another version refuses the
 * batch; a part beyond the member's {@link PartLimits} is answered {@link #REFUSED} with one line
 * saying why, and the parts after it are not counted.
 */
final class PartTask
    implements Callable<String>, IdentifiedDataSerializable, HazelcastInstanceAware {
  /** The most parts one task carries. */
  static final int MAX_PARTS = 64;

  /** The status word of an answer that refuses a part; the next line says why. */
  static final String REFUSED = "REFUSED";

  /** How many tasks this JVM counts now: what a cancelled count must bring back to zero. */
  static final java.util.concurrent.atomic.AtomicInteger RUNNING =
      new java.util.concurrent.atomic.AtomicInteger();

  private List<String> parts;
  private long deadlineEpochMillis;
  private String version;
  private transient HazelcastInstance member;

  /** For {@link Wire}'s factory, which reads the fields in. */
  PartTask() {}

  /**
   * @param deadlineEpochMillis when the count's time limit ends (wall clock), or 0 for none: the
   *     part stops then, wherever it waited in a queue
   */
  PartTask(List<String> parts, long deadlineEpochMillis, String version) {
    this.parts = List.copyOf(parts);
    this.deadlineEpochMillis = deadlineEpochMillis;
    this.version = version;
  }

  /** How many parts the batch carries. */
  int size() {
    return parts.size();
  }

  @Override
  public int getFactoryId() {
    return Wire.FACTORY_ID;
  }

  @Override
  public int getClassId() {
    return Wire.PART_TASK;
  }

  @Override
  public void writeData(ObjectDataOutput out) throws IOException {
    out.writeString(version);
    out.writeLong(deadlineEpochMillis);
    out.writeInt(parts.size());
    for (String part : parts) {
      out.writeString(part);
    }
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    version = in.readString();
    deadlineEpochMillis = in.readLong();
    int count = in.readInt();
    if (count < 0 || count > MAX_PARTS) { // a list sized by the sender is not allocated unread
      throw new IOException(
          "a task of " + count + " parts: at most " + MAX_PARTS + " travel together");
    }
    parts = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      parts.add(in.readString());
    }
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance instance) {
    this.member = instance;
  }

  @Override
  public String call() {
    String mine = member.getCluster().getLocalMember().getAttribute(Members.VERSION);
    if (!mine.equals(version)) {
      throw new IllegalStateException(
          "member runs nqueens-lab " + mine + ", the coordinator " + version);
    }
    String address = Members.address(member.getCluster().getLocalMember());
    Object configured = member.getUserContext().get(PartLimits.CONTEXT_KEY);
    PartLimits limits = configured instanceof PartLimits l ? l : PartLimits.DEFAULT;
    StringBuilder answer = new StringBuilder();
    // a cancelled task (the coordinator's Ctrl-C or time limit) interrupts this thread: the part
    // being counted stops, and the parts after it are not started
    Cancellation cancellation = InterruptWatch.start();
    RUNNING.incrementAndGet();
    try {
      for (String line : parts) {
        if (cancellation.isCancelled() || Thread.currentThread().isInterrupted()) {
          break;
        }
        try {
          PartCount c =
              PartCounter.count(
                  limits.admit(line, address),
                  limits.timeLimit(deadlineEpochMillis),
                  cancellation,
                  address);
          answer.append(c.status().name()).append('\n').append(c.text()).append('\n');
        } catch (BadInputException e) {
          // the message is one line of ours; a line break in it would split the answer's pairs
          answer
              .append(REFUSED)
              .append('\n')
              .append(e.getMessage().replace('\n', ' '))
              .append('\n');
          break;
        }
      }
    } finally {
      RUNNING.decrementAndGet();
      InterruptWatch.stop();
    }
    return answer.toString();
  }
}
