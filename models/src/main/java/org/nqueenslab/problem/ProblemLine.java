package org.nqueenslab.problem;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The line of a solution file that states its problem, e.g. {@code nqueens 8x8 queens=9 pawns=d4}:
 * the word {@code nqueens}, the size as ranks x files, then {@code torus}, {@code queens=M}, and
 * the squares of the pawns, holes and queens already placed as comma-separated lists ({@code
 * pawns=}, {@code holes=}, {@code fixed=}), each only when there is one, {@code piece=NAME} for a
 * piece other than the queen, {@code pieces=4Q,4N} for several kinds at once, and {@code
 * rule=dominating} or {@code rule=independent-dominating} for a domination problem. The words after
 * the size may come in any order.
 */
final class ProblemLine {
  static final String WORD = "nqueens";

  private ProblemLine() {}

  /**
   * The line stating {@code problem} (without its newline); the number of queens is always written.
   */
  static String format(Problem problem) {
    StringBuilder sb =
        new StringBuilder(WORD)
            .append(' ')
            .append(problem.rows())
            .append('x')
            .append(problem.cols());
    if (problem.torus()) {
      sb.append(" torus");
    }
    sb.append(" queens=").append(problem.queens());
    appendSquares(sb, "pawns", problem.pawns());
    appendSquares(sb, "holes", problem.holes());
    appendSquares(sb, "fixed", problem.fixed());
    if (problem.isMixed()) {
      sb.append(" pieces=").append(PieceCount.format(problem.kinds()));
    } else if (!problem.piece().isQueen()) {
      sb.append(" piece=").append(problem.piece().name());
    }
    if (problem.rule() != Rule.INDEPENDENT) {
      sb.append(" rule=").append(ruleWord(problem.rule()));
    }
    return sb.toString();
  }

  /** Reads the rest of the line whose first word, {@code nqueens}, {@code words} has just read. */
  static Problem parse(WordReader words) throws IOException {
    if (!words.nextWord()) {
      throw usage(words, "the 'nqueens' line names no board");
    }
    String size = words.text();
    int x = size.toLowerCase(Locale.ROOT).indexOf('x');
    long rows = x < 0 ? -1 : positive(size.substring(0, x));
    long cols = x < 0 ? -1 : positive(size.substring(x + 1));
    if (rows < 1 || cols < 1) {
      throw usage(words, "'" + size + "' is not a board size");
    }
    if (Math.max(rows, cols) > Integer.MAX_VALUE) {
      throw words.error(
          "'" + size + "' is larger than any board: a side is at most " + Integer.MAX_VALUE);
    }
    Problem.Builder b = Problem.builder((int) rows, (int) cols);
    Set<String> seen = new HashSet<>();
    Integer queens = null;
    List<PieceCount> mix = null;
    while (words.nextWord()) {
      String word = words.text();
      String key = word.toLowerCase(Locale.ROOT);
      int eq = key.indexOf('=');
      String value = eq < 0 ? "" : word.substring(eq + 1);
      String name = eq < 0 ? key : key.substring(0, eq);
      if (!seen.add(name)) {
        throw usage(words, "'" + name + "' is given twice");
      }
      switch (name) {
        case "torus" -> b.torus(true);
        case "queens" -> b.queens(queens = queens(words, value));
        case "pawns" -> b.pawns(squares(words, value));
        case "holes" -> b.holes(squares(words, value));
        case "fixed" -> b.fixed(squares(words, value));
        case "piece" -> b.piece(piece(words, value));
        case "pieces" -> mix = mix(words, value);
        case "rule" -> b.rule(rule(words, value));
        default -> throw usage(words, "unknown word '" + word + "'");
      }
    }
    if (mix != null) {
      int total = mix.stream().mapToInt(PieceCount::count).sum();
      if (seen.contains("piece") || queens != null && queens != total) {
        throw usage(words, "pieces= gives the kinds and their counts: drop piece= or fix queens=");
      }
      b.mix(mix);
    }
    try {
      return b.build();
    } catch (BadInputException e) {
      throw words.error(e.getMessage());
    }
  }

  private static List<PieceCount> mix(WordReader words, String value) {
    try {
      return PieceCount.parseAll(value);
    } catch (BadInputException e) {
      throw words.error(e.getMessage());
    }
  }

  /** The rule as the line writes it: its label, one word ("independent-dominating"). */
  private static String ruleWord(Rule rule) {
    return rule.label().replace(' ', '-');
  }

  private static Rule rule(WordReader words, String value) {
    List<String> written = new ArrayList<>();
    for (Rule rule : Rule.values()) {
      if (rule == Rule.INDEPENDENT) {
        continue; // the plain rule is never written
      }
      if (ruleWord(rule).equalsIgnoreCase(value)) {
        return rule;
      }
      written.add("rule=" + ruleWord(rule));
    }
    throw words.error(
        "rule="
            + value
            + " is not a rule: write "
            + String.join(" or ", written)
            + " (leave it out for pieces that only may not attack each other)");
  }

  private static int queens(WordReader words, String value) {
    long queens = positive(value);
    if (queens < 1 || queens > Integer.MAX_VALUE) {
      throw usage(words, "queens=" + value + " is not a number of queens");
    }
    return (int) queens;
  }

  private static Piece piece(WordReader words, String name) {
    try {
      return Piece.parse(name);
    } catch (BadInputException e) {
      throw words.error(e.getMessage());
    }
  }

  private static List<Square> squares(WordReader words, String list) {
    List<Square> squares = new ArrayList<>();
    for (String name : list.split(",", -1)) {
      try {
        squares.add(Square.parse(name));
      } catch (BadInputException e) {
        throw words.error(e.getMessage());
      }
    }
    return squares;
  }

  /** The value of a string of digits, or -1 for anything else. */
  /** The whole number {@code digits} spell (up to 18 of them), or -1. */
  private static long positive(String digits) {
    // the digits 0-9 only: Character.isDigit takes any script's (٨, ８)
    if (digits.isEmpty() || digits.length() > 18 || !digits.matches("[0-9]+")) {
      return -1;
    }
    return Long.parseLong(digits);
  }

  private static BadInputException usage(WordReader words, String what) {
    return words.error(
        what
            + ": write 'nqueens RANKSxFILES' then any of torus, queens=M, pawns=SQUARES,"
            + " holes=SQUARES, fixed=SQUARES, piece=NAME, pieces=4Q,4N, rule=dominating (e.g."
            + " nqueens 8x8 queens=9 pawns=d4)");
  }

  private static void appendSquares(StringBuilder sb, String key, Collection<Square> squares) {
    if (!squares.isEmpty()) {
      sb.append(' ').append(key).append('=');
      sb.append(String.join(",", squares.stream().map(Square::name).toList()));
    }
  }
}
