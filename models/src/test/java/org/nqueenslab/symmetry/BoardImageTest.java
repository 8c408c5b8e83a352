package org.nqueenslab.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The preimages invert the symmetries, and the placement order is the board vectors' order
 * reversed.
 */
class BoardImageTest {

  @Test
  void preimagesAreWhatTheSymmetryMapsOntoEachSquare() {
    for (Problem p :
        List.of(
            Problem.of(5), Problem.builder(4, 6).build(), Problem.builder(5).torus(true).build())) {
      for (BoardSymmetry g : SymmetryGroup.of(p).elements()) {
        Square[] preimage = BoardImage.preimages(g, p.rows(), p.cols());
        for (int s = 0; s < preimage.length; s++) {
          assertEquals(
              new Square(s / p.cols(), s % p.cols()),
              g.apply(preimage[s], p.rows(), p.cols()),
              g + " on " + p.describe());
        }
      }
    }
  }

  /**
   * SymmetryGroup.compare(a, b) < 0 exactly when a's board vector is lexicographically greater (1
   * above 0).
   */
  @Test
  void aSmallerPlacementHasTheGreaterBoardVector() {
    Random random = new Random(3);
    int rows = 5;
    int cols = 6;
    for (int trial = 0; trial < 2000; trial++) {
      int size = 1 + random.nextInt(6);
      Placement a = randomPlacement(random, rows, cols, size);
      Placement b = trial % 10 == 0 ? a : randomPlacement(random, rows, cols, size);
      assertEquals(
          Integer.signum(SymmetryGroup.compare(a, b)),
          -Integer.signum(compareVectors(vector(a, rows, cols), vector(b, rows, cols))),
          a + " vs " + b);
    }
  }

  private static Placement randomPlacement(Random random, int rows, int cols, int size) {
    List<Integer> cells = new ArrayList<>();
    for (int i = 0; i < rows * cols; i++) {
      cells.add(i);
    }
    java.util.Collections.shuffle(cells, random);
    List<Square> squares = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      squares.add(new Square(cells.get(i) / cols, cells.get(i) % cols));
    }
    return Placement.of(squares);
  }

  private static int[] vector(Placement p, int rows, int cols) {
    int[] x = new int[rows * cols];
    for (Square s : p.squares()) {
      x[s.rank() * cols + s.file()] = 1;
    }
    return x;
  }

  private static int compareVectors(int[] x, int[] y) {
    for (int i = 0; i < x.length; i++) {
      if (x[i] != y[i]) {
        return Integer.compare(x[i], y[i]);
      }
    }
    return 0;
  }
}
