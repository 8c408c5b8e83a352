package org.nqueenslab.trace;

import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Square;

/**
 * Collects a search's steps for a sink, up to a bound: a traced search calls {@link #emit} at each
 * step and stops as soon as it returns false. Steps are numbered from 1. Two bounds: a number of
 * steps, and a number of solutions (the search stops on the K-th solution's step).
 */
public final class Tracer {
  /** No bound on the number of solutions. */
  public static final long ALL_SOLUTIONS = Long.MAX_VALUE;

  private final long maxSteps;
  private final long maxSolutions;
  private final Consumer<TraceEvent> sink;
  private long steps;
  private long solutions;
  private boolean cut;
  private BooleanSupplier cancelled = () -> false;

  /**
   * @param maxSteps how many steps to show (at least 1)
   * @param sink receives each step in order
   */
  public Tracer(long maxSteps, Consumer<TraceEvent> sink) {
    this(maxSteps, ALL_SOLUTIONS, sink);
  }

  /**
   * @param maxSteps how many steps to show (at least 1)
   * @param maxSolutions stop on the step of this solution (at least 1; {@link #ALL_SOLUTIONS})
   * @param sink receives each step in order
   */
  public Tracer(long maxSteps, long maxSolutions, Consumer<TraceEvent> sink) {
    if (maxSteps < 1) {
      throw new BadInputException(
          "the number of steps to trace must be at least 1, got " + maxSteps);
    }
    if (maxSolutions < 1) {
      throw new BadInputException(
          "the number of solutions to trace up to must be at least 1, got " + maxSolutions);
    }
    this.maxSteps = maxSteps;
    this.maxSolutions = maxSolutions;
    this.sink = sink;
  }

  /**
   * Sends one step of a row-by-row search on the plain board to the sink ({@link
   * TraceEvent#TraceEvent(long, TraceEvent.Kind, Square, String, int[], Map)}).
   */
  public boolean emit(
      TraceEvent.Kind kind, Square square, String reason, int[] board, Map<String, Long> counters) {
    if (stopped()) {
      return false;
    }
    return emit(new TraceEvent(0, kind, square, reason, board, counters));
  }

  /**
   * Sends one step to the sink, numbered. Returns false once a bound is reached: the search must
   * stop. The bound on steps is reached by the first step past it, which is dropped, not by the
   * last one shown, so that a search of exactly that many steps still ends on its own and its trace
   * is complete; the bound on solutions by the step of the last solution asked for.
   */
  public boolean emit(TraceEvent event) {
    if (stopped()) {
      return false;
    }
    if (steps == maxSteps) {
      cut = true; // a step past the bound: the search had more
      return false;
    }
    steps++;
    if (event.kind() == TraceEvent.Kind.SOLUTION) {
      solutions++;
    }
    sink.accept(event.withStep(steps));
    return !stopped();
  }

  /** This tracer, stopping the search also once {@code cancelled} says so (Ctrl-C). */
  public Tracer stoppingWhen(BooleanSupplier cancelled) {
    this.cancelled = cancelled;
    return this;
  }

  /** True once a bound is reached or the run was cancelled: the search must stop. */
  public boolean stopped() {
    return cut || solutions >= maxSolutions || cancelled.getAsBoolean();
  }

  /** True when the search tried a step past the bound on steps: it had not ended. */
  public boolean cut() {
    return cut;
  }

  /** Steps shown so far. */
  public long steps() {
    return steps;
  }

  /** Solutions shown so far. */
  public long solutions() {
    return solutions;
  }

  public long maxSteps() {
    return maxSteps;
  }
}
