package org.nqueenslab.sat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.TraceBoard;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.Lbool;
import org.sat4j.specs.RandomAccessModel;
import org.sat4j.specs.SearchListener;

/**
 * SAT4J's search as trace steps, through its search listener: each decision on a square (a queen
 * there, or none), each conflict (a clause falsified, analysed into a learnt clause), each backjump
 * and each solution, with the board of the squares set true so far (decisions and unit
 * propagation). Decisions on the counters' auxiliary variables count but show no step.
 */
final class SatTrace implements SearchListener<ISolverService> {
  private static final long serialVersionUID = 1L;

  /** Thrown out of SAT4J when the tracer's bound is reached, to end the search there. */
  static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super(null, null, false, false);
    }
  }

  private final transient Problem problem;
  private final transient Tracer tracer;
  private final transient Square[] squareOf;
  private final transient TreeSet<Square> queens = new TreeSet<>();
  private long decisions;
  private long conflicts;

  SatTrace(Problem problem, CnfEncoding cnf, Tracer tracer) {
    this.problem = problem;
    this.tracer = tracer;
    this.squareOf = new Square[cnf.squares() + 1];
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        int v = cnf.variable(new Square(r, f));
        if (v != 0) {
          squareOf[v] = new Square(r, f);
        }
      }
    }
  }

  private Square square(int literal) {
    int v = Math.abs(literal);
    return v < squareOf.length ? squareOf[v] : null;
  }

  private void set(int literal) {
    Square s = square(literal);
    if (s != null && literal > 0) {
      queens.add(s);
    }
  }

  private void emit(Kind kind, Square square, String reason) {
    Map<String, Long> counters = new LinkedHashMap<>();
    counters.put(Statistics.BRANCHES, decisions);
    counters.put(Statistics.CONFLICTS, conflicts);
    if (!tracer.emit(
        TraceEvent.of(kind, square, reason, TraceBoard.of(problem, queens), counters))) {
      throw new Stop();
    }
  }

  @Override
  public void assuming(int p) {
    decisions++;
    Square s = square(p);
    set(p);
    if (s != null) {
      emit(
          Kind.DECIDE,
          s,
          p > 0
              ? "decision: a queen on " + s.name() + ", then unit propagation"
              : "decision: no queen on " + s.name() + ", then unit propagation");
    }
  }

  @Override
  public void enqueueing(int p, IConstr reason) {
    set(p);
  }

  @Override
  public void propagating(int p) {
    set(p);
  }

  @Override
  public void backtracking(int p) {
    Square s = square(p);
    if (s != null) {
      queens.remove(s);
    }
  }

  @Override
  public void conflictFound(IConstr confl, int decisionLevel, int trailLevel) {
    conflicts++;
    emit(
        Kind.FAIL,
        null,
        "conflict at decision level "
            + decisionLevel
            + ": a clause is falsified; SAT4J learns a clause from it and jumps back");
  }

  @Override
  public void conflictFound(int p) {
    conflicts++;
    emit(Kind.FAIL, square(p), "conflict: a literal and its negation are both implied");
  }

  @Override
  public void backjump(int backjumpLevel) {
    emit(Kind.BACKTRACK, null, "jump back to decision level " + backjumpLevel);
  }

  @Override
  public void solutionFound(int[] model, RandomAccessModel lazyModel) {
    queens.clear();
    for (int literal : model) {
      set(literal);
    }
    emit(Kind.SOLUTION, null, "every clause satisfied; a blocking clause forbids this placement");
  }

  @Override
  public void init(ISolverService solverService) {}

  @Override
  public void adding(int p) {}

  @Override
  public void learn(IConstr c) {}

  @Override
  public void learnUnit(int p) {}

  @Override
  public void delete(IConstr c) {}

  @Override
  public void beginLoop() {}

  @Override
  public void start() {}

  @Override
  public void end(Lbool result) {}

  @Override
  public void restarting() {}

  @Override
  public void cleaning() {}
}
