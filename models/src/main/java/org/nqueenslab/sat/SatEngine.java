package org.nqueenslab.sat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
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
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * SAT4J on the problem's clauses ({@link CnfEncoding}): a first solution is one SAT call; every
 * further solution is the next call after a blocking clause "not all of the last solution's pieces"
 * (over the square variables only, so the count is the number of placements; the number of pieces
 * being fixed, no other placement contains them all). Counting is enumeration, one call per
 * solution: a teaching tool, not a counter.
 */
public final class SatEngine implements Engine, Traceable {
  /**
   * The largest board side for a first solution: SAT4J found n = 30 in 1.5 s and n = 60 in 63 s
   * (one run each), the clauses growing as n^2 per direction.
   */
  public static final int MAX_SIZE = 100;

  /**
   * The largest side it counts or lists: one SAT call per solution, about 1.6 ms each at n = 12
   * (14,200 solutions, 23 s), and n = 13 has five times as many; so that {@code compare} over a
   * range takes it only where it finishes.
   */
  public static final int ENUMERATION_MAX_SIZE = 12;

  /**
   * The largest side it counts or lists where ranks may hold no piece or several (pawns, other
   * numbers, other pieces): a free-pawn family is a problem per pawn square, and compare's default
   * set over {@code --free-pawns 1 -n 6..10} spent 70 s in this engine where bitmask took 0.1 s.
   */
  public static final int BOARD_ENUMERATION_MAX_SIZE = 8;

  /**
   * The largest torus it counts fundamental solutions of: a lex-leader chain for each of the 8 n^2
   * symmetries; n = 8 took 9.3 s (191,313 clauses), n = 11 73 s (692,832), one run each.
   */
  public static final int UNIQUE_TORUS_MAX_SIZE = 7;

  /**
   * The largest side it counts fundamental solutions of where ranks may hold no piece or several:
   * compare's default set over {@code --free-pawns 2 -n 7..9 --unique} (3,000 problems) spent 48 s
   * in this engine, a SAT4J solver and a symmetry group per problem.
   */
  public static final int UNIQUE_BOARD_MAX_SIZE = 6;

  private static final Capabilities CAPABILITIES =
      Capabilities.oneThreadEveryProblem(MAX_SIZE).with(Feature.UNIQUE).with(Feature.DOMINATION);

  /**
   * The smallest side whose listing is split into parts: below it the solutions are few and the
   * parts' solvers cost more than they save (a free-pawn family is hundreds of small problems).
   */
  private static final int SPLIT_FROM = 9;

  /**
   * Conflicts a SAT4J call may meet before it returns to look at the budget: its own timeout,
   * expired from another thread, raced with the search (a NullPointerException inside SAT4J), so
   * the engine slices the search instead; the next call goes on with the clauses learnt so far.
   */
  private static final int CONFLICT_SLICE = 1_000;

  @Override
  public String name() {
    return "sat";
  }

