package org.nqueenslab.trace;

import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Problem;

/**
 * What a trace is of, shown once before its steps: the problem (in the project's board format), the
 * engine and the options it ran with, what its counters mean, a short teaching note (what this
 * search tests, what it prunes, what it learns) and, where the engine hides part of its search,
 * what the trace cannot show.
 *
 * @param marks the search's marks its boards may show beyond the problem's (forced, pruned,
 *     attacked, conflicted)
 * @param limits null when the trace shows the whole search, else what it leaves out and why
 */
public record TraceHeader(
    Problem problem,
    String engine,
    Map<String, String> options,
    Map<String, String> counters,
    String note,
    String limits,
    Set<Role> marks) {

  public TraceHeader {
    marks = marks.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(marks));
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
  }

  /** The problem in the board format ({@link BoardFormat#print}), lines joined by '\n'. */
  public String board() {
    return BoardFormat.print(problem);
  }
}
