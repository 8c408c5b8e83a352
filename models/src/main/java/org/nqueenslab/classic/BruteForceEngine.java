package org.nqueenslab.classic;

import java.util.Set;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;

/**
 * Generate and test over the n^n blind placements of one queen per rank ("Eight queens puzzle",
 * encyclopedia: 8^8 = 16,777,216 for n = 8), each complete placement then checked pair by pair.
 *
 * <p>Nothing is pruned: every placement is generated, in lexicographic order (an odometer over the
 * ranks), before anything is tested. Candidates generated counts the placements, pair tests the
 * queen pairs compared before a verdict (the check stops at the first attack).
 */
public final class BruteForceEngine extends ClassicEngine {
  /** 9^9 = 387,420,489 placements take seconds; 10^10 would take minutes. */
  static final int MAX_SIZE = 9;

  private static final Capabilities CAPABILITIES = Capabilities.of(Set.of(Mode.values()), MAX_SIZE);

  public BruteForceEngine() {
    super(
        "brute-force",
        "generate all n^n one-queen-per-rank placements, then test each (encyclopedia; classic)",
        CAPABILITIES);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    SearchRun run = new SearchRun(request);
    Search search = new Search(problem.n(), run);
    // every candidate is a leaf, checked in order: the files read as digits say exactly how far
    run.estimateProgressBy(() -> SearchRun.explored(search.fileOfRank, search.n, rank -> search.n));
    search.generate(0);
    Statistics statistics =
        Statistics.builder()
            .put(Statistics.CANDIDATES_GENERATED, search.candidates)
            .put(Statistics.PAIR_TESTS, search.pairTests)
            .build();
    return run.result(name(), statistics, null);
  }

  private static final class Search {
    private final int n;
    private final int[] fileOfRank;
    private final SearchRun run;
    long candidates;
    long pairTests;

    Search(int n, SearchRun run) {
      this.n = n;
      this.fileOfRank = new int[n];
      this.run = run;
    }

    /** Every file for this rank, then the next rank: no test until the board is full. */
    void generate(int rank) {
      if (rank == n) {
        candidates++;
        if (!run.tick() && isSolution()) {
          run.solution(fileOfRank);
        }
        return;
      }
      for (int file = 0; file < n && !run.halted(); file++) {
        fileOfRank[rank] = file;
        generate(rank + 1);
      }
    }

    /** No two queens share a file or a diagonal (ranks are distinct by construction). */
    private boolean isSolution() {
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          pairTests++;
          if (fileOfRank[i] == fileOfRank[j] || Math.abs(fileOfRank[i] - fileOfRank[j]) == j - i) {
            return false;
          }
        }
      }
      return true;
    }
  }
}
