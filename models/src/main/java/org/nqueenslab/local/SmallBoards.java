package org.nqueenslab.local;

/**
 * Boards too small for the heuristics: on n = 2 and 3 no placement exists, so a local search would
 * restart for ever. Rather than take that on trust, the engines check every one of the n!
 * permutations (at most 6): a proof, not a lookup. Any solution puts one queen on each rank and
 * file, so it is a permutation.
 */
final class SmallBoards {
  /** Largest n checked exhaustively (n! permutations): the known unsolvable sizes are 2 and 3. */
  static final int EXHAUSTIVE_UP_TO = 3;

  private SmallBoards() {}

  /**
   * For n <= {@link #EXHAUSTIVE_UP_TO}: a solution as files by rank, or null when no permutation is
   * one.
   */
  static int[] solveExhaustively(int n) {
    if (n > EXHAUSTIVE_UP_TO) {
      throw new IllegalArgumentException(
          "exhaustive check is for n <= " + EXHAUSTIVE_UP_TO + ", got " + n);
    }
    int[] files = new int[n];
    return search(files, 0, new boolean[n]) ? files : null;
  }

  /** One line for a result's note when {@link #solveExhaustively} found nothing. */
  static String noSolutionNote(int n) {
    return "no solution exists for n = "
        + n
        + ": none of the "
        + factorial(n)
        + " permutations (one queen per rank"
        + " and file) avoids a diagonal attack";
  }

  private static boolean search(int[] files, int rank, boolean[] used) {
    if (rank == files.length) {
      return noDiagonalAttack(files);
    }
    for (int f = 0; f < files.length; f++) {
      if (!used[f]) {
        used[f] = true;
        files[rank] = f;
        if (search(files, rank + 1, used)) {
          return true;
        }
        used[f] = false;
      }
    }
    return false;
  }

  private static boolean noDiagonalAttack(int[] files) {
    for (int a = 0; a < files.length; a++) {
      for (int b = a + 1; b < files.length; b++) {
        if (Math.abs(files[a] - files[b]) == b - a) {
          return false;
        }
      }
    }
    return true;
  }

  private static long factorial(int n) {
    long f = 1;
    for (int i = 2; i <= n; i++) {
      f *= i;
    }
    return f;
  }
}
