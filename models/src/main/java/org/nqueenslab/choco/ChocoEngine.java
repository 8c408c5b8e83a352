package org.nqueenslab.choco;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
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
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;

/**
 * The Choco Solver engine (Choco Solver 5 documentation and examples; CSPLib prob054): one variable per rank,
 * all-different on files and on both diagonals as offset views; see {@link ChocoModel} for the encoding, {@link
 * ChocoConfiguration} for the two configurations ({@code model=tuned}, the default, and {@code
 * model=nqueenglobal}) and {@link ChocoSearch} for the searches. Several threads count subproblems (queens of the
 * first two free ranks placed, mirror halving) each with its own solver, on a ForkJoinPool.
 *
 * <p>Reach (shared 2-core machine): counts to n = 13 in a few seconds; a first solution for n = 1,000 in one or
 * two seconds, n = 3,000 in about ten (domains are bit sets, so memory and time grow with n squared).
 *
 * <p>Toroidal boards and pawns need another encoding (pawns break the one-queen-per-rank rule): not supported yet.
 */
public final class ChocoEngine implements Engine {
  private static final Capabilities CAPABILITIES = Capabilities.of(EnumSet.allOf(Mode.class), 10_000,
      Feature.HOLES, Feature.FIXED_QUEENS, Feature.RECTANGULAR, Feature.THREADS);
  private static final Set<String> OPTIONS = Set.of(ChocoConfiguration.OPTION);

  @Override
  public String name() {
    return "choco";
  }

  @Override
  public String summary() {
    return "Choco Solver CSP: a variable per rank, all-different on files and diagonals (CSPLib prob054)";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    String why = Engine.super.whyUnsupported(problem, request);
    if (why == null && !problem.hasOneQueenPerRank()) {
      why = "engine '" + name() + "' needs one queen on every rank (queens = rows <= columns), got "
          + problem.describe() + ": turn the board so it has no more ranks than files, or choose another engine";
    }
    return why;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    ChocoConfiguration configuration = configuration(request);
    boolean counting = request.mode() == Mode.COUNT && request.solutionLimit() == Request.NO_LIMIT;
    if (counting && request.threads() > 1) {
      List<Subproblem> parts = Subproblems.split(problem, 2, true);
      if (parts.size() > 1) {
        Result r = SplitCounter.count(this, problem, parts, request);
        return r.withNote(r.note() + "; model=" + configuration.optionValue());
      }
    }
    Budget budget = Budget.start(request);
    ChocoModel model = ChocoModel.of(problem, configuration);
    if (model == null) {
      return new Result(name(), Status.COMPLETE, 0, null, Statistics.EMPTY, budget.elapsed(),
          "a rank has no square that can hold a queen");
    }
    ChocoSearch search = new ChocoSearch(model, configuration, request, budget);
    ChocoSearch.Outcome outcome = search.run();
    return new Result(name(), outcome.status(), outcome.solutions(), null, outcome.statistics(), budget.elapsed(),
        search.describe());
  }

  private static ChocoConfiguration configuration(Request request) {
    for (String key : request.options().keySet()) {
      if (!OPTIONS.contains(key)) {
        throw new BadInputException("unknown choco option '" + key + "': the choco engine takes "
            + ChocoConfiguration.OPTION + "=tuned or " + ChocoConfiguration.OPTION + "=nqueenglobal");
      }
    }
    return ChocoConfiguration.parse(request.option(ChocoConfiguration.OPTION, ChocoConfiguration.TUNED.optionValue()));
  }
}
