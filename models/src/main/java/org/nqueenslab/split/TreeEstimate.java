package org.nqueenslab.split;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import org.nqueenslab.bitmask.ConstellationParts;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Knuth's estimator of the size of a backtrack tree (D. E. Knuth, "Estimating the efficiency of
 * backtrack programs", Math. Comp. 29, 1975; TAOCP 7.2.2, "Estimating the running time"): a probe
 * walks from the root to a leaf, choosing uniformly among the children of each node, and the sum
 * over its levels of the product of the branching degrees met so far is an unbiased estimate of the
 * number of nodes. The tree is the rank-by-rank search (one queen per free rank, first free rank
 * first) of a problem with one queen per rank and no pawns; the mean of many probes, with its
 * standard error, is the estimate.
 *
 * @param nodes the mean of the probes' estimates
 * @param standardError the standard deviation of the probes over the square root of their number
 */
public record TreeEstimate(double nodes, double standardError, int probes) {

  /** True when {@link #of} can estimate the problem's tree: one queen per rank, no pawns. */
  public static boolean estimates(Problem p) {
    return p.hasOneQueenPerRank() && p.pawns().isEmpty() && (!p.torus() || p.isSquare());
  }

  /** How many probes run between two looks at {@code stop} and two reports of progress. */
  private static final int BATCH = 1024;

  /**
   * Boards with more squares than this look at {@code stop} after every probe: a probe of n =
   * 10,000 takes about a quarter of a second, where one of n = 12 takes a microsecond.
   */
  private static final long LARGE_BOARD = 1 << 16;

  /** The estimate from {@code probes} random probes, repeatable from {@code seed}. */
  public static TreeEstimate of(Problem p, int probes, long seed) {
    return of(p, probes, seed, () -> false, new Progress());
  }

  /**
   * The estimate from {@code probes} random probes, or from fewer when {@code stop} says so (it is
   * asked every {@value #BATCH} probes, after every probe on a board of more than {@value
   * #LARGE_BOARD} squares, and the probes done are added to {@code progress}'s work, out of {@code
   * probes}); {@link #probes()} says how many ran: at least the first {@value #BATCH}, or all of
   * them when fewer are asked, or at least one on a large board.
   */
  public static TreeEstimate of(
      Problem p, int probes, long seed, BooleanSupplier stop, Progress progress) {
    if (!estimates(p)) {
      throw new IllegalArgumentException("no rank-by-rank tree for " + p.describe());
    }
    progress.setWork(probes, 0);
    SplittableRandom random = new SplittableRandom(seed);
    double sum = 0;
    double sumSquares = 0;
    int done = 0;
    int reported = 0; // probes added to the progress so far
    boolean large = (long) p.rows() * p.cols() > LARGE_BOARD;
    while (done < probes) {
      if (done > 0 && (done % BATCH == 0 || large)) {
        progress.addWork(done - reported);
        reported = done;
        if (stop.getAsBoolean()) {
          break;
        }
      }
      double e = probe(p, random);
      sum += e;
      sumSquares += e * e;
      done++;
    }
    progress.addWork(done - reported);
    double mean = sum / done;
    double variance = done > 1 ? Math.max(0, (sumSquares - done * mean * mean) / (done - 1)) : 0;
    return new TreeEstimate(mean, Math.sqrt(variance / done), done);
  }

  private static double probe(Problem p, SplittableRandom random) {
    int rows = p.rows();
    int cols = p.cols();
    boolean torus = p.torus();
    int diagonals = rows + cols;
    boolean[] file = new boolean[cols];
    boolean[] sum = new boolean[diagonals];
    boolean[] diff = new boolean[diagonals];
    boolean[] rankTaken = new boolean[rows];
    for (Square q : p.fixed()) {
      mark(q.rank(), q.file(), torus, rows, cols, file, sum, diff);
      rankTaken[q.rank()] = true;
    }
    double estimate = 1; // the root
    double product = 1;
    int[] open = new int[cols];
    for (int r = 0; r < rows; r++) {
      if (rankTaken[r]) {
        continue;
      }
      int count = 0;
      for (int f = 0; f < cols; f++) {
        if (!file[f]
            && !sum[index(r + f, torus, rows, diagonals)]
            && !diff[index(r - f + cols, torus, rows, diagonals)]
            && p.canHoldQueen(new Square(r, f))) {
          open[count++] = f;
        }
      }
      if (count == 0) {
        break;
      }
      product *= count;
      estimate += product;
      mark(r, open[random.nextInt(count)], torus, rows, cols, file, sum, diff);
    }
    return estimate;
  }

  private static void mark(
      int r,
      int f,
      boolean torus,
      int rows,
      int cols,
      boolean[] file,
      boolean[] sum,
      boolean[] diff) {
    file[f] = true;
    sum[index(r + f, torus, rows, sum.length)] = true;
    diff[index(r - f + cols, torus, rows, diff.length)] = true;
  }

  /** On a torus the diagonals wrap: their index is taken modulo n. */
  private static int index(int d, boolean torus, int n, int length) {
    return torus ? Math.floorMod(d, n) : d;
  }

  /**
   * The estimated sizes of {@code parts}, to weigh a parted count's progress: a border
   * constellation's by Knuth's estimate of the constellation counter's own search ({@link
   * ConstellationParts#estimatedSize}, its own number of probes), any other part's by the
   * rank-by-rank tree of the problem it searches, {@code probes} probes, as {@link #size} gives it;
   * 1 for every one left once {@code stop} says so. (The rank-by-rank tree weighed the
   * constellations of n = 20 so unevenly that a checkpointed count showed 51.5 % done at 33 % of
   * its nodes.)
   */
  public static double[] partSizes(List<Part> parts, int probes, BooleanSupplier stop) {
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    for (int i = 0; i < sizes.length && !stop.getAsBoolean(); i++) {
      Part part = parts.get(i);
      sizes[i] =
          ConstellationParts.isKey(part.key())
              ? ConstellationParts.estimatedSize(part.problem().n(), part.key(), i)
              : size(PartPlan.searched(part), probes, i, stop);
    }
    return sizes;
  }

  /**
   * The estimated tree sizes of {@code count} problems, the i-th {@code problem.apply(i)} (seeded
   * with i), as {@link #size} gives them; 1 for every one left once {@code stop} says so (on a
   * board of a thousand files the estimates take seconds, which a time limit or Ctrl-C must be able
   * to cut).
   */
  public static double[] sizes(
      int count, IntFunction<Problem> problem, int probes, BooleanSupplier stop) {
    double[] sizes = new double[count];
    java.util.Arrays.fill(sizes, 1);
    for (int i = 0; i < count && !stop.getAsBoolean(); i++) {
      sizes[i] = size(problem.apply(i), probes, i, stop);
    }
    return sizes;
  }

  /**
   * The estimated tree size of one part's problem, at least 1; 1 when its tree is not one this
   * estimator walks (then parts weigh the same). Its probes end early once {@code stop} says so, as
   * {@link #of(Problem, int, long, BooleanSupplier, Progress)} says.
   */
  public static double size(Problem p, int probes, long seed, BooleanSupplier stop) {
    return estimates(p) ? Math.max(1, of(p, probes, seed, stop, new Progress()).nodes()) : 1;
  }
}
