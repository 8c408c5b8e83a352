package org.nqueenslab.engine;

/** What a request asks for. */
public enum Mode {
  /** Count every solution; no solution is stored or delivered. */
  COUNT("count solutions"),
  /** Find one solution (or prove there is none). */
  FIRST("find a first solution"),
  /** Deliver each solution to the request's consumer, up to the solution limit. */
  ENUMERATE("list solutions");

  private final String action;

  Mode(String action) {
    this.action = action;
  }

  /**
   * What the mode does, for messages: "count solutions", "find a first solution", "list solutions".
   */
  public String action() {
    return action;
  }
}
