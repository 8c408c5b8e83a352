package org.nqueenslab.mip;

import com.google.ortools.linearsolver.MPSolver;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.nqueenslab.cpsat.OrToolsNative;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.split.ListingParts;

/**
 * Integer programming: the 0/1 board ({@link BoardProgram}) solved by branch and bound through
 * OR-Tools' linear solver (SCIP by default, CBC on request), its LP relaxation solved by Glop for
 * the bound beside the integer answer; further solutions by no-good cuts, one solve each, a
 * teaching tool on small boards.
 */
public final class MipEngine implements Optimizing {
  /** The largest board side for a first solution (n^2 variables; SCIP found n = 60 in 6 s here). */
  public static final int MAX_SIZE = 60;

  /**
   * The largest side it counts or lists: a branch and bound per solution, part by part from n = 8
   * (n = 8 in 1.2 s, 9 in 5.5 s, 10 in 18 s on the 2-core AMD EPYC, decisions page).
   */
  public static final int ENUMERATION_MAX_SIZE = 10;

  private static final String SOLVER = "solver";

  private static final Capabilities CAPABILITIES =
      Capabilities.oneThreadEveryProblem(MAX_SIZE).with(Feature.DOMINATION);

  /**
   * SCIP without presolving or cutting planes: on these small, tight programs they cost more than
   * the branching they save (the decisions page has the figures: n = 8 counted in 4.0 s instead of
   * 15.8 s, n = 30's first solution in 0.24 s instead of 2.5 s).
   */
  private static final String SCIP_SETTINGS =
      "presolving/maxrounds = 0\nseparating/maxrounds = 0\nseparating/maxroundsroot = 0\n"
          // Ctrl-C is the JVM's to handle (the watcher passes it on): SCIP catching it itself ended
          // the solve before the budget knew, which read as a failure
          + "misc/catchctrlc = FALSE";

  /**
   * SCIP's primal heuristics off, for a listing or a count: each of its solves either finds one
   * more solution or proves there is none, and on programs this small the heuristics SCIP runs at
   * every solve cost more than they find (decisions page: n = 10 counted in half the time). A first
   * solution keeps them: n = 30's took three times as long without them.
   */
  private static final String SCIP_LISTING_SETTINGS =
      heuristicsOff(
          "adaptivediving alns clique completesol conflictdiving crossover "
              + "distributiondiving farkasdiving feaspump fracdiving gins guideddiving "
              + "indicator intshifting linesearchdiving locks lpface multistart "
              + "nlpdiving objpscostdiving ofins oneopt padm pscostdiving randrounding "
              + "rens reoptsols rins rootsoldiving rounding shiftandpropagate shifting "
              + "simplerounding subnlp trivial trivialnegation trysol undercover "
              + "vbounds veclendiving zirounding");

  /**
   * SCIP settings giving each named heuristic no frequency: a loop, since a lambda here would cost
   * every command's start-up, which loads the engines (StartupPathTest).
   */
  private static String heuristicsOff(String names) {
    StringBuilder settings = new StringBuilder();
    for (String heuristic : names.split(" ")) {
      settings.append("\nheuristics/").append(heuristic).append("/freq = -1");
    }
    return settings.toString();
  }

  /** The smallest side whose listing is split into parts (as the sat engine splits). */
  private static final int SPLIT_FROM = 8;

  /** How often the watcher looks at the budget while the native solver runs. */
  private static final long WATCH_MILLIS = 20;

  @Override
  public String name() {
    return "mip";
  }

