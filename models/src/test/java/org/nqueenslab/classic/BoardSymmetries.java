package org.nqueenslab.classic;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Square;

/** The eight symmetries of the square board, written for the tests independently of any engine's own. */
final class BoardSymmetries {

  private BoardSymmetries() {}

  /** Maps of a square on the n x n board: (n, square) to its image. */
  private static final List<BiFunction<Integer, Square, Square>> ALL = List.of(
      (n, s) -> s,
      (n, s) -> new Square(s.file(), n - 1 - s.rank()),
      (n, s) -> new Square(n - 1 - s.rank(), n - 1 - s.file()),
      (n, s) -> new Square(n - 1 - s.file(), s.rank()),
      (n, s) -> new Square(s.rank(), n - 1 - s.file()),
      (n, s) -> new Square(n - 1 - s.rank(), s.file()),
      (n, s) -> new Square(s.file(), s.rank()),
      (n, s) -> new Square(n - 1 - s.file(), n - 1 - s.rank()));

  /** The distinct images of a placement on the n x n board under the eight symmetries. */
  static Set<Placement> orbit(Placement p, int n) {
    Set<Placement> images = new HashSet<>();
    for (BiFunction<Integer, Square, Square> g : ALL) {
      images.add(Placement.of(p.squares().stream().map(s -> g.apply(n, s)).toList()));
    }
    return images;
  }
}
