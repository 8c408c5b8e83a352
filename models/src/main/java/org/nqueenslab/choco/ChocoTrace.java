package org.nqueenslab.choco;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.solver.search.loop.monitors.IMonitorInitialize;
import org.chocosolver.solver.search.loop.monitors.IMonitorSolution;
import org.chocosolver.solver.search.loop.monitors.IMonitorUpBranch;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.DecisionPath;
import org.chocosolver.solver.variables.IntVar;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.Attack;
import org.nqueenslab.trace.Attacks;
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceBoard;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * Choco's own search on the engine's per-rank model, step by step, read through Choco's search
 * monitors (Choco Solver 5, {@code Solver.plugMonitor}; the search loop calls {@code
 * afterDownBranch} once the decision or its refutation has been propagated, {@code onContradiction}
 * with the failing constraint, {@code afterUpBranch} once the domains are restored): nothing is
 * re-derived. The domains are read in the monitors: a square a rank's domain lost is drawn as
 * attacked when a queen on the board attacks it ({@link Attacks}, the independent rule), else as
 * pruned, which is what propagation adds to backtracking. The counters are the solver's.
 */
final class ChocoTrace
    implements IMonitorInitialize,
        IMonitorDownBranch,
        IMonitorUpBranch,
        IMonitorContradiction,
        IMonitorSolution {
  private final Problem problem;
  private final ChocoModel model;
  private final Solver solver;
  private final Tracer tracer;

  /** The squares still in the domains before the step being traced. */
  private Set<Square> before;

  /** The contradiction of the down branch being traced, null when it propagated cleanly. */
  private ContradictionException failure;

  /** The decision an up branch undoes, read before Choco pops it. */
  private Decision<?> undone;

  private ChocoTrace(Problem problem, ChocoModel model, Tracer tracer) {
    this.problem = problem;
    this.model = model;
    this.solver = model.model.getSolver();
    this.tracer = tracer;
  }

  /**
   * Runs the engine's enumeration search (as {@code count} and {@code enumerate} configure it) with
   * the monitors plugged in; true when it ended within the tracer's bound.
   */
  static boolean run(Problem problem, ChocoModel model, Tracer tracer) {
    ChocoTrace trace = new ChocoTrace(problem, model, tracer);
    model.configureSearch(Request.enumerate(s -> {}), false);
    trace.solver.plugMonitor(trace);
    trace.solver.addStopCriterion(tracer::stopped);
    trace.before = trace.live();
    while (trace.solver.solve()) {
      // each solution is a step of its own (onSolution)
    }
    return trace.solver.getSearchState() != SearchState.STOPPED && !tracer.stopped();
  }

  @Override
  public void afterInitialize(boolean correct) {
    Set<Square> after = live();
    List<Square> removed = removed(before, after);
    String reason =
        "the root: initial propagation removed "
            + removed.size()
            + (removed.size() == 1 ? " square" : " squares")
            + (correct ? "" : " and found the problem has no solution");
    tracer.emit(event(correct ? Kind.START : Kind.FAIL, null, reason, after, removed));
  }

  @Override
  public void beforeDownBranch(boolean left) {
    before = live();
    failure = null;
  }

  @Override
  public void onContradiction(ContradictionException cex) {
    failure = cex;
  }

  @Override
  public void afterDownBranch(boolean left) {
    Square decided = lastDecision();
    if (decided == null) {
      return;
    }
    Set<Square> after = live();
    List<Square> removed = removed(before, after);
    String what =
        "rank "
            + (decided.rank() + 1)
            + (left ? " := " : " != ")
            + Square.fileName(decided.file())
            + (left ? "" : " (the decision refuted)");
    long byPropagation =
        removed.stream().filter(s -> !(left && s.rank() == decided.rank())).count()
            - (left ? 0 : 1);
    String reason =
        what
            + "; propagation removed "
            + byPropagation
            + (byPropagation == 1 ? " square" : " squares")
            // the step's removed list holds the decision's own squares too
            + " beyond the decision's own";
    Kind kind = left ? Kind.DECIDE : Kind.REFUTE;
    // what the decision chose among: its rank's domain before it
    List<Square> domain = before.stream().filter(s -> s.rank() == decided.rank()).toList();
    if (failure == null) {
      tracer.emit(
          event(kind, decided, reason, after, removed).withOptions(left ? domain : List.of()));
      return;
    }
    // Propagation stopped half-way: the domains it left are no board to show with the decision
    // (they may even hold a queen on every rank), so the decision is drawn on the board before it,
    // and the failure, next, on what propagation left.
    Set<Square> decidedBoard = new TreeSet<>(before);
    if (left) {
      decidedBoard.removeIf(s -> s.rank() == decided.rank() && !s.equals(decided));
    } else {
      decidedBoard.remove(decided);
    }
    String then = what + "; propagation then failed";
    Set<Square> decidedQueens = queensOf(decidedBoard);
    if (tracer.emit(
        event(kind, decided, then, decidedBoard, decidedQueens, List.of())
            .withOptions(left ? domain : List.of()))) {
      // the queens of the decided board whose squares propagation left, and what it removed: the
      // values it fixed on the way to the failure are no queens (two of them may attack each
      // other), and the rank the failure names is left with no square, as the reason says
      Set<Square> standing = new TreeSet<>(decidedQueens);
      standing.retainAll(after);
      String why =
          failed(failure) + "; the squares propagation removed before it failed are marked";
      tracer.emit(event(Kind.FAIL, decided, why, after, standing, removed));
    }
  }

  @Override
  public void beforeUpBranch() {
    undone = solver.getDecisionPath().getLastDecision();
  }

  @Override
  public void afterUpBranch() {
    Square lifted = square(undone);
    String reason;
    if (lifted == null) {
      reason = "back at the root: every branch is explored";
    } else {
      String decision = "rank " + (lifted.rank() + 1) + " := " + Square.fileName(lifted.file());
      reason =
          undone.hasNext()
              ? "undo " + decision + "; its refutation comes next"
              : "undo " + decision + " and its refutation: both branches explored";
    }
    tracer.emit(event(Kind.BACKTRACK, lifted, reason, live(), List.of()));
  }

  @Override
  public void onSolution() {
    tracer.emit(event(Kind.SOLUTION, lastAssignment(), null, live(), List.of()));
  }

  /** "all-different on the diagonals failed: rank 5 has no file left (...)". */
  private String failed(ContradictionException cex) {
    String by;
    if (cex.c instanceof Propagator<?> p && model.causeNames.containsKey(p.getConstraint())) {
      by = model.causeNames.get(p.getConstraint());
    } else if (model.causeNames.containsKey(cex.c)) {
      by = model.causeNames.get(cex.c);
    } else if (cex.c instanceof Decision<?>) {
      by = "the refutation itself";
    } else {
      by = String.valueOf(cex.c);
    }
    Integer rank = cex.v == null ? null : model.rankOf.get(cex.v);
    return by
        + " failed"
        + (rank == null ? "" : ": it would leave rank " + (rank + 1) + " no file")
        + (cex.s == null || cex.s.isBlank() ? "" : " (Choco: " + cex.s.strip() + ")");
  }

  /** The square of the decision the search stands on, null at the root. */
  private Square lastDecision() {
    return square(solver.getDecisionPath().getLastDecision());
  }

  /**
   * The square of the last decision when it is an assignment (rank := file), whose queen stands on
   * the board; null when it is a refutation (rank != file), whose square is empty: a solution
   * reached by refuting a decision is named by no square, since propagation placed its last queens.
   */
  private Square lastAssignment() {
    Decision<?> d = solver.getDecisionPath().getLastDecision();
    return d != null && d.triesLeft() == d.getArity() - 1 ? square(d) : null;
  }

  /** The square a decision is about, null for the root. */
  private Square square(Decision<?> d) {
    Object variable = d == null ? null : d.getDecisionVariable();
    Integer rank = variable == null ? null : model.rankOf.get(variable);
    if (rank == null || !(d.getDecisionValue() instanceof Integer file)) {
      return null;
    }
    return new Square(rank, file);
  }

  /**
   * The squares of the decisions in force: the path's assignments (a decision's first branch, rank
   * := file), not its refutations. An up branch has already taken the decision it undid off the
   * path when it is drawn.
   */
  private Set<Square> decided() {
    Set<Square> set = new TreeSet<>();
    DecisionPath path = solver.getDecisionPath();
    for (int i = 0; i < path.size(); i++) {
      Decision<?> d = path.getDecision(i);
      Square s = square(d); // null for the root
      if (s != null && d.triesLeft() == d.getArity() - 1) { // on its first branch, the assignment
        set.add(s);
      }
    }
    return set;
  }

  /** Every square still in its rank's domain. */
  private Set<Square> live() {
    Set<Square> set = new TreeSet<>();
    for (int r = 0; r < model.queens.length; r++) {
      IntVar q = model.queens[r];
      for (int f = q.getLB(); f <= q.getUB(); f = q.nextValue(f)) {
        set.add(new Square(r, f));
      }
    }
    return set;
  }

  private static List<Square> removed(Set<Square> before, Set<Square> after) {
    List<Square> list = new ArrayList<>();
    for (Square s : before) {
      if (!after.contains(s)) {
        list.add(s);
      }
    }
    return list;
  }

  /** The queens {@code live} domains describe: the square of each rank with one square left. */
  private static Set<Square> queensOf(Set<Square> live) {
    return live.stream()
        .collect(java.util.stream.Collectors.groupingBy(Square::rank))
        .values()
        .stream()
        .filter(squares -> squares.size() == 1)
        .map(squares -> squares.get(0))
        .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
  }

  /**
   * The step with the board the {@code live} domains describe (see {@link #event(Kind, Square,
   * String, Set, Set, List)}).
   */
  private TraceEvent event(
      Kind kind, Square square, String reason, Set<Square> live, List<Square> removed) {
    return event(kind, square, reason, live, queensOf(live), removed);
  }

  /**
   * The step with these {@code queens} on the board, drawn as decided ({@link Role#QUEEN}) or
   * forced by propagation ({@link Role#FORCED}); a square out of the {@code live} domains drawn
   * attacked when a queen attacks it, else pruned.
   */
  private TraceEvent event(
      Kind kind,
      Square square,
      String reason,
      Set<Square> live,
      Set<Square> queens,
      List<Square> removed) {
    List<Square> attacked = new ArrayList<>();
    List<Square> pruned = new ArrayList<>();
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (live.contains(s) || !problem.canHoldQueen(s)) {
          continue;
        }
        (Attacks.on(problem, queens, s).isEmpty() ? pruned : attacked).add(s);
      }
    }
    Set<Square> forced = new TreeSet<>(queens);
    forced.removeAll(decided());
    TraceBoard board =
        TraceBoard.of(problem, queens)
            .with(forced, Role.FORCED)
            .with(attacked, Role.ATTACKED)
            .with(pruned, Role.PRUNED);
    List<Attack> attacks = new ArrayList<>();
    for (Square s : removed) {
      if (square != null && kind == Kind.DECIDE) {
        attacks.addAll(Attacks.on(problem, Set.of(square), s));
      }
    }
    return TraceEvent.of(kind, square, reason, board, counters())
        .withPruned(removed)
        .withAttacks(attacks);
  }

  private Map<String, Long> counters() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(Statistics.NODES, solver.getNodeCount());
    m.put(Statistics.FAILS, solver.getFailCount());
    m.put(Statistics.BACKTRACKS, solver.getBackTrackCount());
    return m;
  }
}
