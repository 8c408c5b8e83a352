package org.nqueenslab.solve;

import java.util.Map;
import java.util.TreeMap;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Picks the fundamental solutions out of a listing of every solution: each symmetry class has
 * exactly one canonical member (its smallest image under the problem's {@link SymmetryGroup},
 * Rolfe's test at the leaves), so keeping the canonical ones lists each class once, whichever
 * engine and order produced them; the class size is the number of distinct images.
 */
public final class Fundamentals {
  private final SymmetryGroup group;
  private final Map<Integer, Long> classesBySize =
      new TreeMap<>(java.util.Comparator.reverseOrder());
  private long classes;
  private long solutions;

  public Fundamentals(Problem problem) {
    this.group = SymmetryGroup.of(problem);
  }

  /** The class size when the solution is its class's canonical member, else null. */
  public synchronized Integer classSizeIfCanonical(Placement solution) {
    if (!group.isCanonical(solution)) {
      return null;
    }
    int size = group.orbitSize(solution);
    classesBySize.merge(size, 1L, Long::sum);
    classes++;
    solutions += size;
    return size;
  }

  /**
   * "12 fundamental solutions (11 classes of 8, 1 of 4), 92 solutions in all", marked when the
   * search was cut short.
   */
  public synchronized String summary(boolean partial) {
    StringBuilder sizes = new StringBuilder();
    classesBySize.forEach(
        (size, count) -> {
          boolean first = sizes.length() == 0;
          sizes
              .append(first ? "" : ", ")
              .append(count)
              .append(first ? (count == 1 ? " class of " : " classes of ") : " of ")
              .append(size);
        });
    return (partial ? "at least " : "")
        + classes
        + (classes == 1 ? " fundamental solution" : " fundamental solutions")
        + (classes == 0
            ? ""
            : " (" + sizes + "), " + (partial ? "at least " : "") + solutions + " solutions in all")
        + " under "
        + group.order()
        + (group.order() == 1 ? " symmetry" : " symmetries")
        + (partial ? " (the search was cut short)" : "");
  }
}
