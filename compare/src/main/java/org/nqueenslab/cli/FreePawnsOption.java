package org.nqueenslab.cli;

import picocli.CommandLine.Option;

/**
 * {@code --free-pawns K}: a mixin of its own, so that only the commands that count whole families
 * (count, compare) offer it in their help.
 */
final class FreePawnsOption {
  @Option(
      names = "--free-pawns",
      paramLabel = "K",
      description =
          "Count every arrangement of K pawns and N + K queens on the N x N board, the pawns anywhere (OEIS"
              + " A103330 for K = 1, A129551 for 2, A129553 for 3; with --unique up to symmetry, pawns included).")
  Integer k;

  /**
   * True when --free-pawns was given: the command counts free-pawn families instead of problems.
   */
  boolean given() {
    return k != null;
  }
}
