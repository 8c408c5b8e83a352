package org.nqueenslab.trace;

import org.nqueenslab.problem.Square;

/**
 * One attack, for a trace's structured reasons: {@code queen} attacks {@code target} along {@code
 * line} ("rank", "file", "diagonal" or "anti-diagonal"; diagonals rise to the right, anti-diagonals
 * fall).
 */
public record Attack(Square queen, Square target, String line) {

  /** "diagonal taken by a1": the reject reason of the row-by-row searches. */
  public String takenBy() {
    return line + " taken by " + queen.name();
  }
}
