package org.nqueenslab.cpsat;

import java.util.Map;
import java.util.Set;
import org.nqueenslab.cp.CpModelSupport;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.split.SegmentSubproblems;
import org.nqueenslab.split.Subproblems;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * The OR-Tools CP-SAT engine (OR-Tools documentation: CP-SAT, "Finding all solutions"; CSPLib
 * prob054), with two encodings side by side. Problems with one queen on every rank: one variable
 * per rank, {@code AddAllDifferent} on files and on both diagonals as affine expressions ({@link
 * CpSatModel}). Pawns, other numbers of queens and more ranks than files (issue 7): a Boolean per
 * square, {@code AddAtMostOne} per line segment, rank and file counters summing to the number of
 * queens ({@link CpSatBoardModel}, boards up to {@value CpModelSupport#BOARD_MAX_SIZE} x {@value
 * CpModelSupport#BOARD_MAX_SIZE}); the per-rank model stays wherever it applies, being much faster
 * there. {@link CpSatSearch} runs either. Several threads count subproblems, each with its own
 * single-worker solver: queens of the first two free ranks placed, with mirror halving ({@link
 * Subproblems}), or on the board every way the first two ranks' segments can hold queens ({@link
 * SegmentSubproblems}); one rank on boards wider than 222 files ({@link Subproblems#depthFor}).
 *
 * <p>The engine option {@code workers=K} runs CP-SAT itself with K search workers, for a first
 * solution only: OR-Tools documents that parallel enumeration finds solutions more than once, and
 * here it also lost solutions and sometimes never returned, so enumeration and counting refuse it
 * (parallel counting splits the board instead). Toroidal boards wrap the per-rank model's diagonals
 * through auxiliary variables ({@link CpSatModel}), and a unique count on a torus adds the
 * translations to the lex-leader images ({@link CpSatLexLeader}); on the board a torus only makes
 * segments wrap.
 *
 * <p>{@code count --unique} adds lex-leader constraints ({@link CpSatLexLeader} on the ranks'
 * files, {@link CpSatBoardLexLeader} on the board): only the canonical solution of each orbit under
 * the problem's symmetry group (the symmetries that fix its pawns, holes and placed queens) is
 * found, and each is weighed by its orbit size to recover the total. Fundamental solutions are
 * counted, not listed: first and enumerate refuse {@code --unique}.
 *
 * <p>This class touches no OR-Tools class, so that registering the engine costs the other engines
 * nothing: the native library loads on the first problem this engine is asked about ({@link
 * OrToolsNative}).
 */
public final class CpSatEngine implements Traceable, Optimizing {
  /** The engine option for CP-SAT's own search workers (a first solution only). */
  public static final String WORKERS = "workers";

  private static final Capabilities CAPABILITIES = CpModelSupport.capabilities(1_000);
  private static final Set<String> OPTIONS = Set.of(WORKERS);

  @Override
  public String name() {
    return "cpsat";
  }

  @Override
  public String summary() {
    return "OR-Tools CP-SAT: a variable per rank, AddAllDifferent on files and diagonals (CSPLib prob054); with pawns"
        + " or other queen counts a 0/1 board (sides up to "
        + CpModelSupport.BOARD_MAX_SIZE
        + "), AddAtMostOne per line segment";
  }

  @Override
  public Set<String> optionNames() {
    return OPTIONS;
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    String why = CpModelSupport.whyUnsupported(name(), CAPABILITIES, problem, request);
    if (why == null) {
      why = parallelEnumeration(request);
    }
    return why != null ? why : OrToolsNative.unavailableReason();
  }

  @Override
  public Result solve(Problem problem, Request request) {
    int workers = workers(request);
    String refused = parallelEnumeration(request);
    if (refused != null) {
      throw new BadInputException(refused);
    }
    String unavailable = OrToolsNative.unavailableReason();
    if (unavailable != null) {
      throw new IllegalStateException(unavailable);
    }
    SymmetryGroup group =
        request.symmetry() == SymmetryMode.UNIQUE ? SymmetryGroup.of(problem) : null;
    boolean counting = request.isFullCount();
    if (counting && request.threads() > 1 && group != null && problem.torus()) {
      // Not split: every part is a whole CP-SAT model carrying the whole group's lex-leader chains,
      // and a torus's group has 8 n^2 symmetries, so the parts cost more than the search (found by
      // the differential test; the figures are on the decisions page)
      Result r = solve(problem, request, workers, group);
      return r.withThreadsUsed(1)
          .withNote(
              "counted on one thread: the parts of a split would each post the torus's "
                  + group.order()
                  + " lex-leader chains again; "
                  + r.note());
    }
    Result parts =
        CpModelSupport.countInParts(
            name(), problem, request, group, (part, single) -> solve(part, single, workers, group));
    if (parts != null) {
      return group == null ? parts : parts.withNote(parts.note() + "; " + lexLeaderNote(group));
    }
    // one search (a mix, a board that does not split, one thread): CP-SAT's workers are its threads
    return solve(problem, request, workers, group).withThreadsUsed(workers);
  }

  /**
   * One CP-SAT run on the problem, with lex-leader constraints for {@code group} when not null: a
   * variable per rank when the problem has one queen on every rank, else the Boolean board.
   */
  private Result solve(Problem problem, Request request, int workers, SymmetryGroup group) {
    Budget budget = Budget.start(request);
    CpSatFormulation formulation;
    if (problem.isMixed()) {
      formulation = CpSatMixedModel.of(problem);
    } else if (CpModelSupport.needsBoard(problem)) {
      CpSatBoardModel board = CpSatBoardModel.of(problem);
      if (group != null) {
        CpSatBoardLexLeader.add(board, problem, group);
      }
      formulation = board;
    } else {
      CpSatModel model = CpSatModel.of(problem);
      if (model == null) {
        return CpModelSupport.noSquareInARank(name(), group, budget.elapsed());
      }
      if (group != null) {
        CpSatLexLeader.add(model.model, model.queens, group, problem.cols());
      }
      formulation = model;
    }
    OrbitTally orbits = group == null ? null : new OrbitTally(group);
    CpSatSearch search = new CpSatSearch(formulation, request, budget, workers, orbits);
    CpSatSearch.Outcome outcome = search.run();
    String note = search.describe();
    if (group != null) {
      note += "; " + lexLeaderNote(group);
    }
    return new Result(
        name(),
        outcome.status(),
        outcome.solutions(),
        outcome.unique(),
        outcome.statistics(),
        budget.elapsed(),
        note);
  }

  /**
   * The Boolean board with the number of pieces as its objective ({@link
   * CpSatBoardModel#optimizing}), CP-SAT's workers on it (a first solution's: the request's
   * threads, or the {@code workers} option).
   */
  @Override
  public Optimized optimize(Problem board, boolean minimize, Request request) {
    Request first = request.withMode(Mode.FIRST);
    Budget budget = Budget.start(first);
    int workers = workers(first);
    CpSatSearch search =
        new CpSatSearch(CpSatBoardModel.optimizing(board, minimize), first, budget, workers, null);
    CpSatSearch.Optimization o = search.optimize();
    int best = o.best() == null ? -1 : o.best().size();
    int bound = o.proved() ? best : Optimized.bound(o.bound(), minimize, board);
    Result run =
        new Result(
            name(),
            o.status(),
            o.best() == null ? 0 : 1,
            null,
            o.statistics(),
            budget.elapsed(),
            "objective: "
                + (minimize ? "minimize" : "maximize")
                + " the pieces; "
                + search.describe().replace("first solution: ", ""));
    return new Optimized(
        best,
        o.best(),
        o.proved() && best >= 0,
        bound,
        "CP-SAT's bound met its best placement (OPTIMAL)",
        run);
  }

  private static String lexLeaderNote(SymmetryGroup group) {
    return "unique = orbits under the problem's "
        + group.order()
        + " symmetries: lex-leader constraints"
        + " (prefix-equal chains, one per image) keep the canonical solution of each, total = sum of orbit sizes";
  }

  /**
   * Why {@code workers=K > 1} is refused for anything but a first solution: CP-SAT's parallel
   * enumeration repeats solutions (sat_parameters.proto, enumerate_all_solutions), lost some of
   * them here (47 of 92 on 8 x 8), and one run in twenty to thirty never returned; null when
   * allowed.
   */
  private String parallelEnumeration(Request request) {
    if (request.mode() == Mode.FIRST) {
      return null;
    }
    int workers = workers(request);
    return workers == 1
        ? null
        : "cpsat option "
            + WORKERS
            + "="
            + workers
            + " is for a first solution only: CP-SAT's parallel workers repeat and lose solutions"
            + " when enumerating, and can hang; list or count with one worker (a count's --threads splits the board)";
  }

  /**
   * The workers option: 1 unless asked; a first solution may use the request's threads as CP-SAT
   * workers.
   */
  private int workers(Request request) {
    int fallback = request.mode() == Mode.FIRST ? request.threads() : 1;
    return EngineOptions.wholeNumber(this, request, WORKERS, fallback, 1, 64);
  }

  /** What a CP-SAT trace cannot show, and why. */
  static final String TRACE_LIMITS =
      "CP-SAT is a lazy-clause-generation solver: it propagates, learns clauses from its conflicts"
          + " and restarts inside native code, and exposes neither its decisions nor what each"
          + " propagation removed. This trace shows only what it does expose: the lines of its own"
          + " search-progress log, each solution its callback reports (with the branches and"
          + " conflicts so far), and its final counters. No step here is a decision.";

  /** Every board CP-SAT solves (both encodings): what is traced is its log, not the model. */
  @Override
  public boolean showsSearchSteps() {
    return false; // lazy clause generation: only the log and the solutions are exposed
  }

  @Override
  public String whyNotTraceable(String engine, Problem problem) {
    return null;
  }

  @Override
  public Map<String, String> traceCounters() {
    return Traceable.meanings(
        Statistics.BRANCHES, "CP-SAT's branches (decisions) so far",
        Statistics.CONFLICTS, "conflicts so far, each one a learnt clause",
        Statistics.PROPAGATIONS, "binary and integer propagations (final counters only)");
  }

  @Override
  public String traceNote() {
    return "CP-SAT (OR-Tools) enumerating every solution with one worker and a fixed search:"
        + " propagation as in a CP solver, but every conflict is analysed into a clause it keeps"
        + " (it learns), so it never meets the same dead end twice.";
  }

  @Override
  public TraceHeader traceHeader(String engine, Problem problem, Request settings) {
    return new TraceHeader(
        problem,
        engine,
        Map.of(WORKERS, "1", "log_search_progress", "true"),
        traceCounters(),
        traceNote(),
        TRACE_LIMITS,
        Set.of());
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String unavailable = OrToolsNative.unavailableReason();
    if (unavailable != null) {
      throw new BadInputException(unavailable);
    }
    Request request = Request.enumerate(p -> {});
    Budget budget = Budget.start(request);
    CpSatFormulation formulation;
    if (problem.isMixed()) {
      formulation = CpSatMixedModel.of(problem);
    } else if (CpModelSupport.needsBoard(problem)) {
      formulation = CpSatBoardModel.of(problem);
    } else {
      formulation = CpSatModel.of(problem);
      if (formulation == null) {
        return true; // a rank without a square: no solution, nothing searched
      }
    }
    CpSatSearch search = new CpSatSearch(formulation, request, budget, 1, null);
    CpSatTrace steps = new CpSatTrace(problem, tracer);
    search.traceTo(steps);
    CpSatSearch.Outcome outcome = search.run();
    return outcome.status() == org.nqueenslab.engine.Status.COMPLETE && !tracer.stopped();
  }
}
