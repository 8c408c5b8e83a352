package org.nqueenslab.split;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * Splits a problem into subproblems by placing the queens of its first free ranks in every
 * consistent way: the parts' solution sets partition the problem's, so a count is the sum of the
 * parts' counts. With mirror halving (Rolfe; Somers) a problem that its left-right reflection maps
 * onto itself places the first free rank's queen in the left half only, weight 2, plus the middle
 * file on odd boards, weight 1: reflection pairs every solution with the queen in the right half
 * with one in the left half.
 *
 * <p>Only problems with one queen on every rank are split; any other problem is returned whole, as
 * one part.
 */
public final class Subproblems {
  /**
   * The most parts a split should make, bounding (files + 1) to the power of the ranks placed,
   * which overestimates a plain count's parts two to three times. A few thousand balance any number
   * of threads or cluster members; half a million (two ranks of n = 1000, or three of n = 100) took
   * longer to make than a time limit gives.
   */
  static final long MAX_PARTS = 50_000;

  private Subproblems() {}

  /**
   * How many first ranks to split on: {@code wanted}, or fewer (at least one) on a board so wide
   * that the parts, taken as files + 1 per rank, would pass {@link #MAX_PARTS} (the + 1 for a
   * {@link SegmentSubproblems} rank left empty; a rank that pawns cut into segments can give more,
   * but pawns are few). Boards up to 35 files keep three ranks, up to 222 two.
   */
  public static int depthFor(Problem problem, int wanted) {
    long perRank = problem.cols() + 1L;
    int depth = 1;
    long parts = perRank;
    while (depth < wanted && parts * perRank <= MAX_PARTS) {
      parts *= perRank;
      depth++;
    }
    return depth;
  }

  /**
   * @param depth how many free ranks to place (0 keeps the problem whole)
   * @param mirrorHalving use the reflection symmetry when the problem has it (for counting only:
   *     the parts no longer hold every solution)
   */
  public static List<Subproblem> split(Problem problem, int depth, boolean mirrorHalving) {
    return split(problem, depth, mirrorHalving, () -> false);
  }

  /**
   * As {@link #split(Problem, int, boolean)}, ending early once {@code stop} says so (asked at each
   * part: half a million parts of n = 1000 take seconds); the parts are then incomplete, and the
   * caller, whose limit ran out, counts none of them.
   */
  public static List<Subproblem> split(
      Problem problem, int depth, boolean mirrorHalving, BooleanSupplier stop) {
    List<Subproblem> parts = new ArrayList<>();
    if (!problem.hasOneQueenPerRank() || depth <= 0) {
      parts.add(new Subproblem(problem, 1));
      return parts;
    }
    boolean halve = mirrorHalving && isMirrorSymmetric(problem);
    extend(problem, freeRanks(problem, depth), 0, halve, 1, parts, stop);
    return parts;
  }

  /**
   * True when reflecting files (f to cols - 1 - f) maps pawns, holes and fixed queens onto
   * themselves.
   */
  public static boolean isMirrorSymmetric(Problem p) {
    return mirrored(p, p.pawns()) && mirrored(p, p.holes()) && mirrored(p, p.fixed());
  }

  private static boolean mirrored(Problem p, java.util.Set<Square> squares) {
    for (Square s : squares) {
      if (!squares.contains(new Square(s.rank(), p.cols() - 1 - s.file()))) {
        return false;
      }
    }
    return true;
  }

  private static List<Integer> freeRanks(Problem p, int depth) {
    boolean[] taken = new boolean[p.rows()];
    p.fixed().forEach(s -> taken[s.rank()] = true);
    List<Integer> free = new ArrayList<>();
    for (int r = 0; r < p.rows() && free.size() < depth; r++) {
      if (!taken[r]) {
        free.add(r);
      }
    }
    return free;
  }

  private static void extend(
      Problem p,
      List<Integer> ranks,
      int index,
      boolean halve,
      int weight,
      List<Subproblem> out,
      BooleanSupplier stop) {
    if (stop.getAsBoolean()) {
      return;
    }
    if (index == ranks.size()) {
      out.add(new Subproblem(p, weight));
      return;
    }
    int rank = ranks.get(index);
    int cols = p.cols();
    for (int file = 0; file < cols; file++) {
      if (stop.getAsBoolean()) {
        return; // also between squares: a rank of a wide board holds thousands
      }
      int w = weight;
      if (halve && index == 0) {
        if (2 * file + 1 > cols) {
          break; // right half: the mirror images of the left half
        }
        w = 2 * file + 1 == cols ? weight : 2 * weight;
      }
      Square q = new Square(rank, file);
      if (isConsistent(p, q)) {
        extend(p.withFixed(List.of(q)), ranks, index + 1, halve, w, out, stop);
      }
    }
  }

  private static boolean isConsistent(Problem p, Square q) {
    if (!p.canHoldQueen(q)) {
      return false;
    }
    for (Square f : p.fixed()) {
      if (Verifier.attackMove(p, f, q) != null) {
        return false;
      }
    }
    return true;
  }
}
