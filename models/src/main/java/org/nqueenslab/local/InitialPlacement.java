package org.nqueenslab.local;

/**
 * How a permutation search starts: QS2 draws a random permutation, QS3 places most queens
 * conflict-free first.
 */
interface InitialPlacement {
  /**
   * Rearranges {@code board.queen} into a new starting permutation and counts it on the cleared
   * diagonals. False when it gave up: a counter would saturate, or the budget ran out (polled via
   * {@code stop}); the caller then draws again or stops.
   */
  boolean place(PermutationBoard board, SplitMix64 random, StopCheck stop);

  /** Polled now and then during long loops; true means stop. */
  interface StopCheck {
    boolean stop();
  }
}
