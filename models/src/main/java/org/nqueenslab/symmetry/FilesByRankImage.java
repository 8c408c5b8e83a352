package org.nqueenslab.symmetry;

/**
 * How a symmetry of the board maps the files-by-rank vector of a placement with one queen on every
 * rank ({@code q[r]}, the file of rank r's queen) to the vector of its image, as lex-leader
 * constraints need it (Crawford, Ginsberg, Luks and Roy 1996, "Symmetry-breaking predicates for
 * search problems"; issue 6): {@code q'[r] = m(v[s(r)])}, where v is q itself or, for the four
 * symmetries that exchange ranks and files (the diagonal reflections and the quarter turns), its
 * inverse permutation p ({@code p[q[r]] = r}, the rank of each file's queen); s(r) is r or {@code
 * lastRank - r}; m(x) is x or {@code lastFile - x}. The eight combinations are exactly the eight
 * symmetries of the square, derived from {@link BoardSymmetry#apply}:
 *
 * <pre>
 *   IDENTITY      q[r]               DIAGONAL       p[r]
 *   MIRROR_FILES  n-1 - q[r]         ROTATE_90      n-1 - p[r]
 *   MIRROR_RANKS  q[n-1 - r]         ROTATE_270     p[n-1 - r]
 *   ROTATE_180    n-1 - q[n-1 - r]   ANTI_DIAGONAL  n-1 - p[n-1 - r]
 * </pre>
 *
 * (ROTATE_90 sends (r, f) to (f, n-1 - r): the queen of file c lands on rank c, file n-1 - p[c].)
 * Because a placement's queens are ordered by rank, comparing placements ({@link
 * SymmetryGroup#compare}) is comparing their vectors lexicographically, so "q is no greater than
 * every image" is "q is its orbit's canonical representative".
 *
 * @param inverse read the inverse permutation p instead of q (only on square boards)
 * @param reverseRanks read rank {@code lastRank - r} for rank r
 * @param mirrorFiles take {@code lastFile - x} of the value read
 */
public record FilesByRankImage(boolean inverse, boolean reverseRanks, boolean mirrorFiles) {

  /** The image of a symmetry without translation (toroidal translations have no such form). */
  public static FilesByRankImage of(BoardSymmetry g) {
    if (g.rankShift() != 0 || g.fileShift() != 0) {
      throw new IllegalArgumentException(
          "a translation of the torus is not a map of the files-by-rank vector: " + g);
    }
    return of(g.kind());
  }

  /** The image of one of the 8 symmetries of the square. */
  public static FilesByRankImage of(BoardSymmetry.Kind kind) {
    return switch (kind) {
      case IDENTITY -> new FilesByRankImage(false, false, false);
      case MIRROR_FILES -> new FilesByRankImage(false, false, true);
      case MIRROR_RANKS -> new FilesByRankImage(false, true, false);
      case ROTATE_180 -> new FilesByRankImage(false, true, true);
      case DIAGONAL -> new FilesByRankImage(true, false, false);
      case ROTATE_90 -> new FilesByRankImage(true, false, true);
      case ROTATE_270 -> new FilesByRankImage(true, true, false);
      case ANTI_DIAGONAL -> new FilesByRankImage(true, true, true);
    };
  }

  public boolean isIdentity() {
    return !inverse && !reverseRanks && !mirrorFiles;
  }

  /** The index into v (q or p, of length {@code length}) that rank r of the image reads. */
  public int sourceIndex(int rank, int length) {
    return reverseRanks ? length - 1 - rank : rank;
  }

  /** The image's file for a value x read from v, on a board with {@code cols} files. */
  public int value(int x, int cols) {
    return mirrorFiles ? cols - 1 - x : x;
  }

  /**
   * The sign of (the image of a solution) minus the solution, lexicographically by rank, stopping
   * at the first difference: Rolfe's comparison ("Optimal Queens", Listing Five) without building
   * the image. {@code files} is a solution of the n x n board, {@code inverse} the rank of each
   * file's queen.
   */
  public int compareImage(int[] files, int[] inverse) {
    int[] v = this.inverse ? inverse : files;
    int last = files.length - 1;
    for (int k = 0; k <= last; k++) {
      int x = v[reverseRanks ? last - k : k];
      int image = mirrorFiles ? last - x : x;
      if (image != files[k]) {
        return image < files[k] ? -1 : 1;
      }
    }
    return 0;
  }

  /**
   * The image vector of q on a board with {@code cols} files (q a permutation when {@link
   * #inverse}).
   */
  public int[] apply(int[] q, int cols) {
    int[] v = q;
    if (inverse) {
      v = new int[cols];
      for (int r = 0; r < q.length; r++) {
        v[q[r]] = r;
      }
    }
    int[] image = new int[q.length];
    for (int r = 0; r < image.length; r++) {
      image[r] = value(v[sourceIndex(r, v.length)], cols);
    }
    return image;
  }
}
