package org.nqueenslab.local;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
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
 * A local search step by step: its starts and restarts, each min-conflicts repair or QS2 swap with
 * the queens involved and the conflicts before and after (the search's own measure: min-conflicts
 * counts attacking pairs, QS2 collisions, a diagonal's queens less one), and the board after the
 * step with every queen under attack marked and each attacking pair listed ({@link Attacks#among},
 * computed from the board, not from the search's counters).
 */
final class LocalSearchTrace implements LocalSteps {
  private final Problem problem;
  private final Tracer tracer;
  private final Supplier<Map<String, Long>> counters;

  /**
   * @param counters the engine's counters at the moment of a step (the same names as its
   *     statistics)
   */
  LocalSearchTrace(Problem problem, Tracer tracer, Supplier<Map<String, Long>> counters) {
    this.problem = problem;
    this.tracer = tracer;
    this.counters = counters;
  }

  @Override
  public boolean started(int[] files, long conflicts, String measure, boolean restart) {
    String reason =
        (restart ? "the last board given up, a new one: " : "the starting board: ")
            + measure
            + " "
            + conflicts;
    return tracer.emit(step(restart ? Kind.RESTART : Kind.START, null, reason, files));
  }

  @Override
  public boolean moved(int rank, int from, int[] files, long before, long after) {
    Square to = new Square(rank, files[rank]);
    String reason =
        (from == files[rank]
                ? "the attacked queen " + to.name() + " stays: no file of her rank is less attacked"
                : "the attacked queen " + new Square(rank, from).name() + " moves to " + to.name())
            + "; attacking pairs "
            + before
            + " -> "
            + after;
    return tracer.emit(step(Kind.MOVE, to, reason, files));
  }

  @Override
  public boolean swapped(int i, int j, int[] files, long before, long after) {
    Square a = new Square(i, files[i]);
    Square b = new Square(j, files[j]);
    String reason =
        "swap the files of "
            + new Square(i, files[j]).name()
            + " and "
            + new Square(j, files[i]).name()
            + ": now "
            + a.name()
            + " and "
            + b.name()
            + "; collisions "
            + before
            + " -> "
            + after;
    return tracer.emit(step(Kind.SWAP, a, reason, files));
  }

  /** The solution the search ended on, as the trace's last step. */
  boolean solved(int[] files) {
    tracer.emit(step(Kind.SOLUTION, null, null, files));
    return true;
  }

  private TraceEvent step(Kind kind, Square square, String reason, int[] files) {
    List<Square> queens = new ArrayList<>();
    for (int r = 0; r < files.length; r++) {
      queens.add(new Square(r, files[r]));
    }
    List<Attack> attacks = Attacks.among(problem, queens);
    TreeSet<Square> conflicted = new TreeSet<>();
    for (Attack a : attacks) {
      conflicted.add(a.queen());
      conflicted.add(a.target());
    }
    TraceBoard board = TraceBoard.of(problem, queens).with(conflicted, Role.CONFLICTED);
    return TraceEvent.of(kind, square, reason, board, counters.get()).withAttacks(attacks);
  }
}
