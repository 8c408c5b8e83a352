package org.nqueenslab.local;

import org.nqueenslab.engine.Budget;

/**
 * Min-conflicts repair (Minton, Johnston, Philips and Laird 1992): one queen per rank, files free
 * to clash; start greedily, each queen on a least-attacked unused file given the queens above it;
 * then repeatedly take a random attacked queen and move it, within its rank, to a file where the
 * fewest queens attack it (ties broken at random). Restart from a new greedy start after {@code
 * repairsPerStart} repairs, the standard escape from a plateau on small boards.
 *
 * <p>Conflicts are counted as attacking pairs, with a counter per file and per diagonal, so a
 * square's cost is O(1) and a repair O(n) (it scans the rank, and all ranks to draw an attacked
 * queen). The greedy start scans every unused file for n up to {@link #GREEDY_SCAN_UP_TO}; beyond,
 * where that would be O(n^2), it draws up to {@link #GREEDY_SAMPLES} random unused files and takes
 * the first unattacked one (else the least attacked drawn): the article's "reasonably good" start
 * at O(n) cost.
 */
final class MinConflictsSearch {
  static final int GREEDY_SCAN_UP_TO = 2048;
  static final int GREEDY_SAMPLES = 64;

  /** Above this n a repair (two scans of n) costs more than the look at the clock. */
  private static final int CHECK_EVERY_REPAIR_FROM = 1 << 12;

  private final int n;

  /** file[r]: the file of rank r's queen. */
  final int[] file;

  private final int[] byFile;
  private final int[] dn;
  private final int[] dp;

  /** Pairs of queens attacking each other along a file or a diagonal; 0 means a solution. */
  private long conflicts;

  private final SplitMix64 random;
  private final Budget budget;
  private final long repairsPerStart;

  long starts;
  long repairs;

  /** Conflicts after the first greedy start, -1 before it. */
  long initialConflicts = -1;

  /** Null for an untraced run. */
  LocalSteps steps;

  private MinConflictsSearch(
      int[] file,
      int[] byFile,
      int[] dn,
      int[] dp,
      long seed,
      Budget budget,
      long repairsPerStart) {
    this.n = file.length;
    this.file = file;
    this.byFile = byFile;
    this.dn = dn;
    this.dp = dp;
    this.random = new SplitMix64(seed);
    this.budget = budget;
    this.repairsPerStart = repairsPerStart;
  }

  /**
   * The search on the n x n board, or null when the budget ran out while its arrays were allocated:
   * 24 bytes a queen, which take seconds no check can cut short at 10^8 queens and more, so the
   * budget is looked at between them (a limit of 10 ms at 2.5 x 10^8 queens ended after 6 to 8 s).
   */
  static MinConflictsSearch allocate(int n, long seed, Budget budget, long repairsPerStart) {
    int[] file = new int[n];
    if (budget.exhausted()) {
      return null;
    }
    int[] byFile = new int[n];
    if (budget.exhausted()) {
      return null;
    }
    int[] dn = new int[2 * n - 1];
    if (budget.exhausted()) {
      return null;
    }
    int[] dp = new int[2 * n - 1];
    return new MinConflictsSearch(file, byFile, dn, dp, seed, budget, repairsPerStart);
  }

  /**
   * Runs until a solution (true: {@link #file} holds it) or until the budget is exhausted (false).
   */
  boolean run() {
    while (true) {
      if (!startGreedily()) {
        return false;
      }
      if (steps != null
          && !steps.started(file, conflicts, "attacking pairs", initialConflicts >= 0)) {
        return false;
      }
      if (initialConflicts < 0) {
        initialConflicts = conflicts;
      }
      for (long step = 0; conflicts > 0 && step < repairsPerStart; step++) {
        int rank = drawAttacked();
        int from = file[rank];
        long before = conflicts;
        moveToLeastAttacked(rank);
        repairs++;
        if (steps != null && !steps.moved(rank, from, file, before, conflicts)) {
          return false;
        }
        // a repair scans the board: on a large one each is long enough to look at the clock
        if (((repairs & 0xFF) == 0 || n > CHECK_EVERY_REPAIR_FROM) && budget.exhausted()) {
          return false;
        }
      }
      if (conflicts == 0) {
        return true;
      }
    }
  }

