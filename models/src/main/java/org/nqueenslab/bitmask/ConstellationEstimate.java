package org.nqueenslab.bitmask;

import java.util.Collection;
import java.util.SplittableRandom;

/**
 * Knuth's estimator of a backtrack tree's size (D. E. Knuth, "Estimating the efficiency of
 * backtrack programs", Math. Comp. 29, 1975), for the inner board of one {@link
 * BorderConstellation}: random probes of a search that branches on the free rank with the fewest
 * squares, as {@link ConstellationCounter} mostly does, in its bit masks.
 *
 * <p>Progress uses it to weigh each constellation by its work (their trees differ a hundredfold),
 * and {@link ConstellationParts#estimatedNodes} to predict a count's time; it runs before the count
 * on the count's own time, so it is kept to bit masks: {@code org.nqueenslab.split.TreeEstimate}
 * walks any problem's rank-by-rank tree but builds a problem and its squares per probe (the
 * decisions page has what each cost and how well each weighs).
 */
final class ConstellationEstimate {
  private ConstellationEstimate() {}

  /**
   * Each constellation's estimated search size, {@code probes} probes each, at least 1, from a
   * generator seeded with {@code seed} (the same sizes every run): the weights of a count's
   * progress, and summed, the tree a count of the whole board searches.
   */
  static double[] sizes(Collection<BorderConstellation> constellations, int probes, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    double[] sizes = new double[constellations.size()];
    int k = 0;
    for (BorderConstellation c : constellations) {
      sizes[k++] = Math.max(1, nodes(c, probes, random));
    }
    return sizes;
  }

  /** The mean of {@code probes} probes' estimates of the nodes below constellation {@code c}. */
  static double nodes(BorderConstellation c, int probes, SplittableRandom random) {
    int last = c.n() - 1;
    long board = (1L << c.n()) - 1;
    BorderConstellation.Inside in = c.inside();
    double total = 0;
    for (int p = 0; p < probes; p++) {
      total += probe(last, board, in.ranks(), in.col(), in.sum(), in.diff(), random);
    }
    return total / probes;
  }

  /**
   * One probe: from the root down to a dead end or a solution, a random child at each node; the sum
   * over the levels of the product of the branching degrees met so far.
   */
  private static double probe(
      int last, long board, long ranks, long col, long sum, long diff, SplittableRandom random) {
    double estimate = 1; // the root
    double product = 1;
    while (ranks != 0) {
      int fewestKey = Integer.MAX_VALUE; // squares << 6 | rank, smallest over the free ranks
      for (long rs = ranks; rs != 0; rs &= rs - 1) {
        int r = Long.numberOfTrailingZeros(rs);
        long open = ~(col | sum >>> r | diff >>> (last - r)) & board;
        fewestKey = Math.min(fewestKey, Long.bitCount(open) << 6 | r);
      }
      int degree = fewestKey >>> 6;
      if (degree == 0) {
        break;
      }
      product *= degree;
      estimate += product;
      int r = fewestKey & 63;
      long open = ~(col | sum >>> r | diff >>> (last - r)) & board;
      for (int skip = random.nextInt(degree); skip > 0; skip--) {
        open &= open - 1;
      }
      int f = Long.numberOfTrailingZeros(open);
      ranks &= ~(1L << r);
      col |= 1L << f;
      sum |= 1L << (r + f);
      diff |= 1L << (f - r + last);
    }
    return estimate;
  }
}
