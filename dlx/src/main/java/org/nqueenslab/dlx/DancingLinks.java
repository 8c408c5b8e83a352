package org.nqueenslab.dlx;

/**
 * The exact-cover solver: Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1; DLX1). Built once from an {@link
 * ExactCover} (the linked matrix is laid out then), it runs any number of searches, each on its own copy of the
 * matrix, so one instance may serve several threads. Counting stores no solution; visiting hands each one to a
 * {@link SolutionVisitor} as the numbers of its options.
 *
 * <p>Options may be forced before the search (chosen as if by the search, in the given order): a solution then
 * extends them. This is how a problem with part of its answer fixed (a queen already placed, a Sudoku clue) or a
 * subproblem for parallel counting is searched.
 */
public final class DancingLinks {
  private static final int[] NONE = new int[0];
  private final ExactCover cover;
  private final LinkedMatrix template;

  public DancingLinks(ExactCover cover) {
    this.cover = cover;
    this.template = LinkedMatrix.of(cover);
  }

  public ExactCover cover() {
    return cover;
  }

  /** Counts every solution, within the limits. */
  public SearchResult count(SearchLimits limits) {
    return search(NONE, limits, null);
  }

  /** Hands every solution to {@code visitor}, within the limits. */
  public SearchResult visit(SearchLimits limits, SolutionVisitor visitor) {
    return search(NONE, limits, visitor);
  }

  /** Finds the first solution in DLX1's order and hands it to {@code visitor}, or proves there is none. */
  public SearchResult first(SearchLimits limits, SolutionVisitor visitor) {
    return search(NONE, limits.withSolutionLimit(1), visitor);
  }

  /**
   * The general search: the {@code forced} options are chosen first (no solution when two of them share an item),
   * then Algorithm X runs within {@code limits}, handing each solution to {@code visitor} (null: count only).
   */
  public SearchResult search(int[] forced, SearchLimits limits, SolutionVisitor visitor) {
    AlgorithmX x = new AlgorithmX(template.copy());
    if (!x.force(cover, forced)) {
      return new SearchResult(StopReason.COMPLETE, 0, 0, x.updates(), java.time.Duration.ZERO);
    }
    return x.run(forced.clone(), limits, visitor);
  }

  /**
   * The options of the item the search would branch on first after forcing {@code forced}, top to bottom: their
   * subtrees partition the solutions, so forcing each in turn splits a count into independent parts. Empty when
   * there is no solution below (an empty list, or forced options that clash); null when every primary item is
   * already covered (the forced options are the one solution).
   */
  public int[] firstBranch(int[] forced) {
    AlgorithmX x = new AlgorithmX(template.copy());
    if (!x.force(cover, forced)) {
      return NONE;
    }
    int item = x.chooseItem();
    return item == 0 ? null : x.optionsOf(item);
  }
}
