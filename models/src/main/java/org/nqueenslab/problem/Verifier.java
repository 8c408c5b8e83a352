package org.nqueenslab.problem;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The oracle: an independent, deliberately simple check that a placement solves a problem. It
 * shares no code with any engine; every solution an engine emits in a test passes through it.
 *
 * <p>Without pawns it marks each line (rank, file, both diagonals; wrapped on a torus) as it meets
 * the line's queen, which is O(n) with one bit per line and so checks a placement of 10^8 queens.
 * With pawns it walks from every queen along each line until a pawn, the edge (or, on a torus, its
 * own square) and reports any queen it meets.
 */
public final class Verifier {

  private Verifier() {}

  /** The answer: valid, or the first reason found why not, naming the squares involved. */
  public record Verdict(boolean valid, String reason) {
    static final Verdict VALID = new Verdict(true, "valid");

    static Verdict invalid(String reason) {
      return new Verdict(false, reason);
    }
  }

  /** Checks that {@code placement} solves {@code problem}. */
  public static Verdict verify(Problem problem, Placement placement) {
    if (placement.size() != problem.queens()) {
      return Verdict.invalid("expected " + problem.queens() + " queens, found " + placement.size());
    }
    Verdict squares = checkSquares(problem, placement);
    if (!squares.valid()) {
      return squares;
    }
    if (placement.hasKinds() != problem.isMixed()) {
      return Verdict.invalid(
          problem.isMixed()
              ? "the pieces have no kinds, but "
                  + PieceCount.describe(problem.kinds())
                  + " are asked"
              : "the pieces have kinds, but only " + problem.piece().plural() + " are asked");
    }
    if (problem.isMixed()) {
      Verdict counts = checkKinds(problem, placement);
      return counts.valid() ? checkMoves(problem, placement) : counts;
    }
    Verdict independent =
        !problem.rule().independent()
            ? Verdict.VALID
            : !problem.piece().isQueen()
                ? checkMoves(problem, placement)
                : problem.pawns().isEmpty()
                    ? checkLinesByCounting(problem, placement)
                    : checkLinesByWalking(problem, placement);
    return independent.valid() && problem.rule().dominates()
        ? checkDominated(problem, placement)
        : independent;
  }

  /**
   * Domination: every square that is not a pawn, a hole or a piece is attacked by a piece, the
   * pieces' moves followed on the board as {@link #firstAttacked} follows them.
   */
  private static Verdict checkDominated(Problem problem, Placement placement) {
    Set<Square> pieces = new java.util.HashSet<>();
    for (int i = 0; i < placement.size(); i++) {
      pieces.add(placement.square(i));
    }
    for (int r = 0; r < problem.rows(); r++) {
      for (int f = 0; f < problem.cols(); f++) {
        Square s = new Square(r, f);
        if (pieces.contains(s) || problem.pawns().contains(s) || problem.holes().contains(s)) {
          continue;
        }
        boolean attacked = false;
        for (Square a : pieces) {
          if (firstAttacked(
                  problem.rows(),
                  problem.cols(),
                  problem.torus(),
                  problem.pawns(),
                  problem.piece(),
                  a,
                  Set.of(s))
              != null) {
            attacked = true;
            break;
          }
        }
        if (!attacked) {
          return Verdict.invalid(
              s.name() + " is neither occupied nor attacked: the placement does not dominate");
        }
      }
    }
    return Verdict.VALID;
  }

  /** A mix: as many pieces of each kind as asked, and no kind index outside the mix. */
  private static Verdict checkKinds(Problem problem, Placement placement) {
    List<PieceCount> kinds = problem.kinds();
    int[] found = new int[kinds.size()];
    for (int i = 0; i < placement.size(); i++) {
      int k = placement.kind(i);
      if (k >= kinds.size()) {
        return Verdict.invalid(
            "the piece on " + placement.square(i).name() + " is of kind " + k + ", not in the mix");
      }
      found[k]++;
    }
    for (int k = 0; k < kinds.size(); k++) {
      if (found[k] != kinds.get(k).count()) {
        return Verdict.invalid("expected " + kinds.get(k).describe() + ", found " + found[k]);
      }
    }
    return Verdict.VALID;
  }

