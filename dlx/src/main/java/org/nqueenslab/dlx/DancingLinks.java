package org.nqueenslab.dlx;

/**
 * The exact-cover solver: Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1; DLX1), or his
 * Algorithm M when some primary item has a multiplicity other than [1, 1] (TAOCP Vol. 4B, 7.2.2.1,
 * Algorithm M; DLX3), or his Algorithm C when some option gives an item a colour (TAOCP Vol. 4B,
 * 7.2.2.1, Algorithm C; DLX2). Problems without multiplicities or colours always run DLX1's search,
 * so its figures stay Knuth's. Built once from an {@link ExactCover} (the linked matrix is laid out
 * then), it runs any number of searches, each on its own copy of the matrix, so one instance may
 * serve several threads. Counting stores no solution; visiting hands each one to a {@link
 * SolutionVisitor} as the numbers of its options.
 *
 * <p>Options may be forced before the search (chosen as if by the search, in the given order): a
 * solution then extends them. This is how a problem with part of its answer fixed (a queen already
 * placed, a Sudoku clue) or a subproblem for parallel counting is searched.
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

  /**
   * Finds the first solution in DLX1's order and hands it to {@code visitor}, or proves there is
   * none.
   */
  public SearchResult first(SearchLimits limits, SolutionVisitor visitor) {
    return search(NONE, limits.withSolutionLimit(1), visitor);
  }

  /**
   * The general search: the {@code forced} options are chosen first (no solution when two of them
   * share an item), then Algorithm X runs within {@code limits}, handing each solution to {@code
   * visitor} (null: count only).
   */
  public SearchResult search(int[] forced, SearchLimits limits, SolutionVisitor visitor) {
    CoverSearch x = newSearch();
    if (!x.force(cover, forced)) {
      return new SearchResult(StopReason.COMPLETE, 0, 0, x.updates(), java.time.Duration.ZERO);
    }
    return x.run(forced.clone(), limits, visitor);
  }

  /**
   * Knuth's estimate of the nodes a search after forcing {@code forced} makes ({@link
   * CoverSearch#estimate}), from {@code probes} random walks; 0 when the forced options clash.
   */
  public double estimate(int[] forced, int probes, long seed) {
    CoverSearch x = newSearch();
    return x.force(cover, forced) ? x.estimate(probes, seed) : 0;
  }

  /**
   * True when the problem has multiplicities, so that the searches run Algorithm M rather than
   * Algorithm X.
   */
  public boolean usesAlgorithmM() {
    return cover.hasMultiplicities();
  }

  /** True when the problem has colours, so that the searches run Algorithm C. */
  public boolean usesAlgorithmC() {
    return cover.hasColours();
  }

  private CoverSearch newSearch() {
    LinkedMatrix matrix = template.copy();
    if (cover.hasColours()) {
      return new AlgorithmC(matrix);
    }
    return cover.hasMultiplicities() ? new AlgorithmM(matrix) : new AlgorithmX(matrix);
  }

  /**
   * Walks the search after forcing {@code forced}, step by step, telling {@code listener} each
   * choice, try, undo and solution (for teaching; slower than {@link #search}). Returns true when
   * the walk reached the search's end. Algorithm X only: a problem with multiplicities or colours
   * throws {@link UnsupportedOperationException}.
   */
  public boolean walk(int[] forced, StepListener listener) {
    CoverSearch x = newSearch();
    if (!x.force(cover, forced)) {
      return true;
    }
    return x.walk(forced.clone(), listener);
  }

  /**
   * Splits the search after forcing {@code forced} into independent parts, for parallel counting:
   * each part is a path of {@code depth} options the search would choose (option numbers, root
   * first); forcing {@code forced} and then a part's options and searching counts that part's
   * solutions. The parts' solution sets partition the problem's, and the returned statistics
   * (nodes, updates and any solution found above {@code depth}) are those of the top levels, so the
   * top plus the parts' searches reproduce the whole search's figures exactly. With multiplicities
   * a path also ends where the search would branch on an item that may still take more than one
   * option, or none (Algorithm M's tweaked branches are not paths of forced options): a problem
   * whose first choice is such an item is one part.
   */
  public Split split(int[] forced, int depth) {
    return split(forced, depth, part -> {});
  }

  /**
   * As {@link #split(int[], int)}, giving up (null) once {@code stop} says so, asked at each part:
   * the split of a large cover takes long (n = 1000 queens: a million parts) and must honour a time
   * limit.
   */
  public Split split(int[] forced, int depth, java.util.function.BooleanSupplier stop) {
    try {
      return split(
          forced,
          depth,
          part -> {
            if (stop.getAsBoolean()) {
              throw SplitStopped.INSTANCE;
            }
          });
    } catch (SplitStopped stopped) {
      return null; // the search that split was a copy of the matrix: nothing to undo
    }
  }

  private Split split(int[] forced, int depth, java.util.function.Consumer<int[]> beforeEachPart) {
    if (depth < 1) {
      throw new IllegalArgumentException("the split depth must be at least 1, got " + depth);
    }
    CoverSearch x = newSearch();
    java.util.List<int[]> parts = new java.util.ArrayList<>();
    if (!x.force(cover, forced)) {
      return new Split(
          parts, new SearchResult(StopReason.COMPLETE, 0, 0, 0, java.time.Duration.ZERO));
    }
    SearchResult top =
        x.split(
            depth,
            part -> {
              beforeEachPart.accept(part);
              parts.add(part);
            });
    return new Split(java.util.Collections.unmodifiableList(parts), top);
  }

  /** Unwinds a split that was told to stop; no stack trace, it is control flow. */
  private static final class SplitStopped extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final SplitStopped INSTANCE = new SplitStopped();

    private SplitStopped() {
      super(null, null, false, false);
    }
  }

  /** The parts of a split search and the statistics of its top levels; see {@link #split}. */
  public record Split(java.util.List<int[]> parts, SearchResult top) {}
}
