package org.nqueenslab.dlx;

/**
 * Watches Algorithm X step by step (for teaching: {@link DancingLinks#walk}); every method returns
 * false to stop the walk. Items and options are numbered as in the {@link ExactCover}.
 */
public interface StepListener {

  /**
   * The search branches on primary {@code item}, whose list holds {@code options}, in the order
   * they will be tried (none: a dead end).
   */
  boolean choose(int item, int[] options);

  /** Option {@code option} is tried at depth {@code level} (0 = the root's choice). */
  boolean tryOption(int option, int level);

  /**
   * Option {@code option} at depth {@code level} is taken back, to try the next one or to back up.
   */
  boolean undo(int option, int level);

  /** Every primary item is covered: {@code options} (forced ones first) make a solution. */
  boolean solution(int[] options);
}