  /**
   * Any other piece, or a mix: from every piece, each of its own moves is followed (a rider's both
   * ways until a pawn, the edge or, on a torus, its own square; a leaper's one jump both ways, over
   * pawns), and a piece met there is named with the move. In a mix the move is the attacker's, so
   * "queen c3 attacks knight d4 along a file" is found from the queen whichever comes first.
   */
  private static Verdict checkMoves(Problem problem, Placement placement) {
    Map<Square, Integer> pieces = new HashMap<>();
    for (int i = 0; i < placement.size(); i++) {
      pieces.put(placement.square(i), placement.kind(i));
    }
    List<PieceCount> kinds = problem.kinds();
    for (int i = 0; i < placement.size(); i++) {
      Square a = placement.square(i);
      Piece piece = kinds.get(placement.kind(i)).piece();
      Attack hit =
          firstAttacked(
              problem.rows(),
              problem.cols(),
              problem.torus(),
              problem.pawns(),
              piece,
              a,
              pieces.keySet());
      if (hit != null && !problem.isMixed()) {
        return Verdict.invalid(
            piece.plural()
                + " "
                + a.name()
                + " and "
                + hit.square().name()
                + " attack each other "
                + hit.move());
      }
      if (hit != null) {
        return Verdict.invalid(
            piece.singular()
                + " "
                + a.name()
                + " attacks "
                + kinds.get(pieces.get(hit.square())).piece().singular()
                + " "
                + hit.square().name()
                + " "
                + hit.move());
      }
    }
    return Verdict.VALID;
  }

  /**
   * How a piece of the problem on {@code a} attacks one on {@code b} ("along a file", "by a
   * knight's move", ...), or null when it does not: the piece's moves followed on the problem's
   * board, pawns blocking riders, leapers jumping, both wrapping on a torus.
   */
  public static String attackMove(Problem p, Square a, Square b) {
    return attackMove(p.rows(), p.cols(), p.torus(), p.pawns(), p.piece(), a, b);
  }

  /** {@link #attackMove(Problem, Square, Square)} on a board given by its parts. */
  public static String attackMove(
      int rows, int cols, boolean torus, Set<Square> pawns, Piece piece, Square a, Square b) {
    Attack hit = firstAttacked(rows, cols, torus, pawns, piece, a, Set.of(b));
    return hit == null ? null : hit.move();
  }

  /** A square a piece attacks, and how. */
  private record Attack(Square square, String move) {}

  /** The first square of {@code others} that a piece on {@code a} attacks, or null. */
  private static Attack firstAttacked(
      int rows,
      int cols,
      boolean torus,
      Set<Square> pawns,
      Piece piece,
      Square a,
      Set<Square> others) {
    for (Piece.Step step : piece.riders()) {
      for (int sign = -1; sign <= 1; sign += 2) {
        int[] v = {sign * step.dRank(), sign * step.dFile()};
        Square hit = walk(rows, cols, torus, pawns, a, v, others);
        if (hit != null) {
          return new Attack(hit, "along " + riderLine(step));
        }
      }
    }
    for (Piece.Step step : piece.leapers()) {
      for (int sign = -1; sign <= 1; sign += 2) {
        long r = a.rank() + (long) sign * step.dRank();
        long f = a.file() + (long) sign * step.dFile();
        if (torus) {
          r = Math.floorMod(r, rows);
          f = Math.floorMod(f, cols);
        }
        if (r >= 0 && f >= 0 && r < rows && f < cols) {
          Square b = new Square((int) r, (int) f);
          if (!b.equals(a) && others.contains(b)) {
            return new Attack(b, "by " + leap(piece, step));
          }
        }
      }
    }
    return null;
  }

  /** "a rank", "a diagonal", "a nightrider's line". */
  private static String riderLine(Piece.Step step) {
    if (step.atom() == Atom.W) {
      return step.dRank() == 0 ? "a rank" : "a file";
    }
    if (step.atom() == Atom.F) {
      return step.dFile() > 0 ? "a diagonal" : "an anti-diagonal";
    }
    String letter = step.atom().name();
    Piece rider = Piece.parse(letter + letter); // a named rider (the nightrider) by its name
    return "a "
        + (rider.name().equals(rider.notation()) ? step.atom().pieceName() + "rider" : rider.name())
        + "'s line";
  }

