package org.nqueenslab.classic;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Square;
import org.nqueenslab.trace.Attacks;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.Tracer;

/**
 * Wirth's backtracking with three Boolean arrays, counted as Kuechmann counts it (N. Wirth,
 * Algorithms + Data Structures = Programs, 1976, via F.C. Kuechmann, "Solving the Eight Queens
 * Problem", MacTech 13(12), Listing 4).
 *
 * <p>Wirth places one queen per column and tries the rows 1..8 in order; here his columns are our
 * ranks and his rows our files (the board turned a quarter, which Kuechmann notes changes no
 * count). Every square the active queen steps onto is one position test, whether it passes or not;
 * every return from the next rank, which lifts the queen of this rank, is one backtrack; moves are
 * tests plus backtracks. For n = 8 that gives 876 tests and 105 backtracks to the first solution
 * and 15,720 tests and 1,964 backtracks to exhaust the search.
 */
final class WirthSearch {
  private final int n;

  /** Wirth's a[]: true while no queen stands on the file. */
  private final boolean[] fileFree;

  /** Wirth's b[i + j]: true while no queen stands on the anti-diagonal rank + file. */
  private final boolean[] sumFree;

  /** Wirth's c[i - j]: true while no queen stands on the diagonal rank - file (offset by n - 1). */
  private final boolean[] differenceFree;

  /** Wirth's x[]: the file of each rank's queen, EMPTY above the active rank. */
  private final int[] fileOfRank;

  private final SearchRun run;
  private final Tracer tracer;

  long tests;
  long backtracks;
  long placed;

  /**
   * @param tracer null for an untraced run
   */
  WirthSearch(int n, SearchRun run, Tracer tracer) {
    this.n = n;
    this.run = run;
    this.tracer = tracer;
    fileFree = new boolean[n];
    sumFree = new boolean[2 * n - 1];
    differenceFree = new boolean[2 * n - 1];
    Arrays.fill(fileFree, true);
    Arrays.fill(sumFree, true);
    Arrays.fill(differenceFree, true);
    fileOfRank = new int[n];
    Arrays.fill(fileOfRank, TraceEvent.EMPTY);
  }

  /** Runs the whole search from the first rank (Wirth's Try(1)). */
  void run() {
    tryRank(0);
  }

  /** Wirth's Try(i): every file of this rank in order; recursion does the backtracking. */
  private void tryRank(int rank) {
    for (int file = 0; file < n; file++) {
      tests++;
      if (run.tick()) {
        return;
      }
      boolean free = fileFree[file] && sumFree[rank + file] && differenceFree[rank - file + n - 1];
      if (!free) {
        if (tracer != null) {
          Square square = new Square(rank, file);
          show(TraceEvent.Kind.REJECT, square, Attacks.reason(fileOfRank, square));
        }
        continue;
      }
      setQueen(rank, file);
      show(TraceEvent.Kind.PLACE, new Square(rank, file), null);
      if (rank < n - 1) {
        tryRank(rank + 1);
        if (run.halted()) {
          return; // stopped deeper down: leave the board as it stands, count no backtrack
        }
        backtracks++; // back from the next rank: this queen is lifted and moves on without a test
        removeQueen(rank, file);
        show(TraceEvent.Kind.BACKTRACK, new Square(rank, file), null);
      } else {
        run.solution(fileOfRank);
        show(TraceEvent.Kind.SOLUTION, new Square(rank, file), null);
        if (run.halted()) {
          return;
        }
        // the last queen steps on to her next square: a test, not a backtrack
        removeQueen(rank, file);
        show(TraceEvent.Kind.LIFT, new Square(rank, file), TraceEvent.LIFT_REASON);
      }
      if (run.halted()) {
        return;
      }
    }
  }

  /** The fraction of the search tree explored, estimated from the queens standing now. */
  double fractionDone() {
    int depth = 0;
    while (depth < n && fileOfRank[depth] != TraceEvent.EMPTY) {
      depth++;
    }
    return SearchRun.explored(fileOfRank, depth, rank -> n);
  }

  private void setQueen(int rank, int file) {
    placed++;
    fileOfRank[rank] = file;
    fileFree[file] = false;
    sumFree[rank + file] = false;
    differenceFree[rank - file + n - 1] = false;
  }

  private void removeQueen(int rank, int file) {
    fileOfRank[rank] = TraceEvent.EMPTY;
    fileFree[file] = true;
    sumFree[rank + file] = true;
    differenceFree[rank - file + n - 1] = true;
  }

  private void show(TraceEvent.Kind kind, Square square, String reason) {
    if (tracer != null && !tracer.emit(kind, square, reason, fileOfRank, counters())) {
      run.halt();
    }
  }

  /**
   * The counters in Kuechmann's terms; placements examined are the position tests (the
   * encyclopedia's 15,720).
   */
  Map<String, Long> counters() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(Statistics.POSITION_TESTS, tests);
    m.put(Statistics.BACKTRACKS, backtracks);
    m.put(Statistics.MOVES, tests + backtracks);
    return m;
  }

  Statistics statistics() {
    Statistics.Builder b = Statistics.builder().put(Statistics.NODES, placed);
    counters().forEach(b::put);
    return b.put(Statistics.PLACEMENTS_EXAMINED, tests).build();
  }
}
