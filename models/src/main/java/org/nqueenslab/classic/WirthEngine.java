package org.nqueenslab.classic;

import java.util.Set;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * Wirth's backtracking with three Boolean arrays, counting tests, backtracks and moves as Kuechmann
 * does (Wirth 1976 via Kuechmann, MacTech 1997); traceable step by step. No symmetry breaking, no
 * mirror halving: the counts are those of the plain search.
 */
public final class WirthEngine extends ClassicEngine implements Traceable {
  /**
   * Plain backtracking has no heuristic: a first solution already takes tens of millions of queens
   * at n = 30 and grows without bound beyond; counting is hopeless long before. Shared by the
   * row-by-row classic engines.
   */
  static final int MAX_SIZE = 32;

  private static final Capabilities CAPABILITIES = Capabilities.of(Set.of(Mode.values()), MAX_SIZE);

  public WirthEngine() {
    super(
        "wirth",
        "Wirth's backtracking with three Boolean arrays, Kuechmann's test and backtrack counts (classic)",
        CAPABILITIES);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    SearchRun run = new SearchRun(request);
    WirthSearch search = new WirthSearch(problem.n(), run, null);
    run.countNodesBy(() -> search.placed);
    run.estimateProgressBy(search::fractionDone);
    search.run();
    return run.result(name(), search.statistics(), null);
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new BadInputException(why);
    }
    SearchRun run = SearchRun.unlimited();
    new WirthSearch(problem.n(), run, tracer).run();
    return run.status() == Status.COMPLETE;
  }

  @Override
  public java.util.Map<String, String> traceCounters() {
    return Traceable.meanings(
        org.nqueenslab.engine.Statistics.POSITION_TESTS,
            "squares tested, one per square of the rank in turn",
        org.nqueenslab.engine.Statistics.BACKTRACKS, "queens lifted to try their next square",
        org.nqueenslab.engine.Statistics.MOVES, "tests plus backtracks (Kuechmann's moves)");
  }

  @Override
  public String traceNote() {
    return "Wirth's backtracking (Wirth; Kuechmann's counts): rank by rank, every square of the rank is"
        + " tested against the queens placed and an attacked square is rejected; a rank with no square"
        + " left sends the search back. It prunes a partial board as soon as two queens attack and"
        + " learns nothing: 876 tests and 105 backtracks to the first solution of 8 x 8.";
  }

  /** It tests each square of a rank in turn, and shows the ones it rejects. */
  @Override
  public boolean traceRejectsSquares() {
    return true;
  }
}
