package org.nqueenslab.bitmask;

import org.nqueenslab.engine.Budget;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.FilesByRankImage;

/**
 * One worker of a classic-board count that finds each orbit of solutions once: it takes units of
 * work by index (a border constellation, a first-rank file) and adds the canonical solutions it
 * finds to {@link #classes} by orbit size. {@link ParallelClassCount} shares the units among
 * threads, one counter per thread.
 */
abstract class ClassCounter {
  /**
   * The image of each of the 8 symmetries, by {@link BoardSymmetry.Kind} ordinal (the bit sets'
   * numbering).
   */
  private static final FilesByRankImage[] IMAGES = images();

  private static FilesByRankImage[] images() {
    BoardSymmetry.Kind[] kinds = BoardSymmetry.Kind.values();
    FilesByRankImage[] images = new FilesByRankImage[kinds.length];
    for (int k = 0; k < kinds.length; k++) {
      images[k] = FilesByRankImage.of(kinds[k]);
    }
    return images;
  }

  /** Canonical solutions by orbit size: index 1, 2, 4 or 8. */
  final long[] classes = new long[9];

  long nodes;

  /**
   * Solutions found but not counted at the leaves: another member of their class is the one
   * counted.
   */
  long rejected;

  boolean stopped;

  /** Set from another thread when the count's caller gives it up (its thread interrupted). */
  private volatile boolean abandoned;

  /** Has the counter stop at its next look at the budget, from any thread. */
  final void abandon() {
    abandoned = true;
  }

  /**
   * The look at the budget a counter's search makes now and then: true, and {@link #stopped} set,
   * once the budget has run out or the count was {@linkplain #abandon abandoned}.
   */
  final boolean mustStop(Budget budget) {
    if (stopped || abandoned || budget.exhausted()) {
      stopped = true;
    }
    return stopped;
  }

  /** All solutions counted so far: each orbit counts its size. */
  final long total() {
    long t = 0;
    for (int size = 0; size < classes.length; size++) {
      t += size * classes[size];
    }
    return t;
  }

  /**
   * Counts the canonical solutions of unit {@code unit}; sets {@link #stopped} when the budget runs
   * out.
   */
  abstract void count(int unit);

  /** A new counter of the same units, for another thread. */
  abstract ClassCounter another();

  /**
   * Rolfe's check at a leaf ("Optimal Queens", Listing Five): the solution ({@code files} by rank,
   * {@code inverse} the rank of each file's queen) is counted in {@link #classes} when no image
   * under the {@code symmetries} (a bit set of {@link BoardSymmetry.Kind} ordinals, not the
   * identity) is smaller, by orbit size: 8 over the symmetries that fix it, which must be among
   * those given; otherwise it is counted as {@link #rejected}.
   */
  final void classify(int symmetries, int[] files, int[] inverse) {
    for (int r = 0; r < files.length; r++) {
      inverse[files[r]] = r;
    }
    int fixedBy = 1;
    for (int s = symmetries; s != 0; s &= s - 1) {
      int c = IMAGES[Integer.numberOfTrailingZeros(s)].compareImage(files, inverse);
      if (c < 0) {
        rejected++;
        return;
      }
      if (c == 0) {
        fixedBy++;
      }
    }
    classes[8 / fixedBy]++;
  }
}
