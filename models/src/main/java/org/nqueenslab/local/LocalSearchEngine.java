package org.nqueenslab.local;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.Traceable;

/**
 * What the local searches share: the classic board only, mode first only (a local search cannot
 * count), the exhaustive answer for n = 2 and 3 where no solution exists (so that a run without a
 * time limit still ends), the result with its statistics, and engine options ({@code --option
 * key=value}) read with clear messages.
 */
abstract class LocalSearchEngine implements Engine {
  /** The counters need 2n - 1 entries: keep that a valid Java array length. */
  static final int MAX_SIZE = 1_000_000_000;

  /** The largest n traced: each step carries the whole board and its attacking pairs. */
  static final int TRACE_MAX_SIZE = 100_000;

  private static final Capabilities CAPABILITIES =
      Capabilities.of(EnumSet.of(Mode.FIRST), MAX_SIZE);

  /**
   * One search's outcome: the files by rank of a solution (null when stopped) and the statistics.
   */
  record Outcome(int[] files, Statistics statistics, String note) {}

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public final Result solve(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    int n = problem.n();
    Outcome outcome;
    if (n > 1 && n <= SmallBoards.EXHAUSTIVE_UP_TO) {
      int[] files = SmallBoards.solveExhaustively(n);
      if (files == null) {
        return new Result(
            name(),
            Status.COMPLETE,
            0,
            null,
            Statistics.EMPTY,
            budget.elapsed(),
            SmallBoards.noSolutionNote(n));
      }
      outcome = new Outcome(files, Statistics.EMPTY, "checked every permutation");
    } else {
      outcome = search(n, request, budget);
    }
    if (outcome.files() == null) {
      Status status = budget.stopStatus() != null ? budget.stopStatus() : Status.TIMEOUT;
      return new Result(
          name(), status, 0, null, outcome.statistics(), budget.elapsed(), outcome.note());
    }
    // the solve time: measured before the consumer, which may verify the solution and write it to a
    // file
    java.time.Duration solveTime = budget.elapsed();
    request.onSolution().accept(Placement.wrapFilesByRank(outcome.files()));
    return new Result(
        name(), Status.LIMIT_REACHED, 1, null, outcome.statistics(), solveTime, outcome.note());
  }

  /**
   * Searches the n x n board (n = 1 or n >= 4) until a solution or until the budget is exhausted.
   */
  abstract Outcome search(int n, Request request, Budget budget);

  /** The note of a search whose budget ran out before its board was whole. */
  static final String STOPPED_WHILE_ALLOCATING =
      "stopped while the board was allocated, before the search began";

  /**
   * A numeric engine option in [min, max], or {@code fallback} when not given ({@link
   * EngineOptions#number}).
   */
  double option(Request request, String key, double fallback, double min, double max) {
    return EngineOptions.number(this, request, key, fallback, min, max);
  }

  /**
   * The traced search: the classic board, where the search can end (no solution exists for n = 2
   * and 3, and a local search would repair forever).
   */
  public String whyNotTraceable(String engine, Problem problem) {
    if (!problem.isClassic()) {
      return "engine '"
          + engine
          + "' traces only the plain n x n board, got "
          + problem.describe()
          + ": drop the board options";
    }
    if (problem.n() > TRACE_MAX_SIZE) {
      return "engine '"
          + engine
          + "' traces boards up to n = "
          + TRACE_MAX_SIZE
          + " (each step lists the whole board), got n = "
          + problem.n()
          + ": solve it instead";
    }
    if (problem.n() > 1 && problem.n() <= SmallBoards.EXHAUSTIVE_UP_TO) {
      return "n = "
          + problem.n()
          + " has no solution and a local search would repair forever: trace a complete search,"
          + " e.g. --engine wirth";
    }
    return null;
  }

  /** A local search traces its search for a first solution. */
  public Mode traceMode() {
    return Mode.FIRST;
  }

  /** The trace's header: the seed and the engine's settings, and the search's marks. */
  TraceHeader localHeader(String engine, Problem problem, long seed, Map<String, String> options) {
    Map<String, String> all = new LinkedHashMap<>();
    all.put("seed", Long.toString(seed));
    all.putAll(options);
    Traceable self = (Traceable) this;
    return new TraceHeader(
        problem,
        engine,
        all,
        self.traceCounters(),
        self.traceNote(),
        null,
        Set.of(Role.CONFLICTED));
  }

  /** Throws the bad-input line when the problem cannot be traced. */
  void requireTraceable(Problem problem) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
  }

  /** A repair moves a queen from square to square: nothing is emptied by a backtrack. */
  public boolean traceVacatesSquares() {
    return false;
  }
}
