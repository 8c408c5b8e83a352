package org.nqueenslab.dancinglinks;

/**
 * How the exact cover says "exactly m queens" when no direction's segments number exactly m (fewer
 * queens than lines, or more segments than queens). When some direction has exactly m segments,
 * every segment of it holds one queen: those segments are plain primary items and fix the count by
 * themselves (the classic board's ranks and files, the n + k queens' ranks and files when no pawn
 * stands on an edge, every line of a torus), whatever is chosen here, except {@link #ONE_ITEM}.
 * Chosen with the dlx engine option {@code queen-count=}, so that the three encodings can be
 * compared by their nodes (the design decisions page has the figures).
 */
enum QueenCount {
  /**
   * The default. Every rank segment and file segment is a plain primary item covered either by a
   * queen or by an "empty" option {@code <segment> r#} (files: {@code c#}); {@code r#} has
   * multiplicity [S - m, S - m] for the S rank segments, so exactly S - m of them stay empty and m
   * hold a queen. Algorithm M's tweaks make the empty segments a combination, and the segments keep
   * DLX1's shortest-list choice: a segment with one square left forces it.
   */
  EMPTY_SEGMENTS("empty-segments"),
  /**
   * A primary item per rank and per file with multiplicity [u, v]: v its segments, u = max(0, m -
   * the other lines' segments), the segments secondary, and one item {@code q#} [m, m] in every
   * queen's option.
   */
  LINE_BOUNDS("line-bounds"),
  /**
   * Every segment secondary and one item {@code q#} [m, m] in every queen's option, even where a
   * direction is exact.
   */
  ONE_ITEM("one-item");

  /** The dlx engine option that chooses the encoding. */
  static final String OPTION = "queen-count";

  private final String optionValue;

  QueenCount(String optionValue) {
    this.optionValue = optionValue;
  }

  /** The value of {@code queen-count=} that chooses this encoding. */
  String optionValue() {
    return optionValue;
  }

  /**
   * The encoding a value names (one {@link #optionValue()} of the values, checked by the caller).
   */
  static QueenCount of(String optionValue) {
    for (QueenCount c : values()) {
      if (c.optionValue.equals(optionValue)) {
        return c;
      }
    }
    throw new IllegalArgumentException(optionValue);
  }
}
