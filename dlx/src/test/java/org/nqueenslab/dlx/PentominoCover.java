package org.nqueenslab.dlx;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Scott's pentomino problem as exact cover (TAOCP 7.2.2.1; Knuth, "Dancing Links"): one primary
 * item per piece and per cell of a w x h box; one option per placement of a piece (any rotation or
 * reflection) inside the box.
 */
final class PentominoCover {
  /** The twelve pentominoes, each as five "x,y" cells in one orientation. */
  private static final String[][] PIECES = {
    {"F", "1,0 2,0 0,1 1,1 1,2"}, {"I", "0,0 0,1 0,2 0,3 0,4"}, {"L", "0,0 0,1 0,2 0,3 1,3"},
    {"N", "1,0 1,1 0,2 1,2 0,3"}, {"P", "0,0 1,0 0,1 1,1 0,2"}, {"T", "0,0 1,0 2,0 1,1 1,2"},
    {"U", "0,0 2,0 0,1 1,1 2,1"}, {"V", "0,0 0,1 0,2 1,2 2,2"}, {"W", "0,0 0,1 1,1 1,2 2,2"},
    {"X", "1,0 0,1 1,1 2,1 1,2"}, {"Y", "1,0 0,1 1,1 1,2 1,3"}, {"Z", "0,0 1,0 1,1 1,2 2,2"}
  };

  private PentominoCover() {}

  static ExactCover box(int w, int h) {
    ExactCover.Builder b = ExactCover.builder();
    for (String[] piece : PIECES) {
      b.primary(piece[0]);
    }
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        b.primary(cell(x, y));
      }
    }
    for (String[] piece : PIECES) {
      for (List<int[]> shape : orientations(parse(piece[1]))) {
        for (int dx = 0; dx < w; dx++) {
          for (int dy = 0; dy < h; dy++) {
            List<String> option = new ArrayList<>();
            option.add(piece[0]);
            for (int[] c : shape) {
              int x = c[0] + dx;
              int y = c[1] + dy;
              if (x < w && y < h) {
                option.add(cell(x, y));
              }
            }
            if (option.size() == 6) {
              b.option(option);
            }
          }
        }
      }
    }
    return b.build();
  }

  private static String cell(int x, int y) {
    return x + "." + y;
  }

  private static List<int[]> parse(String cells) {
    List<int[]> out = new ArrayList<>();
    for (String c : cells.split(" ")) {
      String[] xy = c.split(",");
      out.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
    }
    return out;
  }

  /**
   * The distinct images of a shape under the 8 symmetries of the square, each shifted to touch both
   * axes.
   */
  private static List<List<int[]>> orientations(List<int[]> shape) {
    TreeSet<String> seen = new TreeSet<>();
    List<List<int[]>> out = new ArrayList<>();
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
          (a, c) -> a[0] != c[0] ? Integer.compare(a[0], c[0]) : Integer.compare(a[1], c[1]));
      StringBuilder key = new StringBuilder();
      image.forEach(c -> key.append(c[0]).append(',').append(c[1]).append(' '));
      if (seen.add(key.toString())) {
        out.add(image);
      }
    }
    return out;
  }
}
