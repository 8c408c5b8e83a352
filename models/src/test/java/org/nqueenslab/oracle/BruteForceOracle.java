package org.nqueenslab.oracle;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Lists every solution of a problem by trying each square in order (take it or skip it), with
 * attack rules written here from the problem's data alone: a queen attacks along its 8 rays, a ray
 * stops at a pawn or the edge (on a torus it wraps round until it comes back), and holes do not
 * stop it. Exponential, for small boards.
 */
public final class BruteForceOracle {
  private static final int[][] RAYS = {
    {0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}
  };

  private final Problem problem;
  private final int rows;
  private final int cols;

  /** For each square (rank * cols + file): the squares a queen there attacks. */
  private final int[][] attacks;

  /** For each square: may a queen stand there (not a pawn, not a hole)? */
  private final boolean[] open;

  private final boolean[] fixed;

  /**
   * For each square index i: an upper bound on the queens that squares i.. can take, one per run of
   * pawn-free squares along a rank (a rank segment), so that the search gives up on a branch that
   * can no longer reach the number of queens. On a torus a segment that wraps counts twice: still a
   * bound.
   */
  private final int[] capacityFrom;

  private final int[] attackedBy;
  private final List<Square> taken = new ArrayList<>();
  private final List<Placement> out = new ArrayList<>();

  private BruteForceOracle(Problem p) {
    problem = p;
    rows = p.rows();
    cols = p.cols();
    int area = rows * cols;
    open = new boolean[area];
    fixed = new boolean[area];
    boolean[] pawn = new boolean[area];
    for (int s = 0; s < area; s++) {
      Square sq = new Square(s / cols, s % cols);
      pawn[s] = p.pawns().contains(sq);
      open[s] = !pawn[s] && !p.holes().contains(sq);
      fixed[s] = p.fixed().contains(sq);
    }
    attacks = new int[area][];
    for (int s = 0; s < area; s++) {
      attacks[s] = rays(s, pawn, p.torus());
    }
    capacityFrom = new int[area + 1];
    for (int s = area - 1; s >= 0; s--) {
      // every queen from s on stands in a run whose right end is at or after s, and a run holds at
      // most one
      boolean runEndsHere = s % cols == cols - 1 || pawn[s + 1];
      boolean runHasOpen = false;
      for (int t = s; t >= 0 && t / cols == s / cols && !pawn[t]; t--) {
        runHasOpen |= open[t];
      }
      capacityFrom[s] = capacityFrom[s + 1];
      if (runEndsHere && !pawn[s] && runHasOpen) {
        capacityFrom[s]++;
      }
    }
    attackedBy = new int[area];
  }

  /** Every solution of {@code p}, in no particular order. */
  public static List<Placement> solutions(Problem p) {
    BruteForceOracle search = new BruteForceOracle(p);
    search.extend(0);
    return search.out;
  }

  /** The number of solutions of {@code p}. */
  public static long count(Problem p) {
    return solutions(p).size();
  }

  /**
   * The squares a queen on {@code s} attacks: walk each ray until the edge (torus: back home) or a
   * pawn.
   */
  private int[] rays(int s, boolean[] pawn, boolean torus) {
    List<Integer> hit = new ArrayList<>();
    for (int[] ray : RAYS) {
      int r = s / cols;
      int f = s % cols;
      while (true) {
        r += ray[0];
        f += ray[1];
        if (torus) {
          r = Math.floorMod(r, rows);
          f = Math.floorMod(f, cols);
        } else if (r < 0 || r >= rows || f < 0 || f >= cols) {
          break;
        }
        int t = r * cols + f;
        if (t == s || pawn[t]) {
          break;
        }
        hit.add(t);
      }
    }
    return hit.stream().mapToInt(Integer::intValue).toArray();
  }

  private void extend(int s) {
    int needed = problem.queens() - taken.size();
    if (needed == 0) {
      for (int t = s; t < fixed.length; t++) {
        if (fixed[t]) {
          return; // a queen already placed was left out
        }
      }
      out.add(Placement.of(taken));
      return;
    }
    if (s == open.length || capacityFrom[s] < needed) {
      return;
    }
    if (open[s] && attackedBy[s] == 0) {
      taken.add(new Square(s / cols, s % cols));
      for (int t : attacks[s]) {
        attackedBy[t]++;
      }
      extend(s + 1);
      for (int t : attacks[s]) {
        attackedBy[t]--;
      }
      taken.remove(taken.size() - 1);
    }
    if (!fixed[s]) {
      extend(s + 1);
    }
  }
}
