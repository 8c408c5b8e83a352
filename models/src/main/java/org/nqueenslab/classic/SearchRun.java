package org.nqueenslab.classic;

import java.util.function.DoubleSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;

/**
 * The bookkeeping every classic search shares, kept out of the algorithms so that each reads like
 * its source: the budget (polled every {@link #CHECK_INTERVAL} units of work), the solution limit,
 * delivery of solutions to the request's consumer, and the final status.
 */
final class SearchRun {
  /** Units of work (tests, candidates) between two looks at the clock and the cancellation flag. */
  static final int CHECK_INTERVAL = 1 << 14;

  private final Request request;
  private final Budget budget;
  private final boolean deliver;
  private final boolean uniqueOnly;
  private long untilCheck =
      1; // look at the budget on the first unit: a run cancelled before it starts stops at once
  private long solutions;
  private long fundamental;
  private boolean outOfBudget;

  /** The engine's own node count, for the progress (null: it counts none). */
  private LongSupplier nodes;

  private long reportedNodes;

  /** The search's estimate of the fraction of its tree explored (null: it makes none). */
  private DoubleSupplier fraction;

  private boolean limitReached;
  private boolean haltedByCaller;

  SearchRun(Request request) {
    this.request = request;
    this.budget = Budget.start(request);
    this.deliver = request.mode() != Mode.COUNT;
    this.uniqueOnly = request.symmetry() == SymmetryMode.UNIQUE;
  }

  /** A run without limits, for traces: the step bound halts it through {@link #halt()}. */
  static SearchRun unlimited() {
    return new SearchRun(Request.count());
  }

  /**
   * Notes one unit of work; true when the search must stop now (budget spent, limit reached or
   * halted).
   */
  boolean tick() {
    if (--untilCheck <= 0) {
      untilCheck = CHECK_INTERVAL;
      reportNodes();
      reportFraction();
      if (budget.exhausted()) {
        outOfBudget = true;
      }
    }
    return halted();
  }

  /**
   * Reads the progress's nodes off {@code nodes}, the count the engine reports as its {@link
   * Statistics#NODES}: a unit of work (a square tested, a candidate) is not a node.
   */
  void countNodesBy(LongSupplier nodes) {
    this.nodes = nodes;
  }

  /**
   * Shows {@code fraction}, the search's estimate of the fraction of its tree explored, as the
   * progress's fraction done (and so its time left).
   */
  void estimateProgressBy(DoubleSupplier fraction) {
    this.fraction = fraction;
    request.progress().estimateFractionDone(0);
  }

  /**
   * Knuth's estimate of the fraction of the tree explored (as DLX1 reports it) for a search that
   * tries the choices of each rank in order: {@code tried[k]} choices of rank k are behind it, out
   * of {@code choices.applyAsInt(k)}, for the first {@code depth} ranks, each rank weighed by the
   * product of the choices above it. It only grows as the search goes on.
   */
  static double explored(int[] tried, int depth, IntUnaryOperator choices) {
    double done = 0;
    double weight = 1;
    for (int rank = 0; rank < depth; rank++) {
      weight /= choices.applyAsInt(rank);
      done += tried[rank] * weight;
    }
    return done;
  }

  private void reportFraction() {
    if (fraction != null) {
      request.progress().estimateFractionDone(fraction.getAsDouble());
    }
  }

  private void reportNodes() {
    if (nodes != null) {
      long now = nodes.getAsLong();
      request.progress().addNodes(now - reportedNodes);
      reportedNodes = now;
    }
  }

  boolean halted() {
    return outOfBudget || limitReached || haltedByCaller;
  }

  /** Stops the search at the next check (a trace that has shown its steps). */
  void halt() {
    haltedByCaller = true;
  }

  /** Records a solution, one queen per rank, and delivers it unless counting. */
  void solution(int[] filesByRank) {
    solutions++;
    request.progress().addSolutions(1);
    if (deliver) {
      request.onSolution().accept(Placement.ofFilesByRank(filesByRank));
    }
    if (solutions >= request.solutionLimit()) {
      limitReached = true;
    }
  }

  /**
   * Records the first solution of an equivalence class, which stands for {@code equivalents}
   * solutions, and delivers it unless counting. With symmetry breaking the solution limit counts
   * these fundamental solutions.
   */
  void fundamentalSolution(int[] filesByRank, int equivalents) {
    fundamental++;
    solutions += equivalents;
    request.progress().addSolutions(equivalents);
    if (deliver) {
      request.onSolution().accept(Placement.ofFilesByRank(filesByRank));
    }
    if (fundamental >= request.solutionLimit()) {
      limitReached = true;
    }
  }

  long solutions() {
    return solutions;
  }

  Status status() {
    if (outOfBudget) {
      return budget.stopStatus();
    }
    return limitReached || haltedByCaller ? Status.LIMIT_REACHED : Status.COMPLETE;
  }

  Result result(String engine, Statistics statistics, String note) {
    if (fraction != null && status() == Status.COMPLETE) {
      request.progress().estimateFractionDone(1);
    }
    return new Result(
        engine,
        status(),
        solutions,
        uniqueOnly ? fundamental : null,
        statistics,
        budget.elapsed(),
        note);
  }
}
