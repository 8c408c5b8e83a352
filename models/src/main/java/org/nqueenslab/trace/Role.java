package org.nqueenslab.trace;

import java.util.Locale;

/**
 * What a square of a traced board shows. One role per square; the queens' roles ({@link #QUEEN},
 * {@link #FORCED}, {@link #FIXED}, {@link #CONFLICTED}) win over the marks of the search ({@link
 * #PRUNED}, {@link #ATTACKED}), which are only drawn on empty squares.
 */
public enum Role {
  /** A queen the search placed: by its own choice, for a solver that propagates. */
  QUEEN('Q'),
  /**
   * A queen propagation placed: its rank's domain came down to one square with no assignment rank
   * := file in force on that rank (a constraint solver's trace), where {@link #QUEEN} is one.
   */
  FORCED('q'),
  /** A queen placed in advance: part of the problem, never moved. */
  FIXED('F'),
  /** A queen another queen attacks (local search: the queens a repair may move). */
  CONFLICTED('!'),
  /** A pawn: holds no queen, stops every line through it. */
  PAWN('P'),
  /** A hole: holds no queen, lets attacks through. */
  HOLE('#'),
  /**
   * Out of its rank's domain although no placed queen attacks it: what a constraint solver rules
   * out ahead of the search (by propagation, or by refuting a decision).
   */
  PRUNED('-'),
  /** Attacked by a placed queen (along a rank, file or diagonal). */
  ATTACKED('+');

  private final char symbol;

  Role(char symbol) {
    this.symbol = symbol;
  }

  /** The character of the text rendering. */
  public char symbol() {
    return symbol;
  }

  /** The lower-case name of the JSON rendering. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** True for the four kinds of queen. */
  public boolean isQueen() {
    return this == QUEEN || this == FORCED || this == FIXED || this == CONFLICTED;
  }
}
