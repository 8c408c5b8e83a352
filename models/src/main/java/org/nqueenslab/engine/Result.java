package org.nqueenslab.engine;

import java.time.Duration;

/**
 * An engine's answer: how the run ended, how many solutions it counted (exact only when {@link
 * Status#COMPLETE}), the number of fundamental solutions when symmetry breaking was asked (null
 * otherwise), the engine's own work counters, the wall time, and a note (null, or one line: what
 * the engine did that a reader should know).
 */
public record Result(
    String engine,
    Status status,
    long solutions,
    Long unique,
    Statistics statistics,
    Duration wallTime,
    String note) {

  public Result {
    statistics = statistics == null ? Statistics.EMPTY : statistics;
  }

  public Result withEngine(String name) {
    return new Result(name, status, solutions, unique, statistics, wallTime, note);
  }

  public Result withNote(String text) {
    return new Result(engine, status, solutions, unique, statistics, wallTime, text);
  }

  public Result withStatus(Status how) {
    return new Result(engine, how, solutions, unique, statistics, wallTime, note);
  }

  public Result withWallTime(Duration time) {
    return new Result(engine, status, solutions, unique, statistics, time, note);
  }
}
