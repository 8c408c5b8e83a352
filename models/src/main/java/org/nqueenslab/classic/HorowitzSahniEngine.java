package org.nqueenslab.classic;

import java.util.Set;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Problem;

/**
 * Row-by-row backtracking with Horowitz and Sahni's O(n) validity check (T. Rolfe, "Optimal
 * Queens", Dr. Dobb's, Listings One and Two).
 *
 * <p>Each rank tries every file in order; Valid compares the new queen with every queen above it
 * (same file, or file distance equal to rank distance). Position tests count the calls to Valid
 * (15,720 for n = 8, the same search tree as Wirth's), pair tests count its comparisons: the O(n)
 * cost that Wirth's arrays remove.
 */
public final class HorowitzSahniEngine extends ClassicEngine {
  private static final Capabilities CAPABILITIES =
      Capabilities.of(Set.of(Mode.values()), WirthEngine.MAX_SIZE);

  public HorowitzSahniEngine() {
    super(
        "horowitz-sahni",
        "row-by-row backtracking with Horowitz-Sahni's O(n) attack check (Rolfe, Listing Two; classic)",
        CAPABILITIES);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    SearchRun run = new SearchRun(request);
    Search search = new Search(problem.n(), run);
    run.countNodesBy(() -> search.placed);
    run.estimateProgressBy(
        () -> SearchRun.explored(search.board, search.row + 1, rank -> search.size));
    search.nqueens(0);
    Statistics statistics =
        Statistics.builder()
            .put(Statistics.NODES, search.placed)
            .put(Statistics.POSITION_TESTS, search.tests)
            .put(Statistics.PAIR_TESTS, search.pairTests)
            .put(Statistics.BACKTRACKS, search.backtracks)
            .put(Statistics.PLACEMENTS_EXAMINED, search.tests)
            .build();
    return run.result(name(), statistics, null);
  }

  /**
   * Listing One's Nqueens with Listing Two's Valid; {@code board[row]} is the file of rank {@code
   * row}'s queen.
   */
  private static final class Search {
    private final int size;
    private final int[] board;
    private final SearchRun run;
    long tests;
    long pairTests;
    long placed;
    long backtracks;
    int row;

    Search(int size, SearchRun run) {
      this.size = size;
      this.board = new int[size];
      this.run = run;
    }

    void nqueens(int row) {
      if (row == size) {
        run.solution(board);
        return;
      }
      for (int col = 0; col < size; col++) {
        board[row] = col;
        this.row = row; // for the progress: the ranks above it and this one hold the position
        if (run.tick()) {
          return;
        }
        if (valid(row)) {
          placed++;
          nqueens(row + 1);
          if (run.halted()) {
            return;
          }
          if (row + 1 < size) {
            backtracks++; // back from the next rank, as Kuechmann counts Wirth's: not after a
            // solution
          }
        }
      }
    }

    /**
     * Listing Two: the board above {@code row} is valid, so only the new queen needs checking,
     * against each.
     */
    private boolean valid(int row) {
      tests++;
      for (int idx = 0; idx < row; idx++) {
        pairTests++;
        if (board[idx] == board[row] || Math.abs(board[row] - board[idx]) == row - idx) {
          return false;
        }
      }
      return true;
    }
  }
}
