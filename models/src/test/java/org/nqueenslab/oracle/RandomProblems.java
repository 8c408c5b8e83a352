package org.nqueenslab.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.PieceCount;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Seeded random small problems to compare engines with the oracles on; a draw that is not a problem
 * is redrawn.
 */
public final class RandomProblems {
  /**
   * The largest board area of a varied draw, so that brute force stays quick (a plain board goes to
   * 9 x 9).
   */
  public static final int MAX_AREA = 49;

  private RandomProblems() {}

  /**
   * Square boards of 4 to 7 with holes and fixed queens, and where asked pawns (and up to as many
   * extra queens) and tori: the draws the engines' own tests were written against.
   */
  public static List<Problem> generate(long seed, int count, boolean pawns, boolean torus) {
    Random random = new Random(seed);
    List<Problem> out = new ArrayList<>();
    while (out.size() < count) {
      int n = 4 + random.nextInt(4);
      Problem.Builder b = Problem.builder(n).torus(torus && random.nextBoolean());
      List<Square> holes = squares(random, random.nextInt(4), n, n);
      List<Square> fixed = squares(random, random.nextInt(3), n, n);
      List<Square> pawnList = new ArrayList<>();
      int extraQueens = 0;
      if (pawns) {
        pawnList = squares(random, random.nextInt(3), n, n);
        extraQueens = random.nextInt(pawnList.size() + 1);
      }
      try {
        out.add(b.holes(holes).fixed(fixed).pawns(pawnList).queens(n + extraQueens).build());
      } catch (BadInputException e) {
        // a random draw that is not a problem (fixed queens attacking, squares clashing): draw
        // again
      }
    }
    return out;
  }

  /**
   * One problem of every kind, drawn from {@code seed} alone so that it can be drawn again: a plain
   * board (1 to 9, sometimes toroidal) one time in five, else a square or rectangular board with
   * sides 1 to 9 and at most {@link #MAX_AREA} squares, sometimes toroidal, with pawns, holes and
   * fixed queens, and half the time a number of queens from 1 to one more than the side plus the
   * pawns (more than fit is an answer too: zero).
   */
  public static Problem varied(long seed) {
    Random random = new Random(seed);
    Problem queens;
    while (true) {
      try {
        queens = draw(random);
        break;
      } catch (BadInputException e) {
        // a draw that is not a problem (fixed queens attacking, squares clashing, too many queens):
        // draw again
      }
    }
    // one draw in three places another piece on the same board, from a stream of its own so that
    // the queens' draws stay what they were
    Random pieces = new Random(~seed);
    if (pieces.nextInt(3) != 0) {
      return queens;
    }
    Problem other = pieces.nextBoolean() ? withPiece(queens, pieces) : withMix(queens, pieces);
    return other != null ? other : queens;
  }

  /**
   * The pieces drawn: every named piece and compounds of Betza's letters (leapers, riders, both,
   * leaps along the rank).
   */
  private static final String[] PIECES = {
    "rook",
    "bishop",
    "knight",
    "king",
    "amazon",
    "chancellor",
    "archbishop",
    "nightrider",
    "WD",
    "FA",
    "NZ",
    "RF",
    "BW",
    "QNN",
    "KN",
    "H",
    "camel",
    "RC"
  };

  /**
   * {@code count} problems with another piece than the queen: boards as {@link #varied} draws them
   * (pawns, holes, placed pieces, tori, rectangles), the piece drawn from {@link #PIECES}.
   */
  public static List<Problem> withPieces(long seed, int count) {
    Random random = new Random(seed);
    List<Problem> out = new ArrayList<>();
    while (out.size() < count) {
      try {
        Problem p = withPiece(draw(random), random);
        if (p != null) {
          out.add(p);
        }
      } catch (BadInputException e) {
        // not a problem: draw again
      }
    }
    return out;
  }

