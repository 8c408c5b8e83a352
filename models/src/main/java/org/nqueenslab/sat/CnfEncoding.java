package org.nqueenslab.sat;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.cp.BoardConstraints;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardImage;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * A problem as clauses, the one CNF encoding the {@code sat} engine solves and {@code export --to
 * cnf} writes (as DIMACS): one variable per square that can hold a queen, at most one queen per
 * line segment (pairwise for short ones, Sinz's sequential counter, "Towards an optimal CNF
 * encoding of Boolean cardinality constraints", CP 2005, for longer ones), and the number of queens
 * either as "a queen on every rank" or by a sequential counter of all squares. Every auxiliary
 * variable is defined by an equivalence, not an implication only, so each placement extends to
 * exactly one model: a model counter counts placements. Fixed queens are unit clauses. Symmetry
 * breaking (lex-leader clauses) on request.
 */
public final class CnfEncoding {
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
  private int squares;

  private CnfEncoding(Problem problem) {
    this.problem = problem;
    this.variable = new int[problem.rows()][problem.cols()];
  }

  /** The clauses of a problem with one kind of piece. */
  public static CnfEncoding of(Problem problem) {
    return of(problem, null);
  }

  /**
   * The clauses of a problem, and when {@code lexLeader} is not null one placement per class of
   * that group: each image of the board, read rank by rank, lexicographically no greater than the
   * board (the lex-leader condition of Crawford, Ginsberg, Luks and Roy, KR 1996, the one the XCSP3
   * and MiniZinc exports state). The group is the whole problem's, also for a part of it.
   */
  public static CnfEncoding of(Problem problem, SymmetryGroup lexLeader) {
    CnfEncoding e = new CnfEncoding(problem);
    e.encode();
    if (lexLeader != null) {
      e.lexLeader(lexLeader);
    }
    return e;
  }

  /** Variables 1..variables(): the squares first ({@link #squares}), then the auxiliaries. */
  public int variables() {
    return variables;
  }

  /** How many variables are squares: 1..squares(), rank by rank, file by file. */
  public int squares() {
    return squares;
  }

  /** The variable of a square, 0 when it cannot hold a piece. */
  public int variable(Square s) {
    return variable[s.rank()][s.file()];
  }

  /** The clauses, each an array of non-zero literals (an empty one: unsatisfiable). */
  public List<int[]> clauses() {
    return clauses;
  }

  /** What each group of clauses states, for the DIMACS comments. */
  public List<String> comments() {
    return comments;
  }

  private void encode() {
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
    squares = variables;
    if (problem.rule().independent()) {
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
    }
    List<List<Square>> covers = BoardConstraints.of(problem).atLeastOne();
    if (!covers.isEmpty()) {
      comments.add(
          "every square that is no pawn or hole covered: a clause per square, of its own variable and"
              + " those of the squares a piece attacks it from");
      for (List<Square> cover : covers) {
        add(cover.stream().mapToInt(s -> variable[s.rank()][s.file()]).toArray());
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
  }

  /**
   * For each symmetry g but the identity, image <=lex board over the squares a_i (the square g maps
   * onto i) and b_i: e_0 is true, e_(i+1) <-> e_i and a_i = b_i ("equal so far", defined both ways,
   * so each placement still has one model), and e_i -> (not a_i or b_i).
   */
  private void lexLeader(SymmetryGroup group) {
    comments.add(
        "one placement per class under the "
            + group.order()
            + " symmetries of the problem: each image of the board, read rank by rank, is"
            + " lexicographically no greater than the board; e(i+1) <-> e(i) and a_i = b_i");
    int squaresOnBoard = problem.rows() * problem.cols();
    for (BoardSymmetry g : group.elements()) {
      if (g.kind() == BoardSymmetry.Kind.IDENTITY && g.rankShift() == 0 && g.fileShift() == 0) {
        continue;
      }
      Square[] preimage = BoardImage.preimages(g, problem.rows(), problem.cols());
      int equalSoFar = TRUE;
      for (int i = 0; i < squaresOnBoard && equalSoFar != FALSE; i++) {
        int a = literal(preimage[i]);
        int b = literal(new Square(i / problem.cols(), i % problem.cols()));
        if (a == b) {
          continue; // the same square (or neither can hold a piece): still equal so far
        }
        add(-equalSoFar, -a, b);
        if (i == squaresOnBoard - 1) {
          break;
        }
        int next = ++variables;
        add(-next, equalSoFar);
        add(-next, -a, b);
        add(-next, a, -b);
        add(-equalSoFar, a, b, next);
        add(-equalSoFar, -a, -b, next);
        equalSoFar = next;
      }
    }
  }

  /** The square's variable, or FALSE when it cannot hold a piece. */
  private int literal(Square s) {
    int v = variable[s.rank()][s.file()];
    return v == 0 ? FALSE : v;
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
