package org.nqueenslab.export;

import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A problem as one MiniZinc model whose data is the board as drawn (The MiniZinc Handbook, 2.6:
 * enums, arrays, tests and functions, {@code alldifferent}, {@code lex_lesseq}). The model derives
 * every attack from the board itself, walking each line to the first pawn, so it shares nothing
 * with the toolkit's own encodings. Problems with one queen on every rank get the classic model, a
 * file per rank (CSPLib prob054), the rest a 0/1 board with one constraint per pair of squares that
 * see each other. Each solution prints as one line {@value #SOLUTION_PREFIX} r,f r,f ..., 1-based,
 * rank 1 at the bottom.
 */
public final class MiniZincWriter {
  /** How each solution line of the model's output starts. */
  public static final String SOLUTION_PREFIX = "queens:";

  private MiniZincWriter() {}

  /**
   * The model: comments, the data (the board), the constraints, and with {@code unique} the
   * lex-leader ones.
   */
  public static String write(Problem p, boolean unique) {
    boolean perRank = p.hasOneQueenPerRank();
    StringBuilder sb = new StringBuilder();
    sb.append("% nqueens-lab: ")
        .append(p.describe())
        .append(unique ? ", one solution per symmetry class" : "")
        .append(" (nqueens export --to minizinc)\n");
    sb.append(
        """
        % The data is the board as drawn, top rank first: E an empty square, Q a queen already placed, P a pawn (no
        % queen there, and it stops every line of attack through it), H a hole (no queen there; attacks pass over it).
        % The model derives every attack from the board, so it shares no code with the engines of nqueens-lab.
        % Each solution prints as one line "queens: r,f r,f ...": rank r (1 is the bottom rank), file f (1 is file a).
        """);
    sb.append(perRank ? "include \"alldifferent.mzn\";\n" : "");
    sb.append(unique ? "include \"lex_lesseq.mzn\";\n" : "");
    sb.append("\nenum Piece = {E, Q, P, H};\n");
    sb.append("int: rows = ")
        .append(p.rows())
        .append(";\nint: cols = ")
        .append(p.cols())
        .append(";\n");
    sb.append("bool: torus = ")
        .append(p.torus())
        .append(";\nint: queens = ")
        .append(p.queens())
        .append(";\n");
    sb.append("array[1..rows, 1..cols] of Piece: board = [|\n");
    for (int r = p.rows() - 1; r >= 0; r--) {
      sb.append(r == p.rows() - 1 ? "   " : " | ");
      for (int f = 0; f < p.cols(); f++) {
        sb.append(f == 0 ? "" : ", ").append(piece(p, new Square(r, f)));
      }
      sb.append('\n');
    }
    sb.append(" |];\n");
    sb.append(
        """

        set of int: Rank = 1..rows;
        set of int: File = 1..cols;
        % what stands on square (r, f): rank r is row rows + 1 - r of the drawing
        function Piece: at(int: r, int: f) = board[rows + 1 - r, f];

        """);
    sb.append(perRank ? RANK_MODEL : BOARD_MODEL);
    if (unique) {
      sb.append(perRank ? RANK_BOARD_VIEW : "").append(LEX_LEADER);
    }
    sb.append(perRank ? RANK_SOLVE : BOARD_SOLVE);
    return sb.toString();
  }

  private static char piece(Problem p, Square s) {
    return p.pawns().contains(s)
        ? 'P'
        : p.holes().contains(s) ? 'H' : p.fixed().contains(s) ? 'Q' : 'E';
  }

  private static final String RANK_MODEL =
      """
      % One queen on every rank (no pawns, as many queens as ranks, no more ranks than files): q[r] is the file of
      % rank r's queen, so ranks never clash; files and both diagonals are all different (on a torus the diagonals
      % wrap round: r + f and r - f taken mod the side).
      array[Rank] of var File: q;
      constraint forall(r in Rank, f in File where at(r, f) = H) (q[r] != f);
      constraint forall(r in Rank, f in File where at(r, f) = Q) (q[r] = f);
      constraint alldifferent(q);
      constraint if torus then
          alldifferent([(q[r] + r) mod rows | r in Rank]) /\\ alldifferent([(q[r] - r + rows) mod rows | r in Rank])
        else
          alldifferent([q[r] + r | r in Rank]) /\\ alldifferent([q[r] - r | r in Rank])
        endif;
      """;

  private static final String BOARD_MODEL =
      """
      % A 0/1 board: x[r, f] holds when a queen stands on (r, f). With pawns a line may hold several queens, one per
      % stretch between pawns, so the model states the rule itself: two squares that see each other (along a rank, a
      % file or a diagonal, with no pawn between them; on a torus lines wrap round) do not both hold a queen.
      array[Rank, File] of var bool: x;
      constraint forall(r in Rank, f in File where at(r, f) in {P, H}) (not x[r, f]);
      constraint forall(r in Rank, f in File where at(r, f) = Q) (x[r, f]);
      constraint sum(r in Rank, f in File) (bool2int(x[r, f])) = queens;

      % the four directions of attack as (rank, file) steps: a rank, a file, a diagonal, an anti-diagonal
      array[1..4, 1..2] of int: step = [| 0, 1 | 1, 0 | 1, 1 | 1, -1 |];
      % the rank and file k steps from (r, f) in direction d: wrapped on a torus, possibly off the board otherwise
      function int: wrap(int: v, int: side) = ((v - 1) mod side + side) mod side + 1;
      function int: rankAt(int: r, int: d, int: k) = if torus then wrap(r + k * step[d, 1], rows) else r + k * step[d, 1] endif;
      function int: fileAt(int: f, int: d, int: k) = if torus then wrap(f + k * step[d, 2], cols) else f + k * step[d, 2] endif;
      % (r, f) sees the square k steps away in direction d: no square up to it is off the board or a pawn, and on a
      % torus the walk has not come back round to (r, f)
      test sees(int: r, int: f, int: d, int: k) =
        forall(t in 1..k) (rankAt(r, d, t) in Rank /\\ fileAt(f, d, t) in File /\\ at(rankAt(r, d, t), fileAt(f, d, t)) != P)
        /\\ not (rankAt(r, d, k) = r /\\ fileAt(f, d, k) = f);
      constraint forall(r in Rank, f in File, d in 1..4, k in 1..max(rows, cols) - 1
          where at(r, f) != P /\\ sees(r, f, d, k)) (not (x[r, f] /\\ x[rankAt(r, d, k), fileAt(f, d, k)]));

      % implied, to prune: a rank (a file) holds at most one queen per stretch between its pawns, and the queens of
      % the ranks (of the files) add up to the total, so with as many queens as stretches each stretch takes one. A
      % stretch is counted where it starts, at the edge or after a pawn (on a torus one that wraps round is counted
      % twice: a looser bound, still true). Without onRank and onFile the 9 x 9 board with 10 queens and a pawn on e5
      % takes Gecode 410,565 nodes, with them 1,655.
      function int: rankStretches(int: r) = sum(f in File where at(r, f) != P) (bool2int(f = 1 \\/ at(r, f - 1) = P));
      function int: fileStretches(int: f) = sum(r in Rank where at(r, f) != P) (bool2int(r = 1 \\/ at(r - 1, f) = P));
      array[Rank] of var 0..cols: onRank;
      array[File] of var 0..rows: onFile;
      constraint forall(r in Rank) (onRank[r] = sum(f in File) (bool2int(x[r, f])) /\\ onRank[r] <= rankStretches(r));
      constraint forall(f in File) (onFile[f] = sum(r in Rank) (bool2int(x[r, f])) /\\ onFile[f] <= fileStretches(f));
      constraint sum(onRank) = queens /\\ sum(onFile) = queens;
      """;

  private static final String RANK_BOARD_VIEW =
      """

      % the board view of q, for the symmetry breaking: x[r, f] holds when rank r's queen stands on file f
      array[Rank, File] of var bool: x = array2d(Rank, File, [q[r] = f | r in Rank, f in File]);
      """;

  private static final String LEX_LEADER =
      """

      % One solution per symmetry class (lex-leader constraints: Crawford, Ginsberg, Luks and Roy 1996). The problem's
      % symmetries are those of the board (the 8 of the square, the 4 of a rectangle; on a torus each combined with
      % the translations) that map every piece of the board onto a piece of its kind. Read rank by rank, a solution's
      % board must be lexicographically no smaller than any image of it, so each class keeps exactly one member: the
      % one whose queens, sorted by rank then file, come first. Since the symmetries form a group, holding each
      % symmetry's inverse, comparing x with x read through g, x[g(s)], states the same constraints as comparing x
      % with its images.
      % symmetry k of the square (1 the identity, then the quarter, half and three-quarter turns, the mirrors of
      % files and of ranks, the two diagonal reflections) maps (r, f) to (turnRank, turnFile)
      function int: turnRank(int: k, int: r, int: f) = [r, f, rows + 1 - r, cols + 1 - f, r, rows + 1 - r, f, cols + 1 - f][k];
      function int: turnFile(int: k, int: r, int: f) = [f, rows + 1 - r, cols + 1 - f, r, cols + 1 - f, f, r, rows + 1 - r][k];
      set of int: Kinds = if rows = cols then 1..8 else {1, 3, 5, 6} endif;
      set of int: Shifts = if torus then 0..rows - 1 else 0..0 endif;
      function int: gRank(int: k, int: dr, int: r, int: f) = (turnRank(k, r, f) - 1 + dr) mod rows + 1;
      function int: gFile(int: k, int: df, int: r, int: f) = (turnFile(k, r, f) - 1 + df) mod cols + 1;
      test keepsBoard(int: k, int: dr, int: df) =
        forall(r in Rank, f in File) (at(gRank(k, dr, r, f), gFile(k, df, r, f)) = at(r, f));
      constraint forall(k in Kinds, dr, df in Shifts where not (k = 1 /\\ dr = 0 /\\ df = 0) /\\ keepsBoard(k, dr, df))
        (lex_lesseq([x[gRank(k, dr, r, f), gFile(k, df, r, f)] | r in Rank, f in File], [x[r, f] | r in Rank, f in File]));
      """;

  private static final String RANK_SOLVE =
      """

      solve satisfy;
      output ["queens:"] ++ [" " ++ show(r) ++ "," ++ show(q[r]) | r in Rank] ++ ["\\n"];
      """;

  private static final String BOARD_SOLVE =
      """

      % search: squares rank by rank, a queen first
      solve :: bool_search([x[r, f] | r in Rank, f in File], input_order, indomain_max) satisfy;
      output ["queens:"] ++ [" " ++ show(r) ++ "," ++ show(f) | r in Rank, f in File where fix(x[r, f])] ++ ["\\n"];
      """;
}
