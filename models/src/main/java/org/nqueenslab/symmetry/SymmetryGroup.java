package org.nqueenslab.symmetry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The symmetry group of a problem: the symmetries of its board (the 8 of the square; on a torus
 * combined with the n^2 translations; 4 on a rectangle) that map its pawns, holes and placed queens
 * onto themselves, so that they map solutions to solutions. A fundamental solution is an orbit
 * under this group; its canonical representative is the lexicographically smallest image (queens by
 * rank, then file), as in Rolfe's Listing Five, and its orbit size is the group order divided by
 * the number of symmetries that fix it (2, 4 or 8 on the plain square board).
 */
public final class SymmetryGroup {
  private final Problem problem;
  private final List<BoardSymmetry> elements;

  private SymmetryGroup(Problem problem, List<BoardSymmetry> elements) {
    this.problem = problem;
    this.elements = Collections.unmodifiableList(elements);
  }

  public static SymmetryGroup of(Problem p) {
    List<BoardSymmetry> all = new ArrayList<>();
    int shifts = p.torus() ? p.rows() : 1;
    for (BoardSymmetry.Kind kind : BoardSymmetry.Kind.values()) {
      if (!p.isSquare() && !kind.keepsRectangles()) {
        continue;
      }
      for (int dr = 0; dr < shifts; dr++) {
        for (int df = 0; df < shifts; df++) {
          BoardSymmetry g = new BoardSymmetry(kind, dr, df);
          if (preserves(p, g, p.pawns())
              && preserves(p, g, p.holes())
              && preserves(p, g, p.fixed())) {
            all.add(g);
          }
        }
      }
    }
    return new SymmetryGroup(p, all);
  }

  private static boolean preserves(Problem p, BoardSymmetry g, Set<Square> squares) {
    for (Square s : squares) {
      if (!squares.contains(g.apply(s, p.rows(), p.cols()))) {
        return false;
      }
    }
    return true;
  }

  public List<BoardSymmetry> elements() {
    return elements;
  }

  public int order() {
    return elements.size();
  }

  public Placement apply(BoardSymmetry g, Placement s) {
    List<Square> image = new ArrayList<>(s.size());
    for (int i = 0; i < s.size(); i++) {
      image.add(g.apply(s.square(i), problem.rows(), problem.cols()));
    }
    return s.moved(image);
  }

  /** The lexicographically smallest image of a solution: one representative per orbit. */
  public Placement canonical(Placement s) {
    Placement best = s;
    for (BoardSymmetry g : elements) {
      Placement image = apply(g, s);
      if (compare(image, best) < 0) {
        best = image;
      }
    }
    return best;
  }

  public boolean isCanonical(Placement s) {
    for (BoardSymmetry g : elements) {
      if (compare(apply(g, s), s) < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * The number of distinct images of a solution: the group order over the number of symmetries
   * fixing it.
   */
  public int orbitSize(Placement s) {
    Set<Placement> images = new java.util.HashSet<>();
    for (BoardSymmetry g : elements) {
      images.add(apply(g, s));
    }
    return images.size();
  }

  /**
   * Lexicographic order of placements: queen by queen in canonical order, by rank, then file, then
   * kind (in a mix).
   */
  public static int compare(Placement a, Placement b) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      int c =
          a.rank(i) != b.rank(i)
              ? Integer.compare(a.rank(i), b.rank(i))
              : a.file(i) != b.file(i)
                  ? Integer.compare(a.file(i), b.file(i))
                  : Integer.compare(a.kind(i), b.kind(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  @Override
  public String toString() {
    return elements.size()
        + " symmetries: "
        + Arrays.toString(
            elements.stream()
                .map(
                    e ->
                        e.kind()
                            + (e.rankShift() + e.fileShift() == 0
                                ? ""
                                : "+(" + e.rankShift() + "," + e.fileShift() + ")"))
                .toArray());
  }

  /**
   * The distinct images of a solution, sorted: its whole orbit (tests and the symmetry report use
   * it).
   */
  public Set<Placement> orbit(Placement s) {
    Set<Placement> orbit = new TreeSet<>(SymmetryGroup::compare);
    elements.forEach(g -> orbit.add(apply(g, s)));
    return orbit;
  }
}
