package org.nqueenslab.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.IExecutorService;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Which member counts which task next: each member is sent as many tasks as it has threads, plus
 * one waiting, and the next task only when one comes back (a member pulls work as it frees up), so
 * a fast member is never idle while a slow one has a queue. Hazelcast's own {@code submit} sends
 * each task to a random member, which left one member a queue while the other idled. With
 * redundancy each task goes to that many different members.
 */
final class Dispatch {
  /** The answers and failures, as the members' callbacks hand them over. */
  final BlockingQueue<ClusterRunner.Event> events = new LinkedBlockingQueue<>();

  private final IExecutorService executor;
  private final List<PartTask> tasks;
  private final int copies;

  /** Copies of each task still to send (a copy lost with its member is owed again). */
  private final int[] owed;

  /** Copies of each task still to answer. */
  private final int[] unanswered;

  /** The members that hold or answered each task: a second copy goes to another member. */
  private final List<Set<Member>> holders = new ArrayList<>();

  private final Map<Member, Integer> inFlight = new HashMap<>();

  /** The copies sent and not answered, each with its member (the callbacks remove them). */
  private final Map<Future<String>, Member> sent = new ConcurrentHashMap<>();

  private int left;
  private int next;

  Dispatch(IExecutorService executor, List<PartTask> tasks, int copies) {
    this.executor = executor;
    this.tasks = tasks;
    this.copies = copies;
    this.owed = new int[tasks.size()];
    this.unanswered = new int[tasks.size()];
    for (int i = 0; i < tasks.size(); i++) {
      owed[i] = copies;
      unanswered[i] = copies;
      holders.add(new HashSet<>());
    }
    this.left = tasks.size() * copies;
  }

  /** True when no copy is out with a member, or answered and not yet taken from {@link #events}. */
  boolean idle() {
    return sent.isEmpty() && events.isEmpty();
  }

  /** True when every copy of every task is answered. */
  boolean finished() {
    return left == 0;
  }

  /** Sends each member tasks until it holds its threads' worth and one more. */
  void fill(Set<Member> members) {
    for (Member m : members) {
      int capacity = Members.threads(m) + 1;
      while (inFlight.getOrDefault(m, 0) < capacity) {
        int task = nextFor(m);
        if (task < 0) {
          break;
        }
        send(task, m);
      }
    }
  }

  /** A copy of {@code task} came back from {@code member}. */
  void answered(int task, Member member) {
    inFlight.merge(member, -1, Integer::sum);
    unanswered[task]--;
    left--;
  }

  /** A copy of {@code task} was lost with {@code member}: it is owed again, to another member. */
  void lost(int task, Member member) {
    inFlight.remove(member);
    owed[task]++;
    next = Math.min(next, task);
    // the member stays among the holders, so the copy goes elsewhere
  }

  /** False when too few members are left to take the copies {@code task} still owes. */
  boolean canStillBeCounted(int task, Set<Member> members) {
    long others = members.stream().filter(m -> !holders.get(task).contains(m)).count();
    return copies == 1 ? !members.isEmpty() : others >= owed[task];
  }

  /** How long the coordinator waits for its members to acknowledge that they stop. */
  static final long CANCEL_WAIT_MILLIS = 2_000;

  /**
   * Tells the members to stop the tasks not answered yet (a Ctrl-C, a time limit), each on a thread
   * of its own and for at most {@link #CANCEL_WAIT_MILLIS} in all: a cancel waits for its member's
   * reply, and a member that hangs (stopped, or cut off) answers only when Hazelcast's heartbeat
   * gives it up, a minute later, with an exception. The count's answer does not wait for that.
   */
  void cancelUnanswered() {
    List<Thread> cancels = new ArrayList<>();
    for (Future<String> f : sent.keySet()) {
      Thread t =
          new Thread(
              () -> {
                try {
                  f.cancel(true);
                } catch (RuntimeException memberOrClientGone) {
                  // nothing more to tell a member that is gone, or a client cut off from them
                }
              },
              "nqueens-cancel");
      t.setDaemon(true);
      t.start();
      cancels.add(t);
    }
    long until = System.nanoTime() + CANCEL_WAIT_MILLIS * 1_000_000;
    try {
      for (Thread t : cancels) {
        t.join(Math.max(1, (until - System.nanoTime()) / 1_000_000));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private int nextFor(Member m) {
    for (int i = next; i < tasks.size(); i++) {
      if (owed[i] > 0 && (copies == 1 || !holders.get(i).contains(m))) {
        return i;
      }
    }
    return -1;
  }

  private void send(int task, Member m) {
    owed[task]--;
    holders.get(task).add(m);
    inFlight.merge(m, 1, Integer::sum);
    while (next < tasks.size() && owed[next] == 0) {
      next++;
    }
    Future<String> future = executor.submitToMember(tasks.get(task), m);
    sent.put(future, m);
    // Hazelcast's client futures are CompletableFutures: the answer is queued as it arrives
    ((CompletionStage<String>) future)
        .whenComplete(
            (answer, failure) -> {
              sent.remove(future);
              events.add(new ClusterRunner.Event(task, m, answer, failure));
            });
  }
}