  /**
   * Minton et al.'s greedy start, as the encyclopedia puts it: each queen in its own rank and file,
   * on the file (among those not yet used) where the fewest queens already placed attack it. The
   * unused files are kept as the tail file[r..n-1] of a permutation, so taking one is a swap.
   */
  private boolean startGreedily() {
    // allocating the arrays of a huge board takes seconds no check can cut short: look at the
    // clock before each pass over them, not only every 2^16 ranks
    if (budget.exhausted()) {
      return false;
    }
    if (starts++ > 0) { // a new array is zero already: at n = 10^8 each pass is a second
      java.util.Arrays.fill(byFile, 0);
      java.util.Arrays.fill(dn, 0);
      java.util.Arrays.fill(dp, 0);
    }
    conflicts = 0;
    for (int r = 0; r < n; r++) {
      file[r] = r;
    }
    for (int r = 0; r < n; r++) {
      int j = n <= GREEDY_SCAN_UP_TO ? leastAttackedUnused(r) : sampledUnused(r);
      int f = file[j];
      file[j] = file[r];
      file[r] = f;
      add(r);
      if ((r & 0xFFFF) == 0 && budget.exhausted()) {
        return false;
      }
    }
    return true;
  }

  /** The index j >= r of the unused file least attacked on rank r, ties broken at random. */
  private int leastAttackedUnused(int r) {
    int best = -1;
    int bestCost = Integer.MAX_VALUE;
    int ties = 0;
    for (int j = r; j < n; j++) {
      int cost = attackers(r, file[j]);
      if (cost < bestCost) {
        best = j;
        bestCost = cost;
        ties = 1;
      } else if (cost == bestCost && random.nextInt(++ties) == 0) {
        best = j;
      }
    }
    return best;
  }

  /**
   * Up to {@link #GREEDY_SAMPLES} random unused files: the first unattacked one, else the least
   * attacked drawn.
   */
  private int sampledUnused(int r) {
    int best = -1;
    int bestCost = Integer.MAX_VALUE;
    for (int s = 0; s < GREEDY_SAMPLES; s++) {
      int j = r + random.nextInt(n - r);
      int cost = attackers(r, file[j]);
      if (cost == 0) {
        return j;
      }
      if (cost < bestCost) {
        best = j;
        bestCost = cost;
      }
    }
    return best;
  }

  /**
   * A rank chosen uniformly at random among those whose queen is attacked (reservoir sampling over
   * one scan). O(n), like the repair itself: a cached list of attacked queens would miss the ones a
   * move newly attacks, and the search would then keep moving the same few queens along a plateau.
   */
  private int drawAttacked() {
    int chosen = -1;
    int seen = 0;
    for (int r = 0; r < n; r++) {
      if (isAttacked(r) && random.nextInt(++seen) == 0) {
        chosen = r;
      }
    }
    return chosen;
  }

  private void moveToLeastAttacked(int r) {
    remove(r);
    file[r] = leastAttackedFile(r);
    add(r);
  }

  /**
   * The file of rank r with the fewest attackers, ties broken uniformly at random (reservoir
   * sampling), with rank r's own queen off the board.
   */
  private int leastAttackedFile(int r) {
    int best = -1;
    int bestCost = Integer.MAX_VALUE;
    int ties = 0;
    for (int f = 0; f < n; f++) {
      int cost = attackers(r, f);
      if (cost < bestCost) {
        best = f;
        bestCost = cost;
        ties = 1;
      } else if (cost == bestCost && random.nextInt(++ties) == 0) {
        best = f;
      }
    }
    return best;
  }

  private int attackers(int r, int f) {
    return byFile[f] + dn[r + f] + dp[r - f + n - 1];
  }

  private boolean isAttacked(int r) {
    int f = file[r];
    return byFile[f] > 1 || dn[r + f] > 1 || dp[r - f + n - 1] > 1;
  }

  private void add(int r) {
    int f = file[r];
    conflicts += byFile[f]++ + dn[r + f]++ + dp[r - f + n - 1]++;
  }

  private void remove(int r) {
    int f = file[r];
    conflicts -= --byFile[f] + --dn[r + f] + --dp[r - f + n - 1];
  }
}
