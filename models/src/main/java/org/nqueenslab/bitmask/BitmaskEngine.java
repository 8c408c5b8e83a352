package org.nqueenslab.bitmask;

import java.util.List;
import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.split.SegmentSubproblems;
import org.nqueenslab.split.SplitCounter;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.split.Subproblems;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * The reference engine: bitboard backtracking (files and diagonals as bit masks, lowest set bit
 * first). The classic board is counted one border constellation per symmetry class ({@link
 * ConstellationCounter}); other problems, and the classic board with option {@code method=halving}
 * (the textbook baseline), with first-rank mirror halving when they have that symmetry (T. Rolfe,
 * "Optimal Queens", Dr. Dobb's; M. Somers), split into subproblems on a ForkJoinPool for several
 * threads, and with {@code --unique} by Rolfe's canonical check at the leaves ({@link
 * MirrorHalvingCounter}). The option chooses how counts are made: solutions are listed by the
 * rank-by-rank search either way. Pawns, other numbers of queens and rectangular boards go to the
 * search over line segments ({@link SegmentSearch}), kept apart from these loops.
 */
public final class BitmaskEngine implements Engine, Traceable {
  /** The engine option choosing how the classic board is counted. */
  static final String METHOD = "method";

  static final String CONSTELLATIONS = "constellations";
  static final String HALVING = "halving";
  private static final Capabilities CAPABILITIES =
      Capabilities.everyProblem(64).with(Feature.MIXED_PIECES);

  @Override
  public String name() {
    return "bitmask";
  }

  @Override
  public String summary() {
    return "bitboard backtracking, one border constellation per symmetry class, torus: the reference";
  }

  @Override
  public Set<String> optionNames() {
    return Set.of(METHOD);
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    if (halving(request) && !(problem.isClassic() && problem.n() <= ParallelClassCount.MAX_N)) {
      return "engine 'bitmask' with "
          + METHOD
          + "="
          + HALVING
          + " counts the classic n x n board only, n <= "
          + ParallelClassCount.MAX_N
          + ": leave the option out";
    }
    return Engine.super.whyUnsupported(problem, request);
  }

  /**
   * True for {@code method=halving}; false for the default {@code method=constellations}.
   *
   * @throws BadInputException for any other option or value
   */
  private boolean halving(Request request) {
    return EngineOptions.choice(this, request, METHOD, List.of(CONSTELLATIONS, HALVING))
        .equals(HALVING);
  }

  /**
   * True when a count of {@code problem} as {@code request} asks runs by border constellations (the
   * default count of the classic board up to 32 x 32), whose nodes Knuth's estimator predicts
   * ({@link ConstellationParts#estimatedNodes}).
   */
  public boolean countsByConstellations(Problem problem, Request request) {
    return countsByOrbitClasses(problem, request) && !halving(request);
  }

  /** True when the count runs by orbit classes ({@link #countBySymmetry}), either method. */
  private boolean countsByOrbitClasses(Problem problem, Request request) {
    return request.isFullCount()
        && problem.isClassic()
        && problem.n() <= ParallelClassCount.MAX_N
        && (request.symmetry() == SymmetryMode.UNIQUE || !halving(request));
  }

  @Override
  public Result solve(Problem problem, Request request) {
    if (problem.isMixed()) {
      return solveMixed(problem, request);
    }
    if (needsSegments(problem) && request.symmetry() != SymmetryMode.UNIQUE) {
      return solveBySegments(problem, request);
    }
    boolean counting = request.isFullCount();
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    if (countsByOrbitClasses(problem, request)) {
      return countBySymmetry(problem.n(), request);
    }
    if (unique) {
      return countCanonical(problem, request);
    }
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
        // Rolfe's mirror halving: queens of the first free rank in the left half count twice, the
        // middle once.
        int n = board.n;
        long leftHalf = (1L << (n / 2)) - 1;
        long middle = n % 2 == 1 ? 1L << (n / 2) : 0L;
        BitmaskSearch left =
            new BitmaskSearch(board.restrict(rank, leftHalf), budget, request.progress());
        solutions = 2 * left.count();
        BitmaskSearch mid =
            new BitmaskSearch(board.restrict(rank, middle), budget, request.progress());
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
    Status status =
        stopped
            ? budget.stopStatus()
            : solutions >= request.solutionLimit() ? Status.LIMIT_REACHED : Status.COMPLETE;
    return new Result(
            name(),
            status,
            solutions,
            null,
            Statistics.builder().put(Statistics.NODES, nodes).build(),
            budget.elapsed(),
            note)
        .withThreadsUsed(1); // no split: the search ran on this thread
  }

