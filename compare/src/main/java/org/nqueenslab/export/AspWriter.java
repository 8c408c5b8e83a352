package org.nqueenslab.export;

import java.util.List;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem as an answer-set program for gringo and clasp (Gebser, Kaminski, Kaufmann and Schaub,
 * "Answer Set Solving in Practice", 2012; the input language of the Potassco guide): the board and
 * the rule as facts (the squares that can hold a piece; the groups of squares that hold at most
 * one, a rider's segments and a leaper's cliques; the pieces already placed), then a choice rule
 * and integrity constraints a person would write. The only atoms an answer set shows are the
 * pieces, and every other atom is defined by them, so answer sets and placements correspond one to
 * one.
 */
public final class AspWriter {
  /** The predicate of a piece in an answer set: {@code piece(Rank,File)}, both from 1. */
  public static final String PIECE = "piece";

  private AspWriter() {}

  /** The program's text. */
  public static String write(Problem problem) {
    StringBuilder sb = new StringBuilder();
    sb.append("% nqueens-lab: ").append(problem.describe()).append(" (nqueens export --to asp)\n");
    sb.append("% ranks and files from 1, rank 1 at the bottom, file 1 = a\n");
    sb.append("rank(1..").append(problem.rows()).append(").\n");
    sb.append("% the squares that can hold a ").append(problem.piece().singular()).append('\n');
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (problem.canHoldQueen(s)) {
          sb.append(atom("square", s)).append(". ");
        }
      }
      sb.append('\n');
    }
    List<LineSegments.Segment> segments = LineSegments.of(problem).all();
    List<List<Square>> cliques = LeapPairs.cliques(problem);
    sb.append("% in(G,R,F): square (R,F) is in group G, which holds at most one piece:");
    if (!segments.isEmpty()) {
      sb.append(" the line segments along which ")
          .append(problem.piece().plural())
          .append(" attack (cut by pawns")
          .append(problem.torus() ? ", wrapping round the torus" : "")
          .append(")")
          .append(cliques.isEmpty() ? "" : ",");
    }
    if (!cliques.isEmpty()) {
      sb.append(" squares pairwise a leap apart");
    }
    sb.append('\n');
    int group = 0;
    for (LineSegments.Segment segment : segments) {
      group = facts(sb, group, segment.queenSquares());
    }
    for (List<Square> clique : cliques) {
      group = facts(sb, group, clique);
    }
    if (!problem.fixed().isEmpty()) {
      sb.append("% the pieces already placed\n");
      problem.fixed().forEach(s -> sb.append(atom("placed", s)).append(". "));
      sb.append('\n');
    }
    if (problem.hasOneQueenPerRank()) {
      sb.append("% one piece on every rank\n");
      sb.append("1 { piece(R,F) : square(R,F) } 1 :- rank(R).\n");
    } else {
      sb.append("% any squares, ").append(problem.queens()).append(" pieces in all\n");
      sb.append("{ piece(R,F) : square(R,F) }.\n");
      sb.append(":- #count { R,F : piece(R,F) } != ").append(problem.queens()).append(".\n");
    }
    sb.append("% at most one piece in a group\n");
    sb.append(":- in(G,_,_), #count { R,F : piece(R,F), in(G,R,F) } > 1.\n");
    if (!problem.fixed().isEmpty()) {
      sb.append("% the placed pieces stay\n");
      sb.append(":- placed(R,F), not piece(R,F).\n");
    }
    sb.append("#show ").append(PIECE).append("/2.\n");
    return sb.toString();
  }

  private static int facts(StringBuilder sb, int group, List<Square> squares) {
    if (squares.size() < 2) {
      return group;
    }
    int g = group + 1;
    for (Square s : squares) {
      sb.append("in(").append(g).append(',').append(s.rank() + 1).append(',');
      sb.append(s.file() + 1).append("). ");
    }
    sb.append('\n');
    return g;
  }

  private static String atom(String name, Square s) {
    return name + "(" + (s.rank() + 1) + "," + (s.file() + 1) + ")";
  }
}
