package org.nqueenslab.problem;

import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The one N-Queens problem definition every engine derives its own encoding from: place {@code
 * queens} pieces (queens by default; any {@link Piece} described by its moves) on a {@code rows} x
 * {@code cols} board, plain or toroidal (lines and leaps wrap around), so that no two attack each
 * other. A pawn cannot hold a queen and stops every line of attack through its square; a hole
 * cannot hold a queen but does not stop attacks; fixed queens are already placed and count towards
 * {@code queens}. A mix places several kinds at once ({@code mix}: "4 queens and 4 knights"), each
 * piece attacking by its own moves; {@code piece} is then unset and {@code queens} their sum.
 *
 * <p>Immutable and validated on construction: every message names the offending value and says what
 * to do. A subproblem is just a problem with more queens fixed ({@link #withFixed}), which is what
 * parallel counting maps over.
 */
public record Problem(
    int rows,
    int cols,
    boolean torus,
    SortedSet<Square> pawns,
    SortedSet<Square> holes,
    SortedSet<Square> fixed,
    int queens,
    Piece piece,
    List<PieceCount> mix,
    Rule rule) {

  public Problem {
    if (rows < 1 || cols < 1) {
      throw new BadInputException(
          "the board size must be at least 1, got "
              + (rows == cols ? "n = " + rows : rows + " x " + cols)
              + ": give a board size of 1 or more");
    }
    if (torus && rows != cols) {
      throw new BadInputException(
          "a toroidal board must be square, got "
              + rows
              + " x "
              + cols
              + ": drop --torus or use an n x n board");
    }
    mix = List.copyOf(mix == null ? List.of() : mix);
    rule = rule == null ? Rule.INDEPENDENT : rule;
    if (rule != Rule.INDEPENDENT && !mix.isEmpty()) {
      throw new BadInputException(
          "a " + rule.label() + " placement is of one kind of piece: give one --piece");
    }
    if (mix.size() == 1) {
      throw new IllegalArgumentException("one kind of piece is a piece and a count, not a mix");
    }
    piece = !mix.isEmpty() ? null : piece == null ? Piece.QUEEN : piece;
    pawns = frozen(pawns);
    holes = frozen(holes);
    fixed = frozen(fixed);
    checkMix(mix, queens, fixed);
    checkOnBoard("pawn", pawns, rows, cols);
    checkOnBoard("hole", holes, rows, cols);
    checkOnBoard("fixed queen", fixed, rows, cols);
    checkDisjoint(pawns, "a pawn", holes, "a hole");
    checkDisjoint(fixed, "a fixed queen", pawns, "a pawn");
    checkDisjoint(fixed, "a fixed queen", holes, "a hole");
    if (queens < 1) {
      throw new BadInputException(
          "the number of "
              + (piece == null ? "pieces" : piece.plural())
              + " must be at least 1, got "
              + queens);
    }
    if (fixed.size() > queens) {
      throw new BadInputException(
          fixed.size()
              + " "
              + piece.plural()
              + " are already placed but only "
              + queens
              + (queens == 1 ? " is" : " are")
              + " to be placed (--queens counts them too): raise --queens");
    }
    Square[] placed = fixed.toArray(new Square[0]);
    for (int i = 0; i < placed.length; i++) {
      for (int j = i + 1; j < placed.length; j++) {
        String move = Verifier.attackMove(rows, cols, torus, pawns, piece, placed[i], placed[j]);
        if (move != null) {
          throw new BadInputException(
              "fixed "
                  + piece.plural()
                  + " "
                  + placed[i].name()
                  + " and "
                  + placed[j].name()
                  + " attack each other "
                  + move
                  + ": move or remove one of them");
        }
      }
    }
  }

  /** The plain n-queens problem: n queens on an n x n board. */
  public static Problem of(int n) {
    return builder(n).build();
  }

  /** A builder for an n x n board, by default plain, with n queens to place. */
  public static Builder builder(int n) {
    return new Builder(n, n);
  }

  /** A builder for a rows x cols board, by default placing min(rows, cols) queens. */
  public static Builder builder(int rows, int cols) {
    return new Builder(rows, cols);
  }

  /** A builder holding this problem's settings, to derive a changed problem. */
  public Builder toBuilder() {
    Builder b =
        new Builder(rows, cols).torus(torus).pawns(pawns).holes(holes).fixed(fixed).rule(rule);
    if (isMixed()) {
      b.mix(mix);
    } else {
      b.piece(piece);
      b.queens = queens;
    }
    return b;
  }

  /** This problem with the given squares' queens placed too: a subproblem. */
  public Problem withFixed(Collection<Square> more) {
    TreeSet<Square> all = new TreeSet<>(fixed);
    all.addAll(more);
    return new Problem(rows, cols, torus, pawns, holes, all, queens, piece, mix, rule);
  }

  /**
   * True when several kinds of pieces are placed at once ({@link #mix}): no piece may attack
   * another, in either direction, each by its own moves.
   */
  public boolean isMixed() {
    return !mix.isEmpty();
  }

  /**
   * The one kind of piece placed.
   *
   * @throws IllegalStateException for a mixed problem, which has no one piece: ask {@link #kinds}
   */
  public Piece piece() {
    if (piece == null) {
      throw new IllegalStateException(
          "a mixed problem (" + PieceCount.describe(mix) + ") has no one piece: ask kinds()");
    }
    return piece;
  }

  /** Each kind of piece with its count: one for a problem of one piece, the mix otherwise. */
  public List<PieceCount> kinds() {
    return isMixed() ? mix : List.of(new PieceCount(queens, piece));
  }

  /**
   * The same board with only kind {@code k} of {@link #kinds} on it, as many as the mix asks: the
   * problem whose segments and leaps ({@link LineSegments}, {@link LeapPairs}) state that kind's
   * attacks, which is how every engine derives a mix from the model of one piece.
   */
  public Problem kind(int k) {
    PieceCount kind = kinds().get(k);
    return new Problem(
        rows, cols, torus, pawns, holes, fixed, kind.count(), kind.piece(), null, rule);
  }

  /** The board size of a square board. */
  public int n() {
    if (rows != cols) {
      throw new IllegalStateException("the board is " + rows + " x " + cols + ", not square");
    }
    return rows;
  }

  public boolean isSquare() {
    return rows == cols;
  }

  /** True for the classic problem: n queens, n x n, plain, no pawns, holes or fixed queens. */
  public boolean isClassic() {
    return !isMixed()
        && piece.isQueen()
        && rows == cols
        && !torus
        && pawns.isEmpty()
        && holes.isEmpty()
        && fixed.isEmpty()
        && queens == rows
        && rule == Rule.INDEPENDENT;
  }

  /**
   * True when the pieces are queens and, without pawns, every rank holds exactly one (queens = rows
   * <= cols). The queen's own encodings (one variable per rank with its two diagonal differences,
   * the rank-mask search with its three masks) rely on it; every other piece goes to the encodings
   * derived from its moves.
   */
  public boolean hasOneQueenPerRank() {
    return !isMixed()
        && piece.isQueen()
        && pawns.isEmpty()
        && queens == rows
        && rows <= cols
        && rule == Rule.INDEPENDENT;
  }

  public boolean isOnBoard(Square s) {
    return s.rank() < rows && s.file() < cols;
  }

  /** True when a queen may stand on the square: on the board and neither pawn nor hole. */
  public boolean canHoldQueen(Square s) {
    return isOnBoard(s) && !pawns.contains(s) && !holes.contains(s);
  }

  /** "8 x 8", "13 x 13 torus", "8 x 8, 9 queens, pawns d4": a short description for reports. */
  public String describe() {
    StringBuilder sb = new StringBuilder().append(rows).append(" x ").append(cols);
    if (torus) {
      sb.append(" torus");
    }
    if (isMixed()) {
      sb.append(", ").append(PieceCount.describe(mix));
    } else if (!piece.isQueen()) {
      sb.append(", ")
          .append(queens)
          .append(' ')
          .append(queens == 1 ? piece.singular() : piece.plural());
    } else if (queens != Math.min(rows, cols)) {
      sb.append(", ").append(queens).append(queens == 1 ? " queen" : " queens");
    }
    appendSquares(sb, "pawns", pawns);
    appendSquares(sb, "holes", holes);
    appendSquares(sb, "fixed", fixed);
    if (rule != Rule.INDEPENDENT) {
      sb.append(", ").append(rule.label());
    }
    return sb.toString();
  }

  private static void appendSquares(StringBuilder sb, String label, SortedSet<Square> squares) {
    if (!squares.isEmpty()) {
      sb.append(", ").append(label).append(' ');
      sb.append(String.join(",", squares.stream().map(Square::name).toList()));
    }
  }

  private static SortedSet<Square> frozen(Collection<Square> squares) {
    return Collections.unmodifiableSortedSet(new TreeSet<>(squares == null ? List.of() : squares));
  }

  /**
   * A mix: each kind once, the counts summing to {@code queens}, no piece placed yet (a placed
   * piece would need its kind stated).
   */
  private static void checkMix(List<PieceCount> mix, int queens, Set<Square> fixed) {
    if (mix.isEmpty()) {
      return;
    }
    Set<Piece> seen = new HashSet<>();
    for (PieceCount kind : mix) {
      if (!seen.add(kind.piece())) {
        throw new BadInputException(
            "the "
                + kind.piece().plural()
                + " ("
                + kind.piece().notation()
                + ") are given twice in the mix: give each kind once with its count");
      }
    }
    int total = mix.stream().mapToInt(PieceCount::count).sum();
    if (total != queens) {
      throw new IllegalArgumentException("the mix places " + total + " pieces, not " + queens);
    }
    if (!fixed.isEmpty()) {
      throw new BadInputException(
          "pieces already placed cannot be combined with several kinds of pieces (the placed"
              + " squares have no kind): drop the placed pieces or place one kind");
    }
  }

  private static void checkOnBoard(String what, SortedSet<Square> squares, int rows, int cols) {
    for (Square s : squares) {
      if (s.rank() >= rows || s.file() >= cols) {
        throw new BadInputException(
            what
                + " "
                + s.name()
                + " is off the "
                + rows
                + " x "
                + cols
                + " board (files a-"
                + Square.fileName(cols - 1)
                + ", ranks 1-"
                + rows
                + ")");
      }
    }
  }

  private static void checkDisjoint(
      SortedSet<Square> a, String aName, SortedSet<Square> b, String bName) {
    for (Square s : a) {
      if (b.contains(s)) {
        throw new BadInputException(
            s.name() + " is both " + aName + " and " + bName + ": a square holds one thing");
      }
    }
  }

  /** Builds a {@link Problem}; the number of queens defaults to min(rows, cols). */
  public static final class Builder {
    private final int rows;
    private final int cols;
    private boolean torus;
    private final TreeSet<Square> pawns = new TreeSet<>();
    private final TreeSet<Square> holes = new TreeSet<>();
    private final TreeSet<Square> fixed = new TreeSet<>();
    private Integer queens;
    private Piece piece = Piece.QUEEN;
    private List<PieceCount> mix = List.of();
    private Rule rule = Rule.INDEPENDENT;

    private Builder(int rows, int cols) {
      this.rows = rows;
      this.cols = cols;
    }

    public Builder torus(boolean torus) {
      this.torus = torus;
      return this;
    }

    /** What a placement must satisfy: independent (the default), dominating, or both. */
    public Builder rule(Rule rule) {
      this.rule = rule;
      return this;
    }

    public Builder pawns(Collection<Square> squares) {
      pawns.addAll(squares);
      return this;
    }

    public Builder pawns(String... names) {
      return pawns(parseAll(names));
    }

    public Builder holes(Collection<Square> squares) {
      holes.addAll(squares);
      return this;
    }

    public Builder holes(String... names) {
      return holes(parseAll(names));
    }

    public Builder fixed(Collection<Square> squares) {
      fixed.addAll(squares);
      return this;
    }

    public Builder fixed(String... names) {
      return fixed(parseAll(names));
    }

    /** The piece placed (the queen by default). */
    public Builder piece(Piece piece) {
      this.piece = piece;
      return this;
    }

    public Builder queens(int queens) {
      this.queens = queens;
      return this;
    }

    /**
     * Several kinds at once, each with its count (the number of pieces becomes their sum); one kind
     * is just that piece and count.
     */
    public Builder mix(List<PieceCount> kinds) {
      if (kinds.size() == 1) {
        this.piece = kinds.get(0).piece();
        this.queens = kinds.get(0).count();
        this.mix = List.of();
      } else {
        this.mix = List.copyOf(kinds);
        this.queens = kinds.isEmpty() ? null : kinds.stream().mapToInt(PieceCount::count).sum();
      }
      return this;
    }

    /** Validates and builds: throws {@link BadInputException} naming the offending value. */
    public Problem build() {
      return new Problem(
          rows,
          cols,
          torus,
          pawns,
          holes,
          fixed,
          queens == null ? Math.min(rows, cols) : queens,
          piece,
          mix,
          rule);
    }

    private static List<Square> parseAll(String... names) {
      return java.util.Arrays.stream(names).map(Square::parse).toList();
    }
  }
}
