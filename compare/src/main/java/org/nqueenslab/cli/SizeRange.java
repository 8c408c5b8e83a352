package org.nqueenslab.cli;

import org.nqueenslab.problem.BadInputException;

/** A board size or a range of sizes, written {@code 8} or {@code 4..12}. */
record SizeRange(int from, int to) {

  static SizeRange parse(String text) {
    String t = text.trim();
    boolean ascii = true;
    for (int i = 0; i < t.length(); i++) {
      ascii &= t.charAt(i) < 128; // a loop, not a lambda: this is on every count's start-up path
    }
    if (!ascii) { // parseInt reads any script's digits: ٨ and ８ are 8
      throw new BadInputException(
          "'"
              + text
              + "' is not a board size: write it in the digits 0-9, e.g. 8 (or a range such as"
              + " 4..12)");
    }
    int dots = t.indexOf("..");
    try {
      if (dots < 0) {
        int n = Integer.parseInt(t);
        return checked(n, n, text);
      }
      return checked(
          Integer.parseInt(t.substring(0, dots).trim()),
          Integer.parseInt(t.substring(dots + 2).trim()),
          text);
    } catch (NumberFormatException e) {
      // one or two whole numbers that parseInt refused: one of them does not fit in an int
      String[] sides = t.split("\\.\\.", -1);
      boolean wholeNumbers =
          sides.length <= 2
              && java.util.Arrays.stream(sides)
                  .map(String::trim)
                  .allMatch(d -> !d.isEmpty() && d.chars().allMatch(Character::isDigit));
      if (wholeNumbers) {
        throw new BadInputException(
            "'"
                + text
                + "' is too large a board size for a whole number of the JVM (at most "
                + Integer.MAX_VALUE
                + "): give a smaller size");
      }
      throw new BadInputException(
          "'"
              + text
              + "' is not a board size: give a whole number such as 8"
              + " (or a range such as 4..12 where a command takes several sizes)");
    }
  }

  private static SizeRange checked(int from, int to, String text) {
    if (from < 1) {
      throw new BadInputException(
          "board size must be at least 1, got " + from + ": give -n 1 or more");
    }
    if (to < from) {
      throw new BadInputException(
          "the range " + text + " is empty: write the smaller size first, e.g. 4..12");
    }
    return new SizeRange(from, to);
  }

  boolean isSingle() {
    return from == to;
  }

  @Override
  public String toString() {
    return isSingle() ? Integer.toString(from) : from + ".." + to;
  }
}
