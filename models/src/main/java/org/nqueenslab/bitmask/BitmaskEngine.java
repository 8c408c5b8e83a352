package org.nqueenslab.bitmask;

import java.util.EnumSet;
import java.util.List;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SplitCounter;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.Subproblem;
import org.nqueenslab.engine.Subproblems;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * The reference engine: bitboard backtracking (files and diagonals as 64-bit masks, lowest set bit first) with
 * first-rank mirror halving when counting (T. Rolfe, "Optimal Queens", Dr. Dobb's; M. Somers' counter). Several
 * threads count subproblems (queens of the first two free ranks placed) on a ForkJoinPool.
 */
public final class BitmaskEngine implements Engine, Traceable {
  private static final Capabilities CAPABILITIES =
      Capabilities.of(EnumSet.allOf(Mode.class), 64, Feature.HOLES, Feature.FIXED_QUEENS, Feature.THREADS);

  @Override
  public String name() {
    return "bitmask";
  }

  @Override
  public String summary() {
    return "bitboard backtracking with mirror halving (Rolfe; Somers): the reference";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    boolean counting = request.mode() == Mode.COUNT && request.solutionLimit() == Request.NO_LIMIT;
    if (counting && request.threads() > 1) {
      List<Subproblem> parts = Subproblems.split(problem, 2, true);
      if (parts.size() > 1) {
        return SplitCounter.count(this, problem, parts, request);
      }
    }
    Budget budget = Budget.start(request);
    BitmaskBoard board = BitmaskBoard.of(problem);
    long solutions;
    long nodes;
    boolean stopped;
    String note = null;
    if (counting) {
      int rank = board.firstFreeRank(problem);
      if (rank >= 0 && Subproblems.isMirrorSymmetric(problem)) {
        // Rolfe's mirror halving: queens of the first free rank in the left half count twice, the middle once.
        int n = board.n;
        long leftHalf = (1L << (n / 2)) - 1;
        long middle = n % 2 == 1 ? 1L << (n / 2) : 0L;
        BitmaskSearch left = new BitmaskSearch(board.restrict(rank, leftHalf), budget, request.progress());
        solutions = 2 * left.count();
        BitmaskSearch mid = new BitmaskSearch(board.restrict(rank, middle), budget, request.progress());
        solutions += middle == 0 || left.stopped ? 0 : mid.count();
        nodes = left.nodes + mid.nodes;
        stopped = left.stopped || mid.stopped;
        note = "mirror halving on rank " + (rank + 1);
      } else {
        BitmaskSearch search = new BitmaskSearch(board, budget, request.progress());
        solutions = search.count();
        nodes = search.nodes;
        stopped = search.stopped;
      }
    } else {
      BitmaskSearch search = new BitmaskSearch(board, budget, request.progress());
      solutions = search.visit(request.solutionLimit(), request.onSolution());
      nodes = search.nodes;
      stopped = search.stopped;
    }
    Status status = stopped ? budget.stopStatus()
        : solutions >= request.solutionLimit() ? Status.LIMIT_REACHED : Status.COMPLETE;
    return new Result(name(), status, solutions, null, Statistics.builder().put(Statistics.NODES, nodes).build(),
        budget.elapsed(), note);
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new org.nqueenslab.problem.BadInputException(why);
    }
    return BitmaskTrace.run(problem, tracer);
  }
}