  @Override
  public String summary() {
    return "integer programming through OR-Tools' linear solver (SCIP or CBC) on the 0/1 board,"
        + " the LP relaxation's bound beside the answer; more solutions by no-good cuts";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Set<String> optionNames() {
    return Set.of(SOLVER);
  }

  @Override
  public int countMaxSize() {
    return ENUMERATION_MAX_SIZE;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    String why = Optimizing.super.whyUnsupported(problem, request);
    if (why != null && request.symmetry() == SymmetryMode.UNIQUE) {
      return why + ": the mip engine states no symmetry cuts; count them with bitmask";
    }
    int side = Math.max(problem.rows(), problem.cols());
    if (why == null && request.mode() != Mode.FIRST && side > ENUMERATION_MAX_SIZE) {
      return Capabilities.listingLimit(
          name(),
          "one branch and bound per solution (no-good cuts)",
          ENUMERATION_MAX_SIZE,
          problem);
    }
    return why != null ? why : OrToolsNative.unavailableReason(name());
  }

  @Override
  public Result solve(Problem problem, Request request) {
    String unavailable = OrToolsNative.unavailableReason(name());
    if (unavailable != null) {
      throw new IllegalStateException(unavailable);
    }
    String solverName = solverName(request);
    Budget budget = Budget.start(request);
    double bound = relaxationBound(problem);
    List<Problem> parts = parts(problem, request, budget);
    Search search = new Search(request, budget, problem.queens());
    Program first = null;
    for (Problem part : parts) {
      if (search.status != Status.COMPLETE) {
        break;
      }
      MPSolver solver = MPSolver.createSolver(solverName.toUpperCase(Locale.ROOT));
      if (solver == null) {
        throw new IllegalStateException(
            "engine 'mip' cannot make OR-Tools' " + solverName + " solver here: try solver=scip");
      }
      Watcher watcher = new Watcher(solver, budget);
      try {
        BoardProgram program = BoardProgram.state(solver, part, true);
        if (first == null) {
          first =
              new Program(
                  solver.solverVersion(), program.variables().size(), program.constraints());
        }
        if (solverName.equals("scip")
            && !solver.setSolverSpecificParametersAsString(
                SCIP_SETTINGS + (request.mode() == Mode.FIRST ? "" : SCIP_LISTING_SETTINGS))) {
          // a parameter this SCIP does not know: say so rather than run with the others unset
          throw new IllegalStateException(solver.solverVersion() + " refused a setting");
        }
        watcher.start();
        search.run(solver, program, parts.size() == 1);
      } finally {
        watcher.finish();
        solver.delete();
      }
    }
    if (search.status == Status.COMPLETE && budget.exhausted()) {
      search.status = budget.stopStatus();
    }
    return new Result(
            name(),
            search.status,
            search.solutions,
            null,
            Statistics.builder()
                .put(Statistics.NODES, search.nodes)
                .put(Statistics.LP_ITERATIONS, search.iterations)
                .build(),
            budget.elapsed(),
            note(first, bound, search, parts.size()))
        .withThreadsUsed(1);
  }

  @Override
  public Optimized optimize(Problem board, boolean minimize, Request request) {
    String unavailable = OrToolsNative.unavailableReason(name());
    if (unavailable != null) {
      throw new IllegalStateException(unavailable);
    }
    return ProgramOptimum.solve(board, minimize, request, solverName(request));
  }

  /**
   * The problem itself for a first solution or a small board; else its parts, the first two ranks
   * placed (the split the counts use): each part's program is smaller and meets few cuts, where one
   * program gathering every cut slowed each solve (n = 9: 352 solutions in 70 s).
   */
  private static List<Problem> parts(Problem problem, Request request, Budget budget) {
    if (request.mode() == Mode.FIRST || Math.max(problem.rows(), problem.cols()) < SPLIT_FROM) {
      return List.of(problem);
    }
    return ListingParts.of(problem, budget::exhausted);
  }

  /** The solver the request's option names: scip (the default) or cbc. */
  private static String solverName(Request request) {
    String solverName = request.option(SOLVER, "scip").toLowerCase(Locale.ROOT);
    if (!solverName.equals("scip") && !solverName.equals("cbc")) {
      throw new BadInputException(
          "mip option solver=" + solverName + " is not known: choose solver=scip or solver=cbc");
    }
    return solverName;
  }

  /** What the note says of the (first) program: the solver's version and the program's size. */
  private record Program(String version, int variables, int constraints) {}

  /**
   * The optimum of the LP relaxation (Glop's simplex): the most pieces a fractional board holds.
   */
  private static double relaxationBound(Problem problem) {
    MPSolver lp = MPSolver.createSolver("GLOP");
    try {
      BoardProgram.state(lp, problem, false);
      MPSolver.ResultStatus status = lp.solve();
      return status == MPSolver.ResultStatus.OPTIMAL ? lp.objective().value() : Double.NaN;
    } finally {
      lp.delete();
    }
  }

  private static String note(Program first, double bound, Search search, int parts) {
    String optimum =
        parts > 1
            ? "not sought (" + parts + " parts, each a program of its own)"
            : search.firstOptimum < 0 ? "not reached" : Long.toString(search.firstOptimum);
    return String.format(
        Locale.ROOT,
        "%s; %d 0/1 variables, %d constraints; %d pieces asked: LP relaxation bound %.3f (Glop),"
            + " integer optimum %s; %d branch and bound runs, each after a solution with one"
            + " no-good cut more",
        first == null ? "no solver run" : first.version(),
        first == null ? 0 : first.variables(),
        first == null ? 0 : first.constraints(),
        search.asked,
        bound,
        optimum,
        search.solves);
  }

  /** Branch and bound, then a cut and again, until the optimum falls short or a limit is met. */
  private static final class Search {
    private final Request request;
    private final Budget budget;
    private final long limit;
    final int asked;
    long solutions;
    long nodes;
    long iterations;
    long solves;
    long firstOptimum = -1;

    /** COMPLETE while there is more to do; else why it stopped. */
    Status status = Status.COMPLETE;

    Search(Request request, Budget budget, int asked) {
      this.request = request;
      this.budget = budget;
      this.asked = asked;
      this.limit = request.mode() == Mode.FIRST ? 1 : request.solutionLimit();
    }

    /** Lists the program's solutions; {@code whole}: it is the whole problem's. */
    void run(MPSolver solver, BoardProgram program, boolean whole) {
      while (solutions < limit) {
        if (budget.exhausted()) {
          status = budget.stopStatus();
          return;
        }
        java.time.Duration left = budget.remainingTimeLimit();
        if (left != null) {
          solver.setTimeLimit(Math.max(1, left.toMillis()));
        }
        MPSolver.ResultStatus result = solver.solve();
        solves++;
        nodes += solver.nodes();
        iterations += solver.iterations();
        boolean found =
            result == MPSolver.ResultStatus.OPTIMAL || result == MPSolver.ResultStatus.FEASIBLE;
        long optimum = found ? Math.round(solver.objective().value()) : -1;
        if (whole && firstOptimum < 0 && result == MPSolver.ResultStatus.OPTIMAL) {
          firstOptimum = optimum;
        }
        if (found && optimum == asked) {
          List<Square> pieces = program.pieces();
          solutions++;
          request.progress().addSolutions(1);
          if (request.mode() != Mode.COUNT) {
            request.onSolution().accept(Placement.of(pieces));
          }
          if (solutions < limit) {
            program.forbid(solver, pieces);
          }
          continue;
        }
        if (result == MPSolver.ResultStatus.OPTIMAL || result == MPSolver.ResultStatus.INFEASIBLE) {
          return; // proven: no (other) placement of all the pieces
        }
        // stopped by its time limit (a few milliseconds before the budget's own clock, perhaps:
        // the loop looks again) or interrupted by the watcher; else the solver failed
        if (left == null && !budget.interruptedWithin(java.time.Duration.ofSeconds(1))) {
          throw new IllegalStateException(
              "engine 'mip': the " + solver.solverVersion() + " solve ended " + result);
        }
      }
      status = Status.LIMIT_REACHED;
    }
  }

  /**
   * Interrupts the native solve once the budget runs out: a time limit is also given to the solver,
   * but Ctrl-C only reaches it this way (SCIP honours {@code interruptSolve}).
   */
  static final class Watcher extends Thread {
    private final MPSolver solver;
    private final Budget budget;
    private volatile boolean done;

    Watcher(MPSolver solver, Budget budget) {
      super("mip-budget-watcher");
      setDaemon(true);
      this.solver = solver;
      this.budget = budget;
    }

    @Override
    public void run() {
      while (!done) {
        if (budget.exhausted()) {
          solver.interruptSolve();
        }
        try {
          Thread.sleep(WATCH_MILLIS);
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    void finish() {
      done = true;
      interrupt();
      try {
        join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
