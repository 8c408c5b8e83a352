package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How many pieces of one kind a mixed problem places ("place m queens and m knights so that no
 * piece attacks another", the seed's queens and knights problem): written {@code 4Q} or {@code
 * 4knight}, a count and a {@link Piece} by name or notation, several joined by commas.
 */
public record PieceCount(int count, Piece piece) {

  public PieceCount {
    if (count < 1) {
      throw new BadInputException(
          "each kind of piece needs a count of at least 1, got "
              + count
              + " "
              + piece.plural()
              + ": leave the kind out instead");
    }
  }

  /**
   * Parses "4Q,4N" (or "2 queens, 3 knight"): each part a count then a piece.
   *
   * @throws BadInputException naming the part not understood
   */
  public static List<PieceCount> parseAll(String text) {
    List<PieceCount> all = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      all.add(parse(part.trim()));
    }
    return List.copyOf(all);
  }

  private static PieceCount parse(String part) {
    int digits = 0;
    while (digits < part.length() && Character.isDigit(part.charAt(digits))) {
      digits++;
    }
    if (digits == 0 || digits == part.length() || digits > 6) {
      throw new BadInputException(
          "'"
              + part
              + "' is not a count and a piece: write each kind as a number then a piece, e.g."
              + " 4Q,4N or 2queen,3knight");
    }
    String name = part.substring(digits).trim();
    if (name.endsWith("s") && !name.equals(name.toUpperCase(java.util.Locale.ROOT))) {
      name = name.substring(0, name.length() - 1); // "queens" reads as "queen"
    }
    return new PieceCount(Integer.parseInt(part.substring(0, digits)), Piece.parse(name));
  }

  /** "2 queens and 1 knight". */
  public static String describe(List<PieceCount> kinds) {
    List<String> parts = kinds.stream().map(PieceCount::describe).toList();
    return parts.size() == 1
        ? parts.get(0)
        : String.join(", ", parts.subList(0, parts.size() - 1))
            + " and "
            + parts.get(parts.size() - 1);
  }

  /** "2 queens", "1 knight". */
  public String describe() {
    return count + " " + (count == 1 ? piece.singular() : piece.plural());
  }

  /** "4Q,4N": the form {@link #parseAll} reads, for files and part lines. */
  public static String format(List<PieceCount> kinds) {
    return kinds.stream().map(k -> k.count + k.piece.notation()).collect(Collectors.joining(","));
  }
}
