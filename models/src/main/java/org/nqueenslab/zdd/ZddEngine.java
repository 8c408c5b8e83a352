package org.nqueenslab.zdd;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * All solutions as one zero-suppressed decision diagram ({@link FrontierBuilder}, Minato; Knuth,
 * TAOCP 7.1.4): counted in one pass over its nodes, listed as its paths, a first solution as its
 * HI-most path; the note gives its size rank by rank.
 */
public final class ZddEngine implements Engine {
  /**
   * The largest board side: the states met grow about fivefold per side (n = 14 builds from
   * millions, 18 s and 0.9 GB), so n = 16 would need some 20 GB before any answer.
   */
  public static final int MAX_SIZE = 15;

  private static final Capabilities CAPABILITIES = Capabilities.oneThreadEveryProblem(MAX_SIZE);

  /** Solutions listed between two looks at the budget. */
  private static final int BUDGET_EVERY = 1 << 10;

  @Override
  public String name() {
    return "zdd";
  }

  @Override
  public String summary() {
    return "a zero-suppressed decision diagram of all solutions, built rank by rank from frontier"
        + " states (Minato; Knuth, TAOCP 7.1.4); counts without listing";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    String why = Engine.super.whyUnsupported(problem, request);
    if (why != null && request.symmetry() == SymmetryMode.UNIQUE) {
      return why
          + ": the diagram holds every solution and no sound reduction to one per symmetry class"
          + " is built yet; count them with bitmask";
    }
    return why;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    FrontierBuilder builder = new FrontierBuilder(problem, budget, request.progress());
    int root;
    try {
      root = builder.build();
    } catch (FrontierBuilder.Stopped stopped) {
      return Result.stoppedBeforeCounting(name(), budget, false, "building the diagram")
          .withThreadsUsed(1);
    }
    Zdd zdd = builder.diagram();
    Listing listing = new Listing(zdd, problem, request, budget);
    long solutions;
    Status status;
    if (request.mode() == Mode.COUNT) {
      long all = zdd.counts()[root];
      solutions = Math.min(all, request.solutionLimit());
      status = all >= request.solutionLimit() ? Status.LIMIT_REACHED : Status.COMPLETE;
      request.progress().addSolutions(solutions);
    } else {
      long limit = request.mode() == Mode.FIRST ? 1 : request.solutionLimit();
      listing.list(root, limit);
      solutions = listing.listed;
      status =
          listing.stopped
              ? budget.stopStatus()
              : solutions >= limit ? Status.LIMIT_REACHED : Status.COMPLETE;
    }
    return new Result(
            name(),
            status,
            solutions,
            null,
            Statistics.builder()
                .put(Statistics.DIAGRAM_NODES, zdd.size() - 2)
                .put(Statistics.STATES, builder.states())
                .build(),
            budget.elapsed(),
            describeSize(zdd, problem))
        .withThreadsUsed(1);
  }

  /** "ZDD of N nodes over S square variables; nodes per rank: a b c ...; widest rank r". */
  static String describeSize(Zdd zdd, Problem problem) {
    int[] perSquare = zdd.nodesPerVariable(problem.rows() * problem.cols());
    int[] perRank = new int[problem.rows()];
    for (int i = 0; i < perSquare.length; i++) {
      perRank[i / problem.cols()] += perSquare[i];
    }
    int widest = 0;
    StringBuilder ranks = new StringBuilder();
    for (int r = 0; r < perRank.length; r++) {
      ranks.append(r == 0 ? "" : " ").append(perRank[r]);
      if (perRank[r] > perRank[widest]) {
        widest = r;
      }
    }
    return "a ZDD of "
        + (zdd.size() - 2)
        + " nodes over "
        + perSquare.length
        + " square variables; nodes per rank: "
        + ranks
        + " (widest: rank "
        + (widest + 1)
        + ")";
  }

  /** The diagram's paths to the unit family, each a solution: its HI branches are its pieces. */
  private static final class Listing {
    private final Zdd zdd;
    private final Problem problem;
    private final Request request;
    private final Budget budget;
    private final List<Square> pieces = new ArrayList<>();
    long listed;
    boolean stopped;

    Listing(Zdd zdd, Problem problem, Request request, Budget budget) {
      this.zdd = zdd;
      this.problem = problem;
      this.request = request;
      this.budget = budget;
    }

    /** Lists the family below node, HI before LO (the order a backtracker meets them). */
    void list(int node, long limit) {
      if (node == Zdd.EMPTY || listed >= limit || stopped) {
        return;
      }
      if (node == Zdd.UNIT) {
        request.onSolution().accept(Placement.of(pieces));
        request.progress().addSolutions(1);
        if (++listed % BUDGET_EVERY == 0 && budget.exhausted()) {
          stopped = true;
        }
        return;
      }
      int v = zdd.variable(node);
      pieces.add(new Square(v / problem.cols(), v % problem.cols()));
      list(zdd.hi(node), limit);
      pieces.remove(pieces.size() - 1);
      list(zdd.lo(node), limit);
    }
  }
}
