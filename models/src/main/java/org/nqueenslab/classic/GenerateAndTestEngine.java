package org.nqueenslab.classic;

import java.util.Set;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;

/**
 * Generate every permutation of the files by swapping, then test each for diagonal attacks ("Unit
 * 25: N Queens", course notes, Version 1; the encyclopedia's six-line program does the same with
 * itertools.permutations).
 *
 * <p>A permutation already puts one queen on each rank and file, so only diagonals are checked, and
 * only once the permutation is complete: n! candidates (40,320 for n = 8). The check is the notes'
 * {@code threaten_each_other_diagonally}: from each rank, walk down the later ranks watching the
 * two files that are one step further out per rank; pair tests count those comparisons. The notes'
 * next two versions (stop at the first, prune early) are {@link Mode#FIRST} here and the {@code
 * permutation-swap} engine.
 */
public final class GenerateAndTestEngine extends ClassicEngine {
  /** 11! = 39,916,800 permutations take seconds; 12! would take a minute. */
  static final int MAX_SIZE = 11;

  private static final Capabilities CAPABILITIES = Capabilities.of(Set.of(Mode.values()), MAX_SIZE);

  public GenerateAndTestEngine() {
    super(
        "generate-and-test",
        "generate all n! permutations by swapping, then test diagonals (course notes, Version 1; classic)",
        CAPABILITIES);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    SearchRun run = new SearchRun(request);
    Search search = new Search(problem.n(), run);
    // every permutation is a candidate, generated in turn: the fraction done is exact
    double candidates =
        java.util.stream.LongStream.rangeClosed(1, problem.n())
            .asDoubleStream()
            .reduce(1, (a, b) -> a * b);
    run.estimateProgressBy(() -> search.candidates / candidates);
    search.nqueens(0);
    Statistics statistics =
        Statistics.builder()
            .put(Statistics.CANDIDATES_GENERATED, search.candidates)
            .put(Statistics.PAIR_TESTS, search.pairTests)
            .put(Statistics.SWAPS, search.swaps)
            .build();
    return run.result(name(), statistics, null);
  }

  /** The notes' nqueens(queens, n, row): {@code queens[r]} is the file of rank r's queen. */
  private static final class Search {
    private final int n;
    private final int[] queens;
    private final SearchRun run;
    long candidates;
    long pairTests;
    long swaps;

    Search(int n, SearchRun run) {
      this.n = n;
      this.run = run;
      queens = new int[n];
      for (int i = 0; i < n; i++) {
        queens[i] = i;
      }
    }

    void nqueens(int row) {
      if (row == n - 1) {
        candidates++;
        if (!run.tick() && !threatenEachOtherDiagonally(n - 1)) {
          run.solution(queens);
        }
        return;
      }
      for (int i = row; i < n && !run.halted(); i++) {
        swap(row, i);
        nqueens(row + 1);
        swap(row, i);
      }
    }

    private void swap(int i, int j) {
      swaps++;
      int t = queens[i];
      queens[i] = queens[j];
      queens[j] = t;
    }

    /** True if any two queens on ranks 0..lastRow share a diagonal. */
    private boolean threatenEachOtherDiagonally(int lastRow) {
      for (int currRow = 0; currRow <= lastRow; currRow++) {
        if (hasAQueenInDiagonal(currRow, lastRow)) {
          return true;
        }
      }
      return false;
    }

    /**
     * True if the queen on {@code currRow} shares a diagonal with a queen on a later rank up to
     * lastRow.
     */
    private boolean hasAQueenInDiagonal(int currRow, int lastRow) {
      int leftCol = queens[currRow] - 1;
      int rightCol = queens[currRow] + 1;
      for (int row = currRow + 1; row <= lastRow; row++) {
        pairTests++;
        if (queens[row] == leftCol || queens[row] == rightCol) {
          return true;
        }
        leftCol--;
        rightCol++;
      }
      return false;
    }
  }
}