  /**
   * {@code count} problems with several kinds of pieces at once: boards as {@link #varied} draws
   * them without placed pieces (a mix cannot place them), two or three kinds from the queen and
   * {@link #PIECES}.
   */
  public static List<Problem> withMixes(long seed, int count) {
    Random random = new Random(seed);
    List<Problem> out = new ArrayList<>();
    while (out.size() < count) {
      try {
        Problem p = withMix(draw(random), random);
        if (p != null) {
          out.add(p);
        }
      } catch (BadInputException e) {
        // not a problem: draw again
      }
    }
    return out;
  }

  /**
   * The board of {@code p} (its placed pieces dropped) with two or three kinds drawn instead of
   * queens, each 1 to a sixth of the squares; null on a board over 25 squares (the oracle tries
   * every subset and kind).
   */
  private static Problem withMix(Problem p, Random random) {
    int area = p.rows() * p.cols();
    if (area > 25) {
      return null;
    }
    List<PieceCount> kinds = new ArrayList<>();
    int wanted = 2 + random.nextInt(2);
    while (kinds.size() < wanted) {
      int i = random.nextInt(PIECES.length + 1);
      Piece piece = Piece.parse(i == PIECES.length ? "queen" : PIECES[i]);
      if (kinds.stream().noneMatch(k -> k.piece().equals(piece))) {
        kinds.add(new PieceCount(1 + random.nextInt(Math.max(1, area / 6)), piece));
      }
    }
    try {
      return Problem.builder(p.rows(), p.cols())
          .torus(p.torus())
          .pawns(p.pawns())
          .holes(p.holes())
          .mix(kinds)
          .build();
    } catch (BadInputException e) {
      return null;
    }
  }

  /**
   * The board of {@code p} with a piece drawn instead of queens, as many as a fifth of the squares
   * at most; null when its placed pieces attack each other as that piece. A piece without the
   * rook's lines may stand several to a rank, so its boards are kept to 25 squares (the oracle
   * tries every subset); the plain 9 x 9 is left to the queens (the Boolean board's lex-leader
   * constraints on a 9 x 9 torus take the constraint engines over the campaign's 5 s).
   */
  private static Problem withPiece(Problem p, Random random) {
    Piece piece = Piece.parse(PIECES[random.nextInt(PIECES.length)]);
    int area = p.rows() * p.cols();
    if (area > MAX_AREA || !piece.hasRookLines() && area > 25) {
      return null;
    }
    int pieces = piece.hasRookLines() ? p.queens() : 1 + random.nextInt(Math.max(1, area / 3));
    try {
      return p.toBuilder().piece(piece).queens(Math.max(pieces, p.fixed().size())).build();
    } catch (BadInputException e) {
      return null;
    }
  }

  private static Problem draw(Random random) {
    if (random.nextInt(5) == 0) {
      int n = 1 + random.nextInt(9);
      return Problem.builder(n).torus(random.nextInt(4) == 0).build();
    }
    int rows;
    int cols;
    boolean square = random.nextInt(3) != 0;
    do {
      rows = 1 + random.nextInt(9);
      cols = square ? rows : 1 + random.nextInt(9);
    } while (rows * cols > MAX_AREA);
    int side = Math.min(rows, cols);
    List<Square> pawns =
        squares(random, random.nextBoolean() ? 0 : 1 + random.nextInt(3), rows, cols);
    List<Square> holes =
        squares(random, random.nextBoolean() ? 0 : 1 + random.nextInt(3), rows, cols);
    List<Square> fixed =
        squares(random, random.nextInt(3) == 0 ? 1 + random.nextInt(2) : 0, rows, cols);
    int queens = random.nextBoolean() ? side : 1 + random.nextInt(side + pawns.size() + 1);
    return Problem.builder(rows, cols)
        .torus(square && random.nextInt(4) == 0)
        .pawns(pawns)
        .holes(holes)
        .fixed(fixed)
        .queens(queens)
        .build();
  }

  private static List<Square> squares(Random random, int count, int rows, int cols) {
    List<Square> out = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      out.add(new Square(random.nextInt(rows), random.nextInt(cols)));
    }
    return out;
  }
}
