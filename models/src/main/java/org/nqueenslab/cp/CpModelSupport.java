package org.nqueenslab.cp;

import java.time.Duration;
import java.util.List;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Atom;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;
import org.nqueenslab.split.SegmentSubproblems;
import org.nqueenslab.split.SplitCounter;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.split.Subproblems;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * What the constraint models of the Choco and CP-SAT engines can take, stated once for both. Each
 * engine has two encodings: a variable per rank (the file of its queen, CSPLib prob054) for
 * problems with one queen on every rank (and one rook, amazon or chancellor: {@link
 * #onePiecePerRank}), and a Boolean board (a 0/1 variable per square, at most one queen per line
 * segment, issue 7) for the rest: pawns, other numbers of queens, more ranks than files. Both break
 * symmetry with lex-leader constraints.
 */
public final class CpModelSupport {
  /**
   * The largest board a unique count takes, as the bitmask engine's: no count that large finishes,
   * and the lex-leader model grows with the board (n^2 Booleans of the board), so that building it
   * would outlast a time limit.
   */
  public static final int UNIQUE_MAX_SIZE = 64;

  /**
   * The largest torus a unique count takes with a variable per rank: its group has 8 n^2 elements,
   * one lex constraint of length n each, so the model grows as n^3 (n = 32: 8,192 constraints); no
   * torus count that large finishes anyway.
   */
  public static final int TORUS_UNIQUE_MAX_SIZE = 32;

  /**
   * The largest board side of the Boolean board: n^2 variables and about 6n segment constraints.
   * Beyond it the model alone costs seconds and memory, and no count finishes; the per-rank model
   * goes much further without pawns.
   */
  public static final int BOARD_MAX_SIZE = 100;

  /**
   * The largest torus a unique count takes on the Boolean board: up to 8 n^2 lex constraints of
   * length n^2 each, so the model grows as n^4 (n = 16: half a million terms).
   */
  public static final int BOARD_TORUS_UNIQUE_MAX_SIZE = 16;

  private CpModelSupport() {}

  /**
   * What both models take, on boards up to {@code maxSize} (the per-rank model's limit; the board's
   * is lower).
   */
  public static Capabilities capabilities(int maxSize) {
    return Capabilities.everyProblem(maxSize).with(Feature.MIXED_PIECES).with(Feature.DOMINATION);
  }

  /**
   * True when the problem goes to the Boolean board: it has no form with one queen on every rank.
   */
  public static boolean needsBoard(Problem problem) {
    return problem.isMixed()
        || problem.rule() != Rule.INDEPENDENT
        || !(problem.hasOneQueenPerRank() || onePiecePerRank(problem));
  }

  /**
   * True for a piece other than the queen that the per-rank model states: one with the rook's lines
   * (so one per rank, files all different), riding no other lines than the diagonals, one on every
   * rank (no pawns, as many pieces as ranks, no more ranks than files), its leaps off a torus (on a
   * torus they would wrap, which the per-rank model does not say): the rook, the amazon, the
   * chancellor.
   */
  static boolean onePiecePerRank(Problem p) {
    Piece piece = p.piece();
    return piece.hasRookLines()
        && piece.riders().stream().allMatch(s -> s.atom() == Atom.W || s.atom() == Atom.F)
        && (piece.leapers().isEmpty() || !p.torus())
        && p.pawns().isEmpty()
        && p.queens() == p.rows()
        && p.rows() <= p.cols();
  }

  /** True when the per-rank model states the diagonals: the piece rides them (queen, amazon). */
  public static boolean ridesDiagonals(Problem p) {
    return p.piece().riders().stream().anyMatch(s -> s.atom() == Atom.F);
  }

  /**
   * The piece's leaps between ranks, as the per-rank model forbids them: each {dRank, dFile} says
   * {@code q[r + dRank] - q[r]} is neither dFile nor -dFile (a leap along a rank or a file is
   * already forbidden by one piece per rank and per file). The knight's: {1, 2} and {2, 1}.
   */
  public static List<int[]> rankLeaps(Problem p) {
    List<int[]> leaps = new java.util.ArrayList<>();
    for (Piece.Step step : p.piece().leapers()) {
      int dFile = Math.abs(step.dFile());
      if (step.dRank() > 0
          && dFile > 0
          && leaps.stream().noneMatch(l -> l[0] == step.dRank() && l[1] == dFile)) {
        leaps.add(new int[] {step.dRank(), dFile});
      }
    }
    return leaps;
  }

  /** Null when the models can answer, else one line naming the engine and what it cannot do. */
  public static String whyUnsupported(
      String engine, Capabilities capabilities, Problem problem, Request request) {
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    int side = Math.max(problem.rows(), problem.cols());
    if (unique && side > UNIQUE_MAX_SIZE) {
      return "engine '"
          + engine
          + "' counts fundamental solutions on boards up to "
          + UNIQUE_MAX_SIZE
          + " x "
          + UNIQUE_MAX_SIZE
          + ", got "
          + problem.rows()
          + " x "
          + problem.cols();
    }
    String why = capabilities.whyUnsupported(engine, problem, request);
    if (why != null) {
      return why;
    }
    if (unique && problem.isMixed()) {
      return "engine '"
          + engine
          + "' does not count fundamental solutions of several kinds of pieces (no lex-leader"
          + " over squares and kinds yet): count them with --engine bitmask";
    }
    if (needsBoard(problem)) {
      if (side > BOARD_MAX_SIZE) {
        return "engine '"
            + engine
            + "' states pawns, other numbers of queens and more ranks than files as a board of"
            + " 0/1 variables, on boards up to "
            + BOARD_MAX_SIZE
            + " x "
            + BOARD_MAX_SIZE
            + ", got "
            + problem.describe();
      }
      if (unique && problem.torus() && side > BOARD_TORUS_UNIQUE_MAX_SIZE) {
        return "engine '"
            + engine
            + "' counts fundamental solutions of such tori (pawns or other numbers of queens)"
            + " up to "
            + BOARD_TORUS_UNIQUE_MAX_SIZE
            + " x "
            + BOARD_TORUS_UNIQUE_MAX_SIZE
            + " (8 n^2 lex"
            + " constraints of n^2 squares each), got "
            + problem.describe();
      }
    } else if (unique && problem.torus() && problem.rows() > TORUS_UNIQUE_MAX_SIZE) {
      return "engine '"
          + engine
          + "' counts fundamental solutions on tori up to "
          + TORUS_UNIQUE_MAX_SIZE
          + " x "
          + TORUS_UNIQUE_MAX_SIZE
          + " (one lex constraint per each of the 8 n^2 symmetries), got "
          + problem.describe();
    }
    return null;
  }

  /**
   * A count split into parts by the first two ranks, one on boards wider than 222 files ({@link
   * Subproblems#depthFor}; their segments on the Boolean board), each part searched by {@code
   * search} with the whole problem's group: a unique count splits without mirror halving (the
   * lex-leader constraints do that work), and a part's own group, with the split's queens placed,
   * would be smaller. Null when the request is not a full count on several threads or the problem
   * does not split, so the caller runs one search.
   */
  public static Result countInParts(
      String engine,
      Problem problem,
      Request request,
      SymmetryGroup group,
      SplitCounter.PartSolver search) {
    if (!request.isFullCount()
        || request.threads() <= 1
        || problem.isMixed()
        || problem.rule() != Rule.INDEPENDENT) {
      // a mix does not split: a part's placed squares would need their kinds; nor a dominating
      // rule: the split's prefixes are placements of pieces that do not attack each other
      return null;
    }
    Budget budget = Budget.start(request); // before the split: the time limit covers it
    int depth = Subproblems.depthFor(problem, 2);
    List<Subproblem> parts =
        needsBoard(problem) || !problem.hasOneQueenPerRank() // the rank split knows the queen only
            ? SegmentSubproblems.split(problem, depth, budget::exhausted)
            : Subproblems.split(problem, depth, group == null, budget::exhausted);
    if (budget.exhausted()) { // the split used the time up: no part is counted
      return Result.stoppedBeforeCounting(
          engine, budget, request.symmetry() == SymmetryMode.UNIQUE, "splitting into subproblems");
    }
    return parts.size() > 1
        ? SplitCounter.count(engine, search, problem, parts, request, budget)
        : null;
  }

  /**
   * The answer when a rank has no square that can hold a queen: none, before any model is built.
   */
  public static Result noSquareInARank(String engine, SymmetryGroup group, Duration elapsed) {
    return new Result(
        engine,
        Status.COMPLETE,
        0,
        group == null ? null : 0L,
        Statistics.EMPTY,
        elapsed,
        "a rank has no square that can hold a queen");
  }
}
