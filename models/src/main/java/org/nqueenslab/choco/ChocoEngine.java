package org.nqueenslab.choco;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.OrbitTally;
import org.nqueenslab.engine.RankModelSupport;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SplitCounter;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.Subproblem;
import org.nqueenslab.engine.Subproblems;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SymmetryGroup;

/**
 * The Choco Solver engine (Choco Solver 5 documentation and examples; CSPLib prob054): one variable per rank,
 * all-different on files and on both diagonals as offset views; see {@link ChocoModel} for the encoding, {@link
 * ChocoConfiguration} for the two configurations ({@code model=tuned}, the default, and {@code
 * model=nqueenglobal}) and {@link ChocoSearch} for the searches. Several threads count subproblems (queens of the
 * first two free ranks placed, mirror halving) each with its own solver, on a ForkJoinPool.
 *
 * <p>{@code count --unique} posts lex-leader constraints ({@link ChocoLexLeader}): only the canonical solution of
 * each orbit under the problem's symmetry group is found, and each is weighed by its orbit size to recover the
 * total. Fundamental solutions are counted, not listed: first and enumerate refuse {@code --unique}.
 *
 * <p>Reach (shared 2-core machine): counts to n = 13 in a few seconds; a first solution for n = 1,000 in one or
 * two seconds, n = 3,000 in about ten (domains are bit sets, so memory and time grow with n squared).
 *
 * <p>Toroidal boards keep the model and wrap the diagonals through auxiliary variables ({@link ChocoModel}); a
 * unique count on a torus adds the translations to the lex-leader images ({@link ChocoLexLeader}).
 * Pawns need another encoding (they break the one-queen-per-rank rule): not supported yet.
 */
public final class ChocoEngine implements Engine {
  private static final Capabilities CAPABILITIES = Capabilities.of(EnumSet.allOf(Mode.class), 10_000,
      Feature.TORUS, Feature.HOLES, Feature.FIXED_QUEENS, Feature.RECTANGULAR, Feature.THREADS, Feature.UNIQUE);
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
    return RankModelSupport.whyUnsupported(name(), CAPABILITIES, problem, request);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    ChocoConfiguration configuration = configuration(request);
    SymmetryGroup group = request.symmetry() == SymmetryMode.UNIQUE ? SymmetryGroup.of(problem) : null;
    boolean counting = request.mode() == Mode.COUNT && request.solutionLimit() == Request.NO_LIMIT;
    if (counting && request.threads() > 1) {
      // a unique count splits without mirror halving (the lex-leader constraints do that work) and keeps the whole
      // problem's group in every part: a part's own group, with the split's queens placed, would be smaller
      List<Subproblem> parts = Subproblems.split(problem, 2, group == null);
      if (parts.size() > 1) {
        Result r = SplitCounter.count(name(), (part, single) -> solve(part, single, configuration, group), problem,
            parts, request);
        return r.withNote(r.note() + "; model=" + configuration.optionValue()
            + (group == null ? "" : "; " + lexLeaderNote(group)));
      }
    }
    return solve(problem, request, configuration, group);
  }

  /** One search of the problem, with lex-leader constraints for {@code group} when not null. */
  private Result solve(Problem problem, Request request, ChocoConfiguration configuration, SymmetryGroup group) {
    Budget budget = Budget.start(request);
    ChocoModel model = ChocoModel.of(problem, configuration);
    if (model == null) {
      return new Result(name(), Status.COMPLETE, 0, group == null ? null : 0L, Statistics.EMPTY, budget.elapsed(),
          "a rank has no square that can hold a queen");
    }
    OrbitTally orbits = null;
    String note = "";
    if (group != null) {
      ChocoLexLeader.post(model.model, model.queens, group, problem.cols());
      orbits = new OrbitTally(group);
      note = "; " + lexLeaderNote(group);
    }
    ChocoSearch search = new ChocoSearch(model, configuration, request, budget, orbits);
    ChocoSearch.Outcome outcome = search.run();
    return new Result(name(), outcome.status(), outcome.solutions(), outcome.unique(), outcome.statistics(),
        budget.elapsed(), search.describe() + note);
  }

  private static String lexLeaderNote(SymmetryGroup group) {
    return "unique = orbits under the problem's " + group.order() + " symmetries: lex-leader constraints"
        + " (lexLessEq with each image) keep the canonical solution of each, total = sum of orbit sizes";
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
