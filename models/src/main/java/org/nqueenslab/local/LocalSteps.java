package org.nqueenslab.local;

/**
 * Where a traced local search reports its steps ({@link LocalSearchTrace}); each call returns false
 * to stop the search. Untraced runs have none, so their loops only test a null field.
 */
interface LocalSteps {

  /**
   * A new board: the first start or a restart.
   *
   * @param files the file of each rank's queen
   * @param conflicts the search's own measure of the board's conflicts
   * @param measure what that measure counts, for the reader: "attacking pairs", "collisions ..."
   */
  boolean started(int[] files, long conflicts, String measure, boolean restart);

  /**
   * Min-conflicts moved rank {@code rank}'s queen from file {@code from} to {@code files[rank]}.
   */
  boolean moved(int rank, int from, int[] files, long before, long after);

  /** QS2 swapped the files of ranks {@code i} and {@code j} (it swaps only when that helps). */
  boolean swapped(int i, int j, int[] files, long before, long after);
}
