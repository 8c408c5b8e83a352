package org.nqueenslab.local;

import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;

/**
 * Min-conflicts heuristic repair (Minton, Johnston, Philips and Laird 1992; the encyclopedia's
 * "iterative repair"). Option {@code repairs}: repairs before a restart from a new greedy start
 * (default n + 100).
 */
public final class MinConflictsEngine extends LocalSearchEngine {
  @Override
  public String name() {
    return "minconflicts";
  }

  @Override
  public Set<String> optionNames() {
    return Set.of("repairs");
  }

  @Override
  public String summary() {
    return "local search: greedy start, move an attacked queen to its least-attacked file (Minton et al. 1992)";
  }

  @Override
  Outcome search(int n, Request request, Budget budget) {
    long repairsPerStart = (long) option(request, "repairs", n + 100.0, 1, 1e15);
    // two ints per queen (its file, the count of its file) and an int per diagonal (2n of each
    // direction)
    MemoryCheck.require(name(), n, 4 + 4 + 16 + 1);
    MinConflictsSearch search = new MinConflictsSearch(n, request.seed(), budget, repairsPerStart);
    boolean solved = search.run();
    Statistics stats =
        Statistics.builder()
            .put("starts", search.starts)
            .putIfReached("initial conflicts", search.initialConflicts)
            .put("repairs", search.repairs)
            .build();
    return new Outcome(solved ? search.file : null, stats, null);
  }
}
