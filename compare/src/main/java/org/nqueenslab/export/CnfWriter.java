package org.nqueenslab.export;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem as DIMACS CNF (the DIMACS challenge format: {@code p cnf V C}, clauses ending in 0):
 * one variable per square that can hold a queen, at most one queen per line segment (pairwise for
 * short ones, Sinz's sequential counter, "Towards an optimal CNF encoding of Boolean cardinality
 * constraints", CP 2005, for longer ones), and the number of queens either as "a queen on every
 * rank" or by a sequential counter of all squares. Every auxiliary variable is defined by an
 * equivalence, not an implication only, so each placement extends to exactly one model: a model
 * counter counts placements. Fixed queens are unit clauses. No symmetry breaking.
 */
public final class CnfWriter {
  /**
   * Segments of up to this many squares get the pairwise encoding: no auxiliary variables, at most
   * 6 clauses.
   */
  private static final int PAIRWISE_MAX = 4;

  private static final int TRUE = Integer.MAX_VALUE;
  private static final int FALSE = -TRUE;

  private final Problem problem;

  /** The variable of each square, 0 when it cannot hold a queen. */
  private final int[][] variable;

  private final List<int[]> clauses = new ArrayList<>();
  private final List<String> comments = new ArrayList<>();
  private int variables;

  private CnfWriter(Problem problem) {
    this.problem = problem;
    this.variable = new int[problem.rows()][problem.cols()];
  }

  /** The DIMACS text of the problem. */
  public static String write(Problem problem) {
    return new CnfWriter(problem).encode();
  }

  private String encode() {
    comments.add("nqueens-lab: " + problem.describe() + " (nqueens export --to cnf)");
    StringBuilder names =
        new StringBuilder("variables 1.. : the squares that can hold a queen, rank by rank:");
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (problem.canHoldQueen(s)) {
          variable[r][f] = ++variables;
          names.append(' ').append(variables).append('=').append(s.name());
        }
      }
    }
    comments.add(names.toString());
    int squares = variables;
    comments.add(
        "at most one queen per line segment (a rank, file or diagonal cut at pawns; on a torus lines wrap):"
            + " pairwise for up to "
            + PAIRWISE_MAX
            + " squares, else Sinz's sequential counter (CP 2005) with"
            + " s_i <-> s_(i-1) or x_i, so each auxiliary s_i is defined by the squares");
    for (LineSegments.Segment segment : LineSegments.of(problem).all()) {
      atMostOne(
          segment.queenSquares().stream().mapToInt(s -> variable[s.rank()][s.file()]).toArray());
    }
    List<List<Square>> leaps = LeapPairs.cliques(problem);
    if (!leaps.isEmpty()) {
      comments.add(
          "at most one "
              + problem.piece().singular()
              + " per group of squares pairwise a leap apart (pairs; the king's 2 x 2 blocks)");
      for (List<Square> clique : leaps) {
        atMostOne(clique.stream().mapToInt(s -> variable[s.rank()][s.file()]).toArray());
      }
    }
    if (problem.hasOneQueenPerRank()) {
      comments.add(problem.queens() + " queens, one on every rank: a clause per rank");
      for (int r = 0; r < problem.rows(); r++) {
        List<Integer> rank = new ArrayList<>();
        for (int f = 0; f < problem.cols(); f++) {
          if (variable[r][f] != 0) {
            rank.add(variable[r][f]);
          }
        }
        add(rank.stream().mapToInt(Integer::intValue).toArray());
      }
    } else {
      comments.add(
          "exactly "
              + problem.queens()
              + " queens: a sequential counter over the squares in order, r(i,j)"
              + " <-> r(i-1,j) or (r(i-1,j-1) and x_i) meaning 'at least j of the first i', never j = "
              + problem.queens()
              + " + 1, and r("
              + squares
              + ","
              + problem.queens()
              + ") at the end");
      exactly(squares, problem.queens());
    }
    if (!problem.fixed().isEmpty()) {
      comments.add("queens already placed: unit clauses");
      problem.fixed().forEach(s -> add(variable[s.rank()][s.file()]));
    }
    comments.add(
        variables
            + " variables ("
            + squares
            + " squares, "
            + (variables - squares)
            + " auxiliary), "
            + clauses.size()
            + " clauses");
    StringBuilder sb = new StringBuilder();
    comments.forEach(c -> sb.append("c ").append(c).append('\n'));
    sb.append("p cnf ").append(variables).append(' ').append(clauses.size()).append('\n');
    for (int[] clause : clauses) {
      for (int literal : clause) {
        sb.append(literal).append(' ');
      }
      sb.append("0\n");
    }
    return sb.toString();
  }

  private void atMostOne(int[] x) {
    if (x.length <= PAIRWISE_MAX) {
      for (int i = 0; i < x.length; i++) {
        for (int j = i + 1; j < x.length; j++) {
          add(-x[i], -x[j]);
        }
      }
      return;
    }
    int previous = x[0]; // s_1 is x_1 itself
    for (int i = 1; i < x.length; i++) {
      add(-previous, -x[i]);
      if (i < x.length - 1) {
        int s = ++variables;
        add(-previous, s);
        add(-x[i], s);
        add(-s, previous, x[i]);
        previous = s;
      }
    }
  }

  /** Exactly m of the variables 1..n: r[i][j] = "at least j of x_1..x_i", defined both ways. */
  private void exactly(int n, int m) {
    int[][] r = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      for (int j = 0; j <= m; j++) {
        r[i][j] = j == 0 ? TRUE : j > i ? FALSE : 0;
      }
    }
    for (int i = 1; i <= n; i++) {
      add(-r[i - 1][m], -i);
      for (int j = 1; j <= Math.min(i, m); j++) {
        r[i][j] = ++variables;
        add(-r[i - 1][j], r[i][j]);
        add(-r[i - 1][j - 1], -i, r[i][j]);
        add(-r[i][j], r[i - 1][j], r[i - 1][j - 1]);
        add(-r[i][j], r[i - 1][j], i);
      }
    }
    add(r[n][m]);
  }

  /** Adds a clause, simplified: a true literal drops it, false literals are left out. */
  private void add(int... literals) {
    List<Integer> kept = new ArrayList<>();
    for (int literal : literals) {
      if (literal == TRUE) {
        return;
      }
      if (literal != FALSE) {
        kept.add(literal);
      }
    }
    clauses.add(kept.stream().mapToInt(Integer::intValue).toArray());
  }
}
