package org.nqueenslab.engine;

import java.time.Duration;

/**
 * An engine's answer: how the run ended, how many solutions it counted (exact only when {@link
 * Status#COMPLETE}), the number of fundamental solutions when symmetry breaking was asked (null
 * otherwise), the engine's own work counters, the wall time, a note (null, or one line: what the
 * engine did that a reader should know), and the threads it ran on when not the request's (fewer
 * where it could not split the search, a cluster's members' where they counted; 0: as the request
 * said).
 */
public record Result(
    String engine,
    Status status,
    long solutions,
    Long unique,
    Statistics statistics,
    Duration wallTime,
    String note,
    int threadsUsed) {

  public Result {
    statistics = statistics == null ? Statistics.EMPTY : statistics;
  }

  /** A result that ran on the threads its request gave. */
  public Result(
      String engine,
      Status status,
      long solutions,
      Long unique,
      Statistics statistics,
      Duration wallTime,
      String note) {
    this(engine, status, solutions, unique, statistics, wallTime, note, 0);
  }

  /**
   * The answer of a run whose budget ran out before it counted anything, while it was doing {@code
   * what} (splitting the problem, planning its parts): TIMEOUT or INTERRUPTED, nothing found, and a
   * unique count of 0 rather than unknown when one was asked, so that both show as lower bounds.
   */
  public static Result stoppedBeforeCounting(
      String engine, Budget budget, boolean unique, String what) {
    return new Result(
        engine,
        budget.stopStatus(),
        0,
        unique ? 0L : null,
        Statistics.EMPTY,
        budget.elapsed(),
        "stopped while " + what + ": none counted");
  }

  public Result withEngine(String name) {
    return new Result(name, status, solutions, unique, statistics, wallTime, note, threadsUsed);
  }

  public Result withNote(String text) {
    return new Result(engine, status, solutions, unique, statistics, wallTime, text, threadsUsed);
  }

  public Result withStatus(Status how) {
    return new Result(engine, how, solutions, unique, statistics, wallTime, note, threadsUsed);
  }

  public Result withWallTime(Duration time) {
    return new Result(engine, status, solutions, unique, statistics, time, note, threadsUsed);
  }

  /** The same answer from a run on {@code threads} threads, not as many as its request gave. */
  public Result withThreadsUsed(int threads) {
    return new Result(engine, status, solutions, unique, statistics, wallTime, note, threads);
  }

  /** The threads the run used, given the {@code requested} ones. */
  public int threads(int requested) {
    return threadsUsed > 0 ? threadsUsed : requested;
  }
}
