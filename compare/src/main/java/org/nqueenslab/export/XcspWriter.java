package org.nqueenslab.export;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardImage;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * A problem as an XCSP3 instance (Boussemart, Lecoutre, Audemard and Piette, "XCSP3-core: a format
 * for representing constraint satisfaction/optimization problems", 2022): a 0/1 array {@code
 * x[r][f]} for the board, {@code instantiation} for the squares that cannot hold a queen (0) and
 * the queens already placed (1), {@code sum} at most 1 per line segment and equal to the number of
 * queens over the board, and with {@code unique} one {@code lex} per symmetry of the problem, as
 * the constraint engines post them ({@link BoardImage}).
 */
public final class XcspWriter {

  private XcspWriter() {}

  public static String write(Problem p, boolean unique) {
    StringBuilder sb = new StringBuilder("<instance format=\"XCSP3\" type=\"CSP\">\n");
    sb.append("  <!-- nqueens-lab: ")
        .append(p.describe())
        .append(unique ? ", one solution per symmetry class" : "")
        .append(
            " (written by nqueens export). x[r][f] = 1 when a queen stands on rank r + 1, file f + 1 (0 is file"
                + " a). A pawn stops the lines through it, a hole does not: every rank, file and diagonal is cut at its"
                + " pawns into segments (wrapping round on a torus), and each segment holds at most one queen. -->\n");
    sb.append("  <variables>\n    <array id=\"x\" size=\"[")
        .append(p.rows())
        .append("][")
        .append(p.cols())
        .append("]\"> 0 1 </array>\n  </variables>\n  <constraints>\n");
    List<Square> empty = new ArrayList<>(p.pawns());
    empty.addAll(p.holes());
    if (!empty.isEmpty() || !p.fixed().isEmpty()) {
      List<Square> squares = new ArrayList<>(empty);
      squares.addAll(p.fixed());
      sb.append(
              "    <instantiation note=\"no queen on a pawn or a hole; the queens already placed\">\n      <list> ")
          .append(names(squares))
          .append(" </list>\n      <values> ")
          .append(("0 ".repeat(empty.size()) + "1 ".repeat(p.fixed().size())).strip())
          .append(" </values>\n    </instantiation>\n");
    }
    List<List<Square>> groups = new ArrayList<>();
    LineSegments.of(p).all().stream()
        .filter(s -> s.queenSquares().size() > 1)
        .forEach(s -> groups.add(s.queenSquares()));
    groups.addAll(LeapPairs.cliques(p)); // squares pairwise a leap apart
    if (!groups.isEmpty()) {
      sb.append(
          "    <group note=\"at most one piece per line segment and per group of squares a leap apart\">\n"
              + "      <sum>\n        <list> %... </list>\n"
              + "        <condition> (le,1) </condition>\n      </sum>\n");
      groups.forEach(g -> sb.append("      <args> ").append(names(g)).append(" </args>\n"));
      sb.append("    </group>\n");
    }
    sb.append("    <sum note=\"")
        .append(p.queens())
        .append(" queens\">\n      <list> x[][] </list>\n")
        .append("      <condition> (eq,")
        .append(p.queens())
        .append(") </condition>\n    </sum>\n");
    if (unique && SymmetryGroup.of(p).order() > 1) {
      lexLeader(p, sb);
    }
    sb.append("  </constraints>\n</instance>\n");
    return sb.toString();
  }

  /**
   * Lex-leader constraints (Crawford, Ginsberg, Luks and Roy 1996): the board read rank by rank is
   * no smaller than its image under each symmetry of the problem, so each class keeps the member
   * whose sorted queens come first.
   */
  private static void lexLeader(Problem p, StringBuilder sb) {
    SymmetryGroup group = SymmetryGroup.of(p);
    List<Square> board = new ArrayList<>();
    for (int r = 0; r < p.rows(); r++) {
      for (int f = 0; f < p.cols(); f++) {
        board.add(new Square(r, f));
      }
    }
    sb.append("    <group note=\"one solution per class under the ")
        .append(group.order())
        .append(
            " symmetries of the problem: each image of the board, read rank by rank, is lexicographically no"
                + " greater than the board\">\n      <lex>\n        <list> %... </list>\n        <list> ")
        .append(names(board))
        .append(" </list>\n        <operator> le </operator>\n      </lex>\n");
    for (BoardSymmetry g : group.elements()) {
      if (g.kind() != BoardSymmetry.Kind.IDENTITY || g.rankShift() != 0 || g.fileShift() != 0) {
        sb.append("      <args> ")
            .append(names(List.of(BoardImage.preimages(g, p.rows(), p.cols()))))
            .append(" </args>\n");
      }
    }
    sb.append("    </group>\n");
  }

  private static String names(List<Square> squares) {
    return squares.stream()
        .map(s -> "x[" + s.rank() + "][" + s.file() + "]")
        .collect(Collectors.joining(" "));
  }
}