  /** "a knight's move", "a king's step" for a king's one-square leaps (of a piece with both). */
  private static String leap(Piece piece, Piece.Step step) {
    boolean kingStep =
        (step.atom() == Atom.W || step.atom() == Atom.F)
            && piece.leapers().stream().anyMatch(s -> s.atom() == Atom.W)
            && piece.leapers().stream().anyMatch(s -> s.atom() == Atom.F);
    return kingStep ? "a king's step" : "a " + step.atom().pieceName() + "'s move";
  }

  /**
   * Like {@link #verify} but throws {@link IllegalStateException} with the reason: for tests and
   * engines.
   */
  public static void requireValid(Problem problem, Placement placement) {
    Verdict v = verify(problem, placement);
    if (!v.valid()) {
      throw new IllegalStateException(
          "invalid solution of " + problem.describe() + ": " + v.reason() + " in " + placement);
    }
  }

  /**
   * Every queen on a square that can hold one, no square twice, every fixed queen present. Works on
   * ints and builds a {@link Square} only for a message or a pawn/hole lookup, so 10^8 queens cost
   * no garbage.
   */
  private static Verdict checkSquares(Problem problem, Placement placement) {
    boolean blocked = !problem.pawns().isEmpty() || !problem.holes().isEmpty();
    int previousRank = -1;
    int previousFile = -1;
    for (int i = 0; i < placement.size(); i++) {
      int r = placement.rank(i);
      int f = placement.file(i);
      if (r < 0 || f < 0 || r >= problem.rows() || f >= problem.cols()) {
        return Verdict.invalid(
            "queen "
                + placement.square(i).name()
                + " is off the "
                + problem.rows()
                + " x "
                + problem.cols()
                + " board");
      }
      if (blocked) {
        Square q = placement.square(i);
        if (problem.pawns().contains(q)) {
          return Verdict.invalid("queen " + q.name() + " stands on a pawn");
        }
        if (problem.holes().contains(q)) {
          return Verdict.invalid("queen " + q.name() + " stands on a hole");
        }
      }
      // Placements are in canonical order, so a repeated square follows its twin.
      if (r == previousRank && f == previousFile) {
        return Verdict.invalid("two queens stand on " + placement.square(i).name());
      }
      previousRank = r;
      previousFile = f;
    }
    if (!problem.fixed().isEmpty()) {
      Set<Square> queens = new HashSet<>(placement.squares());
      for (Square f : problem.fixed()) {
        if (!queens.contains(f)) {
          return Verdict.invalid("the queen already placed on " + f.name() + " is missing");
        }
      }
    }
    return Verdict.VALID;
  }

  /**
   * No pawns: every rank, file and diagonal holds at most one queen. One bit per line ("already
   * holds a queen") is all the check needs, so 10^8 queens take 75 MB of marks instead of 1.2 GB of
   * int counters. The queens are read once per kind of line, not once for all four: the marks of
   * one kind (25 MB for the diagonals of 10^8 queens) fit the processor's cache where all four do
   * not, and at 10^8 queens a pass per kind takes half the time of one pass over all four
   * (decisions page).
   */
  private static Verdict checkLinesByCounting(Problem problem, Placement placement) {
    int first = placement.size(); // the first queen sharing a line with an earlier one, if any
    // a placement kept as one file per rank has one queen on each rank by construction
    for (int kind = placement.isOnePerRank() ? 1 : 0; kind < 4; kind++) {
      first = firstSharing(problem, placement, kind, first);
    }
    return first == placement.size()
        ? Verdict.VALID
        : Verdict.invalid(describeLineShared(problem, placement, first));
  }

  /**
   * The first of the queens before {@code end} that stands on a line of {@code kind} (0 ranks, 1
   * files, 2 diagonals, 3 anti-diagonals) an earlier queen stands on, or {@code end}: a later kind
   * only looks before the first queen an earlier kind found, so the queen named is the first in the
   * placement whatever its line.
   */
  private static int firstSharing(Problem problem, Placement placement, int kind, int end) {
    int rows = problem.rows();
    boolean torus = problem.torus();
    long diagonals = torus ? rows : (long) rows + problem.cols() - 1;
    long[] marks = marks(kind == 0 ? rows : kind == 1 ? problem.cols() : diagonals);
    for (int i = 0; i < end; i++) {
      int r = placement.rank(i);
      int f = placement.file(i);
      long line =
          switch (kind) {
            case 0 -> r;
            case 1 -> f;
            case 2 -> torus ? Math.floorMod(f - r, rows) : (long) f - r + rows - 1;
            default -> torus ? ((long) r + f) % rows : (long) r + f;
          };
      if (!mark(marks, line)) {
        return i;
      }
    }
    return end;
  }

