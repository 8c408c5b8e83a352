package org.nqueenslab.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.nqueenslab.dlx.ExactCover;

/**
 * The twelve pentominoes packed in a board, as exact cover (Knuth, "Dancing Links", 2000; TAOCP
 * Vol. 4B, 7.2.2.1): a primary item per piece (its letter) and per cell (two base-36 digits, x then
 * y), an option per placement of a piece, any rotation or reflection, inside the board.
 *
 * <p>With {@code unique}, one solution per class under the board's symmetries is kept, as Knuth
 * restricts the X pentomino: X's placements are cut to one per orbit under the symmetries, and
 * where a symmetry still maps the kept placement to itself (X on an axis or diagonal; always a
 * reflection on these boards) a secondary item {@code #} shared by those X placements and the
 * reflected placements of P (which no symmetry maps to itself) keeps one of each mirror pair.
 */
public final class Pentominoes {
  /** The pieces, each as five cells "x,y" in one orientation. */
  private static final String[][] PIECES = {
    {"F", "1,0 2,0 0,1 1,1 1,2"}, {"I", "0,0 0,1 0,2 0,3 0,4"}, {"L", "0,0 0,1 0,2 0,3 1,3"},
    {"N", "1,0 1,1 0,2 1,2 0,3"}, {"P", "0,0 1,0 0,1 1,1 0,2"}, {"T", "0,0 1,0 2,0 1,1 1,2"},
    {"U", "0,0 2,0 0,1 1,1 2,1"}, {"V", "0,0 0,1 0,2 1,2 2,2"}, {"W", "0,0 0,1 1,1 1,2 2,2"},
    {"X", "1,0 0,1 1,1 2,1 1,2"}, {"Y", "1,0 0,1 1,1 1,2 1,3"}, {"Z", "0,0 1,0 1,1 1,2 2,2"}
  };

  private Pentominoes() {}

  /** A w x h box (w * h = 60). */
  public static ExactCover box(int w, int h, boolean unique) {
    if (w * h != 60) {
      throw new IllegalArgumentException(
          w + "x" + h + " has " + w * h + " cells, and the twelve pentominoes cover 60");
    }
    return pack(w, h, new boolean[w][h], unique);
  }

  /** Dana Scott's problem (1958): an 8 x 8 board without its centre 2 x 2. */
  public static ExactCover scott(boolean unique) {
    boolean[][] hole = new boolean[8][8];
    hole[3][3] = hole[3][4] = hole[4][3] = hole[4][4] = true;
    return pack(8, 8, hole, unique);
  }

