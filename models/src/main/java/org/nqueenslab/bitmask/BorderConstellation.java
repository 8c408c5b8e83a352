package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.symmetry.BoardSymmetry;

/**
 * The queens a solution of the classic board has on its border: every solution has exactly one
 * queen on the first rank, the last rank, the first file and the last file (a corner queen serves
 * two of them). Border pre-placement, the way the Q27 project split its count of the 27 x 27 board
 * (T. B. Preußer, M. R. Engelhardt, "Putting Queens in Carry Chains, No 27", 2017): the solutions
 * split by constellation, and the 8 symmetries of the square map constellations onto
 * constellations, so only one constellation per orbit needs a search.
 *
 * <p>Squares are (rank, file), 0-based; symmetries are numbered by {@link BoardSymmetry.Kind}
 * ordinal.
 *
 * @param top the file of the first rank's queen
 * @param right the rank of the last file's queen
 * @param bottom the file of the last rank's queen
 * @param left the rank of the first file's queen
 * @param stabilizer the symmetries (other than the identity) that map the constellation onto
 *     itself, as a bit set
 */
record BorderConstellation(int n, int top, int right, int bottom, int left, int stabilizer) {
  private static final BoardSymmetry.Kind[] KINDS = BoardSymmetry.Kind.values();

  /** The distinct border queens: 2 to 4 squares, each {rank, file}. */
  List<int[]> queens() {
    List<int[]> squares = new ArrayList<>(4);
    addDistinct(squares, 0, top);
    addDistinct(squares, right, n - 1);
    addDistinct(squares, n - 1, bottom);
    addDistinct(squares, left, 0);
    return squares;
  }

  /**
   * The inner board once the border queens stand, as the searches' bit masks: the free inner ranks,
   * the files taken, the diagonals taken by rank + file, by file - rank + n - 1 and by rank - file
   * + n - 1 (the last to read a file's free ranks).
   */
  record Inside(long ranks, long col, long sum, long diff, long diffT) {}

  /**
   * The masks of {@link Inside} for this constellation, from its four border queens (top, right,
   * bottom, left: a corner queen twice, which sets its bits twice) without a list of them: it runs
   * once per constellation of a count, and the compiler optimises it late, on the count's cores
   * (decisions page).
   */
  Inside inside() {
    int last = n - 1;
    long ranks = ((1L << n) - 1) & ~(1L | 1L << last | 1L << right | 1L << left); // the inner ones
    long col = 1L << top | 1L << last | 1L << bottom | 1L;
    long sum = 1L << top | 1L << (right + last) | 1L << (last + bottom) | 1L << left;
    long diff =
        1L << (top + last) | 1L << (last - right + last) | 1L << bottom | 1L << (last - left);
    long diffT =
        1L << (last - top) | 1L << right | 1L << (last - bottom + last) | 1L << (left + last);
    return new Inside(ranks, col, sum, diff, diffT);
  }

  /** Writes the border queens' files by rank into {@code files} (the other ranks untouched). */
  void placeBorder(int[] files) {
    files[0] = top;
    files[right] = n - 1;
    files[n - 1] = bottom;
    files[left] = 0;
  }

  /** Orbit size of the constellation: 8 over the number of symmetries that fix it. */
  int orbitSize() {
    return 8 / (1 + Integer.bitCount(stabilizer));
  }

  /**
   * One constellation per orbit of the valid ones (border queens that do not attack each other),
   * the one with the smallest key. The order keeps the units of work of similar size together.
   */
  static List<BorderConstellation> canonical(int n) {
    List<BorderConstellation> out = new ArrayList<>();
    int last = n - 1;
    // the queens on (0, top), (right, last), (last, bottom) and (left, 0), a corner queen on two
    // lines at once (and only a corner queen): each is checked against those before it as soon as
    // it is placed, not once all n^4 candidates are built, since this runs before the JIT has
    // compiled it. The smallest key has the smallest top, and the symmetries that bring a border
    // line onto the first rank read its queen as v or last - v: so the canonical constellation has
    // top <= min(v, last - v) for each of its four queens, and the others are not built (an
    // eighth of the n^4).
    for (int top = 0; top <= last - top; top++) {
      int near = top;
      int far = last - top;
      for (int right = near; right <= far; right++) {
        if ((top == last) != (right == 0) || attack(0, top, right, last)) {
          continue;
        }
        for (int bottom = near; bottom <= far; bottom++) {
          if ((bottom == last) != (right == last)
              || attack(0, top, last, bottom)
              || attack(right, last, last, bottom)) {
            continue;
          }
          for (int left = near; left <= far; left++) {
            if ((top == 0) != (left == 0)
                || (bottom == 0) != (left == last)
                || attack(0, top, left, 0)
                || attack(right, last, left, 0)
                || attack(last, bottom, left, 0)) {
              continue;
            }
            int key = key(n, top, right, bottom, left);
            int stabilizer = 0;
            boolean smallest = true;
            for (int t = 1; t < 8 && smallest; t++) {
              int image = imageKey(t, n, top, right, bottom, left);
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

  /**
   * Two queens on different squares that share a line; the same square is one queen, not an attack.
   */
  private static boolean attack(int r1, int f1, int r2, int f2) {
    int dr = r1 - r2;
    int df = f1 - f2;
    return (dr != 0 || df != 0) && (dr == 0 || df == 0 || Math.abs(dr) == Math.abs(df));
  }

  /** Orders constellations: the canonical one of an orbit has the smallest key. */
  private static int key(int n, int top, int right, int bottom, int left) {
    return ((top * n + right) * n + bottom) * n + left;
  }

  /**
   * The key of the constellation of the images under symmetry {@code t} of the solutions with this
   * one: each border queen is mapped and read off the line it lands on (a corner queen lands on
   * two). Like {@link #canonical} it runs before the JIT has compiled it, so it builds no
   * constellation and no list.
   */
  private static int imageKey(int t, int n, int top, int right, int bottom, int left) {
    int last = n - 1;
    int[] lines = new int[4];
    BoardSymmetry.Kind g = KINDS[t];
    land(lines, last, g.rank(0, top, last, last), g.file(0, top, last, last));
    land(lines, last, g.rank(right, last, last, last), g.file(right, last, last, last));
    land(lines, last, g.rank(last, bottom, last, last), g.file(last, bottom, last, last));
    land(lines, last, g.rank(left, 0, last, last), g.file(left, 0, last, last));
    return key(n, lines[0], lines[1], lines[2], lines[3]);
  }

  /**
   * Records a queen on (rank, file) as the queen of each border line it stands on: top, right,
   * bottom, left.
   */
  private static void land(int[] lines, int last, int rank, int file) {
    if (rank == 0) {
      lines[0] = file;
    }
    if (file == last) {
      lines[1] = rank;
    }
    if (rank == last) {
      lines[2] = file;
    }
    if (file == 0) {
      lines[3] = rank;
    }
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
