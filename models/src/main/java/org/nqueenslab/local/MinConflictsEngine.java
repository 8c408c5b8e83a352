package org.nqueenslab.local;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * Min-conflicts heuristic repair (Minton, Johnston, Philips and Laird 1992; the encyclopedia's
 * "iterative repair"). Option {@code repairs}: repairs before a restart from a new greedy start
 * (default n + 100).
 */
public final class MinConflictsEngine extends LocalSearchEngine implements Traceable {
  static final String STARTS = "starts";
  static final String REPAIRS = "repairs";

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
    MinConflictsSearch search = newSearch(n, request, budget);
    if (search == null) {
      // the same counters as a search stopped before its first step
      return new Outcome(
          null,
          Statistics.builder().put(STARTS, 0).put(REPAIRS, 0).build(),
          STOPPED_WHILE_ALLOCATING);
    }
    boolean solved = search.run();
    Statistics stats =
        Statistics.builder()
            .put(STARTS, search.starts)
            .putIfReached("initial conflicts", search.initialConflicts)
            .put(REPAIRS, search.repairs)
            .build();
    return new Outcome(solved ? search.file : null, stats, null);
  }

  private MinConflictsSearch newSearch(int n, Request request, Budget budget) {
    // two ints per queen (its file, the count of its file) and an int per diagonal (2n of each
    // direction)
    MemoryCheck.require(name(), n, 4 + 4 + 16 + 1);
    return MinConflictsSearch.allocate(n, request.seed(), budget, repairsPerStart(n, request));
  }

  private long repairsPerStart(int n, Request request) {
    return EngineOptions.whole(this, request, "repairs", n + 100L, 1, 1_000_000_000_000_000L);
  }

  @Override
  public Map<String, String> traceCounters() {
    return Traceable.meanings(
        STARTS, "boards drawn: the first greedy start and each restart",
        REPAIRS, "attacked queens moved to the least-attacked file of their rank");
  }

  @Override
  public String traceNote() {
    return "Min-conflicts repair (Minton et al. 1992; the encyclopedia's iterative repair): a"
        + " complete but flawed board, one queen per rank, is repaired one queen at a time: an"
        + " attacked queen (!) moves to the file of her rank where the fewest queens attack her. It"
        + " tests whole boards, prunes nothing and keeps no memory beyond the board; a restart after"
        + " the repairs the header gives (option repairs, n + 100 by default) escapes a plateau. It"
        + " finds one solution, never proves there is none.";
  }

  @Override
  public Set<String> traceOptionNames() {
    return optionNames();
  }

  @Override
  public TraceHeader traceHeader(String engine, Problem problem, Request settings) {
    return localHeader(
        engine,
        problem,
        settings.seed(),
        Map.of("repairs", Long.toString(repairsPerStart(problem.n(), settings))));
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    return trace(problem, Request.first(), tracer);
  }

  @Override
  public boolean trace(Problem problem, Request settings, Tracer tracer) {
    requireTraceable(problem);
    Request request = settings.withMode(Mode.FIRST);
    MinConflictsSearch search = newSearch(problem.n(), request, Budget.start(request));
    if (search == null) {
      return false; // stopped (a traced board is small: only a cancelled request gets here)
    }
    search.steps =
        new LocalSearchTrace(
            problem,
            tracer,
            () -> {
              Map<String, Long> m = new LinkedHashMap<>();
              m.put(STARTS, search.starts);
              m.put(REPAIRS, search.repairs);
              return m;
            });
    return search.run() && ((LocalSearchTrace) search.steps).solved(search.file);
  }
}