  /**
   * No pawns: names a queen before queen {@code i} on one of its lines, found by comparing line
   * indices, O(i), so that a bad placement of 10^8 queens is explained as fast as a good one is
   * accepted.
   */
  private static String describeLineShared(Problem problem, Placement placement, int i) {
    int n = problem.rows();
    int r = placement.rank(i);
    int f = placement.file(i);
    for (int j = 0; j < i; j++) {
      int rj = placement.rank(j);
      int fj = placement.file(j);
      String line =
          rj == r
              ? "a rank"
              : fj == f
                  ? "a file"
                  : problem.torus()
                      ? (Math.floorMod((long) fj - rj - f + r, n) == 0
                          ? "a diagonal"
                          : Math.floorMod((long) rj + fj - r - f, n) == 0
                              ? "an anti-diagonal"
                              : null)
                      : (fj - rj == f - r
                          ? "a diagonal"
                          : rj + fj == r + f ? "an anti-diagonal" : null);
      if (line != null) {
        return "queens "
            + placement.square(j).name()
            + " and "
            + placement.square(i).name()
            + " attack each other along "
            + line;
      }
    }
    return "queen " + placement.square(i).name() + " is attacked";
  }

  /** Room for one mark per line. */
  private static long[] marks(long lines) {
    return new long[(int) ((lines + 63) >>> 6)];
  }

  /** Marks the line; false when it was already marked (the line holds another queen). */
  private static boolean mark(long[] marks, long line) {
    int word = (int) (line >>> 6);
    long bit = 1L << line; // Java shifts a long by the low six bits only
    boolean was = (marks[word] & bit) != 0;
    marks[word] |= bit;
    return !was;
  }

  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  private static final String[] LINE_NAMES = {"a rank", "a file", "a diagonal", "an anti-diagonal"};

  /**
   * With pawns: walk each line from each queen until a pawn, the edge or (torus) back to the start.
   */
  private static Verdict checkLinesByWalking(Problem problem, Placement placement) {
    Set<Square> queens = new HashSet<>(placement.squares());
    for (int i = 0; i < placement.size(); i++) {
      Square q = placement.square(i);
      for (int d = 0; d < DIRECTIONS.length; d++) {
        Square hit =
            walk(
                problem.rows(),
                problem.cols(),
                problem.torus(),
                problem.pawns(),
                q,
                DIRECTIONS[d],
                queens);
        if (hit != null) {
          return Verdict.invalid(
              "queens "
                  + q.name()
                  + " and "
                  + hit.name()
                  + " attack each other along "
                  + LINE_NAMES[d]);
        }
      }
    }
    return Verdict.VALID;
  }

  /**
   * The line along which a queen on {@code a} attacks a queen on {@code b} ("a rank", "a file", "a
   * diagonal", "an anti-diagonal"), or null when it does not. Pawns block; on a torus lines wrap,
   * so either way round counts.
   */
  public static String attackLine(
      int rows, int cols, boolean torus, Set<Square> pawns, Square a, Square b) {
    Set<Square> target = Set.of(b);
    for (int d = 0; d < DIRECTIONS.length; d++) {
      int[] forward = DIRECTIONS[d];
      int[] backward = {-forward[0], -forward[1]};
      if (walk(rows, cols, torus, pawns, a, forward, target) != null
          || walk(rows, cols, torus, pawns, a, backward, target) != null) {
        return LINE_NAMES[d];
      }
    }
    return null;
  }

  /**
   * The first square of {@code stop} met walking from {@code from} (exclusive) along {@code step},
   * or null.
   */
  private static Square walk(
      int rows,
      int cols,
      boolean torus,
      Set<Square> pawns,
      Square from,
      int[] step,
      Set<Square> stop) {
    int r = from.rank();
    int f = from.file();
    while (true) {
      r += step[0];
      f += step[1];
      if (torus) {
        r = Math.floorMod(r, rows);
        f = Math.floorMod(f, cols);
        if (r == from.rank() && f == from.file()) {
          return null;
        }
      } else if (r < 0 || r >= rows || f < 0 || f >= cols) {
        return null;
      }
      Square s = new Square(r, f);
      if (pawns.contains(s)) {
        return null;
      }
      if (stop.contains(s)) {
        return s;
      }
    }
  }
}
