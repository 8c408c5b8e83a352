package org.nqueenslab.classic;

/**
 * Rolfe's lexicographic symmetry rejection: a solution is kept only if no rotation or reflection of it is smaller,
 * read as an n-digit number, and then stands for 2, 4 or 8 solutions (T. Rolfe, "Optimal Queens", Dr. Dobb's,
 * Listing Five: SymmetryOps, Rotate, Vmirror, intncmp). No earlier solution needs to be stored.
 */
final class RolfeSymmetry {
  private final int size;
  private final int[] trial;
  private final int[] scratch;

  RolfeSymmetry(int size) {
    this.size = size;
    this.trial = new int[size];
    this.scratch = new int[size];
  }

  /**
   * 0 when {@code board} (the file of each rank's queen, a complete solution) is not the first of its equivalence
   * class; otherwise how many solutions the class holds: 2 (symmetric under a quarter turn), 4 (under a half turn)
   * or 8. On the 1 x 1 board, which Rolfe's argument that no solution is its own mirror image misses, 1.
   */
  int equivalents(int[] board) {
    if (size == 1) {
      return 1;
    }
    int nequiv;
    System.arraycopy(board, 0, trial, 0, size);
    rotate(false); // 90 degrees clockwise
    int cmp = compare(board, trial);
    if (cmp > 0) {
      return 0;
    }
    if (cmp == 0) {
      nequiv = 1; // no change on a quarter turn
    } else {
      rotate(false); // 180 degrees
      cmp = compare(board, trial);
      if (cmp > 0) {
        return 0;
      }
      if (cmp == 0) {
        nequiv = 2; // no change on a half turn
      } else {
        rotate(false); // 270 degrees
        if (compare(board, trial) > 0) {
          return 0;
        }
        nequiv = 4;
      }
    }
    System.arraycopy(board, 0, trial, 0, size);
    verticalMirror();
    if (compare(board, trial) > 0) {
      return 0;
    }
    if (nequiv > 1) { // no quarter-turn symmetry: the mirror's rotations are new boards
      rotate(true); // -90 degrees: the diagonal mirror
      if (compare(board, trial) > 0) {
        return 0;
      }
      if (nequiv > 2) { // no half-turn symmetry either
        rotate(true); // -180 degrees: the horizontal mirror
        if (compare(board, trial) > 0) {
          return 0;
        }
        rotate(true); // -270 degrees: the anti-diagonal mirror
        if (compare(board, trial) > 0) {
          return 0;
        }
      }
    }
    return nequiv * 2; // double for the mirror images
  }

  /**
   * Turns {@code trial} a quarter: clockwise the queen of rank r on file c goes to rank c, file size-1-r;
   * counter-clockwise to rank size-1-c, file r.
   */
  private void rotate(boolean counterClockwise) {
    for (int r = 0; r < size; r++) {
      int c = trial[r];
      if (counterClockwise) {
        scratch[size - 1 - c] = r;
      } else {
        scratch[c] = size - 1 - r;
      }
    }
    System.arraycopy(scratch, 0, trial, 0, size);
  }

  /** Reflects {@code trial} in the vertical axis: file c becomes file size-1-c. */
  private void verticalMirror() {
    for (int r = 0; r < size; r++) {
      trial[r] = size - 1 - trial[r];
    }
  }

  /** intncmp: the sign of the first difference, as strncmp on arrays of int. */
  private int compare(int[] a, int[] b) {
    for (int i = 0; i < size; i++) {
      if (a[i] != b[i]) {
        return a[i] < b[i] ? -1 : 1;
      }
    }
    return 0;
  }
}
