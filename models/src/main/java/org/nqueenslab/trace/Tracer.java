package org.nqueenslab.trace;

import java.util.Map;
import java.util.function.Consumer;
import org.nqueenslab.problem.Square;

/**
 * Collects a search's steps for a sink, up to a bound: a traced search calls {@link #emit} at each
 * step and stops as soon as it returns false. Steps are numbered from 1.
 */
public final class Tracer {
  private final long maxSteps;
  private final Consumer<TraceEvent> sink;
  private long steps;

  /**
   * @param maxSteps how many steps to show (at least 1)
   * @param sink receives each step in order
   */
  public Tracer(long maxSteps, Consumer<TraceEvent> sink) {
    if (maxSteps < 1) {
      throw new org.nqueenslab.problem.BadInputException(
          "the number of steps to trace must be at least 1, got " + maxSteps);
    }
    this.maxSteps = maxSteps;
    this.sink = sink;
  }

  /**
   * Sends one step to the sink. Returns false once the bound is reached (this step was the last one
   * allowed): the search must stop. A step emitted past the bound is dropped.
   */
  public boolean emit(
      TraceEvent.Kind kind, Square square, String reason, int[] board, Map<String, Long> counters) {
    if (steps >= maxSteps) {
      return false;
    }
    steps++;
    sink.accept(new TraceEvent(steps, kind, square, reason, board, counters));
    return steps < maxSteps;
  }

  /** Steps shown so far. */
  public long steps() {
    return steps;
  }

  public long maxSteps() {
    return maxSteps;
  }
}
