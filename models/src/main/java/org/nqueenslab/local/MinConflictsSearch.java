package org.nqueenslab.local;

import org.nqueenslab.engine.Budget;

/**
 * Min-conflicts repair (Minton, Johnston, Philips and Laird 1992): one queen per rank, files free to clash; start
 * greedily, each queen on a least-attacked file given the queens above it; then repeatedly take a random attacked
 * queen and move it, within its rank, to a file where the fewest queens attack it (ties broken at random). Restart
 * from a new greedy start after {@code repairsPerStart} repairs, the standard escape from a plateau on small boards.
 *
 * <p>Conflicts are counted as attacking pairs, with a counter per file and per diagonal, so a square's cost is O(1)
 * and a repair O(n) (it scans the rank). The greedy start scans every file for n up to {@link #GREEDY_SCAN_UP_TO};
 * beyond, where a full scan per queen would be O(n^2), it draws up to {@link #GREEDY_SAMPLES} random files and takes
 * the first unattacked one (else the least attacked drawn): the article's "reasonably good" start at O(n) cost.
 */
final class MinConflictsSearch {
  static final int GREEDY_SCAN_UP_TO = 2048;
  static final int GREEDY_SAMPLES = 64;

  private final int n;
  /** file[r]: the file of rank r's queen. */
  final int[] file;
  private final int[] byFile;
  private final int[] dn;
  private final int[] dp;
  /** Pairs of queens attacking each other along a file or a diagonal; 0 means a solution. */
  private long conflicts;
  /** Ranks that were attacked when last looked at: a lazily cleaned list to draw attacked queens from. */
  private final int[] candidates;
  private int candidateCount;
  private final SplitMix64 random;
  private final Budget budget;
  private final long repairsPerStart;

  long starts;
  long repairs;
  long rescans;
  /** Conflicts after the first greedy start, -1 before it. */
  long initialConflicts = -1;

  MinConflictsSearch(int n, long seed, Budget budget, long repairsPerStart) {
    this.n = n;
    this.file = new int[n];
    this.byFile = new int[n];
    this.dn = new int[2 * n - 1];
    this.dp = new int[2 * n - 1];
    this.candidates = new int[n];
    this.random = new SplitMix64(seed);
    this.budget = budget;
    this.repairsPerStart = repairsPerStart;
  }

  /** Runs until a solution (true: {@link #file} holds it) or until the budget is exhausted (false). */
  boolean run() {
    while (true) {
      if (!startGreedily()) {
        return false;
      }
      if (initialConflicts < 0) {
        initialConflicts = conflicts;
      }
      candidateCount = 0;
      for (long step = 0; conflicts > 0 && step < repairsPerStart; step++) {
        moveToLeastAttacked(drawAttacked());
        repairs++;
        if ((repairs & 0xFF) == 0 && budget.exhausted()) {
          return false;
        }
      }
      if (conflicts == 0) {
        return true;
      }
    }
  }

  private boolean startGreedily() {
    starts++;
    java.util.Arrays.fill(byFile, 0);
    java.util.Arrays.fill(dn, 0);
    java.util.Arrays.fill(dp, 0);
    conflicts = 0;
    for (int r = 0; r < n; r++) {
      file[r] = n <= GREEDY_SCAN_UP_TO ? leastAttackedFile(r) : sampledFile(r);
      add(r);
      if ((r & 0xFFFF) == 0 && budget.exhausted()) {
        return false;
      }
    }
    return true;
  }

  /** A random file among the first unattacked one drawn or, failing that, the least attacked drawn. */
  private int sampledFile(int r) {
    int best = -1;
    int bestCost = Integer.MAX_VALUE;
    for (int s = 0; s < GREEDY_SAMPLES; s++) {
      int f = random.nextInt(n);
      int cost = attackers(r, f);
      if (cost == 0) {
        return f;
      }
      if (cost < bestCost) {
        best = f;
        bestCost = cost;
      }
    }
    return best;
  }

  /** A random attacked queen's rank, from the candidate list, rebuilt by a scan when it runs dry. */
  private int drawAttacked() {
    while (true) {
      if (candidateCount == 0) {
        rescans++;
        for (int r = 0; r < n; r++) {
          if (isAttacked(r)) {
            candidates[candidateCount++] = r;
          }
        }
      }
      int k = random.nextInt(candidateCount);
      int r = candidates[k];
      if (isAttacked(r)) {
        return r;
      }
      candidates[k] = candidates[--candidateCount]; // no longer attacked: drop it
    }
  }

  private void moveToLeastAttacked(int r) {
    remove(r);
    file[r] = leastAttackedFile(r);
    add(r);
  }

  /**
   * The file of rank r with the fewest attackers, ties broken uniformly at random (reservoir sampling), with rank r's
   * own queen off the board.
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
