package org.nqueenslab.symmetry;

import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Placement;

/**
 * Tallies the canonical solutions of a symmetry-breaking count (one per orbit, issue 6): the number
 * of orbits, the total recovered as the sum of their sizes, and how many orbits have each size,
 * reported as {@code orbits_of_K} like the bitmask engine. Each solution is also checked to be
 * canonical, so that a wrong symmetry-breaking constraint fails loudly instead of miscounting. Not
 * thread-safe: one tally per search.
 */
public final class OrbitTally {
  private final SymmetryGroup group;
  private final long[] bySize;
  private long orbits;
  private long total;

  public OrbitTally(SymmetryGroup group) {
    this.group = group;
    this.bySize = new long[group.order() + 1];
  }

  public SymmetryGroup group() {
    return group;
  }

  /**
   * Counts a canonical solution and returns its orbit size: the group order over the number of
   * symmetries that fix it (the orbit-stabilizer theorem), so the images are compared, never
   * collected.
   *
   * @throws IllegalStateException if some image is lexicographically smaller: the solution is not
   *     canonical
   */
  public int add(Placement solution) {
    int fixedBy = fixedBy(solution);
    if (fixedBy == 0) {
      BoardSymmetry smaller =
          group.elements().stream()
              .filter(g -> SymmetryGroup.compare(group.apply(g, solution), solution) < 0)
              .findFirst()
              .orElseThrow();
      throw new IllegalStateException(
          "symmetry breaking let through a non-canonical solution "
              + solution
              + ": its image under "
              + smaller
              + " is smaller");
    }
    return count(fixedBy);
  }

  /**
   * Counts the solution when it is canonical and returns true; returns false, counting nothing,
   * when some image is smaller (Rolfe's check at the leaves of a search that does not break
   * symmetry itself).
   */
  public boolean addIfCanonical(Placement solution) {
    int fixedBy = fixedBy(solution);
    if (fixedBy > 0) {
      count(fixedBy);
    }
    return fixedBy > 0;
  }

  /** The symmetries that map the solution onto itself, or 0 as soon as one image is smaller. */
  private int fixedBy(Placement solution) {
    int fixedBy = 0;
    for (BoardSymmetry g : group.elements()) {
      int c = SymmetryGroup.compare(group.apply(g, solution), solution);
      if (c < 0) {
        return 0;
      }
      if (c == 0) {
        fixedBy++;
      }
    }
    return fixedBy;
  }

  private int count(int fixedBy) {
    int size = group.order() / fixedBy;
    bySize[size]++;
    orbits++;
    total += size;
    return size;
  }

  /** Fundamental solutions counted. */
  public long orbits() {
    return orbits;
  }

  /** Orbits counted by size (index = orbit size), a copy. */
  public long[] bySize() {
    return bySize.clone();
  }

  /** All solutions: the sum of the orbit sizes. */
  public long total() {
    return total;
  }

  /**
   * Adds {@code orbits_of_K} for every orbit size K > 1 the group allows (its order's divisors,
   * largest first; 0 when none was found), and {@code orbits_of_1} when some solution is fixed by
   * the whole group.
   */
  public Statistics.Builder addTo(Statistics.Builder stats) {
    return addOrbits(stats, group.order(), bySize);
  }

  /**
   * Adds {@code orbits_of_K} for every orbit size K > 1 a group of {@code order} allows (0 when
   * {@code bySize}, indexed by size, has none), and {@code orbits_of_1} when there is one: the
   * columns of a unique count, whether one process tallied it or parts summed it.
   */
  public static Statistics.Builder addOrbits(Statistics.Builder stats, int order, long[] bySize) {
    for (int size = order; size >= 2; size--) {
      if (order % size == 0) {
        stats.put(Statistics.ORBITS_OF + size, size < bySize.length ? bySize[size] : 0);
      }
    }
    if (bySize.length > 1 && bySize[1] > 0) {
      stats.put(Statistics.ORBITS_OF + 1, bySize[1]);
    }
    return stats;
  }
}
