package org.nqueenslab.bitmask;

import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Knuth's estimator of a backtrack tree's size (D. E. Knuth, "Estimating the efficiency of
 * backtrack programs", Math. Comp. 29, 1975), for the inner board of one {@link
 * BorderConstellation}: random probes that take the {@link ConstellationCounter}'s own steps (a
 * forced queen, a file's only square, a branch on the line it would choose, the last two ranks at
 * once), so that the mean of the probes is the number of nodes the counter counts.
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
   * progress, and summed, the nodes a count of the whole board searches.
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

  /** The mean of {@code probes} probes' estimates of the nodes the counter counts for {@code c}. */
  static double nodes(BorderConstellation c, int probes, SplittableRandom random) {
    BorderConstellation.Inside in = c.inside();
    if (in.ranks() == 0) {
      return 1; // n = 4: the border queens are the solution, one node
    }
    // the counter's layout (ConstellationCounter.count): files beyond the board taken, diagonals
    // by difference mod 64
    long col = in.col() | ~((1L << c.n()) - 1);
    long diff = Long.rotateRight(in.diff(), c.n() - 1);
    long diffT = Long.rotateRight(in.diffT(), c.n() - 1);
    // the counter's steps where they are methods of it: its branch line and last two ranks
    ConstellationCounter steps = new ConstellationCounter(c.n(), null, List.of(c));
    double total = 0;
    for (int p = 0; p < probes; p++) {
      total += probe(steps, c.stabilizer(), in.ranks(), col, in.sum(), diff, diffT, random);
    }
    return total / probes;
  }

  /**
   * One probe, from the root down to a dead end or a solution, a random square at each branch: the
   * sum over its steps of the nodes the counter counts at the step, each times the product of the
   * branchings above it.
   */
  private static double probe(
      ConstellationCounter steps,
      int stabilizer,
      long ranks,
      long col,
      long sum,
      long diff,
      long diffT,
      SplittableRandom random) {
    double nodes = 0;
    double weight = 1;
    while (ranks != 0) {
      if (stabilizer == 0 && Long.bitCount(ranks) == 2) {
        long before = steps.nodes;
        steps.lastTwo(ranks, col, sum, diff);
        return nodes + weight * (steps.nodes - before);
      }
      long reachable = 0;
      long twice = 0;
      int fewestKey = Integer.MAX_VALUE;
      for (long rs = ranks; rs != 0; rs &= rs - 1) {
        int r = Long.numberOfTrailingZeros(rs);
        long open = ~(col | sum >>> r | Long.rotateLeft(diff, r));
        if (open == 0) {
          return nodes;
        }
        twice |= reachable & open;
        reachable |= open;
        fewestKey = Math.min(fewestKey, Long.bitCount(open) << 6 | r);
      }
      if (reachable != ~col) {
        return nodes;
      }
      long once = reachable & ~twice;
      int r;
      int f;
      if (fewestKey >>> 6 == 1) {
        r = fewestKey & 63;
        f = Long.numberOfTrailingZeros(~(col | sum >>> r | Long.rotateLeft(diff, r)));
        nodes += weight;
      } else if (once != 0) {
        f = Long.numberOfTrailingZeros(once);
        r = Long.numberOfTrailingZeros(ranks & ~(sum >>> f) & ~Long.rotateLeft(diffT, f));
        nodes += weight;
      } else {
        long line = steps.branchLine(fewestKey, ranks, col, sum, diff, diffT);
        long squares = line & 0xFFFFFFFFL;
        int degree = Long.bitCount(squares);
        nodes += weight * degree;
        weight *= degree;
        for (int skip = random.nextInt(degree); skip > 0; skip--) {
          squares &= squares - 1;
        }
        int k = Long.numberOfTrailingZeros(squares);
        int fixed = (int) (line >>> 32) & 63;
        r = line < 0 ? k : fixed;
        f = line < 0 ? fixed : k;
      }
      ranks &= ~(1L << r);
      col |= 1L << f;
      sum |= 1L << (r + f);
      diff |= 1L << (f - r);
      diffT |= 1L << (r - f);
    }
    return nodes;
  }
}
