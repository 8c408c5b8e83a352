package org.nqueenslab.local;

import org.nqueenslab.engine.Budget;

/**
 * The search of Sosič and Gu's QS2 and QS3 (1990, Figure 2), line for line: for each queen on the
 * attack list try a swap with a random queen, keep it if it lowers the collisions; refresh the
 * attack list only when the collisions fall below C1 x the collisions at the last refresh; draw a
 * new permutation after C2 x n tested pairs.
 */
final class QueenSearch {
  /**
   * The paper's constants: C1 = 0.45 (when to refresh the attack list), C2 = 32 (pairs per queen
   * per permutation).
   */
  static final double DEFAULT_C1 = 0.45;

  static final double DEFAULT_C2 = 32;

  private final PermutationBoard board;
  private final InitialPlacement start;
  private final SplitMix64 random;
  private final Budget budget;
  private final double c1;
  private final double c2;

  // The paper's statistics (Tables 4 to 6) and a few of ours.
  long permutations;
  long pairsTested;
  long swaps;
  long attackRefreshes;

  /**
   * Collisions of the first permutation, -1 before it: an unbiased sample (later ones follow a
   * failure).
   */
  long initialCollisions = -1;

  /** Null for an untraced run. */
  LocalSteps steps;

  QueenSearch(
      PermutationBoard board,
      InitialPlacement start,
      long seed,
      Budget budget,
      double c1,
      double c2) {
    this.board = board;
    this.start = start;
    this.random = new SplitMix64(seed);
    this.budget = budget;
    this.c1 = c1;
    this.c2 = c2;
  }

  /**
   * Runs until a solution (true: board.queen holds it) or until the budget is exhausted (false).
   */
  boolean run() {
    int n = board.n;
    long pairsPerPermutation = (long) (c2 * n);
    int[] attack = new int[0];
    while (true) {
      // initialisation (Figure 2, lines 11-15)
      permutations++;
      if (!start.place(board, random, budget::exhausted)) {
        if (budget.exhausted()) {
          return false;
        }
        continue; // a counter would have saturated: draw again
      }
      if (steps != null
          && !steps.started(
              board.queen,
              board.collisions,
              "collisions (a diagonal's queens less one, summed)",
              permutations > 1)) {
        return false;
      }
      if (initialCollisions < 0) {
        initialCollisions = board.collisions;
      }
      if (board.collisions == 0) {
        return true;
      }
      double limit = c1 * board.collisions;
      if (attack.length < board.maxAttacked()) {
        attack = new int[board.maxAttacked()];
      }
      int attacks = refreshAttacks(attack);
      long loopCount = 0;
      // search (lines 17-31)
      do {
        for (int k = 0; k < attacks; k++) {
          int i = attack[k];
          int j = random.nextInt(n);
          pairsTested++;
          long before = board.collisions;
          if (board.trySwap(i, j)) {
            swaps++;
            if (steps != null && !steps.swapped(i, j, board.queen, before, board.collisions)) {
              return false;
            }
            if (board.collisions == 0) {
              return true;
            }
            if (board.collisions < limit) {
              limit = c1 * board.collisions;
              attacks = refreshAttacks(attack);
            }
          }
          if ((pairsTested & 0xFFF) == 0 && budget.exhausted()) {
            return false;
          }
        }
        loopCount += attacks;
      } while (loopCount <= pairsPerPermutation);
    }
  }

  private int refreshAttacks(int[] attack) {
    attackRefreshes++;
    return board.computeAttacks(attack);
  }
}
