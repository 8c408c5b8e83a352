package org.nqueenslab.symmetry;

import org.nqueenslab.problem.Square;

/**
 * One symmetry of a board: one of the 8 symmetries of the square (the dihedral group D4) followed,
 * on a torus, by a translation (ranks and files shifted, wrapping). Rectangular boards keep only
 * the identity, the half turn and the two mirror reflections.
 */
public record BoardSymmetry(Kind kind, int rankShift, int fileShift) {

  /** The 8 symmetries of the square, as maps of (rank, file) on an n x n board. */
  public enum Kind {
    IDENTITY,
    ROTATE_90,
    ROTATE_180,
    ROTATE_270,
    MIRROR_FILES,
    MIRROR_RANKS,
    DIAGONAL,
    ANTI_DIAGONAL;

    /** True for the four that also map a rectangular board onto itself. */
    public boolean keepsRectangles() {
      return this == IDENTITY || this == ROTATE_180 || this == MIRROR_FILES || this == MIRROR_RANKS;
    }

    /**
     * The rank of the image of (r, f), lastRank and lastFile being the board's last rank and file:
     * the map without objects, for the searches that apply it at their leaves.
     */
    public int rank(int r, int f, int lastRank, int lastFile) {
      return switch (this) {
        case IDENTITY, MIRROR_FILES -> r;
        case ROTATE_180, MIRROR_RANKS -> lastRank - r;
        case ROTATE_90, DIAGONAL -> f;
        case ROTATE_270, ANTI_DIAGONAL -> lastFile - f;
      };
    }

    /** The file of the image of (r, f); see {@link #rank}. */
    public int file(int r, int f, int lastRank, int lastFile) {
      return switch (this) {
        case IDENTITY, MIRROR_RANKS -> f;
        case ROTATE_180, MIRROR_FILES -> lastFile - f;
        case ROTATE_270, DIAGONAL -> r;
        case ROTATE_90, ANTI_DIAGONAL -> lastRank - r;
      };
    }
  }

  /**
   * The image of a square on a rows x cols board (rows = cols unless {@link
   * Kind#keepsRectangles()}).
   */
  public Square apply(Square s, int rows, int cols) {
    int nr = kind.rank(s.rank(), s.file(), rows - 1, cols - 1);
    int nf = kind.file(s.rank(), s.file(), rows - 1, cols - 1);
    if (rankShift != 0 || fileShift != 0) {
      nr = (nr + rankShift) % rows;
      nf = (nf + fileShift) % cols;
    }
    return new Square(nr, nf);
  }
}
