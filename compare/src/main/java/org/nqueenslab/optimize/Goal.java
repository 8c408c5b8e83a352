package org.nqueenslab.optimize;

import org.nqueenslab.problem.Problem;

/** What an optimization question maximizes or minimizes, over a problem's board and piece. */
public enum Goal {
  /**
   * The most pieces that fit without attacking each other: the independence number of the piece's
   * graph (32 knights, 14 bishops, 16 kings, 8 rooks on 8 x 8).
   */
  MOST("--most");

  private final String option;

  Goal(String option) {
    this.option = option;
  }

  /** The command-line option that asks it. */
  public String option() {
    return option;
  }

  /** The question in words, for messages: "the most knights on 8 x 8, pawns d4". */
  public String question(Problem board) {
    String count =
        ", "
            + board.queens()
            + " "
            + (board.queens() == 1 ? board.piece().singular() : board.piece().plural());
    // the board without its number of pieces, which is what is asked
    return "the most " + board.piece().plural() + " on " + board.describe().replace(count, "");
  }
}
