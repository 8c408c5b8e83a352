package org.nqueenslab.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Lists every solution of a problem by trying each square in order (take it or skip it), with
 * attack rules written here from the problem's data alone: the piece's moves are read from its
 * Betza notation with this class's own table of leaps (none of the toolkit's piece code); a rider
 * attacks along its rays, a ray stops at a pawn or the edge (on a torus it wraps round until it
 * comes back), holes do not stop it, and a leaper jumps once. A mix of kinds: no piece attacks
 * another by its own moves. Exponential, for small boards.
 */
public final class BruteForceOracle {
  /** Betza's leaps by letter, written here again: (short leg, long leg). */
  private static final Map<Character, int[]> LEAPS =
      Map.of(
          'W', new int[] {0, 1},
          'F', new int[] {1, 1},
          'D', new int[] {0, 2},
          'N', new int[] {1, 2},
          'A', new int[] {2, 2},
          'H', new int[] {0, 3},
          'C', new int[] {1, 3},
          'Z', new int[] {2, 3},
          'G', new int[] {3, 3});

  /** The rays of a rider and the jumps of a leaper, every orientation: {dr, df, 1 if rider}. */
  private List<int[]> moves = new ArrayList<>();

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

  /** A mix: the number of kinds, attacksByKind[k][s][t] when a k on s attacks t, pieces left. */
  private final int kinds;

  private final boolean[][][] attacksByKind;
  private final int[] left;
  private final List<Integer> takenKinds = new ArrayList<>();
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
    kinds = p.kinds().size();
    attacksByKind = new boolean[kinds][area][area];
    left = new int[kinds];
    for (int k = 0; k < kinds; k++) {
      moves = new ArrayList<>();
      readMoves(p.kinds().get(k).piece().notation());
      left[k] = p.kinds().get(k).count();
      for (int s = 0; s < area; s++) {
        for (int t : rays(s, pawn, p.torus())) {
          attacksByKind[k][s][t] = true;
        }
      }
    }
    rookLines &= kinds == 1; // a mix: the capacity bound below counts open squares
    attacks = new int[area][];
    for (int s = 0; s < area; s++) {
      attacks[s] = kinds == 1 ? rays(s, pawn, p.torus()) : new int[0];
    }
    capacityFrom = new int[area + 1];
    for (int s = area - 1; s >= 0; s--) {
      // every queen from s on stands in a run whose right end is at or after s, and a run holds at
      // most one
      if (!rookLines) { // any number per rank: one per open square
        capacityFrom[s] = capacityFrom[s + 1] + (open[s] ? 1 : 0);
        continue;
      }
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

  /** True when the piece rides along ranks: a rank segment then holds at most one. */
  private boolean rookLines;

  /** Q R B K and the letters of {@link #LEAPS}, a doubled letter a rider. */
  private void readMoves(String notation) {
    for (int i = 0; i < notation.length(); i++) {
      char c = notation.charAt(i);
      switch (c) {
        case 'Q' -> {
          addMoves('W', true);
          addMoves('F', true);
        }
        case 'R' -> addMoves('W', true);
        case 'B' -> addMoves('F', true);
        case 'K' -> {
          addMoves('W', false);
          addMoves('F', false);
        }
        default -> {
          boolean rider = i + 1 < notation.length() && notation.charAt(i + 1) == c;
          addMoves(c, rider);
          i += rider ? 1 : 0;
        }
      }
    }
  }

  private void addMoves(char letter, boolean rider) {
    int[] leap = LEAPS.get(letter);
    if (leap == null) {
      throw new IllegalArgumentException("the oracle knows no leap " + letter);
    }
    rookLines |= rider && letter == 'W';
    for (int sa = -1; sa <= 1; sa += 2) {
      for (int sb = -1; sb <= 1; sb += 2) {
        moves.add(new int[] {sa * leap[0], sb * leap[1], rider ? 1 : 0});
        moves.add(new int[] {sb * leap[1], sa * leap[0], rider ? 1 : 0});
      }
    }
  }

  /** Every solution of {@code p}, in no particular order. */
  public static List<Placement> solutions(Problem p) {
    BruteForceOracle search = new BruteForceOracle(p);
    if (p.isMixed()) {
      search.extendMixed(0);
    } else {
      search.extend(0);
    }
    return search.out;
  }

  /** The number of solutions of {@code p}. */
  public static long count(Problem p) {
    return solutions(p).size();
  }

  /**
   * The squares a piece on {@code s} attacks: walk each ray until the edge (torus: back home) or a
   * pawn, and each jump once.
   */
  private int[] rays(int s, boolean[] pawn, boolean torus) {
    java.util.Set<Integer> hit = new java.util.LinkedHashSet<>();
    for (int[] ray : moves) {
      if (ray[2] == 0) { // a leaper: one jump, over anything
        int r = s / cols + ray[0];
        int f = s % cols + ray[1];
        if (torus) {
          r = Math.floorMod(r, rows);
          f = Math.floorMod(f, cols);
        }
        if (r >= 0 && r < rows && f >= 0 && f < cols && r * cols + f != s) {
          hit.add(r * cols + f);
        }
        continue;
      }
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

  /**
   * A mix: square {@code s} takes a piece of each kind still to place that no piece taken attacks
   * and that attacks none of them, then nothing.
   */
  private void extendMixed(int s) {
    if (taken.size() == problem.queens()) {
      out.add(Placement.ofKinds(taken, takenKinds));
      return;
    }
    if (s == open.length || capacityFrom[s] < problem.queens() - taken.size()) {
      return;
    }
    for (int k = 0; k < kinds && open[s]; k++) {
      if (left[k] == 0 || conflicts(s, k)) {
        continue;
      }
      taken.add(new Square(s / cols, s % cols));
      takenKinds.add(k);
      left[k]--;
      extendMixed(s + 1);
      left[k]++;
      takenKinds.remove(takenKinds.size() - 1);
      taken.remove(taken.size() - 1);
    }
    extendMixed(s + 1);
  }

  /** True when a k on s attacks a piece taken, or one attacks s. */
  private boolean conflicts(int s, int k) {
    for (int i = 0; i < taken.size(); i++) {
      int t = taken.get(i).rank() * cols + taken.get(i).file();
      if (attacksByKind[k][s][t] || attacksByKind[takenKinds.get(i)][t][s]) {
        return true;
      }
    }
    return false;
  }
}
