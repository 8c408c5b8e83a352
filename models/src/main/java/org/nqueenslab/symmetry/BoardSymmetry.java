package org.nqueenslab.symmetry;

import org.nqueenslab.problem.Square;

/**
 * One symmetry of a board: one of the 8 symmetries of the square (the dihedral group D4) followed, on a torus, by a
 * translation (ranks and files shifted, wrapping). Rectangular boards keep only the identity, the half turn and the
 * two mirror reflections.
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
  }

  /** The image of a square on a rows x cols board (rows = cols unless {@link Kind#keepsRectangles()}). */
  public Square apply(Square s, int rows, int cols) {
    int r = s.rank();
    int f = s.file();
    int lastRank = rows - 1;
    int lastFile = cols - 1;
    int nr;
    int nf;
    switch (kind) {
      case IDENTITY -> { nr = r; nf = f; }
      case ROTATE_90 -> { nr = f; nf = lastRank - r; }
      case ROTATE_180 -> { nr = lastRank - r; nf = lastFile - f; }
      case ROTATE_270 -> { nr = lastFile - f; nf = r; }
      case MIRROR_FILES -> { nr = r; nf = lastFile - f; }
      case MIRROR_RANKS -> { nr = lastRank - r; nf = f; }
      case DIAGONAL -> { nr = f; nf = r; }
      case ANTI_DIAGONAL -> { nr = lastFile - f; nf = lastRank - r; }
      default -> throw new IllegalStateException(kind.name());
    }
    if (rankShift != 0 || fileShift != 0) {
      nr = (nr + rankShift) % rows;
      nf = (nf + fileShift) % cols;
    }
    return new Square(nr, nf);
  }
}
