package org.nqueenslab.choco;

import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.limits.FailCounter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMin;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainRandom;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.OrbitTally;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;

/**
 * Runs Choco's search on a {@link ChocoModel}: the solve loop ({@code while (solver.solve())}, one solution per
 * call, none stored: never {@code findAllSolutions}, which keeps them all), the configuration's search, the
 * budget as a stop criterion, and the solver's own counters.
 *
 * <p>A first solution (TUNED configuration) is searched differently from a count: first-fail with a random value
 * order seeded from the request, and Luby restarts every 100 fails or so. Without them a first solution for
 * n = 1,000 can take minutes (a bad early choice traps the search in a huge subtree); with them it takes about a
 * second. Restarts are never used while counting or enumerating: after a restart Choco would find solutions again.
 *
 * <p>A unique count (lex-leader constraints posted, {@link ChocoLexLeader}) breaks first-fail's ties at the first
 * rank instead of the middle, and weighs every solution found by its orbit size ({@link OrbitTally}).
 */
final class ChocoSearch {
  /** Fails before the first restart of a first-solution search; Luby's sequence scales it (1, 1, 2, 1, 1, 2, 4...). */
  private static final long LUBY_SCALE = 100;

  private final ChocoModel model;
  private final ChocoConfiguration configuration;
  private final Request request;
  private final Budget budget;
  private final Solver solver;
  private final boolean firstSolution;
  private final OrbitTally orbits;

  /**
   * @param orbits null for a plain search; for a unique count (lex-leader constraints posted), the tally that
   *     weighs each solution found, a canonical one, by its orbit size
   */
  ChocoSearch(ChocoModel model, ChocoConfiguration configuration, Request request, Budget budget, OrbitTally orbits) {
    this.model = model;
    this.configuration = configuration;
    this.request = request;
    this.budget = budget;
    this.orbits = orbits;
    this.solver = model.model.getSolver();
    this.firstSolution = request.mode() == Mode.FIRST && configuration == ChocoConfiguration.TUNED;
  }

  /**
   * Searches; returns how the run ended and how many solutions it found (with a tally: the sum of the orbit sizes,
   * and the number of canonical solutions found as the unique count).
   */
  Outcome run() {
    configureSearch();
    BudgetCriterion criterion = new BudgetCriterion(budget, solver, request.progress());
    solver.addStopCriterion(criterion);
    boolean deliver = request.mode() != Mode.COUNT;
    long limit = request.solutionLimit();
    long found = 0;
    while (found < limit && solver.solve()) {
      found++;
      if (orbits != null) {
        request.progress().addSolutions(orbits.add(model.placement()));
      } else {
        request.progress().addSolutions(1);
      }
      if (deliver) {
        request.onSolution().accept(model.placement());
      }
    }
    criterion.reportNodes();
    Status status;
    if (found >= limit) {
      status = Status.LIMIT_REACHED;
    } else if (solver.getSearchState() == SearchState.STOPPED) {
      status = budget.stopStatus() != null ? budget.stopStatus() : Status.INTERRUPTED;
    } else {
      status = Status.COMPLETE;
    }
    return orbits == null
        ? new Outcome(status, found, null, statistics())
        : new Outcome(status, orbits.total(), orbits.orbits(), statistics());
  }

  private void configureSearch() {
    if (configuration == ChocoConfiguration.NQUEENGLOBAL) {
      solver.setSearch(Search.minDomLBSearch(model.queens));
    } else if (orbits != null) {
      // Lex-leader constraints prune where the lex order starts, at the first rank: break first-fail's ties there,
      // not in the middle (n = 13: 0.84 s against 1.16 s with ties to the middle, nodes about the same).
      solver.setSearch(Search.intVarSearch(new FirstFail(model.model), new IntDomainMin(), model.queens));
    } else if (firstSolution) {
      solver.setSearch(Search.intVarSearch(new MiddleRankFirstFail(), new IntDomainRandom(request.seed()),
          model.queens));
      solver.setLubyRestart(LUBY_SCALE, new FailCounter(model.model, 0), Integer.MAX_VALUE);
    } else {
      solver.setSearch(Search.intVarSearch(new MiddleRankFirstFail(), new IntDomainMin(), model.queens));
    }
  }

  /** One line for the result: which configuration and which search ran. */
  String describe() {
    String text = "model=" + configuration.optionValue() + " (" + configuration.description() + ")";
    if (orbits != null && configuration == ChocoConfiguration.TUNED) {
      text += "; unique count: first-fail with ties to the first rank, where the lex order starts";
    }
    return firstSolution
        ? text + "; first solution: random value order (seed " + request.seed() + "), Luby restarts"
        : text;
  }

  private Statistics statistics() {
    Statistics.Builder b = Statistics.builder()
        .put(Statistics.NODES, solver.getNodeCount())
        .put(Statistics.BACKTRACKS, solver.getBackTrackCount())
        .put(Statistics.FAILS, solver.getFailCount())
        .put(Statistics.PROPAGATIONS, solver.getPropagationCount());
    if (firstSolution) {
      b.put(Statistics.RESTARTS, solver.getRestartCount());
    }
    if (orbits != null) {
      orbits.addTo(b);
    }
    return b.build();
  }

  /** How a search ended; {@code unique} is null unless fundamental solutions were counted. */
  record Outcome(Status status, long solutions, Long unique, Statistics statistics) {}
}
