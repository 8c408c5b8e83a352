package org.nqueenslab.choco;

import java.util.Map;
import java.util.Set;
import org.nqueenslab.cp.CpModelSupport;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.EngineOptions;
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
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * The Choco Solver engine (Choco Solver 5 documentation and examples; CSPLib prob054), with two
 * encodings side by side. Problems with one queen on every rank: one variable per rank,
 * all-different on files and on both diagonals as offset views ({@link ChocoModel}; {@link
 * ChocoConfiguration} for its two configurations, {@code config=tuned}, the default, and {@code
 * config=nqueenglobal}). Pawns, other numbers of queens and more ranks than files (issue 7): a 0/1
 * variable per square, at most one queen per line segment, rank and file counters summing to the
 * number of queens ({@link ChocoBoardModel}, boards up to {@value CpModelSupport#BOARD_MAX_SIZE} x
 * {@value CpModelSupport#BOARD_MAX_SIZE}); the per-rank model stays wherever it applies, being much
 * faster there. {@link ChocoSearch} runs either. Several threads count subproblems each with its
 * own solver, on a ForkJoinPool: queens of the first two free ranks placed, with mirror halving
 * ({@link Subproblems}), or on the board every way the first two ranks' segments can hold queens
 * ({@link SegmentSubproblems}); one rank on boards wider than 222 files ({@link
 * Subproblems#depthFor}).
 *
 * <p>{@code count --unique} posts lex-leader constraints ({@link ChocoLexLeader} on the ranks'
 * files, {@link ChocoBoardLexLeader} on the board): only the canonical solution of each orbit under
 * the problem's symmetry group (the symmetries that fix its pawns, holes and placed queens) is
 * found, and each is weighed by its orbit size to recover the total. Fundamental solutions are
 * counted, not listed: first and enumerate refuse {@code --unique}.
 *
 * <p>Reach (shared 2-core machine): counts to n = 13 in a few seconds; a first solution for n =
 * 1,000 in one or two seconds, n = 3,000 in about ten (domains are bit sets, so memory and time
 * grow with n squared). With pawns: the free-pawn family n = 12 (65,712 arrangements) in under a
 * second; a first solution of n + 1 queens and a pawn for n = 100 in under a second.
 *
 * <p>Toroidal boards keep the per-rank model and wrap the diagonals through auxiliary variables
 * ({@link ChocoModel}); a unique count on a torus adds the translations to the lex-leader images
 * ({@link ChocoLexLeader}). On the board a torus only makes segments wrap.
 */
public final class ChocoEngine implements Traceable, Optimizing {
  private static final Capabilities CAPABILITIES = CpModelSupport.capabilities(10_000);
  private static final Set<String> OPTIONS = Set.of(ChocoConfiguration.OPTION);

  /** The largest side traced: each step classifies all n^2 squares against up to n queens. */
  static final int TRACE_MAX_SIZE = 200;

  @Override
  public String name() {
    return "choco";
  }

  @Override
  public String summary() {
    return "Choco Solver CSP: a variable per rank, all-different on files and diagonals (CSPLib prob054); with pawns"
        + " or other queen counts a 0/1 board (sides up to "
        + CpModelSupport.BOARD_MAX_SIZE
        + "), at most one queen per line segment";
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
    if (why == null
        && CpModelSupport.needsBoard(problem)
        && ChocoConfiguration.NQUEENGLOBAL
            .optionValue()
            .equals(request.option(ChocoConfiguration.OPTION, null))) {
      why =
          "engine 'choco' with "
              + ChocoConfiguration.OPTION
              + "="
              + ChocoConfiguration.NQUEENGLOBAL.optionValue()
              + " is Choco's per-rank example and needs one queen on every rank, got "
              + problem.describe()
              + ": leave the option out (the board of 0/1 variables takes this problem)";
    }
    return why;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    ChocoConfiguration configuration = configuration(request);
    SymmetryGroup group =
        request.symmetry() == SymmetryMode.UNIQUE ? SymmetryGroup.of(problem) : null;
    Result parts =
        CpModelSupport.countInParts(
            name(),
            problem,
            request,
            group,
            (part, single) -> solve(part, single, configuration, group));
    if (parts != null) {
      String model =
          CpModelSupport.needsBoard(problem)
              ? "Boolean board"
              : ChocoConfiguration.OPTION + "=" + configuration.optionValue();
      return parts.withNote(
          parts.note() + "; " + model + (group == null ? "" : "; " + lexLeaderNote(group)));
    }
    // one search (a mix, a board that does not split, one thread): on this thread
    return solve(problem, request, configuration, group).withThreadsUsed(1);
  }

  /**
   * One search of the problem, with lex-leader constraints for {@code group} when not null: a
   * variable per rank when the problem has one queen on every rank, else the Boolean board.
   */
  private Result solve(
      Problem problem, Request request, ChocoConfiguration configuration, SymmetryGroup group) {
    Budget budget = Budget.start(request);
    ChocoFormulation formulation;
    if (problem.isMixed()) {
      formulation = ChocoMixedModel.of(problem);
    } else if (CpModelSupport.needsBoard(problem)) {
      ChocoBoardModel board = ChocoBoardModel.of(problem);
      if (group != null) {
        ChocoBoardLexLeader.post(board, group, problem.rows(), problem.cols());
      }
      formulation = board;
    } else {
      ChocoModel model;
      try {
        model = ChocoModel.of(problem, configuration, budget::exhausted);
      } catch (java.util.concurrent.CancellationException stopped) {
        return new Result(
            name(),
            budget.stopStatus(),
            0,
            group == null ? null : 0L,
            Statistics.EMPTY,
            budget.elapsed(),
            "stopped while building the model");
      }
      if (model == null) {
        return CpModelSupport.noSquareInARank(name(), group, budget.elapsed());
      }
      if (group != null) {
        ChocoLexLeader.post(model.model, model.queens, group, problem.cols());
      }
      formulation = model;
    }
    OrbitTally orbits = group == null ? null : new OrbitTally(group);
    String note = group == null ? "" : "; " + lexLeaderNote(group);
    ChocoSearch search = new ChocoSearch(formulation, request, budget, orbits);
    ChocoSearch.Outcome outcome = search.run();
    return new Result(
        name(),
        outcome.status(),
        outcome.solutions(),
        outcome.unique(),
        outcome.statistics(),
        budget.elapsed(),
        search.describe() + note);
  }

  private static String lexLeaderNote(SymmetryGroup group) {
    return "unique = orbits under the problem's "
        + group.order()
        + " symmetries: lex-leader constraints"
        + " (one propagator per rank model, lexLessEq on the 0/1 board) keep the canonical solution of each,"
        + " total = sum of orbit sizes";
  }

  private ChocoConfiguration configuration(Request request) {
    return ChocoConfiguration.parse(
        EngineOptions.choice(
            this,
            request,
            ChocoConfiguration.OPTION,
            java.util.Arrays.stream(ChocoConfiguration.values())
                .map(ChocoConfiguration::optionValue)
                .toList()));
  }

  /**
   * The per-rank model is traced (plain boards, holes, queens placed in advance, tori); the 0/1
   * board of pawns and other queen counts is not: its decisions are about single squares.
   */
  @Override
  public String whyNotTraceable(String engine, Problem problem) {
    if (Math.max(problem.rows(), problem.cols()) > TRACE_MAX_SIZE) {
      return "engine 'choco' traces boards up to "
          + TRACE_MAX_SIZE
          + " x "
          + TRACE_MAX_SIZE
          + " (each step reads every square's domain), got "
          + problem.describe()
          + ": count or solve it instead";
    }
    return CpModelSupport.needsBoard(problem)
        ? "engine 'choco' traces its per-rank model (one queen on every rank, no pawns), got "
            + problem.describe()
            + ": trace this board with dlx or bitmask"
        : null;
  }

  @Override
  public Map<String, String> traceCounters() {
    return Traceable.meanings(
        Statistics.NODES, "search nodes opened (Choco's count)",
        Statistics.FAILS, "contradictions found by propagation (Choco's count)",
        Statistics.BACKTRACKS, "branches undone (Choco's count)");
  }

  @Override
  public String traceNote() {
    return "Choco's depth-first search on a variable per rank (Choco Solver 5; CSPLib prob054): each"
        + " decision puts a rank's queen on a file (the rank with the fewest files left, nearest the"
        + " middle) and is refuted on backtracking; after each, all-different propagation on files"
        + " and diagonals removes the squares the queens attack (+); squares out of the domains"
        + " that no queen attacks (-) are refuted decisions and, with config=nqueenglobal's"
        + " bound consistency, squares propagation proved can be in no solution. A failure names"
        + " the constraint that emptied a domain. It prunes ahead of the search and learns"
        + " nothing across branches.";
  }

  @Override
  public Set<String> traceOptionNames() {
    return OPTIONS;
  }

  @Override
  public TraceHeader traceHeader(String engine, Problem problem, Request settings) {
    return new TraceHeader(
        problem,
        engine,
        Map.of(ChocoConfiguration.OPTION, configuration(settings).optionValue()),
        traceCounters(),
        traceNote(),
        null,
        Set.of(Role.FORCED, Role.PRUNED, Role.ATTACKED));
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    return trace(problem, Request.enumerate(p -> {}), tracer);
  }

  /** The search of the configuration of {@code settings} ({@code config=}, tuned by default). */
  @Override
  public boolean trace(Problem problem, Request settings, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
    ChocoModel model = ChocoModel.of(problem, configuration(settings));
    return model == null || ChocoTrace.run(problem, model, tracer); // no square on a rank: no step
  }

  @Override
  public Optimized optimize(Problem board, boolean minimize, Request request) {
    return ChocoOptimum.solve(board, minimize, request);
  }
}
