package org.nqueenslab.local;

import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;

/**
 * QS2 (Sosič and Gu 1990, Figure 2): a random permutation repaired by collision-reducing swaps.
 * Options {@code c1} (default 0.45) and {@code c2} (default 32) are the paper's constants.
 */
public final class Qs2Engine extends LocalSearchEngine {
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
    double c1 = option(request, "c1", QueenSearch.DEFAULT_C1, 0.01, 0.99);
    double c2 = option(request, "c2", QueenSearch.DEFAULT_C2, 1, 1e6);
    // an int per queen, a byte per diagonal (2n of each direction), the attack list of up to n
    // ints, the verifier
    MemoryCheck.require(name(), n, 4 + 4 + 4 + 1);
    PermutationBoard board = new PermutationBoard(n);
    QueenSearch search =
        new QueenSearch(board, new RandomPlacement(), request.seed(), budget, c1, c2);
    boolean solved = search.run();
    Statistics stats =
        Statistics.builder()
            .put("permutations", search.permutations)
            .putIfReached("initial collisions", search.initialCollisions)
            .put("pairs tested", search.pairsTested)
            .put("swaps", search.swaps)
            .put("attack-list refreshes", search.attackRefreshes)
            .build();
    return new Outcome(solved ? board.queen : null, stats, null);
  }
}
