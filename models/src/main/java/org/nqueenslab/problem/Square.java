package org.nqueenslab.problem;

/**
 * A square of the board, 0-based: rank 0 is the bottom rank ("1" in chess notation), file 0 the
 * leftmost file ("a"). Names follow chess notation; files after z continue as spreadsheet columns
 * do (z, aa, ab, ..., az, ba, ...), so file 26 is "aa" and the square name is always letters then
 * the 1-based rank number, e.g. "aa27".
 */
public record Square(int rank, int file) implements Comparable<Square> {

  public Square {
    if (rank < 0 || file < 0) {
      throw new IllegalArgumentException(
          "square coordinates must be non-negative, got rank " + rank + " file " + file);
    }
  }

  /** Parses a chess-style name such as {@code c5} or {@code aa27} (case-insensitive). */
  public static Square parse(String name) {
    String s = name.trim().toLowerCase(java.util.Locale.ROOT);
    int i = 0;
    while (i < s.length() && s.charAt(i) >= 'a' && s.charAt(i) <= 'z') {
      i++;
    }
    if (i == 0 || i == s.length() || i > 6) {
      throw new BadInputException(
          "'"
              + name
              + "' is not a square name: write the file letters then the rank number, e.g. c5 or aa27");
    }
    int file = 0;
    for (int k = 0; k < i; k++) {
      file = file * 26 + (s.charAt(k) - 'a' + 1);
    }
    int rank;
    try {
      if (!s.substring(i).matches("[0-9]+")) { // parseInt takes '+' and any script's digits
        throw new NumberFormatException(s.substring(i));
      }
      rank = Integer.parseInt(s.substring(i));
    } catch (NumberFormatException e) {
      throw new BadInputException(
          "'"
              + name
              + "' is not a square name: write the file letters then the rank number, e.g. c5 or aa27");
    }
    if (rank < 1) {
      throw new BadInputException("'" + name + "' is not a square name: ranks are numbered from 1");
    }
    return new Square(rank - 1, file - 1);
  }

  /** The letters of a 0-based file: 0 is "a", 25 is "z", 26 is "aa". */
  public static String fileName(int file) {
    StringBuilder sb = new StringBuilder();
    for (int f = file + 1; f > 0; f = (f - 1) / 26) {
      sb.append((char) ('a' + (f - 1) % 26));
    }
    return sb.reverse().toString();
  }

  /** The chess-style name, e.g. "c5". */
  public String name() {
    return fileName(file) + (rank + 1);
  }

  @Override
  public int compareTo(Square o) {
    return rank != o.rank ? Integer.compare(rank, o.rank) : Integer.compare(file, o.file);
  }

  @Override
  public String toString() {
    return name();
  }

  // Written out rather than left to the record: the generated ones are linked through method
  // handles on first use, which cost a short command (nqueens count -n 8) about a tenth of its
  // start-up. The same values as the record's (31 * rank + file), so hash orders do not change.
  @Override
  public boolean equals(Object o) {
    return o instanceof Square s && s.rank == rank && s.file == file;
  }

  @Override
  public int hashCode() {
    return 31 * rank + file;
  }
}
