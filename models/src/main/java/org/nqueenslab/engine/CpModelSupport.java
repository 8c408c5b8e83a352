package org.nqueenslab.engine;

import org.nqueenslab.problem.Problem;

/**
 * What a constraint model with one variable per rank (the file of its queen, CSPLib prob054) and lex-leader
 * symmetry breaking can take: the Choco and CP-SAT engines share this policy, so it is stated once.
 */
public final class RankModelSupport {
  /**
   * The largest board a unique count takes, as the bitmask engine's: no count that large finishes, and the
   * lex-leader model grows with the board (n^2 Booleans of the board), so that building it would outlast a time limit.
   */
  public static final int UNIQUE_MAX_SIZE = 64;

  /**
   * The largest torus a unique count takes: its group has 8 n^2 elements, one lex constraint of length n each, so
   * the model grows as n^3 (n = 32: 8,192 constraints); no torus count that large finishes anyway.
   */
  public static final int TORUS_UNIQUE_MAX_SIZE = 32;

  private RankModelSupport() {}

  /** Null when the model can answer, else one line naming the engine and what it cannot do. */
  public static String whyUnsupported(String engine, Capabilities capabilities, Problem problem, Request request) {
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    if (unique && request.mode() != Mode.COUNT) {
      return "engine '" + engine + "' counts fundamental solutions but does not list them: use count --unique";
    }
    if (unique && Math.max(problem.rows(), problem.cols()) > UNIQUE_MAX_SIZE) {
      return "engine '" + engine + "' counts fundamental solutions on boards up to " + UNIQUE_MAX_SIZE + " x "
          + UNIQUE_MAX_SIZE + ", got " + problem.rows() + " x " + problem.cols();
    }
    if (unique && problem.torus() && problem.rows() > TORUS_UNIQUE_MAX_SIZE) {
      return "engine '" + engine + "' counts fundamental solutions on tori up to " + TORUS_UNIQUE_MAX_SIZE + " x "
          + TORUS_UNIQUE_MAX_SIZE + " (one lex constraint per each of the 8 n^2 symmetries), got " + problem.describe();
    }
    String why = capabilities.whyUnsupported(engine, problem, request);
    if (why == null && !problem.hasOneQueenPerRank()) {
      why = "engine '" + engine + "' needs one queen on every rank (queens = rows <= columns), got "
          + problem.describe() + ": turn the board so it has no more ranks than files, or choose another engine";
    }
    return why;
  }
}