  /**
   * True for the problems the rank-mask search cannot state (it places exactly one queen on each
   * rank of a square board): pawns, another number of queens, rectangular boards. They go to {@link
   * SegmentSearch}.
   */
  static boolean needsSegments(Problem problem) {
    return !(problem.isSquare() && problem.hasOneQueenPerRank());
  }

  /**
   * Pawns, other queen counts, rectangles: the search over line segments, kept apart from the hot
   * loops above.
   */
  private Result solveBySegments(Problem problem, Request request) {
    boolean counting = request.isFullCount();
    if (counting && request.threads() > 1) {
      List<Subproblem> parts = SegmentSubproblems.split(problem, 2);
      if (parts.size() > 1) {
        return SplitCounter.count(this, problem, parts, request);
      }
    }
    Budget budget = Budget.start(request);
    SegmentSearch search = new SegmentSearch(SegmentBoard.of(problem), budget, request.progress());
    long solutions =
        counting ? search.count() : search.visit(request.solutionLimit(), request.onSolution());
    Status status =
        search.stopped
            ? budget.stopStatus()
            : solutions >= request.solutionLimit() ? Status.LIMIT_REACHED : Status.COMPLETE;
    return new Result(
            name(),
            status,
            solutions,
            null,
            Statistics.builder().put(Statistics.NODES, search.nodes).build(),
            budget.elapsed(),
            problem.pawns().isEmpty()
                ? "search rank by rank, any number of queens per rank"
                : "search over line segments (ranks, files, diagonals cut by pawns)")
        .withThreadsUsed(1); // no split: the search ran on this thread
  }

  /**
   * Several kinds of pieces: the square-by-square search of {@link MixedSearch}, on one thread;
   * with {@code --unique} each solution is kept when it is the smallest of its images (Rolfe's
   * check at the leaves), as {@link #countCanonical} does.
   */
  private Result solveMixed(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    MixedSearch search = new MixedSearch(problem, budget, request.progress());
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    OrbitTally orbits = unique ? new OrbitTally(SymmetryGroup.of(problem)) : null;
    long solutions;
    if (unique) {
      search.visit(Request.NO_LIMIT, orbits::addIfCanonical);
      solutions = orbits.total();
    } else if (request.isFullCount()) {
      solutions = search.count();
    } else {
      solutions = search.visit(request.solutionLimit(), request.onSolution());
    }
    Status status =
        search.stopped
            ? budget.stopStatus()
            : !unique && solutions >= request.solutionLimit()
                ? Status.LIMIT_REACHED
                : Status.COMPLETE;
    Statistics.Builder stats = Statistics.builder().put(Statistics.NODES, search.nodes);
    return new Result(
            name(),
            status,
            solutions,
            unique ? orbits.orbits() : null,
            (unique ? orbits.addTo(stats) : stats).build(),
            budget.elapsed(),
            "square by square, each kind's reach from its own moves"
                + (unique ? "; unique = orbits, canonical solutions kept at the leaves" : ""))
        .withThreadsUsed(1); // no split: the search ran on this thread
  }

