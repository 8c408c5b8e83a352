package org.nqueenslab.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * A count as a map over parts and a sum, with a checkpoint and any {@link PartRunner}: the parts a
 * checkpoint already holds are taken from it, the others are counted and each is written to the
 * checkpoint as it finishes. With redundancy every part is counted twice and a part whose two
 * counts differ is reported, not summed.
 */
public final class PartedCount {

  /** The count, and the parts whose redundant counts differed (their two lines each). */
  public record Outcome(Result result, List<String> differing) {}

  private final List<Part> parts;
  private final double[] sizes;
  private final Checkpoint checkpoint;
  private final PartRunner runner;

  /**
   * @param sizes the estimated size of each part (any unit), for the progress shown
   * @param checkpoint where finished parts are kept, or null
   */
  public PartedCount(List<Part> parts, double[] sizes, Checkpoint checkpoint, PartRunner runner) {
    this.parts = parts;
    this.sizes = sizes;
    this.checkpoint = checkpoint;
    this.runner = runner;
  }

  /** Counts every part not yet in the checkpoint, within the request's time limit. */
  public Outcome run(String engineLabel, Request request) {
    return run(engineLabel, request, Budget.start(request));
  }

  /**
   * As {@link #run(String, Request)} within a budget the caller started before estimating the
   * parts' sizes, so that the time limit and the time reported cover the estimates too.
   */
  public Outcome run(String engineLabel, Request request, Budget budget) {
    Map<String, PartCount> finished = new HashMap<>();
    // with redundancy, a part the checkpoint holds from fewer members (a run without it) is
    // counted again: one member's count is no check, and a faulty one's would pass as checked
    Map<String, PartCount> unconfirmed = new HashMap<>();
    if (checkpoint != null) {
      checkpoint
          .finished()
          .forEach(
              (key, c) ->
                  (c.memberCount() >= runner.copies() ? finished : unconfirmed).put(key, c));
    }
    Map<String, Double> sizeOf = new HashMap<>();
    double total = 0;
    double resumed = 0;
    List<Integer> todoIndex = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      Part p = parts.get(i);
      sizeOf.put(p.key(), sizes[i]);
      total += sizes[i];
      if (finished.containsKey(p.key())) {
        resumed += sizes[i];
      } else {
        todoIndex.add(i);
      }
    }
    // the largest parts first: the runners hand out parts in this order, so the last ones to finish
    // are small and no thread or member waits long for another at the end
    todoIndex.sort((a, b) -> Double.compare(sizes[b], sizes[a]));
    List<Part> todo = todoIndex.stream().map(parts::get).toList();
    double[] todoSizes = todoIndex.stream().mapToDouble(i -> sizes[i]).toArray();
    Progress progress = request.progress();
    progress.setUnitsTotal(parts.size());
    progress.setWork(total, resumed);
    for (PartCount c : finished.values()) {
      progress.addResumedSolutions(c.solutions());
      progress.unitDone();
    }
    int fromCheckpoint = finished.size();
    Map<String, PartCount> firstCopy = new HashMap<>();
    List<String> differing = new ArrayList<>();
    // what each copy of a part not yet counted whole found, for the lower bound of a count cut
    // short
    Map<String, List<Long>> found = new HashMap<>();
    String abandoned = null;
    // parts a member stopped at a time: the count's own limit, or the member's cap on each part
    java.util.concurrent.atomic.AtomicInteger timedOut =
        new java.util.concurrent.atomic.AtomicInteger();
    int threads = runner.threads(); // the members' as the count began, for a cluster
    try {
      runner.run(
          todo,
          todoSizes,
          budget.remainingTimeLimit(),
          request.cancellation(),
          c -> {
            if (c.status() == Status.TIMEOUT) {
              timedOut.incrementAndGet();
            }
            if (c.status() != Status.COMPLETE) {
              found.computeIfAbsent(c.key(), k -> new ArrayList<>()).add(c.solutions());
              return;
            }
            PartCount whole = c;
            if (runner.copies() > 1) {
              PartCount first = firstCopy.putIfAbsent(c.key(), c);
              if (first == null) {
                found.computeIfAbsent(c.key(), k -> new ArrayList<>()).add(c.solutions());
                return;
              }
              if (!first.sameCount(c)) {
                differing.add(first.text());
                differing.add(c.text());
                return;
              }
              whole = c.withMember(first.member() + "+" + c.member());
              PartCount earlier = unconfirmed.get(c.key());
              if (earlier != null && !earlier.sameCount(whole)) {
                // the two members agree, and the checkpoint's one member did not: a finding, and
                // the two members' line goes into the checkpoint beside the other, so a later run
                // refuses the pair (naming both lines) rather than trust the one it had
                differing.add(earlier.text());
                differing.add(whole.text());
                if (checkpoint != null) {
                  checkpoint.add(whole);
                }
                return;
              }
            }
            if (finished.putIfAbsent(whole.key(), whole) == null) {
              if (checkpoint != null) {
                checkpoint.add(whole);
              }
              progress.addSolutions(whole.solutions());
              progress.addNodes(whole.nodes());
              progress.unitDone();
              progress.addWork(sizeOf.getOrDefault(whole.key(), 0.0));
            }
          });
    } catch (PartRunner.Abandoned e) {
      abandoned = e.getMessage(); // the parts answered so far stand, as a partial count
    }
    Result result =
        sum(
                engineLabel,
                request,
                finished,
                found,
                !differing.isEmpty(),
                fromCheckpoint,
                timedOut.get(),
                budget)
            .withThreadsUsed(threads);
    // a member lost once every part was counted (with its copies) took nothing from the count
    if (abandoned != null && result.status() != Status.DISPUTED && finished.size() < parts.size()) {
      result = result.withStatus(Status.MEMBERS_LOST).withNote(result.note() + "; " + abandoned);
    }
    return new Outcome(result, differing);
  }

  /**
   * What a part cut short adds to the lower bound: the solutions its one copy found, or with
   * redundancy the fewer of its two copies' (a count the two members both reached), and nothing
   * while only one of the two has answered: each part counts once, and only for what was checked.
   */
  private long foundByEvery(List<Long> copies) {
    if (copies.size() < runner.copies()) {
      return 0;
    }
    return copies.stream().mapToLong(Long::longValue).min().orElse(0);
  }

  private Result sum(
      String engineLabel,
      Request request,
      Map<String, PartCount> finished,
      Map<String, List<Long>> found,
      boolean disputed,
      int fromCheckpoint,
      int timedOut,
      Budget budget) {
    boolean unique = !parts.isEmpty() && parts.get(0).unique();
    long solutions = 0;
    long fundamental = 0;
    long nodes = 0;
    long[] classes = new long[0];
    boolean tallied = false;
    for (PartCount c : finished.values()) {
      solutions += c.solutions();
      nodes += c.nodes();
      if (unique) {
        fundamental += c.unique();
      }
      if (unique && c.classes() != null) { // a free-pawn family's parts have no orbit sizes
        tallied = true;
        if (c.classes().length > classes.length) {
          classes = java.util.Arrays.copyOf(classes, c.classes().length);
        }
        for (int k = 0; k < c.classes().length; k++) {
          classes[k] += c.classes()[k];
        }
      }
    }
    for (Map.Entry<String, List<Long>> part : found.entrySet()) {
      if (!finished.containsKey(part.getKey())) {
        solutions += foundByEvery(part.getValue());
      }
    }
    Status status = Status.COMPLETE;
    if (disputed) {
      status = Status.DISPUTED;
    } else if (finished.size() < parts.size()) {
      status =
          request.cancellation().isCancelled()
              ? Status.INTERRUPTED
              : request.timeLimit() != null || timedOut > 0 ? Status.TIMEOUT : Status.INTERRUPTED;
    }
    Statistics.Builder stats = Statistics.builder().put(Statistics.NODES, nodes);
    if (tallied) {
      // every size the whole problem's group allows, 0 included, as a count in one process gives
      OrbitTally.addOrbits(stats, SymmetryGroup.of(parts.get(0).problem()).order(), classes);
    }
    String note =
        parts.size()
            + " parts ("
            + (fromCheckpoint > 0 ? fromCheckpoint + " from the checkpoint, " : "")
            + (finished.size() - fromCheckpoint)
            + " counted now"
            + (runner.copies() > 1 ? ", each on two members" : "")
            + (finished.size() < parts.size()
                ? ", " + (parts.size() - finished.size()) + " unfinished"
                : "")
            + ") on "
            + runner.describe()
            + (request.timeLimit() == null && timedOut > 0
                ? "; "
                    + timedOut
                    + " parts stopped at their member's time limit (worker --max-part-seconds)"
                : "");
    return new Result(
        engineLabel,
        status,
        solutions,
        unique ? fundamental : null,
        stats.build(),
        budget.elapsed(),
        note);
  }
}
