package org.nqueenslab.local;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.TraceHeader;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * QS2 (Sosič and Gu 1990, Figure 2): a random permutation repaired by collision-reducing swaps.
 * Options {@code c1} (default 0.45) and {@code c2} (default 32) are the paper's constants.
 */
public final class Qs2Engine extends LocalSearchEngine implements Traceable {
  static final String PERMUTATIONS = "permutations";
  static final String PAIRS_TESTED = "pairs tested";
  static final String SWAPS = "swaps";
  static final String REFRESHES = "attack-list refreshes";

  @Override
  public String name() {
    return "qs2";
  }

  @Override
  public Set<String> optionNames() {
    return Set.of("c1", "c2");
  }

  @Override
  public String summary() {
    return "local search: random permutation, collision-reducing swaps (Sosic & Gu 1990, QS2)";
  }

  @Override
  Outcome search(int n, Request request, Budget budget) {
    PermutationBoard board = newBoard(n, budget);
    if (board == null) { // the same counters as a search stopped before its first step
      return new Outcome(null, statistics(0, -1, 0, 0, 0), STOPPED_WHILE_ALLOCATING);
    }
    QueenSearch search = newSearch(board, request, budget);
    boolean solved = search.run();
    Statistics stats =
        statistics(
            search.permutations,
            search.initialCollisions,
            search.pairsTested,
            search.swaps,
            search.attackRefreshes);
    return new Outcome(solved ? board.queen : null, stats, null);
  }

  private static Statistics statistics(
      long permutations, long initialCollisions, long pairsTested, long swaps, long refreshes) {
    return Statistics.builder()
        .put(PERMUTATIONS, permutations)
        .putIfReached("initial collisions", initialCollisions)
        .put(PAIRS_TESTED, pairsTested)
        .put(SWAPS, swaps)
        .put(REFRESHES, refreshes)
        .build();
  }

  /**
   * The board, refused before it is allocated, which alone takes seconds at n = 10^9; null when the
   * budget ran out while it was allocated.
   */
  private PermutationBoard newBoard(int n, Budget budget) {
    // an int per queen, a byte per diagonal (2n of each direction), the attack list of up to n
    // ints, the verifier
    MemoryCheck.require(name(), n, 4 + 4 + 4 + 1);
    return PermutationBoard.allocate(n, budget::exhausted);
  }

  private QueenSearch newSearch(PermutationBoard board, Request request, Budget budget) {
    return new QueenSearch(
        board, new RandomPlacement(), request.seed(), budget, c1(request), c2(request));
  }

  private double c1(Request request) {
    return option(request, "c1", QueenSearch.DEFAULT_C1, 0.01, 0.99);
  }

  private double c2(Request request) {
    return option(request, "c2", QueenSearch.DEFAULT_C2, 1, 1e6);
  }

  @Override
  public Map<String, String> traceCounters() {
    return Traceable.meanings(
        PERMUTATIONS, "random permutations drawn: the start and each restart",
        PAIRS_TESTED, "swaps tried (an attacked queen with a random one)",
        SWAPS, "swaps kept, each lowering the collisions",
        REFRESHES, "times the list of attacked queens was recomputed");
  }

  @Override
  public String traceNote() {
    return "QS2 (Sosic and Gu 1990, Figure 2): a random permutation, so no two queens share a rank"
        + " or a file and only diagonal collisions remain; for each queen on the attack list a swap"
        + " of files with a random queen is tried and kept only if it lowers the collisions (only"
        + " kept swaps are shown; the counters count the tried ones). A new permutation after"
        + " C2 x n tried pairs. It tests swaps, prunes nothing and remembers only the attack list.";
  }

  @Override
  public Set<String> traceOptionNames() {
    return optionNames();
  }

  @Override
  public TraceHeader traceHeader(String engine, Problem problem, Request settings) {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("c1", Double.toString(c1(settings)));
    options.put("c2", Double.toString(c2(settings)));
    return localHeader(engine, problem, settings.seed(), options);
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    return trace(problem, Request.first(), tracer);
  }

  @Override
  public boolean trace(Problem problem, Request settings, Tracer tracer) {
    requireTraceable(problem);
    Request request = settings.withMode(Mode.FIRST);
    Budget budget = Budget.start(request);
    PermutationBoard board = newBoard(problem.n(), budget); // a board small enough to trace
    QueenSearch search = newSearch(board, request, budget);
    LocalSearchTrace steps =
        new LocalSearchTrace(
            problem,
            tracer,
            () -> {
              Map<String, Long> m = new LinkedHashMap<>();
              m.put(PERMUTATIONS, search.permutations);
              m.put(PAIRS_TESTED, search.pairsTested);
              m.put(SWAPS, search.swaps);
              m.put(REFRESHES, search.attackRefreshes);
              return m;
            });
    search.steps = steps;
    return search.run() && steps.solved(board.queen);
  }
}
