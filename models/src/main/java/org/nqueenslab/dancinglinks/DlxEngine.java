package org.nqueenslab.dancinglinks;

import java.util.Set;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.ParallelCount;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.dlx.SolutionVisitor;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.RequestChecks;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * Dancing Links on the queens exact cover (TAOCP 7.2.2.1; Knuth's DLX1, and his Algorithm M when
 * the number of queens needs multiplicities): {@link QueensCover} encodes the problem, pawns and
 * any number of queens included, {@link DancingLinks} searches it. Single-threaded its nodes and
 * updates are those of DLX1 on the same matrix. Several threads count the parts of the search tree
 * that {@link ParallelCount} cuts at its top levels (each option of the first chosen item and, for
 * balance, of the next), on the same matrix: the figures, top levels included, add up to the
 * one-thread search's. A search whose first choice is a count with multiplicities cannot be cut
 * into such parts and runs on one thread, as its note says.
 */
public final class DlxEngine implements Engine, Traceable {
  /** Heap a count or search takes per square of the board, about. */
  static final double BYTES_PER_SQUARE = 350;

  /**
   * The engine option {@code split-depth=K}: how many levels of first choices make the parallel
   * parts.
   */
  public static final String SPLIT_DEPTH = "split-depth";

  private static final int DEFAULT_SPLIT_DEPTH = 2;
  private static final Capabilities CAPABILITIES = Capabilities.everyProblem(1024);

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
    return Set.of(SPLIT_DEPTH, QueenCount.OPTION);
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    if (request.symmetry() == SymmetryMode.UNIQUE) {
      return DlxUnique.count(name(), problem, request, queenCount(request));
    }
    boolean counting = request.isFullCount();
    // measured: n = 1000 counts in 400 MB of heap and not in 200 MB (the cover, its matrix and a
    // copy per search)
    RequestChecks.heap(
        "engine 'dlx' on " + problem.describe(),
        BYTES_PER_SQUARE * problem.rows() * problem.cols(),
        "choose a smaller board");
    Budget budget = Budget.start(request); // before the cover is built: the limit covers building
    QueensCover queens;
    try {
      queens = QueensCover.of(problem, queenCount(request), budget::exhausted);
    } catch (java.util.concurrent.CancellationException stopped) {
      return new Result(
          name(),
          budget.stopStatus(),
          0,
          null,
          Statistics.EMPTY,
          budget.elapsed(),
          QueensCover.STOPPED);
    }
    boolean classicShape =
        problem.pawns().isEmpty() && problem.queens() == Math.min(problem.rows(), problem.cols());
    String note = classicShape ? null : "exact cover: " + queens.encoding();
    DancingLinks dlx = new DancingLinks(queens.exactCover());
    if (budget.exhausted()) { // building the cover used the time up: no split, no search
      return new Result(
          name(), budget.stopStatus(), 0, null, Statistics.EMPTY, budget.elapsed(), note);
    }
    Progress progress = request.progress();
    SearchResult r;
    int threadsUsed = 1;
    if (counting && request.threads() > 1) {
      DlxProgress.Parts parts = new DlxProgress.Parts(progress);
      int depth = splitDepth(request);
      r =
          ParallelCount.count(
              dlx,
              queens.forcedOptions(),
              request.threads(),
              depth,
              SearchLimits.NONE.withStopCheck((nodes, solutions) -> budget.exhausted()),
              parts);
      threadsUsed = parts.count() > 1 ? request.threads() : 1;
      note =
          join(
              parts.count() > 1
                  ? "split into "
                      + parts.count()
                      + " parts (the options of the first "
                      + depth
                      + " choices) on "
                      + request.threads()
                      + " threads"
                  : queens.needsMultiplicities()
                      ? "counted on one thread: the search starts with a count of empty segments"
                          + " (Algorithm M), whose branches are not parts of the search tree"
                      : null,
              note);
      // the levels above the split, or the one search when there was no split, as the single-thread
      // path reports
      progress.addNodes(r.nodes() - progress.nodes());
      progress.addSolutions(r.solutions() - progress.solutions());
    } else {
      DlxProgress.OneSearch shown =
          new DlxProgress.OneSearch(progress, (nodes, solutions) -> budget.exhausted());
      SearchLimits limits = SearchLimits.NONE.withStopCheck(shown.stopCheck());
      SolutionVisitor visitor = null;
      if (!counting) {
        limits = limits.withSolutionLimit(request.solutionLimit());
        visitor = options -> request.onSolution().accept(placement(queens, options));
      }
      r = dlx.search(queens.forcedOptions(), limits, visitor);
      shown.finish(r);
    }
    Status status = DlxStatus.of(r.reason(), budget);
    Statistics stats =
        Statistics.builder()
            .put(Statistics.NODES, r.nodes())
            .put(Statistics.UPDATES, r.updates())
            .build();
    return new Result(name(), status, r.solutions(), null, stats, budget.elapsed(), note)
        .withThreadsUsed(threadsUsed);
  }

  private static String join(String a, String b) {
    return a == null ? b : b == null ? a : a + "; " + b;
  }

  /**
   * Dancing Links traces the boards Algorithm X solves: pawns, holes, queens placed in advance,
   * tori; not those whose cover needs multiplicities (Algorithm M), whose steps may place no queen.
   */
  @Override
  public String whyNotTraceable(String engine, Problem problem) {
    return whyNotTraceable(problem, QueensCover.of(problem));
  }

  private static String whyNotTraceable(Problem problem, QueensCover cover) {
    return cover.needsMultiplicities()
        ? "engine 'dlx' traces Algorithm X only, and "
            + problem.describe()
            + " needs multiplicities (Algorithm M): trace it with --engine bitmask"
        : null;
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    QueensCover cover = QueensCover.of(problem); // once: at n = 1024 it takes about 2 s
    String why = whyNotTraceable(problem, cover);
    if (why != null) {
      throw new org.nqueenslab.problem.BadInputException(why);
    }
    return DlxTrace.run(problem, cover, tracer);
  }

  private static Placement placement(QueensCover queens, int[] options) {
    return Placement.of(queens.queens(options));
  }

  /**
   * How the cover says "exactly m queens" when no direction does ({@code queen-count=}; empty
   * segments by default).
   */
  private QueenCount queenCount(Request request) {
    return QueenCount.of(
        EngineOptions.choice(
            this,
            request,
            QueenCount.OPTION,
            java.util.Arrays.stream(QueenCount.values()).map(QueenCount::optionValue).toList()));
  }

  private int splitDepth(Request request) {
    return EngineOptions.wholeNumber(this, request, SPLIT_DEPTH, DEFAULT_SPLIT_DEPTH, 1, 4);
  }

  @Override
  public java.util.Map<String, String> traceCounters() {
    return Traceable.meanings(
        "queens placed",
        "options tried (a queen on a square)",
        org.nqueenslab.engine.Statistics.BACKTRACKS,
        "queens lifted (dead ends and exhausted lines)");
  }

  @Override
  public String traceNote() {
    return "Dancing Links on the exact cover (Knuth, TAOCP 7.2.2.1): each queen goes on the line with"
        + " the fewest squares left, placing her removes every square she attacks, and a line with"
        + " no square left is a dead end found before any test. Pawns split lines into segments;"
        + " a torus wraps the diagonals.";
  }
}
