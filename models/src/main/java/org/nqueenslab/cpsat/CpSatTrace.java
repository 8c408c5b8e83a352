package org.nqueenslab.cpsat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.TraceBoard;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Tracer;

/**
 * What CP-SAT exposes of a search, as trace steps: the lines of its own search-progress log ({@code
 * log_search_progress} through a log callback, never to standard output) and each solution with the
 * branches and conflicts so far; at the end, a last log step with its final counters. CP-SAT learns
 * clauses from its conflicts (lazy clause generation) and does not hand out its decisions or
 * propagations one by one, so this trace does not invent them.
 */
final class CpSatTrace {
  private final Problem problem;
  private final Tracer tracer;

  CpSatTrace(Problem problem, Tracer tracer) {
    this.problem = problem;
    this.tracer = tracer;
  }

  /** A line of CP-SAT's log; false once the tracer's bound is reached. */
  synchronized boolean log(String text) {
    boolean more = true;
    for (String line : text.split("\n")) {
      if (!line.isBlank()) {
        more =
            tracer.emit(
                TraceEvent.of(
                    Kind.LOG,
                    null,
                    "CP-SAT log: " + line.stripTrailing(),
                    TraceBoard.of(problem),
                    Map.of()));
      }
      if (!more) {
        return false;
      }
    }
    return more;
  }

  /** A solution CP-SAT reports; false once the tracer's bound is reached. */
  synchronized boolean solution(Placement placement, long branches, long conflicts) {
    Map<String, Long> counters = new LinkedHashMap<>();
    counters.put(Statistics.BRANCHES, branches);
    counters.put(Statistics.CONFLICTS, conflicts);
    return tracer.emit(
        TraceEvent.of(
            Kind.SOLUTION,
            null,
            "a solution reported by CP-SAT's solution callback",
            TraceBoard.of(problem, placement.squares()),
            counters));
  }

  /** The run's final counters (CP-SAT's response), as the last step. */
  synchronized void end(Statistics statistics) {
    tracer.emit(
        TraceEvent.of(
            Kind.LOG,
            null,
            "CP-SAT's final counters (its response)",
            TraceBoard.of(problem),
            statistics.asMap()));
  }

  /** Read by the search's watchdog thread too, hence synchronized as the callbacks are. */
  synchronized boolean stopped() {
    return tracer.stopped();
  }
}
