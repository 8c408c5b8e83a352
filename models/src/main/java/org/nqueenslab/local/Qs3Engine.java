package org.nqueenslab.local;

import java.util.Set;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.EngineOptions;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;

/**
 * QS3 (Sosič and Gu 1990, section 4.3): QS2's search from a start where all but the last few queens
 * are placed conflict-free by random draws. Options: {@code c1}, {@code c2} as in QS2; {@code
 * conflicted} (queens placed at random at the end, the paper's Table 2: 50 to 100); {@code
 * attempts} (draws per queen before giving up on conflict-free placement, default 5 as in Table 7).
 */
public final class Qs3Engine extends LocalSearchEngine {
  @Override
  public String name() {
    return "qs3";
  }

  @Override
  public Set<String> optionNames() {
    return Set.of("c1", "c2", "conflicted", "attempts");
  }

  @Override
  public String summary() {
    return "local search: conflict-free random start, then QS2's swaps (Sosic & Gu 1990, QS3)";
  }

  @Override
  Outcome search(int n, Request request, Budget budget) {
    double c1 = option(request, "c1", QueenSearch.DEFAULT_C1, 0.01, 0.99);
    double c2 = option(request, "c2", QueenSearch.DEFAULT_C2, 1, 1e6);
    // the default, like any value, is at most n: a board of fewer queens places them all at random
    int conflicted =
        (int)
            EngineOptions.whole(
                this,
                request,
                "conflicted",
                Math.min(ConflictFreePlacement.defaultConflicted(n), n),
                0,
                n);
    double attempts = option(request, "attempts", 5, 0, 1000);
    // an int per queen and a byte per diagonal (2n of each direction): 8 bytes a queen; while the
    // start is drawn, a bit per diagonal and per file (5/8); the verifier's bit per line (6/8)
    // comes after the counters are garbage
    MemoryCheck.require(name(), n, 8 + 5 / 8.0);
    PermutationBoard board = PermutationBoard.allocate(n, budget::exhausted);
    if (board == null) { // the same counters as a search stopped before its first step
      return new Outcome(null, statistics(0, -1, 0, -1, 0, 0, 0), STOPPED_WHILE_ALLOCATING);
    }
    ConflictFreePlacement start = new ConflictFreePlacement(n, conflicted, attempts);
    QueenSearch search = new QueenSearch(board, start, request.seed(), budget, c1, c2);
    boolean solved = search.run();
    Statistics stats =
        statistics(
            search.permutations,
            start.firstConflictFree,
            start.attempts,
            search.initialCollisions,
            search.pairsTested,
            search.swaps,
            search.attackRefreshes);
    return new Outcome(solved ? board.queen : null, stats, null);
  }

  private static Statistics statistics(
      long permutations,
      long firstConflictFree,
      long placementAttempts,
      long initialCollisions,
      long pairsTested,
      long swaps,
      long refreshes) {
    return Statistics.builder()
        .put("permutations", permutations)
        .putIfReached("conflict-free queens", firstConflictFree)
        .put("placement attempts", placementAttempts)
        .putIfReached("initial collisions", initialCollisions)
        .put("pairs tested", pairsTested)
        .put("swaps", swaps)
        .put("attack-list refreshes", refreshes)
        .build();
  }
}
