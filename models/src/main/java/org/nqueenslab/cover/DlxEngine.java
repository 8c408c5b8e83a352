package org.nqueenslab.cover;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.dlx.SolutionVisitor;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.split.SplitCounter;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * Dancing Links on the queens exact cover (TAOCP 7.2.2.1; Knuth's DLX1, and his Algorithm M when the number of
 * queens needs multiplicities): {@link QueensCover} encodes the problem, pawns and any number of queens included,
 * {@link DancingLinks} searches it. Single-threaded its nodes and updates are those of DLX1 on the same matrix.
 * Several threads count subproblems: the problem with the options the search chooses at its top levels taken
 * ({@link DancingLinks#split}: each option of the first chosen item and, for balance, of the next): their queens
 * placed, and the segments their empty options leave empty made holes; summed by {@link SplitCounter}, the
 * statistics, top levels included, still add up to the one-thread figures. A search whose first choice is a count
 * with multiplicities cannot be cut into such parts and runs on one thread, as its note says.
 */
public final class DlxEngine implements Engine, Traceable {
  /** The engine option {@code split-depth=K}: how many levels of first choices make the parallel parts. */
  public static final String SPLIT_DEPTH = "split-depth";

  private static final int DEFAULT_SPLIT_DEPTH = 2;
  private static final Capabilities CAPABILITIES = Capabilities.of(EnumSet.allOf(Mode.class), 1024, Feature.TORUS,
      Feature.PAWNS, Feature.HOLES, Feature.FIXED_QUEENS, Feature.RECTANGULAR, Feature.OTHER_QUEEN_COUNTS,
      Feature.THREADS, Feature.UNIQUE);

  @Override
  public String name() {
    return "dlx";
  }

  @Override
  public String summary() {
    return "Dancing Links: Algorithm X on the exact cover of ranks, files and diagonals (Knuth, DLX1); pawns and"
        + " other queen counts with Algorithm M (multiplicities, DLX3)";
  }

  @Override
  public Set<String> optionNames() {
    return Set.of(SPLIT_DEPTH);
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    if (request.symmetry() == SymmetryMode.UNIQUE && request.mode() != Mode.COUNT) {
      return "engine 'dlx' counts fundamental solutions but does not list them: use count --unique";
    }
    return Engine.super.whyUnsupported(problem, request);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    if (request.symmetry() == SymmetryMode.UNIQUE) {
      return DlxUnique.count(name(), problem, request);
    }
    boolean counting = request.isFullCount();
    QueensCover queens = QueensCover.of(problem);
    boolean classicShape = problem.pawns().isEmpty() && problem.queens() == Math.min(problem.rows(), problem.cols());
    String note = classicShape ? null : "exact cover: " + queens.encoding();
    if (counting && request.threads() > 1) {
      DancingLinks.Split split = new DancingLinks(queens.exactCover())
          .split(queens.forcedOptions(), splitDepth(request));
      if (split.parts().size() > 1) {
        return countInParallel(problem, queens, split, request);
      }
      if (queens.needsMultiplicities()) {
        note = "counted on one thread: the search starts with a count of empty segments (Algorithm M), whose "
            + "branches are not subproblems; " + note;
      }
    }
    Budget budget = Budget.start(request);
    DancingLinks dlx = new DancingLinks(queens.exactCover());
    Progress progress = request.progress();
    long[] reported = new long[2]; // nodes and solutions already added to the progress
    SearchLimits limits = SearchLimits.NONE.withStopCheck((nodes, solutions) -> {
      progress.addNodes(nodes - reported[0]);
      progress.addSolutions(solutions - reported[1]);
      reported[0] = nodes;
      reported[1] = solutions;
      return budget.exhausted();
    });
    SolutionVisitor visitor = null;
    if (!counting) {
      limits = limits.withSolutionLimit(request.solutionLimit());
      visitor = options -> request.onSolution().accept(placement(queens, options));
    }
    SearchResult r = dlx.search(queens.forcedOptions(), limits, visitor);
    progress.addNodes(r.nodes() - reported[0]);
    progress.addSolutions(r.solutions() - reported[1]);
    Status status = DlxStatus.of(r.reason(), budget);
    Statistics stats = Statistics.builder()
        .put(Statistics.NODES, r.nodes())
        .put(Statistics.UPDATES, r.updates())
        .build();
    return new Result(name(), status, r.solutions(), null, stats, budget.elapsed(), note);
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new org.nqueenslab.problem.BadInputException(why);
    }
    return DlxTrace.run(problem, tracer);
  }

  private static Placement placement(QueensCover queens, int[] options) {
    return Placement.of(queens.queens(options));
  }

  private int splitDepth(Request request) {
    return EngineOptions.wholeNumber(this, request, SPLIT_DEPTH, DEFAULT_SPLIT_DEPTH, 1, 4);
  }


  /**
   * Counts the parts of a split on a ForkJoinPool ({@link SplitCounter}) and adds the top levels of the search:
   * the solutions found there and their nodes and updates, so the figures are those of the one-thread search.
   */
  private Result countInParallel(Problem problem, QueensCover queens, DancingLinks.Split split, Request request) {
    Result parts = SplitCounter.count(this, problem, subproblems(problem, queens, split), request);
    SearchResult top = split.top();
    request.progress().addSolutions(top.solutions());
    Statistics stats = Statistics.builder()
        .put(Statistics.NODES, top.nodes())
        .put(Statistics.UPDATES, top.updates())
        .build()
        .plus(parts.statistics());
    return new Result(name(), parts.status(), top.solutions() + parts.solutions(), null, stats, parts.wallTime(),
        parts.note());
  }

  /**
   * The parts of a parallel count as problems: for each path of options the search chooses at its top levels, the
   * problem with those queens placed and the segments its empty options leave empty made holes (the encoding then
   * forces those empty options, so the part's search starts where the whole search left it). Their solution sets
   * partition the problem's, less the solutions found above the split depth (see {@link DancingLinks#split}); a part
   * with fewer free squares than queens has no solution and is left out.
   */
  static List<Subproblem> split(Problem problem, int depth) {
    QueensCover queens = QueensCover.of(problem);
    return subproblems(problem, queens, new DancingLinks(queens.exactCover()).split(queens.forcedOptions(), depth));
  }

  private static List<Subproblem> subproblems(Problem problem, QueensCover queens, DancingLinks.Split split) {
    List<Subproblem> parts = new ArrayList<>(split.parts().size());
    for (int[] path : split.parts()) {
      // A set, not a list: an emptied rank segment and an emptied file segment cross on a square, which a list
      // held twice, so the free squares below were undercounted and a part holding solutions was dropped (2 x 2,
      // one queen, two threads counted 3 instead of 4). Only squares that could hold a queen are emptied, but the
      // count below removes pawns and holes itself so that it never depends on that.
      Set<Square> emptied = new TreeSet<>();
      for (int option : path) {
        emptied.addAll(queens.emptied(option));
      }
      long stillFree = emptied.stream().filter(problem::canHoldQueen).count();
      long free = (long) problem.rows() * problem.cols() - problem.pawns().size() - problem.holes().size()
          - stillFree;
      if (free >= problem.queens()) {
        parts.add(new Subproblem(problem.toBuilder().holes(emptied).build().withFixed(queens.queens(path)), 1));
      }
    }
    return parts;
  }
}