  @Override
  public String summary() {
    return "SAT4J (conflict-driven clause learning) on the clauses export --to cnf writes;"
        + " solutions enumerated by blocking clauses over the squares";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public int countMaxSize() {
    return ENUMERATION_MAX_SIZE;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    String why = Engine.super.whyUnsupported(problem, request);
    int side = Math.max(problem.rows(), problem.cols());
    if (why == null
        && request.symmetry() == SymmetryMode.UNIQUE
        && problem.torus()
        && side > UNIQUE_TORUS_MAX_SIZE) {
      return "engine 'sat' counts fundamental solutions of a torus up to "
          + UNIQUE_TORUS_MAX_SIZE
          + " x "
          + UNIQUE_TORUS_MAX_SIZE
          + " (a lex-leader chain per symmetry, 8 n^2 of them), got "
          + problem.describe()
          + ": count them with bitmask";
    }
    if (why == null
        && request.symmetry() == SymmetryMode.UNIQUE
        && !problem.hasOneQueenPerRank()
        && side > UNIQUE_BOARD_MAX_SIZE) {
      return "engine 'sat' counts fundamental solutions where ranks may hold no piece or several"
          + " on boards up to "
          + UNIQUE_BOARD_MAX_SIZE
          + " x "
          + UNIQUE_BOARD_MAX_SIZE
          + ", got "
          + problem.describe()
          + ": count them with bitmask";
    }
    int largest = problem.hasOneQueenPerRank() ? ENUMERATION_MAX_SIZE : BOARD_ENUMERATION_MAX_SIZE;
    if (why == null && request.mode() != Mode.FIRST && side > largest) {
      return Capabilities.listingLimit(name(), "one SAT call per solution", largest, problem);
    }
    return why;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    Budget budget = Budget.start(request);
    // Enumeration costs one SAT call per solution, and each call grows with the blocking clauses
    // before it (n = 11: 2,680 solutions in 30 s as one formula); so every solution but a first is
    // listed part by part, the first two ranks placed (the split the counts use), each part a
    // fresh solver with few blocking clauses.
    List<Problem> parts = new ArrayList<>();
    if (request.mode() == Mode.FIRST || Math.max(problem.rows(), problem.cols()) < SPLIT_FROM) {
      parts.add(problem);
    } else {
      parts.addAll(ListingParts.of(problem, budget::exhausted));
    }
    SymmetryGroup group =
        request.symmetry() == SymmetryMode.UNIQUE ? SymmetryGroup.of(problem) : null;
    Enumeration run = new Enumeration(request, budget, group);
    for (Problem part : parts) {
      if (run.stopped || run.solutions >= request.solutionLimit()) {
        break;
      }
      run.enumerate(part);
    }
    run.stopped |= budget.exhausted();
    Status status =
        run.stopped
            ? budget.stopStatus()
            : run.solutions >= request.solutionLimit() ? Status.LIMIT_REACHED : Status.COMPLETE;
    // the note describes the whole problem's clauses: the one part's when it was not split
    CnfEncoding whole =
        parts.size() == 1 && run.firstEncoding != null
            ? run.firstEncoding
            : CnfEncoding.of(problem, group);
    Statistics.Builder stats =
        Statistics.builder()
            .put(Statistics.BRANCHES, run.decisions)
            .put(Statistics.CONFLICTS, run.conflicts)
            .put(Statistics.PROPAGATIONS, run.propagations)
            .put(Statistics.RESTARTS, run.starts)
            .put(Statistics.LEARNT_CLAUSES, run.learnt);
    if (run.orbits != null) {
      run.orbits.addTo(stats);
    }
    return new Result(
            name(),
            status,
            run.orbits == null ? run.solutions : run.orbits.total(),
            run.orbits == null ? null : run.orbits.orbits(),
            stats.build(),
            budget.elapsed(),
            whole.variables()
                + " variables ("
                + whole.squares()
                + " squares), "
                + whole.clauses().size()
                + " clauses (Sinz's sequential counter"
                + (group == null ? "" : "; lex-leader clauses for " + group.order() + " symmetries")
                + "); one SAT4J call per solution, each found forbidden by a blocking clause"
                + (parts.size() > 1 ? "; " + parts.size() + " parts, a fresh solver each" : ""))
        .withThreadsUsed(1);
  }

  /** The solutions of the parts, one SAT4J solver per part, and the solvers' counters summed. */
  private static final class Enumeration {
    private final Request request;
    private final Budget budget;
    long solutions;
    boolean stopped;
    long decisions;
    long conflicts;
    long propagations;
    long starts;
    long learnt;

    /** The clauses of the first part enumerated, or null before any. */
    CnfEncoding firstEncoding;

    /** The whole problem's symmetries when counting fundamental solutions, else null. */
    private final SymmetryGroup group;

    /** The canonical solutions' orbits, with --unique. */
    final OrbitTally orbits;

    /** For a trace: the search listener of each part's solver, made from its clauses; else null. */
    java.util.function.Function<CnfEncoding, SatTrace> tracing;

    Enumeration(Request request, Budget budget, SymmetryGroup group) {
      this.request = request;
      this.budget = budget;
      this.group = group;
      this.orbits = group == null ? null : new OrbitTally(group);
    }

    void enumerate(Problem part) {
      CnfEncoding cnf = CnfEncoding.of(part, group);
      if (firstEncoding == null) {
        firstEncoding = cnf;
      }
      ISolver solver = SolverFactory.newDefault();
      solver.newVar(cnf.variables());
      solver.setExpectedNumberOfClauses(cnf.clauses().size());
      // SAT4J's default timeout starts a timer thread at every call, which cost more than the
      // search itself at a few milliseconds a solution; a bound on conflicts starts none
      solver.setTimeoutOnConflicts(CONFLICT_SLICE);
      if (tracing != null) {
        solver.setSearchListener(tracing.apply(cnf));
      }
      try {
        if (!addAll(solver, cnf.clauses())) {
          return; // a clause contradicts the rest: this part has no solution
        }
        Square[] squareOf = new Square[cnf.squares() + 1];
        for (int r = 0; r < part.rows(); r++) {
          for (int f = 0; f < part.cols(); f++) {
            int v = cnf.variable(new Square(r, f));
            if (v != 0) {
              squareOf[v] = new Square(r, f);
            }
          }
        }
        int[] blocking = new int[cnf.squares()];
        while (solutions < request.solutionLimit()) {
          Boolean satisfiable = null;
          while (satisfiable == null) {
            if (budget.exhausted()) {
              stopped = true;
              return;
            }
            try {
              satisfiable = solver.isSatisfiable();
            } catch (TimeoutException slice) {
              // a slice of conflicts used up: look at the budget, then search on
            }
          }
          if (!satisfiable) {
            return;
          }
          List<Square> queens = new ArrayList<>();
          int pieces = 0;
          for (int v = 1; v <= cnf.squares(); v++) {
            if (solver.model(v)) {
              queens.add(squareOf[v]);
              blocking[pieces++] = -v;
            }
          }
          solutions++;
          Placement found = Placement.of(queens);
          // with --unique the lex-leader clauses let only canonical ones through; the tally
          // checks it and counts the orbit
          request.progress().addSolutions(orbits == null ? 1 : orbits.add(found));
          if (request.mode() != Mode.COUNT) {
            request.onSolution().accept(found);
          }
          // "not all of these pieces": the number of pieces is fixed, so no other placement holds
          // them all; n literals instead of one per square, which SAT4J propagates far faster
          if (!add(solver, Arrays.copyOf(blocking, pieces))) {
            return; // no other placement
          }
        }
      } finally {
        Map<String, Number> stat = solver.getStat();
        decisions += number(stat, "decisions");
        conflicts += number(stat, "conflicts");
        propagations += number(stat, "propagations");
        starts += number(stat, "starts");
        learnt += number(stat, "learnedclauses");
      }
    }
  }

  @Override
  public Map<String, String> traceCounters() {
    return Traceable.meanings(
        Statistics.BRANCHES,
            "SAT4J's decisions so far (the counters' auxiliary variables included)",
        Statistics.CONFLICTS, "conflicts so far, each analysed into a learnt clause");
  }

  @Override
  public String traceNote() {
    return "SAT4J's conflict-driven clause learning on the clauses export --to cnf writes: a"
        + " decision sets one variable, unit propagation every variable it forces; a falsified"
        + " clause is a conflict, analysed into a learnt clause, and the search jumps back, perhaps"
        + " several levels at once; each solution is then forbidden by a blocking clause.";
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
    // the engine's own listing, with SAT4J's search listener on its solver
    Request listing = Request.enumerate(solution -> {});
    Enumeration run = new Enumeration(listing, Budget.start(listing), null);
    run.tracing = cnf -> new SatTrace(problem, cnf, tracer);
    try {
      run.enumerate(problem);
      return !tracer.stopped();
    } catch (SatTrace.Stop bound) {
      return false;
    }
  }

  /** Adds the clauses; false when one is empty or contradicts the rest (no solution). */
  private static boolean addAll(ISolver solver, List<int[]> clauses) {
    for (int[] clause : clauses) {
      if (!add(solver, clause)) {
        return false;
      }
    }
    return true;
  }

  private static boolean add(ISolver solver, int[] clause) {
    if (clause.length == 0) {
      return false;
    }
    try {
      solver.addClause(new VecInt(clause));
      return true;
    } catch (ContradictionException e) {
      return false;
    }
  }

  private static long number(Map<String, Number> stat, String key) {
    Number n = stat.get(key);
    return n == null ? 0 : n.longValue();
  }
}
