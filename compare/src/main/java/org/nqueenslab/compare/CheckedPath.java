package org.nqueenslab.compare;

/**
 * A way an engine can answer for a problem, each checked separately by the cross-checker: the
 * solutions it lists (each one verified), the count that {@code nqueens count} prints (with its
 * default threads, so a split into parts is checked too), and the count of {@code nqueens count
 * --unique} (fundamental solutions and their total).
 */
public enum CheckedPath {
  ENUMERATE("enumerate"),
  COUNT("count"),
  UNIQUE_COUNT("count --unique");

  private final String label;

  CheckedPath(String label) {
    this.label = label;
  }

  /** The path as a user would run it: "enumerate", "count", "count --unique". */
  public String label() {
    return label;
  }
}
