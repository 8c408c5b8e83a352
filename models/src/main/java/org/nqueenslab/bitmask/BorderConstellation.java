package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;

/**
 * The queens a solution of the classic board has on its border: every solution has exactly one queen on the first
 * rank, the last rank, the first file and the last file (a corner queen serves two of them). Border pre-placement,
 * the way the Q27 project split its count of the 27 x 27 board (T. B. Preußer, M. R. Engelhardt, "Putting Queens
 * in Carry Chains, No 27", 2017): the solutions split by constellation, and the 8 symmetries of the square map
 * constellations onto constellations, so only one constellation per orbit needs a search.
 *
 * <p>Squares are (rank, file), 0-based; symmetries are numbered as in {@link SolutionImages}.
 *
 * @param top the file of the first rank's queen
 * @param right the rank of the last file's queen
 * @param bottom the file of the last rank's queen
 * @param left the rank of the first file's queen
 * @param stabilizer the symmetries (other than the identity) that map the constellation onto itself, as a bit set
 */
record BorderConstellation(int n, int top, int right, int bottom, int left, int stabilizer) {

  /** The distinct border queens: 2 to 4 squares, each {rank, file}. */
  List<int[]> queens() {
    List<int[]> squares = new ArrayList<>(4);
    addDistinct(squares, 0, top);
    addDistinct(squares, right, n - 1);
    addDistinct(squares, n - 1, bottom);
    addDistinct(squares, left, 0);
    return squares;
  }

  /** Orbit size of the constellation: 8 over the number of symmetries that fix it. */
  int orbitSize() {
    return 8 / (1 + Integer.bitCount(stabilizer));
  }

  /**
   * One constellation per orbit of the valid ones (border queens that do not attack each other), the one with the
   * smallest key. The order keeps the units of work of similar size together.
   */
  static List<BorderConstellation> canonical(int n) {
    List<BorderConstellation> out = new ArrayList<>();
    int last = n - 1;
    for (int top = 0; top < n; top++) {
      for (int right = 0; right < n; right++) {
        for (int bottom = 0; bottom < n; bottom++) {
          for (int left = 0; left < n; left++) {
            if (!consistentCorners(last, top, right, bottom, left)) {
              continue;
            }
            BorderConstellation c = new BorderConstellation(n, top, right, bottom, left, 0);
            if (!c.peaceful()) {
              continue;
            }
            int key = c.key();
            int stabilizer = 0;
            boolean smallest = true;
            for (int t = 1; t < 8 && smallest; t++) {
              int image = c.image(t).key();
              smallest = image >= key;
              if (image == key) {
                stabilizer |= 1 << t;
              }
            }
            if (smallest) {
              out.add(new BorderConstellation(n, top, right, bottom, left, stabilizer));
            }
          }
        }
      }
    }
    return out;
  }

  /** A corner queen stands on two border lines at once, and only a corner queen does. */
  private static boolean consistentCorners(int last, int top, int right, int bottom, int left) {
    return (top == 0) == (left == 0) && (top == last) == (right == 0) && (bottom == 0) == (left == last)
        && (bottom == last) == (right == last);
  }

  private boolean peaceful() {
    List<int[]> q = queens();
    for (int i = 0; i < q.size(); i++) {
      for (int j = i + 1; j < q.size(); j++) {
        int dr = q.get(i)[0] - q.get(j)[0];
        int dc = q.get(i)[1] - q.get(j)[1];
        if (dr == 0 || dc == 0 || Math.abs(dr) == Math.abs(dc)) {
          return false;
        }
      }
    }
    return true;
  }

  private int key() {
    return ((top * n + right) * n + bottom) * n + left;
  }

  /** The constellation of the image of this one's solutions under symmetry {@code t}. */
  private BorderConstellation image(int t) {
    int[] lines = new int[4];
    for (int[] q : queens()) {
      int[] s = SolutionImages.map(t, n, q[0], q[1]);
      if (s[0] == 0) {
        lines[0] = s[1];
      }
      if (s[1] == n - 1) {
        lines[1] = s[0];
      }
      if (s[0] == n - 1) {
        lines[2] = s[1];
      }
      if (s[1] == 0) {
        lines[3] = s[0];
      }
    }
    return new BorderConstellation(n, lines[0], lines[1], lines[2], lines[3], 0);
  }

  private static void addDistinct(List<int[]> squares, int rank, int file) {
    for (int[] s : squares) {
      if (s[0] == rank && s[1] == file) {
        return;
      }
    }
    squares.add(new int[] {rank, file});
  }
}