  /**
   * The classic board: only one border constellation per orbit is searched ({@link
   * ConstellationCounter}), and the total is the sum of the orbit sizes, so a plain count costs
   * what a unique count costs. With {@code method=halving} (unique counts only: a plain count with
   * it is the mirror-halving search of {@link #solve}) the first rank's left half is searched and
   * the canonical solutions kept at the leaves ({@link MirrorHalvingCounter}).
   */
  private Result countBySymmetry(int n, Request request) {
    Budget budget = Budget.start(request);
    boolean halving = halving(request);
    ParallelClassCount c =
        halving
            ? ParallelClassCount.byMirrorHalving(n, request.threads(), budget, request.progress())
            : ParallelClassCount.byConstellations(n, request.threads(), budget, request.progress());
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    Statistics.Builder stats = Statistics.builder().put(Statistics.NODES, c.nodes);
    if (unique) {
      stats.put(Statistics.LEAVES_REJECTED, c.rejected);
      stats
          .put(Statistics.ORBITS_OF + 8, c.classes[8])
          .put(Statistics.ORBITS_OF + 4, c.classes[4])
          .put(Statistics.ORBITS_OF + 2, c.classes[2]);
      if (c.classes[1] > 0) {
        stats.put(Statistics.ORBITS_OF + 1, c.classes[1]);
      }
    }
    // stopped without a spent budget: the waiting thread was interrupted
    Status status =
        !c.stopped
            ? Status.COMPLETE
            : budget.stopStatus() != null ? budget.stopStatus() : Status.INTERRUPTED;
    String how =
        halving
            ? "first-rank mirror halving, each solution kept when no image under the 8 symmetries is smaller (Rolfe);"
                + " "
                + c.rejected
                + " of "
                + (c.rejected + c.unique())
                + " solutions rejected at the leaves"
            : "border queens placed first, one constellation per orbit of the 8 symmetries, then the most constrained"
                + " line first";
    return new Result(
        name(),
        status,
        c.total(),
        unique ? c.unique() : null,
        stats.build(),
        budget.elapsed(),
        how
            + "; total = sum of orbit sizes"
            + (request.threads() > 1 ? ", " + request.threads() + " threads" : ""));
  }

  /**
   * Fundamental solutions of any other problem: every solution is enumerated and kept only when it
   * is the lexicographically smallest of its images under the problem's symmetry group (Rolfe's
   * Listing Five), weighted by its orbit size. A filter, not a pruning: it costs a full
   * enumeration.
   */
  private Result countCanonical(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    OrbitTally orbits = new OrbitTally(SymmetryGroup.of(problem));
    long[] leaves = {0};
    java.util.function.Consumer<org.nqueenslab.problem.Placement> keepCanonical =
        s -> {
          leaves[0]++;
          orbits.addIfCanonical(s);
        };
    long nodes;
    boolean stopped;
    if (needsSegments(problem)) {
      SegmentSearch search =
          new SegmentSearch(SegmentBoard.of(problem), budget, request.progress());
      search.visit(Request.NO_LIMIT, keepCanonical);
      nodes = search.nodes;
      stopped = search.stopped;
    } else {
      BitmaskSearch search =
          new BitmaskSearch(BitmaskBoard.of(problem), budget, request.progress());
      search.visit(Request.NO_LIMIT, keepCanonical);
      nodes = search.nodes;
      stopped = search.stopped;
    }
    Statistics.Builder stats =
        orbits.addTo(
            Statistics.builder()
                .put(Statistics.NODES, nodes)
                .put(Statistics.LEAVES_REJECTED, leaves[0] - orbits.orbits()));
    Status status = stopped ? budget.stopStatus() : Status.COMPLETE;
    return new Result(
            name(),
            status,
            orbits.total(),
            orbits.orbits(),
            stats.build(),
            budget.elapsed(),
            "unique = orbits under the problem's "
                + orbits.group().order()
                + " symmetries; canonical solutions kept at"
                + " the leaves")
        .withThreadsUsed(1); // no split: the search ran on this thread
  }

  /**
   * Every board the engine solves: one queen on every rank (holes, queens placed in advance, tori)
   * by the rank search, pawns and other numbers of queens by the segment search.
   */
  @Override
  public String whyNotTraceable(String engine, Problem problem) {
    return null;
  }

  @Override
  public boolean tracesAnyPiece() {
    return true;
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
    return BitmaskTrace.run(problem, tracer);
  }

  @Override
  public java.util.Map<String, String> traceCounters() {
    return Traceable.meanings(
        org.nqueenslab.engine.Statistics.NODES, "queens placed",
        org.nqueenslab.engine.Statistics.BACKTRACKS,
            "queens lifted because the next line has no free square");
  }

  @Override
  public String traceNote() {
    return "Bitboard backtracking (Rolfe; Somers): the free squares of a rank are computed at once as"
        + " a mask (for queens, of the files and diagonals taken; for another piece, of every square"
        + " a placed piece attacks), so an attacked square is never tested: no rejects, only pieces"
        + " placed, backtracks, solutions and the lifts of their last pieces.";
  }
}
