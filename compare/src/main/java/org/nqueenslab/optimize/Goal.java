package org.nqueenslab.optimize;

import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;

/**
 * What an optimization question maximizes or minimizes, over a problem's board and piece, and the
 * rule each placement obeys.
 */
public enum Goal {
  /**
   * The most pieces that fit without attacking each other: the independence number of the piece's
   * graph (32 knights, 14 bishops, 16 kings, 8 rooks on 8 x 8).
   */
  MOST("--most", Rule.INDEPENDENT, false, "the most"),
  /**
   * The fewest pieces that attack or occupy every free square: the domination number (5 queens on 8
   * x 8, OEIS A075458; 4,860 such sets, A002564).
   */
  DOMINATE("--dominate", Rule.DOMINATING, true, "the fewest dominating"),
  /** The fewest pieces that dominate the board without attacking each other. */
  INDEPENDENT_DOMINATE(
      "--dominate --independent",
      Rule.INDEPENDENT_DOMINATING,
      true,
      "the fewest independent dominating"),
  /**
   * The fewest pawns, placed anywhere, that let more queens than files fit (the generalized
   * nine-queens problem: 1 pawn for 9 queens on 8 x 8): {@link PawnLadder}.
   */
  FEWEST_PAWNS("--fewest-pawns", Rule.INDEPENDENT, true, "the fewest pawns for");

  private final String option;
  private final Rule rule;
  private final boolean minimizes;
  private final String words;

  Goal(String option, Rule rule, boolean minimizes, String words) {
    this.option = option;
    this.rule = rule;
    this.minimizes = minimizes;
    this.words = words;
  }

  /** The rule each rung's placement obeys. */
  public Rule rule() {
    return rule;
  }

  /** True when the fewest pieces are asked, false when the most. */
  public boolean minimizes() {
    return minimizes;
  }

  /** The board under this goal's rule: what an engine must take to answer it. */
  public Problem ask(Problem board) {
    return board.toBuilder().rule(rule).build();
  }

  /** The command-line option that asks it. */
  public String option() {
    return option;
  }

  /**
   * The question in words, for messages: "the most knights on 8 x 8, pawns d4", "the fewest
   * dominating queens on 8 x 8".
   */
  public String question(Problem board) {
    board = board.toBuilder().rule(Rule.INDEPENDENT).build(); // the rule is in the words
    String count =
        ", "
            + board.queens()
            + " "
            + (board.queens() == 1 ? board.piece().singular() : board.piece().plural());
    if (this == FEWEST_PAWNS) {
      return words + " " + board.queens() + " queens on " + board.describe().replace(count, "");
    }
    // the board without its number of pieces, which is what is asked
    return words + " " + board.piece().plural() + " on " + board.describe().replace(count, "");
  }
}
