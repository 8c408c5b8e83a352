package org.nqueenslab.classic;

import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.FilesByRankImage;

/**
 * Rolfe's lexicographic symmetry rejection: a solution is kept only if no rotation or reflection of
 * it is smaller, read as an n-digit number, and then stands for 2, 4 or 8 solutions (T. Rolfe,
 * "Optimal Queens", Dr. Dobb's, Listing Five: SymmetryOps). His order of the images and his early
 * exits are kept; the images themselves are the symmetry package's ({@link FilesByRankImage}),
 * where his Rotate and Vmirror built each one. No earlier solution needs to be stored.
 */
final class RolfeSymmetry {
  private static final FilesByRankImage QUARTER_TURN = image(BoardSymmetry.Kind.ROTATE_90);
  private static final FilesByRankImage HALF_TURN = image(BoardSymmetry.Kind.ROTATE_180);
  private static final FilesByRankImage THREE_QUARTER_TURN = image(BoardSymmetry.Kind.ROTATE_270);
  private static final FilesByRankImage VERTICAL_MIRROR = image(BoardSymmetry.Kind.MIRROR_FILES);
  private static final FilesByRankImage DIAGONAL_MIRROR = image(BoardSymmetry.Kind.DIAGONAL);
  private static final FilesByRankImage HORIZONTAL_MIRROR = image(BoardSymmetry.Kind.MIRROR_RANKS);
  private static final FilesByRankImage ANTI_DIAGONAL_MIRROR =
      image(BoardSymmetry.Kind.ANTI_DIAGONAL);

  private final int[] inverse;

  RolfeSymmetry(int size) {
    this.inverse = new int[size];
  }

  private static FilesByRankImage image(BoardSymmetry.Kind kind) {
    return FilesByRankImage.of(kind);
  }

  /**
   * 0 when {@code board} (the file of each rank's queen, a complete solution) is not the first of
   * its equivalence class; otherwise how many solutions the class holds: 2 (symmetric under a
   * quarter turn), 4 (under a half turn) or 8. On the 1 x 1 board, which Rolfe's argument that no
   * solution is its own mirror image misses, 1.
   */
  int equivalents(int[] board) {
    if (board.length == 1) {
      return 1;
    }
    for (int r = 0; r < board.length; r++) {
      inverse[board[r]] = r;
    }
    int nequiv;
    int cmp = QUARTER_TURN.compareImage(board, inverse);
    if (cmp < 0) {
      return 0;
    }
    if (cmp == 0) {
      nequiv = 1; // no change on a quarter turn
    } else {
      cmp = HALF_TURN.compareImage(board, inverse);
      if (cmp < 0) {
        return 0;
      }
      if (cmp == 0) {
        nequiv = 2; // no change on a half turn
      } else {
        if (smaller(THREE_QUARTER_TURN, board)) {
          return 0;
        }
        nequiv = 4;
      }
    }
    if (smaller(VERTICAL_MIRROR, board)) {
      return 0;
    }
    if (nequiv > 1) { // no quarter-turn symmetry: the mirror's rotations are new boards
      if (smaller(DIAGONAL_MIRROR, board)) {
        return 0;
      }
      if (nequiv > 2) { // no half-turn symmetry either
        if (smaller(HORIZONTAL_MIRROR, board) || smaller(ANTI_DIAGONAL_MIRROR, board)) {
          return 0;
        }
      }
    }
    return nequiv * 2; // double for the mirror images
  }

  /** Rolfe's intncmp of the board with its image: true when the image is smaller. */
  private boolean smaller(FilesByRankImage image, int[] board) {
    return image.compareImage(board, inverse) < 0;
  }
}
