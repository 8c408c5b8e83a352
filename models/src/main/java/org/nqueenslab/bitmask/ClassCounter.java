package org.nqueenslab.bitmask;

/**
 * One worker of a classic-board count that finds each orbit of solutions once: it takes units of work by index
 * (a border constellation, a first-rank file) and adds the canonical solutions it finds to {@link #classes} by orbit
 * size. {@link ClassCount} shares the units among threads, one counter per thread.
 */
abstract class ClassCounter {
  /** Canonical solutions by orbit size: index 1, 2, 4 or 8. */
  final long[] classes = new long[9];
  long nodes;
  /** Solutions found but not counted at the leaves: another member of their class is the one counted. */
  long rejected;
  boolean stopped;

  /** Counts the canonical solutions of unit {@code unit}; sets {@link #stopped} when the budget runs out. */
  abstract void count(int unit);
}