  private static ExactCover pack(int w, int h, boolean[][] hole, boolean unique) {
    List<int[]> symmetries = unique ? symmetries(w, h, hole) : List.of();
    ExactCover.Builder b = ExactCover.builder();
    for (String[] piece : PIECES) {
      b.primary(piece[0]);
    }
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        if (!hole[x][y]) {
          b.primary(cell(x, y));
        }
      }
    }
    if (unique) {
      b.secondary("#");
    }
    for (String[] piece : PIECES) {
      for (Orientation o : orientations(piece[1])) {
        for (int dx = 0; dx < w; dx++) {
          for (int dy = 0; dy < h; dy++) {
            List<String> option = new ArrayList<>(List.of(piece[0]));
            for (int[] c : o.cells) {
              int x = c[0] + dx;
              int y = c[1] + dy;
              if (x < w && y < h && !hole[x][y]) {
                option.add(cell(x, y));
              }
            }
            if (option.size() < 6) {
              continue;
            }
            if (unique && piece[0].equals("X")) {
              int kept = keptX(w, h, dx + 1, dy + 1, symmetries);
              if (kept < 0) {
                continue;
              }
              if (kept == 1) {
                option.add("#");
              }
            } else if (unique && piece[0].equals("P") && o.reflected) {
              option.add("#");
            }
            b.option(option);
          }
        }
      }
    }
    return b.build();
  }

  /**
   * Whether X centred at (x, y) is kept: -1 no (another placement of its orbit is), 0 yes, 1 yes
   * with the tie-break (a reflection maps it to itself).
   */
  private static int keptX(int w, int h, int x, int y, List<int[]> symmetries) {
    int cx = 2 * x - (w - 1); // centred coordinates, doubled to stay whole
    int cy = 2 * y - (h - 1);
    int fixedBy = 0;
    boolean rotationFixes = false;
    for (int[] g : symmetries) {
      int[] image = apply(g, cx, cy);
      if (image[0] < cx || image[0] == cx && image[1] < cy) {
        return -1; // the orbit's least centre is kept
      }
      if (image[0] == cx && image[1] == cy) {
        fixedBy++;
        rotationFixes |= g[4] > 0 && !isIdentity(g);
      }
    }
    if (fixedBy > 2 || rotationFixes) {
      throw new IllegalStateException("no symmetry breaking known for this board");
    }
    return fixedBy == 2 ? 1 : 0;
  }

  /** g = {a, b, swap, unused, det}: (cx, cy) to (a cx, b cy), swapped when swap = 1. */
  private static int[] apply(int[] g, int cx, int cy) {
    int u = g[0] * cx;
    int v = g[1] * cy;
    return g[2] == 1 ? new int[] {v, u} : new int[] {u, v};
  }

  private static boolean isIdentity(int[] g) {
    return g[0] == 1 && g[1] == 1 && g[2] == 0;
  }

  /** The symmetries of the square that map the board (its cells, not its holes) onto itself. */
  private static List<int[]> symmetries(int w, int h, boolean[][] hole) {
    List<int[]> out = new ArrayList<>();
    for (int swap = 0; swap < 2; swap++) {
      for (int a = -1; a <= 1; a += 2) {
        for (int b = -1; b <= 1; b += 2) {
          int[] g = {a, b, swap, 0, swap == 1 ? -a * b : a * b};
          if (mapsOntoItself(g, w, h, hole)) {
            out.add(g);
          }
        }
      }
    }
    return out;
  }

  private static boolean mapsOntoItself(int[] g, int w, int h, boolean[][] hole) {
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        int[] image = apply(g, 2 * x - (w - 1), 2 * y - (h - 1));
        int ix = (image[0] + w - 1) / 2;
        int iy = (image[1] + h - 1) / 2;
        if (ix < 0 || iy < 0 || ix >= w || iy >= h || hole[ix][iy] != hole[x][y]) {
          return false;
        }
      }
    }
    return true;
  }

  private static String cell(int x, int y) {
    return "" + Character.forDigit(x, 36) + Character.forDigit(y, 36);
  }

  /** A placement shape touching both axes, and whether a reflection made it (from the piece). */
  private record Orientation(List<int[]> cells, boolean reflected) {}

  /** The distinct images of a piece under the 8 symmetries of the square, rotations first. */
  private static List<Orientation> orientations(String cells) {
    List<int[]> shape = new ArrayList<>();
    for (String c : cells.split(" ")) {
      String[] xy = c.split(",");
      shape.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
    }
    TreeSet<String> seen = new TreeSet<>();
    List<Orientation> out = new ArrayList<>();
    for (int s = 0; s < 8; s++) {
      List<int[]> image = new ArrayList<>();
      for (int[] c : shape) {
        int x = c[0];
        int y = c[1];
        for (int r = 0; r < s % 4; r++) {
          int t = x;
          x = -y;
          y = t;
        }
        image.add(s >= 4 ? new int[] {-x, y} : new int[] {x, y});
      }
      int minX = image.stream().mapToInt(c -> c[0]).min().orElseThrow();
      int minY = image.stream().mapToInt(c -> c[1]).min().orElseThrow();
      image.forEach(
          c -> {
            c[0] -= minX;
            c[1] -= minY;
          });
      image.sort(
          (p, q) -> p[0] != q[0] ? Integer.compare(p[0], q[0]) : Integer.compare(p[1], q[1]));
      StringBuilder key = new StringBuilder();
      image.forEach(c -> key.append(c[0]).append(',').append(c[1]).append(' '));
      if (seen.add(key.toString())) {
        out.add(new Orientation(image, s >= 4));
      }
    }
    return out;
  }
}
