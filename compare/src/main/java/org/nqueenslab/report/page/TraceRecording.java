package org.nqueenslab.report.page;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.TraceJson;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * One engine's search on a board, recorded step by step for the page's animation: the trace events
 * as {@code nqueens trace --format json} writes them (its header first, then one JSON object per
 * step), and whether the search ran to its end within the step bound.
 *
 * @param problem the n x n board and its piece (n of them)
 */
public record TraceRecording(
    String engine,
    Problem problem,
    List<String> jsonLines,
    boolean complete,
    boolean firstSolution) {

  /**
   * The largest board animated: the page holds every step, and larger searches are too long to
   * watch.
   */
  public static final int MAX_N = 10;

  /** Steps recorded per engine at most: the page holds every one of them. */
  public static final long MAX_STEPS = 100_000;

  public TraceRecording {
    jsonLines = List.copyOf(jsonLines);
  }

  /** The board's side. */
  public int n() {
    return problem.rows();
  }

  /** The engine's search for n queens on {@code n} x {@code n}, up to {@code maxSteps} steps. */
  public static TraceRecording record(String engineName, int n, long maxSteps) {
    return record(engineName, n, Piece.QUEEN, maxSteps);
  }

  /**
   * The engine's search for n pieces {@code piece} on {@code n} x {@code n}, up to {@code maxSteps}
   * steps.
   */
  public static TraceRecording record(String engineName, int n, Piece piece, long maxSteps) {
    Traceable traceable = traceable(engineName);
    Problem problem = animatable(traceable, n, piece);
    if (maxSteps < 1 || maxSteps > MAX_STEPS) {
      throw new BadInputException(
          "--steps "
              + maxSteps
              + " is out of range: give 1 to "
              + MAX_STEPS
              + " steps per engine (the page holds every step)");
    }
    String why = traceable.whyNotTraced(Engines.require(engineName).name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
    String name = Engines.require(engineName).name();
    Request settings = Request.of(traceable.traceMode());
    List<String> lines = new ArrayList<>();
    lines.add(TraceJson.header(traceable.traceHeader(name, problem, settings)));
    Tracer tracer = new Tracer(maxSteps, e -> lines.add(TraceJson.render(e)));
    boolean complete = traceable.trace(problem, settings, tracer);
    return new TraceRecording(
        name, problem, lines, complete, traceable.traceMode() == org.nqueenslab.engine.Mode.FIRST);
  }

  /**
   * What {@code traceable} animates on the board of side {@code n}: the search for n pieces {@code
   * piece}, or, for an engine whose trace is its own optimization (bnb), its search for the fewest
   * pieces that dominate the board.
   */
  public static Problem animatable(Traceable traceable, int n, Piece piece) {
    Problem board = animatable(n, piece);
    return traceable.tracesOptimization()
        ? board.toBuilder().rule(org.nqueenslab.problem.Rule.DOMINATING).build()
        : board;
  }

  /**
   * The board of side {@code n} with n pieces {@code piece}, refused when it cannot be animated.
   */
  public static Problem animatable(int n, Piece piece) {
    requireAnimatable(n);
    return piece.isQueen() ? Problem.of(n) : Problem.builder(n).piece(piece).queens(n).build();
  }

  /** The plain board of side {@code n}, refused when it is too large to animate. */
  public static Problem requireAnimatable(int n) {
    if (n < 1 || n > MAX_N) {
      throw new BadInputException(
          (n < 1
                  ? "a board of side " + n + " has no squares to animate"
                  : n + " x " + n + " is too large to animate")
              + ": give a board of 1 to "
              + MAX_N
              + " files (the page draws every step; 6 shows the searches best)");
    }
    return Problem.of(n);
  }

  /** The engine named, refused when it cannot show its search step by step. */
  public static Traceable traceable(String engineName) {
    Engine engine = Engines.require(engineName);
    if (engine instanceof Traceable t && t.showsSearchSteps()) {
      return t;
    }
    throw new BadInputException(
        "engine '"
            + engine.name()
            + "' cannot be animated (its trace shows no search steps): choose among "
            + String.join(
                ", ",
                Engines.all().stream()
                    .filter(e -> e instanceof Traceable t && t.showsSearchSteps())
                    .map(Engine::name)
                    .toList()));
  }
}
