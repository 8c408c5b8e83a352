package org.nqueenslab.trace;

import java.util.Map;
import java.util.Set;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;

/**
 * An engine that can show its search step by step. The command line finds it through the engine
 * registry and an {@code instanceof} check, so engine packages stay independent: each implements
 * this on its own engine class.
 */
public interface Traceable {

  /**
   * Null when this engine's trace shows {@code problem}, else one line saying why not: one kind of
   * piece, the queen unless {@link #tracesAnyPiece}, then the engine's own limits ({@link
   * #whyNotTraceable}). What commands ask before they trace or record a search.
   */
  default String whyNotTraced(String engine, Problem problem) {
    String pieces = whyNotThesePieces(engine, problem);
    return pieces != null ? pieces : whyNotTraceable(engine, problem);
  }

  /**
   * Null when the trace shows the problem's pieces: one kind, and the queen unless {@link
   * #tracesAnyPiece}. Asked first: it says more than the engine's own refusal of a mix.
   */
  default String whyNotThesePieces(String engine, Problem problem) {
    if (problem.isMixed()) {
      return "trace shows one kind of piece, got "
          + problem.describe()
          + ": count or solve the mix instead";
    }
    if (!problem.piece().isQueen() && !tracesAnyPiece()) {
      return "engine '"
          + engine
          + "' traces queens only (its steps name the queen's lines), got "
          + problem.piece().plural();
    }
    return null;
  }

  /**
   * True when the trace of a dominating problem is the engine's own optimization (trace --dominate:
   * the fewest pieces, searched by a bound), not placements of a given number.
   */
  default boolean tracesOptimization() {
    return false;
  }

  /**
   * True when the trace shows any piece's search: its steps (placed, lifted, a solution) need no
   * explanation by the queen's lines ({@link Attacks}). False by default.
   */
  default boolean tracesAnyPiece() {
    return false;
  }

  /**
   * Null when {@link #trace} can show this problem, else one line saying why not. By default only
   * the plain n x n board is traced (engines whose traces draw pawns, holes and several queens on a
   * rank say so by overriding this).
   */
  default String whyNotTraceable(String engine, Problem problem) {
    return problem.isClassic()
        ? null
        : "engine '"
            + engine
            + "' traces only the plain n x n board, got "
            + problem.describe()
            + ": drop the board options";
  }

  /**
   * What the traced search does, for the engine's own checks of a problem: enumerate every solution
   * by default; a local search looks for a first one.
   */
  default Mode traceMode() {
    return Mode.ENUMERATE;
  }

  /**
   * True when the trace shows the search itself, step by step (a board per decision, repair or
   * backtrack); false when the solver exposes only its log and solutions (CP-SAT), which a board
   * cannot animate.
   */
  default boolean showsSearchSteps() {
    return true;
  }

  /**
   * True when the search tests squares one by one and its trace shows each one rejected ({@code x}
   * on a text board): the textbook searches. False by default, for searches that compute the free
   * squares at once or leave them to propagation.
   */
  default boolean traceRejectsSquares() {
    return false;
  }

  /**
   * True when the trace empties a square on a backtrack or a lift ({@code o} on a text board), as
   * every backtracking search whose steps it shows does; a local search moves its queens instead,
   * and a solver that shows only its log (CP-SAT) has no such step.
   */
  default boolean traceVacatesSquares() {
    return showsSearchSteps();
  }

  /** What the trace's counters mean, in the order the steps show them. */
  Map<String, String> traceCounters();

  /**
   * The teaching note of the trace's header: what this search tests, what it prunes, what it learns
   * (from the project's sources: Wirth and Kuechmann, Knuth, Sosič and Gu...).
   */
  String traceNote();

  /**
   * The engine options a trace reads ({@code --option key=value}); the command refuses the others
   * rather than ignore them. None by default.
   */
  default Set<String> traceOptionNames() {
    return Set.of();
  }

  /**
   * The header of a trace of {@code problem} with {@code settings} (a seed, engine options):
   * engine, options, counters, note; {@link TraceHeader#limits} null by default.
   */
  default TraceHeader traceHeader(String engine, Problem problem, Request settings) {
    return new TraceHeader(problem, engine, Map.of(), traceCounters(), traceNote(), null, Set.of());
  }

  /**
   * Runs the engine's search on {@code problem} (enumerating every solution) and reports each step
   * to {@code tracer} until the tracer's bound stops it. Returns true when the search ran to its
   * end within the bound.
   *
   * @throws org.nqueenslab.problem.BadInputException when {@link #whyNotTraceable} is not null
   */
  boolean trace(Problem problem, Tracer tracer);

  /**
   * {@link #trace(Problem, Tracer)} with settings: the seed of engines that draw random numbers
   * (local search), the engine options of {@link #traceOptionNames}; by default neither is used.
   */
  default boolean trace(Problem problem, Request settings, Tracer tracer) {
    return trace(problem, tracer);
  }

  /** Counter names and their meanings, in the order given: {@code name, meaning, name, ...}. */
  static Map<String, String> meanings(String... pairs) {
    Map<String, String> map = new java.util.LinkedHashMap<>();
    for (int i = 0; i + 1 < pairs.length; i += 2) {
      map.put(pairs[i], pairs[i + 1]);
    }
    return map;
  }
}
