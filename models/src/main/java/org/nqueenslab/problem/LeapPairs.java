package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The leaper half of the attack rule, stated as sets: every pair of squares that can hold a piece
 * and are one leap of the piece apart ({@link Piece#leapers}; a leap jumps over pawns and holes and
 * wraps on a torus). With the riders' {@link LineSegments} it is the whole rule: two pieces attack
 * each other exactly when they share a segment or form a pair here, which is what the constraint
 * models, the exact cover and the bitmask search state.
 */
public final class LeapPairs {
  private LeapPairs() {}

  /** Two squares one leap apart, {@code first} before {@code second} in square order. */
  public record Pair(Square first, Square second) {}

  /** Every pair, each once, by first square then second; empty for a piece without leaps. */
  public static List<Pair> of(Problem p) {
    Set<Pair> pairs = new LinkedHashSet<>();
    for (int r = 0; r < p.rows(); r++) {
      for (int f = 0; f < p.cols(); f++) {
        Square a = new Square(r, f);
        if (p.canHoldQueen(a)) {
          for (Square b : targets(p, a)) {
            if (a.compareTo(b) < 0 && p.canHoldQueen(b)) {
              pairs.add(new Pair(a, b));
            }
          }
        }
      }
    }
    List<Pair> sorted = new ArrayList<>(pairs);
    sorted.sort(java.util.Comparator.comparing(Pair::first).thenComparing(Pair::second));
    return sorted;
  }

  /**
   * Groups of squares every two of which are a leap apart, together holding every pair: each group
   * holds at most one piece, a stronger statement than its pairs (the king's 2 x 2 blocks, the
   * cover Knuth uses for kings; a knight's pairs stay pairs, its moves forming no triangle). Grown
   * greedily from each pair not yet held, in square order.
   */
  public static List<List<Square>> cliques(Problem p) {
    List<Pair> pairs = of(p);
    java.util.Map<Square, Set<Square>> near = new java.util.HashMap<>();
    for (Pair pair : pairs) {
      near.computeIfAbsent(pair.first(), k -> new java.util.TreeSet<>()).add(pair.second());
      near.computeIfAbsent(pair.second(), k -> new java.util.TreeSet<>()).add(pair.first());
    }
    Set<Pair> held = new java.util.HashSet<>();
    List<List<Square>> cliques = new ArrayList<>();
    for (Pair pair : pairs) {
      if (held.contains(pair)) {
        continue;
      }
      List<Square> clique = new ArrayList<>(List.of(pair.first(), pair.second()));
      for (Square c : near.get(pair.first())) {
        if (!clique.contains(c) && clique.stream().allMatch(q -> near.get(q).contains(c))) {
          clique.add(c);
        }
      }
      clique.sort(null);
      for (Square a : clique) {
        for (Square b : clique) {
          if (a.compareTo(b) < 0) {
            held.add(new Pair(a, b));
          }
        }
      }
      cliques.add(List.copyOf(clique));
    }
    return cliques;
  }

  /**
   * The squares one leap from {@code s} on the board (whatever stands there), without {@code s}.
   */
  public static List<Square> targets(Problem p, Square s) {
    List<Square> out = new ArrayList<>();
    for (Piece.Step step : p.piece().leapers()) {
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = s.rank() + sign * step.dRank();
        int f = s.file() + sign * step.dFile();
        if (p.torus()) {
          r = Math.floorMod(r, p.rows());
          f = Math.floorMod(f, p.cols());
        }
        if (r >= 0 && f >= 0 && r < p.rows() && f < p.cols() && (r != s.rank() || f != s.file())) {
          Square t = new Square(r, f);
          if (!out.contains(t)) {
            out.add(t);
          }
        }
      }
    }
    return out;
  }
}
