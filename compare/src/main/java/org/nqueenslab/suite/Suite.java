package org.nqueenslab.suite;

import org.nqueenslab.dancinglinks.QueensCover;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.problem.Problem;

/**
 * The exact-cover suite: problems with published counts, generated in Knuth's DLX format so that
 * {@code nqueens xc} and any outside DLX solver read the same file ({@code nqueens xc --generate
 * KIND ARG}). Each problem comes with comment lines saying what it is and its published count.
 */
public final class Suite {
  /** The kinds {@code --generate} takes, with the argument each needs. */
  public static final String KINDS =
      "pentominoes WxH (6x10, 5x12, 4x15, 3x20) or pentominoes scott, langford N, queens N,"
          + " sudoku FILE";

  private Suite() {}

  /** A generated problem and the comments to write above it. */
  public record Generated(ExactCover cover, String... comments) {}

  /**
   * The problem of kind {@code kind} for {@code argument}; {@code sudokuGrid} is the grid's text
   * for {@code sudoku} (the caller reads the file). Mistakes throw {@link
   * IllegalArgumentException}.
   */
  public static Generated generate(
      String kind, String argument, boolean unique, String sudokuGrid) {
    if (unique && !kind.equals("pentominoes")) {
      throw new IllegalArgumentException(
          "--unique breaks the board's symmetries of pentominoes only; drop it for " + kind);
    }
    String up = unique ? " (one per class of the board's symmetries, X and P restricted)" : "";
    switch (kind) {
      case "pentominoes":
        if (argument.equals("scott")) {
          return new Generated(
              Pentominoes.scott(unique),
              "Scott's pentomino problem: 8 x 8 less its centre 2 x 2" + up,
              "published: 520 packings, 65 up to the board's 8 symmetries (Knuth, Dancing Links)");
        }
        int[] wh = size(argument);
        return new Generated(
            Pentominoes.box(wh[0], wh[1], unique),
            "the twelve pentominoes in a " + wh[0] + " x " + wh[1] + " box" + up,
            "published, up to the box's 4 symmetries: 3x20 2, 4x15 368, 5x12 1010, 6x10 2339"
                + " (Knuth, Dancing Links, 2000); 4 times as many counted apart");
      case "langford":
        int n = number(argument);
        return new Generated(
            Langford.pairs(n),
            "Langford pairs for n = " + n + ": number k at slots j and j + k + 1",
            "each arrangement and its mirror image counted: 2 x OEIS A014552(n) (n = 7: 52, 8: 300)");
      case "queens":
        int q = number(argument);
        if (q < 1 || q > 64) {
          throw new IllegalArgumentException("queens " + q + ": give 1 to 64");
        }
        return new Generated(
            QueensCover.of(Problem.of(q)).standalone(),
            q
                + " queens, Knuth's formulation (TAOCP 7.2.2.1): ranks r and files c primary, in"
                + " organ-pipe order, diagonals a and b secondary",
            "published: OEIS A000170 (n = 8: 92)");
      case "sudoku":
        return new Generated(
            SudokuCover.of(sudokuGrid),
            "a Sudoku, Knuth's formulation (TAOCP 7.2.2.1): p cell, r row-digit, c column-digit, b"
                + " box-digit; the clues' items left out",
            "a proper puzzle has one solution");
      default:
        throw new IllegalArgumentException("no problem kind '" + kind + "': give " + KINDS);
    }
  }

  private static int[] size(String wxh) {
    String[] parts = wxh.toLowerCase(java.util.Locale.ROOT).split("x", -1);
    try {
      if (parts.length == 2) {
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException(
        "pentominoes '" + wxh + "': give a box WxH (6x10, 5x12, 4x15, 3x20) or scott");
  }

  private static int number(String n) {
    try {
      return Integer.parseInt(n);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + n + "' is not a whole number");
    }
  }
}
