package org.nqueenslab.bitmask;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Square;

/**
 * The border constellations of the classic board as parts of a count that can be named in text and
 * counted one at a time, anywhere: the split of the Q27 project (Preußer and Engelhardt, 2017). A
 * part's key is its four border queens, top, right, bottom and left, by square name ({@code
 * border=d1,h4,e8,a6}; a corner queen is named twice).
 */
public final class ConstellationParts {
  private static final String PREFIX = "border=";

  /** The canonical constellations by n, computed once per n: a part is looked up by its key. */
  private static final Map<Integer, Map<String, BorderConstellation>> CANONICAL =
      new ConcurrentHashMap<>();

  private ConstellationParts() {}

  /** The smallest and largest n the constellation counter takes. */
  public static boolean takes(int n) {
    return n >= 4 && n <= ParallelClassCount.MAX_N;
  }

  /** True when {@code key} names a constellation part. */
  public static boolean isKey(String key) {
    return key.startsWith(PREFIX);
  }

  /** The keys of the canonical constellations of the n x n board, one per orbit. */
  public static List<String> keys(int n) {
    return new ArrayList<>(canonical(n).keySet());
  }

  /**
   * Knuth's estimate of the nodes a count of the whole n x n board by constellations searches: the
   * sum of every canonical constellation's estimate, {@code probes} probes each ({@link
   * ConstellationEstimate}, which takes the counter's own steps).
   */
  public static double estimatedNodes(int n, int probes) {
    double sum = 0;
    for (double size : ConstellationEstimate.sizes(canonical(n).values(), probes, n)) {
      sum += size;
    }
    return sum;
  }

  /**
   * Probes per part for its weight in a parted count. A parted count runs its parts largest first
   * by these very estimates, so the parts run early are those whose estimates came out high, and
   * the progress of 4 probes ran ahead of the nodes by 15 points mid-count at n = 18; 16 probes
   * halve the noise, at 0.12 s for the 9,522 parts of n = 20 (cluster.md).
   */
  private static final int PART_PROBES = 16;

  /**
   * Knuth's estimate of the nodes the counter searches for the constellation named by {@code key},
   * at least 1, from probes seeded with {@code seed}: a part's weight in a parted count's progress.
   */
  public static double estimatedSize(int n, String key, long seed) {
    return Math.max(
        1,
        ConstellationEstimate.nodes(
            find(n, key), PART_PROBES, new java.util.SplittableRandom(seed)));
  }

  /** One part's count: canonical solutions by orbit size (index 1, 2, 4, 8), and the nodes. */
  public record Count(long[] classes, long nodes, boolean stopped) {
    /** Fundamental solutions: one per orbit. */
    public long unique() {
      long u = 0;
      for (long c : classes) {
        u += c;
      }
      return u;
    }

    /** All solutions: each orbit counts its size. */
    public long total() {
      long t = 0;
      for (int size = 0; size < classes.length; size++) {
        t += size * classes[size];
      }
      return t;
    }
  }

  /** Counts the solutions with the constellation named by {@code key} on the n x n board. */
  public static Count count(int n, String key, Budget budget) {
    BorderConstellation c = find(n, key);
    ConstellationCounter counter = new ConstellationCounter(n, budget, List.of(c));
    counter.count(0);
    return new Count(counter.classes.clone(), counter.nodes, counter.stopped);
  }

  /** The border queens of the constellation named by {@code key}: 2 to 4 squares. */
  public static List<Square> queens(int n, String key) {
    List<Square> squares = new ArrayList<>();
    for (int[] q : find(n, key).queens()) {
      squares.add(new Square(q[0], q[1]));
    }
    return squares;
  }

  /** The canonical constellations by key, in the order of {@link BorderConstellation#canonical}. */
  private static Map<String, BorderConstellation> canonical(int n) {
    if (!takes(n)) {
      throw new BadInputException(
          "border constellations split boards of 4 to " + ParallelClassCount.MAX_N + ", got " + n);
    }
    return CANONICAL.computeIfAbsent(
        n,
        size -> {
          Map<String, BorderConstellation> byKey = new java.util.LinkedHashMap<>();
          for (BorderConstellation c : BorderConstellation.canonical(size)) {
            byKey.put(key(c), c);
          }
          return java.util.Collections.unmodifiableMap(byKey);
        });
  }

  private static String key(BorderConstellation c) {
    int last = c.n() - 1;
    return PREFIX
        + String.join(
            ",",
            new Square(0, c.top()).name(),
            new Square(c.right(), last).name(),
            new Square(last, c.bottom()).name(),
            new Square(c.left(), 0).name());
  }

  private static BorderConstellation find(int n, String key) {
    BorderConstellation c = canonical(n).get(key);
    if (c != null) {
      return c;
    }
    throw new BadInputException(
        "'"
            + key
            + "' is not a canonical border constellation of the "
            + n
            + " x "
            + n
            + " board: take the key from a part line ('nqueens count --list-parts')");
  }
}
