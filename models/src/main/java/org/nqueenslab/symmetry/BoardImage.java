package org.nqueenslab.symmetry;

import org.nqueenslab.problem.Square;

/**
 * How a symmetry of the board maps the 0/1 board vector of a placement (x[s] is 1 when square s
 * holds a queen, squares in rank-major order: a1, b1, ..., a2, ...) to the vector of its image, as
 * lex-leader constraints on a Boolean board need it (Crawford, Ginsberg, Luks and Roy 1996; issue
 * 7): the image holds a queen on s exactly when the placement holds one on g^-1(s), so {@code
 * image[s] = x[preimage(s)]}.
 *
 * <p>Which way the order runs: {@link SymmetryGroup#compare} orders placements by their sorted
 * squares, and for two placements of the same size the first square where their vectors differ is
 * the first square of the sorted lists that differs, held by the smaller placement. So a placement
 * is no greater than its image exactly when its vector is lexicographically no <em>smaller</em>
 * than the image's (1 above 0): the canonical solution of an orbit, the smallest placement, is the
 * one whose board vector is the lexicographically greatest, and the lex-leader constraint reads
 * {@code image <=lex x}.
 */
public final class BoardImage {

  private BoardImage() {}

  /**
   * For each square s in rank-major order (index {@code rank * cols + file}), the square that g
   * maps onto s. The board is rows x cols, and g one of its symmetries (rows = cols unless g keeps
   * rectangles).
   */
  public static Square[] preimages(BoardSymmetry g, int rows, int cols) {
    Square[] preimage = new Square[rows * cols];
    for (int r = 0; r < rows; r++) {
      for (int f = 0; f < cols; f++) {
        Square t = new Square(r, f);
        Square s = g.apply(t, rows, cols);
        preimage[s.rank() * cols + s.file()] = t;
      }
    }
    return preimage;
  }
}
