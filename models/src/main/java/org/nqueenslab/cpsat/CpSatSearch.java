package org.nqueenslab.cpsat;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.symmetry.OrbitTally;

/**
 * Runs CP-SAT on an encoding ({@link CpSatFormulation}; OR-Tools documentation, "Finding all
 * solutions" and SatParameters).
 *
 * <p>Counting and enumerating set {@code enumerate_all_solutions} with exactly one worker ({@code
 * num_workers = 1}): with several workers CP-SAT finds solutions more than once or misses some, and
 * with presolve free to drop solutions it loses them, so {@code
 * keep_all_feasible_solutions_in_presolve} is set too (CP-SAT would set it itself; we say it).
 * Solutions are counted in a solution callback and never stored. The encoding chooses the search
 * ({@link CpSatFormulation#configureSearch}): for a count, a fixed one ({@code FIXED_SEARCH}; for
 * the per-rank model middle-out first-fail, minimum value first).
 *
 * <p>A first solution uses no enumeration and {@code randomize_search}, seeded from the request;
 * the per-rank model tries a random half of the domain first ({@code SELECT_RANDOM_HALF}). The time
 * limit is CP-SAT's {@code max_time_in_seconds}; the user's cancellation is polled by a watchdog
 * thread that calls {@code stopSearch()}.
 */
