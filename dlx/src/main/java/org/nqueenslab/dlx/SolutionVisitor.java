package org.nqueenslab.dlx;

/**
 * Receives each solution found: the chosen options' numbers, options forced before the search
 * first.
 */
@FunctionalInterface
public interface SolutionVisitor {
  /** {@code options} is a fresh array the visitor may keep. */
  void visit(int[] options);
}
