package org.nqueenslab.engine;

/** What a request asks for. */
public enum Mode {
  /** Count every solution; no solution is stored or delivered. */
  COUNT,
  /** Find one solution (or prove there is none). */
  FIRST,
  /** Deliver each solution to the request's consumer, up to the solution limit. */
  ENUMERATE
}