final class CpSatSearch {
  private static final long WATCH_INTERVAL_MILLIS = 50;
  private static final ScheduledExecutorService WATCHDOG =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "cpsat-watchdog");
            t.setDaemon(true);
            return t;
          });

  private final CpSatFormulation model;
  private final Request request;
  private final Budget budget;
  private final int workers;
  private final boolean firstSolution;
  private final OrbitTally orbits;
  private String strategy = "";

  /** Null for an untraced run. */
  private CpSatTrace trace;

  /**
   * @param orbits null for a plain search; for a unique count (lex-leader constraints added), the
   *     tally that weighs each solution found, a canonical one, by its orbit size
   */
  CpSatSearch(
      CpSatFormulation model, Request request, Budget budget, int workers, OrbitTally orbits) {
    this.model = model;
    this.request = request;
    this.budget = budget;
    this.workers = workers;
    this.orbits = orbits;
    this.firstSolution = request.mode() == Mode.FIRST;
  }

  /**
   * Sends CP-SAT's search-progress log and each solution to {@code steps} (before {@link #run}).
   */
  void traceTo(CpSatTrace steps) {
    this.trace = steps;
  }

  /** Searches; returns how the run ended, how many solutions were found and CP-SAT's counters. */
  Outcome run() {
    if (budget.exhausted()) {
      return new Outcome(
          budget.stopStatus(), 0, orbits == null ? null : 0L, Statistics.EMPTY); // cancelled
    }
    CpSolver solver = new CpSolver();
    configure(solver.getParameters());
    Sink sink =
        new Sink(
            model,
            request.solutionLimit(),
            request.mode() != Mode.COUNT ? request.onSolution() : null,
            request.progress(),
            orbits,
            trace);
    if (trace != null) {
      // the log goes to the callback only: standard output carries the command's data
      solver.getParameters().setLogSearchProgress(true).setLogToStdout(false);
      solver.setLogCallback(
          line -> {
            if (!trace.log(line)) {
              solver.stopSearch();
            }
          });
    }
    ScheduledFuture<?> watch =
        // a trace stops on its own bounds and Ctrl-C, which its callbacks see only when CP-SAT
        // calls them: at n = 200 it may log nothing for minutes
        watch(solver, () -> budget.exhausted() || trace != null && trace.stopped());
    CpSolverStatus status;
    try {
      status = solver.solve(model.model(), sink);
    } finally {
      watch.cancel(false);
      sink.delete(); // frees the callback's native peer now, not whenever the garbage collector
      // gets to it
    }
    if (sink.failure != null) {
      throw sink.failure;
    }
    if (status == CpSolverStatus.MODEL_INVALID) {
      throw new IllegalStateException("CP-SAT rejected the model: " + model.model().validate());
    }
    if (trace != null) {
      trace.end(statistics(solver));
    }
    return orbits == null
        ? new Outcome(status(status, sink.found), sink.found, null, statistics(solver))
        : new Outcome(
            status(status, sink.found), orbits.total(), orbits.orbits(), statistics(solver));
  }

  /**
   * The model's objective minimized or maximized (the number of pieces): CP-SAT's portfolio of
   * workers, its own search, the last improving solution kept; proved when CP-SAT says OPTIMAL (or
   * INFEASIBLE: no placement at all), else the best found and CP-SAT's best bound.
   */
  Optimization optimize() {
    CpSolver solver = new CpSolver();
    SatParameters.Builder p = solver.getParameters();
    p.setNumWorkers(workers);
    p.setCatchSigintSignal(false);
    strategy = model.configureSearch(p, true);
    p.setRandomSeed((int) (request.seed() ^ (request.seed() >>> 32)));
    // the LP relaxation of every constraint, not only the linear ones: the covering constraints'
    // relaxation is what bounds a domination number (8 x 8 in 0.6 s instead of 18 s, one worker)
    p.setLinearizationLevel(2);
    limitTime(p);
    Placement[] last = new Placement[1];
    CpSolverSolutionCallback keep =
        new CpSolverSolutionCallback() {
          @Override
          public void onSolutionCallback() {
            last[0] = model.placement(this);
            request.progress().addSolutions(1);
          }
        };
    ScheduledFuture<?> watch = watch(solver, budget::exhausted);
    CpSolverStatus status;
    try {
      status = budget.exhausted() ? CpSolverStatus.UNKNOWN : solver.solve(model.model(), keep);
    } finally {
      watch.cancel(false);
      keep.delete();
    }
    if (status == CpSolverStatus.MODEL_INVALID) {
      throw new IllegalStateException("CP-SAT rejected the model: " + model.model().validate());
    }
    boolean proved = status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE;
    Status how =
        proved ? Status.COMPLETE : budget.exhausted() ? budget.stopStatus() : Status.TIMEOUT;
    double bound =
        status == CpSolverStatus.UNKNOWN && last[0] == null
            ? Double.NaN
            : solver.bestObjectiveBound();
    return new Optimization(how, proved, last[0], bound, statistics(solver));
  }

  /**
   * What {@link #optimize} found: the best placement (null: none), CP-SAT's bound on the objective
   * (NaN when it has none), whether the search proved it.
   */
  record Optimization(
      Status status, boolean proved, Placement best, double bound, Statistics statistics) {}

  private void configure(SatParameters.Builder p) {
    p.setNumWorkers(workers);
    // CP-SAT's own SIGINT handler aborts the JVM (std::bad_function_call, exit 134); the command's
    // shutdown hook stops the search through the budget and prints the partial count instead
    p.setCatchSigintSignal(false);
    strategy = model.configureSearch(p, firstSolution);
    if (firstSolution) {
      p.setRandomizeSearch(true);
      p.setRandomSeed((int) (request.seed() ^ (request.seed() >>> 32)));
    } else {
      p.setEnumerateAllSolutions(true);
      p.setKeepAllFeasibleSolutionsInPresolve(true);
    }
    limitTime(p);
  }

  /** CP-SAT's own time limit: what is left of the budget's. */
  private void limitTime(SatParameters.Builder p) {
    Duration left = budget.remainingTimeLimit();
    if (left != null) {
      p.setMaxTimeInSeconds(Math.max(1e-3, left.toNanos() / 1e9));
    }
  }

  /**
   * Stops the solver from the watchdog's thread once {@code stop} says so (the budget: Ctrl-C never
   * reaches native code otherwise); cancel the returned future after the solve.
   */
  private static ScheduledFuture<?> watch(
      CpSolver solver, java.util.function.BooleanSupplier stop) {
    return WATCHDOG.scheduleAtFixedRate(
        () -> {
          if (stop.getAsBoolean()) {
            solver.stopSearch();
          }
        },
        0,
        WATCH_INTERVAL_MILLIS,
        TimeUnit.MILLISECONDS);
  }

  private Status status(CpSolverStatus status, long found) {
    if (found >= request.solutionLimit()) {
      return Status.LIMIT_REACHED;
    }
    if (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE) {
      return Status.COMPLETE; // a satisfaction problem: OPTIMAL means every solution was enumerated
    }
    // stopped early: by the watchdog (budget) or by CP-SAT's own time limit, a moment before the
    // budget's clock
    return budget.exhausted() ? budget.stopStatus() : Status.TIMEOUT;
  }

  private Statistics statistics(CpSolver solver) {
    var response = solver.response();
    if (response == null) { // the budget was spent before the solve: nothing ran to count
      return orbits == null
          ? Statistics.builder().build()
          : orbits.addTo(Statistics.builder()).build();
    }
    Statistics.Builder b =
        Statistics.builder()
            .put(Statistics.BRANCHES, response.getNumBranches())
            .put(Statistics.CONFLICTS, response.getNumConflicts())
            .put(
                Statistics.PROPAGATIONS,
                response.getNumBinaryPropagations() + response.getNumIntegerPropagations());
    return orbits == null ? b.build() : orbits.addTo(b).build();
  }

  /** One line for the result: the search that ran. */
  String describe() {
    String text =
        firstSolution
            ? "first solution: " + strategy + " (seed " + request.seed() + ")"
            : "enumerate_all_solutions, fixed search: " + strategy;
    return text + ", " + workers + (workers == 1 ? " worker" : " workers");
  }

  /**
   * Counts CP-SAT's solutions as they come (with a tally, weighs each by its orbit size), delivers
   * them when asked, and stops the search at the solution limit. Runs on CP-SAT's thread; an
   * exception from the consumer or the tally is kept and rethrown after the search, not thrown
   * through native code.
   */
  private static final class Sink extends CpSolverSolutionCallback {
    private final CpSatFormulation model;
    private final long limit;
    private final Consumer<Placement> consumer;
    private final Progress progress;
    private final OrbitTally orbits;
    private final CpSatTrace trace;
    private long found;
    private long reportedBranches;
    private RuntimeException failure;

    Sink(
        CpSatFormulation model,
        long limit,
        Consumer<Placement> consumer,
        Progress progress,
        OrbitTally orbits,
        CpSatTrace trace) {
      this.trace = trace;
      this.model = model;
      this.limit = limit;
      this.consumer = consumer;
      this.progress = progress;
      this.orbits = orbits;
    }

    @Override
    public void onSolutionCallback() {
      if (found >= limit || failure != null) {
        stopSearch(); // solutions CP-SAT reports after being asked to stop
        return;
      }
      found++;
      long branches = numBranches();
      progress.addNodes(branches - reportedBranches);
      reportedBranches = branches;
      try {
        if (orbits != null) {
          progress.addSolutions(orbits.add(model.placement(this)));
        } else {
          progress.addSolutions(1);
        }
        if (consumer != null) {
          consumer.accept(model.placement(this));
        }
      } catch (RuntimeException e) {
        failure = e;
      }
      if (trace != null && !trace.solution(model.placement(this), branches, numConflicts())) {
        stopSearch();
      }
      if (found >= limit || failure != null) {
        stopSearch();
      }
    }
  }

  /** How a search ended; {@code unique} is null unless fundamental solutions were counted. */
  record Outcome(Status status, long solutions, Long unique, Statistics statistics) {}
}
