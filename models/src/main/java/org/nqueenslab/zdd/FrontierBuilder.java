package org.nqueenslab.zdd;

import java.util.Arrays;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Builds the diagram of every solution top-down, square by square (the frontier-based method:
 * Minato, "Techniques of BDD/ZDD: brief history and recent activity", IEICE 2013; Knuth, TAOCP
 * 7.1.4, "ZDDs for the queens"): the state after deciding squares 0..i-1 is the set of groups
 * already holding a piece that still have squares ahead (plus, by rank, whether the rank has its
 * piece, or else how many pieces are down), so two partial placements with one state have one
 * diagram below them, built once.
 */
final class FrontierBuilder {
  /** Thrown up the recursion when the budget runs out. */
  static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super(null, null, false, false);
    }
  }

  /** States visited between two looks at the budget. */
  private static final int BUDGET_EVERY = 1 << 14;

  private final Problem problem;
  private final SquareGroups groups;
  private final Budget budget;
  private final Progress progress;
  private final boolean byRank;
  private final boolean[] holdable;
  private final boolean[] fixed;

  /** By rank: the square of each rank's piece already placed, or -1. */
  private final int[] fixedOnRank;

  private final int words;

  /**
   * The state of each depth's call: {@code words} group longs, then (placed << 1 | rank has one).
   */
  private final long[][] stateAt;

  private final Zdd zdd = new Zdd();

  /** The memo of each square: its states, keyed by their live groups only. */
  private final StateTable[] memo;

  /** Scratch for the key of each square's state. */
  private final long[][] keyAt;

  private long states;
  private long visits;

  FrontierBuilder(Problem problem, Budget budget, Progress progress) {
    this.problem = problem;
    this.groups = new SquareGroups(problem);
    this.budget = budget;
    this.progress = progress;
    this.byRank = problem.hasOneQueenPerRank();
    this.words = groups.words();
    int squares = groups.squares();
    holdable = new boolean[squares];
    fixed = new boolean[squares];
    fixedOnRank = new int[problem.rows()];
    Arrays.fill(fixedOnRank, -1);
    for (int i = 0; i < squares; i++) {
      Square s = new Square(i / problem.cols(), i % problem.cols());
      holdable[i] = problem.canHoldQueen(s);
      fixed[i] = problem.fixed().contains(s);
      if (fixed[i]) {
        fixedOnRank[s.rank()] = i;
      }
    }
    stateAt = new long[squares + 1][words + 1];
    memo = new StateTable[squares + 1];
    keyAt = new long[squares + 1][];
  }

  /** The memo of square i, made on first use: a key of its live groups, then the pieces placed. */
  private StateTable memo(int i) {
    if (memo[i] == null) {
      int width = (groups.liveBefore(i).length + 63) / 64 + (byRank ? 0 : 1);
      memo[i] = new StateTable(Math.max(1, width));
      keyAt[i] = new long[Math.max(1, width)];
    }
    return memo[i];
  }

  /** The root of the diagram of all solutions. */
  int build() {
    return build(0);
  }

  Zdd diagram() {
    return zdd;
  }

  /** Distinct states met: the memo's size, each built once. */
  long states() {
    return states;
  }

  /** The diagram of the completions of stateAt[i], squares i.. still to decide. */
  private int build(int i) {
    long[] state = stateAt[i];
    int placed = (int) state[words];
    if (i == groups.squares()) {
      return byRank || placed == problem.queens() ? Zdd.UNIT : Zdd.EMPTY;
    }
    if (!byRank && placed + groups.capacityFrom(i) < problem.queens()) {
      return Zdd.EMPTY;
    }
    StateTable table = memo(i);
    long[] key = keyOf(i, state, placed);
    int known = table.get(key);
    if (known >= 0) {
      return known;
    }
    if (++visits % BUDGET_EVERY == 0 && budget.exhausted()) {
      throw new Stopped();
    }
    int node = byRank ? buildRank(i, state) : buildSquare(i, state, placed);
    table.put(key, node);
    states++;
    return node;
  }

  /**
   * A rank's piece on one of its squares: the chain of the rank's squares, last file first, each
   * node's HI branch the next rank's diagram with that square's groups taken (the ZDD Knuth draws
   * for the queens, one chain per row state).
   */
  private int buildRank(int first, long[] state) {
    int end = first + problem.cols() - 1;
    long[] frontier = groups.frontierAfter(end);
    long[] child = stateAt[end + 1];
    int chain = Zdd.EMPTY;
    int only = fixedOnRank[first / problem.cols()];
    for (int i = end; i >= first; i--) {
      long[] mine = groups.groupsOf(i);
      if (!holdable[i] || intersects(state, mine) || (only >= 0 && i != only)) {
        continue;
      }
      for (int w = 0; w < words; w++) {
        child[w] = (state[w] | mine[w]) & frontier[w];
      }
      child[words] = 0;
      int hi = build(end + 1);
      if (first == 0) {
        progress.estimateFractionDone((problem.cols() - i) / (double) problem.cols());
      }
      chain = zdd.node(i, chain, hi);
    }
    return chain;
  }

  /** Square i with or without a piece: when ranks may hold none or several. */
  private int buildSquare(int i, long[] state, int placed) {
    int hi = Zdd.EMPTY;
    long[] mine = groups.groupsOf(i);
    if (holdable[i] && !intersects(state, mine) && placed < problem.queens()) {
      hi = next(i, state, mine, placed + 1);
    }
    if (i < problem.cols()) {
      progress.estimateFractionDone((i + 1.0) / problem.cols());
    }
    int lo = fixed[i] ? Zdd.EMPTY : next(i, state, null, placed);
    return zdd.node(i, lo, hi);
  }

  /** Decides square i (a piece on it when {@code adding} is its groups) and builds from i + 1. */
  private int next(int i, long[] state, long[] adding, int placed) {
    long[] child = stateAt[i + 1];
    long[] frontier = groups.frontierAfter(i);
    for (int w = 0; w < words; w++) {
      child[w] = (adding == null ? state[w] : state[w] | adding[w]) & frontier[w];
    }
    child[words] = placed;
    return build(i + 1);
  }

  /** The state's live groups as bits, by their rank in {@link SquareGroups#liveBefore}. */
  private long[] keyOf(int i, long[] state, int placed) {
    long[] key = keyAt[i];
    Arrays.fill(key, 0);
    int[] live = groups.liveBefore(i);
    for (int j = 0; j < live.length; j++) {
      int g = live[j];
      if ((state[g >>> 6] & (1L << g)) != 0) {
        key[j >>> 6] |= 1L << j;
      }
    }
    if (!byRank) {
      key[key.length - 1] = placed;
    }
    return key;
  }

  private boolean intersects(long[] state, long[] mine) {
    for (int w = 0; w < words; w++) {
      if ((state[w] & mine[w]) != 0) {
        return true;
      }
    }
    return false;
  }
}
