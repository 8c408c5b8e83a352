package org.nqueenslab.oracle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The symmetry group of a problem as the project defines it, written from the definition: the 8
 * rotations and reflections of the square (only the 4 that keep a rectangle's shape: identity, half
 * turn, the two mirrors), each followed on a torus by every translation; of those, the ones that
 * map the pawns, the holes and the placed queens each onto themselves. Counts orbits (fundamental
 * solutions) of a solution set.
 */
public final class SymmetryOracle {
  private SymmetryOracle() {}

  /** The group's elements as maps of squares. */
  public static List<UnaryOperator<Square>> group(Problem p) {
    int rows = p.rows();
    int cols = p.cols();
    int lastRank = rows - 1;
    int lastFile = cols - 1;
    List<UnaryOperator<Square>> shapes = new ArrayList<>();
    shapes.add(s -> s);
    shapes.add(s -> new Square(lastRank - s.rank(), lastFile - s.file()));
    shapes.add(s -> new Square(s.rank(), lastFile - s.file()));
    shapes.add(s -> new Square(lastRank - s.rank(), s.file()));
    if (rows == cols) {
      shapes.add(s -> new Square(s.file(), s.rank()));
      shapes.add(s -> new Square(lastFile - s.file(), lastRank - s.rank()));
      shapes.add(s -> new Square(s.file(), lastRank - s.rank())); // a quarter turn
      shapes.add(s -> new Square(lastFile - s.file(), s.rank())); // and the other way
    }
    int shifts = p.torus() ? rows : 1;
    List<UnaryOperator<Square>> group = new ArrayList<>();
    for (UnaryOperator<Square> shape : shapes) {
      for (int dr = 0; dr < shifts; dr++) {
        for (int df = 0; df < shifts; df++) {
          int rankShift = dr;
          int fileShift = df;
          UnaryOperator<Square> g =
              s -> {
                Square t = shape.apply(s);
                return new Square((t.rank() + rankShift) % rows, (t.file() + fileShift) % cols);
              };
          if (keeps(g, p.pawns()) && keeps(g, p.holes()) && keeps(g, p.fixed())) {
            group.add(g);
          }
        }
      }
    }
    return group;
  }

  /** The distinct images of a placement under the problem's group: its orbit. */
  public static Set<Placement> orbit(Problem p, Placement s) {
    return orbit(group(p), s);
  }

  /**
   * The number of orbits the group cuts {@code solutions} into (the fundamental solutions),
   * checking on the way that every image of a solution is among them, as it must be when they are
   * all the problem's solutions.
   */
  public static long fundamentalCount(Problem p, Collection<Placement> solutions) {
    List<UnaryOperator<Square>> group = group(p);
    Set<Placement> all = new HashSet<>(solutions);
    Set<Placement> seen = new HashSet<>();
    long orbits = 0;
    for (Placement s : all) {
      if (seen.contains(s)) {
        continue;
      }
      orbits++;
      for (Placement image : orbit(group, s)) {
        if (!all.contains(image)) {
          throw new IllegalStateException(
              "the image "
                  + image
                  + " of solution "
                  + s
                  + " of "
                  + p.describe()
                  + " is not a solution: the symmetry group or the solution set is wrong");
        }
        seen.add(image);
      }
    }
    return orbits;
  }

  private static Set<Placement> orbit(List<UnaryOperator<Square>> group, Placement s) {
    Set<Placement> images = new HashSet<>();
    List<Integer> kinds = new ArrayList<>();
    for (int i = 0; i < s.size(); i++) {
      kinds.add(s.kind(i));
    }
    for (UnaryOperator<Square> g : group) {
      List<Square> moved = s.squares().stream().map(g).toList();
      images.add(s.hasKinds() ? Placement.ofKinds(moved, kinds) : Placement.of(moved));
    }
    return images;
  }

  private static boolean keeps(UnaryOperator<Square> g, Set<Square> squares) {
    for (Square s : squares) {
      if (!squares.contains(g.apply(s))) {
        return false;
      }
    }
    return true;
  }
}
