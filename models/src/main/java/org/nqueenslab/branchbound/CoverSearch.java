package org.nqueenslab.branchbound;

import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.symmetry.OrbitTally;

/**
 * The cover search: at each node the uncovered square that the fewest open squares cover is
 * branched on, each of its coverers in turn, and a coverer tried is closed to the siblings after it
 * (so each set of pieces lies under exactly one branch: the first of its pieces, in board order,
 * that covers the square). A branch is cut when the squares left to cover outnumber what the pieces
 * left can cover, each covering at most what the best open square covers now (the bound).
 *
 * <p>For a given number of pieces a node whose board is covered is a leaf: the pieces still to
 * place go on any open squares (mutually unattacked when independence is asked), each choice a
 * placement. Minimizing, a covered board is a better placement: the bound drops to one piece fewer
 * and the search goes on, until it ends (proved) or the budget does.
 */
final class CoverSearch {
  /** Nodes between two looks at the clock, the cancellation and the progress. */
  private static final int CHECK_INTERVAL = 1 << 12;

  /** The depths whose tried branches estimate the fraction of the tree explored. */
  private static final int ESTIMATED_DEPTHS = 4;

  private final CoverBoard board;
  private final Request request;
  private final Budget budget;
  private final boolean deliver;
  private final OrbitTally orbits;

  /** The pieces a placement adds: exactly, or minimizing at most (lowered by each one found). */
  private int maxDepth;

  private final boolean minimizing;
  private final long[][] uncovered;
  private final long[][] open;
  private final int[] chosen;
  private final int[] tried = new int[ESTIMATED_DEPTHS];
  private final int[] choices = new int[ESTIMATED_DEPTHS];
  private long nodes;
  private long cuts;
  private long solutions;
  private long reportedNodes;
  private int untilCheck = 1;
  private Status stop;
  private Placement best;

  /** Null, or what a trace shows of each step. */
  private Steps steps;

  /** What a traced search tells at its steps (the engine's own loops, no copy); false stops it. */
  interface Steps {
    /**
     * A piece on {@code square}, one of {@code options}, the open squares covering {@code target}.
     */
    boolean place(int[] chosen, int depth, int target, long[] options);

    /** The bound cut the node: {@code need} squares left, {@code left} pieces to cover them. */
    boolean cut(int[] chosen, int depth, long[] uncovered, long[] open, int left);

    /** The piece {@code chosen[depth]} lifted: the next open square covering {@code target}. */
    boolean lift(int[] chosen, int depth, int target);

    /** The board covered by {@code chosen[0..depth)}: a better placement. */
    boolean cover(int[] chosen, int depth);
  }

  private CoverSearch(CoverBoard board, Request request, int maxDepth, boolean minimizing) {
    this.board = board;
    this.request = request;
    this.budget = Budget.start(request);
    this.deliver = request.mode() != Mode.COUNT;
    this.orbits =
        request.symmetry() == org.nqueenslab.engine.SymmetryMode.UNIQUE
            ? new OrbitTally(org.nqueenslab.symmetry.SymmetryGroup.of(board.problem))
            : null;
    this.maxDepth = maxDepth;
    this.minimizing = minimizing;
    int depths = board.squares + 2;
    uncovered = new long[depths][board.words];
    open = new long[depths][board.words];
    chosen = new int[depths];
    System.arraycopy(board.uncovered, 0, uncovered[0], 0, board.words);
    System.arraycopy(board.open, 0, open[0], 0, board.words);
  }

  /** The placements of exactly the problem's number of pieces: counted, listed, or the first. */
  static CoverSearch placements(CoverBoard board, Request request) {
    CoverSearch s = new CoverSearch(board, request, board.problem.queens() - board.placed, false);
    s.run();
    return s;
  }

  /** The fewest pieces that cover the board, by branch and bound. */
  static CoverSearch fewest(CoverBoard board, Request request) {
    CoverSearch s = traced(board, request, null);
    s.run();
    return s;
  }

  /**
   * The search for the fewest pieces, each step to be told to {@code steps} (a trace), not yet run:
   * the trace reads its counters as it goes.
   */
  static CoverSearch traced(CoverBoard board, Request request, Steps steps) {
    CoverSearch s = new CoverSearch(board, request, Bits.count(board.open), true);
    s.steps = steps;
    return s;
  }

  void run() {
    request.progress().estimateFractionDone(0);
    search(0);
    check(0);
    if (stop == null) {
      request.progress().estimateFractionDone(1);
    }
  }

  private void search(int depth) {
    nodes++;
    if (--untilCheck <= 0 && check(depth)) {
      return;
    }
    long[] u = uncovered[depth];
    long[] o = open[depth];
    if (Bits.isEmpty(u)) {
      leaf(depth);
      return;
    }
    int left = maxDepth - depth;
    int need = Bits.count(u);
    if (left <= 0 || !canFinish(u, o, need, left)) {
      cuts++;
      if (steps != null && !steps.cut(chosen, depth, u, o, left)) {
        stop = Status.LIMIT_REACHED;
      }
      return;
    }
    int square = -1;
    int fewest = Integer.MAX_VALUE;
    for (int t = Bits.next(u, 0); t >= 0 && fewest > 0; t = Bits.next(u, t + 1)) {
      int coverers = Bits.countBoth(board.coveredFrom[t], o);
      if (coverers < fewest) {
        fewest = coverers;
        square = t;
      }
    }
    if (fewest == 0) { // a square no open square covers: a dead end
      if (steps != null && !steps.cut(chosen, depth, u, o, left)) {
        stop = Status.LIMIT_REACHED;
      }
      return;
    }
    if (depth < ESTIMATED_DEPTHS) {
      tried[depth] = 0;
      choices[depth] = Math.max(1, fewest);
    }
    long[] from = board.coveredFrom[square];
    for (int c = Bits.nextBoth(from, o, 0); c >= 0; c = Bits.nextBoth(from, o, c + 1)) {
      chosen[depth] = c;
      if (steps != null && !steps.place(chosen, depth, square, options(from, o))) {
        stop = Status.LIMIT_REACHED;
        return;
      }
      long[] u2 = uncovered[depth + 1];
      long[] o2 = open[depth + 1];
      long[] covers = board.covers[c];
      long[] attacks = board.attacks == null ? null : board.attacks[c];
      for (int i = 0; i < u.length; i++) {
        u2[i] = u[i] & ~covers[i];
        o2[i] = attacks == null ? o[i] : o[i] & ~attacks[i];
      }
      o2[c >>> 6] &= ~(1L << c);
      search(depth + 1);
      if (stop != null) {
        return;
      }
      if (steps != null && !steps.lift(chosen, depth, square)) {
        stop = Status.LIMIT_REACHED;
        return;
      }
      o[c >>> 6] &= ~(1L << c); // the branches after this one do without c
      if (depth < ESTIMATED_DEPTHS) {
        tried[depth]++;
      }
      if (depth + 1 > maxDepth) {
        return; // a better placement lowered the bound below this node's children
      }
    }
  }

  /** The open squares covering a square, for a trace: a copy. */
  private static long[] options(long[] from, long[] open) {
    long[] both = from.clone();
    for (int i = 0; i < both.length; i++) {
      both[i] &= open[i];
    }
    return both;
  }

  /**
   * The bound: true when some open square covers at least {@code need / left} of the squares left
   * (rounded up), so that {@code left} pieces might still cover them.
   */
  private boolean canFinish(long[] u, long[] o, int need, int left) {
    if (need > (long) left * board.mostCovered) {
      return false;
    }
    int enough = (need + left - 1) / left;
    for (int c = Bits.next(o, 0); c >= 0; c = Bits.next(o, c + 1)) {
      if (Bits.countBoth(board.covers[c], u) >= enough) {
        return true;
      }
    }
    return false;
  }

  private void leaf(int depth) {
    if (minimizing) {
      best = board.placement(chosen, depth);
      maxDepth = depth - 1;
      if (steps != null && !steps.cover(chosen, depth)) {
        stop = Status.LIMIT_REACHED;
      }
      return;
    }
    int more = maxDepth - depth;
    if (!deliver && orbits == null) {
      long completions = completions(open[depth], more, 0);
      solutions = addCounted(solutions, completions);
      request.progress().addSolutions(completions);
      if (solutions >= request.solutionLimit()) {
        stop = Status.LIMIT_REACHED;
      }
      return;
    }
    complete(depth, open[depth], more, 0);
  }

  /** Each way to put {@code more} pieces on the open squares from {@code from} on, one by one. */
  private void complete(int depth, long[] o, int more, int from) {
    if (more == 0) {
      found(board.placement(chosen, depth));
      return;
    }
    for (int c = Bits.next(o, from); c >= 0 && stop == null; c = Bits.next(o, c + 1)) {
      chosen[depth] = c;
      long[] rest = o.clone();
      if (board.attacks != null) {
        Bits.andNot(rest, board.attacks[c]);
      }
      complete(depth + 1, rest, more - 1, c + 1);
    }
  }

  private void found(Placement placement) {
    solutions++;
    request.progress().addSolutions(1);
    if (orbits != null && !orbits.addIfCanonical(placement)) {
      return; // met again, as the smallest of its images
    }
    if (deliver) {
      request.onSolution().accept(placement);
    }
    long counted = orbits == null ? solutions : orbits.orbits();
    if (counted >= request.solutionLimit()) {
      stop = Status.LIMIT_REACHED;
    }
  }

  /**
   * The ways to put {@code more} pieces on the open squares from {@code from} on: a binomial
   * coefficient when pieces may attack each other, else counted square by square.
   */
  private long completions(long[] o, int more, int from) {
    if (more == 0) {
      return 1;
    }
    if (board.attacks == null) {
      return binomial(Bits.count(o), more);
    }
    long ways = 0;
    for (int c = Bits.next(o, from); c >= 0; c = Bits.next(o, c + 1)) {
      long[] rest = o.clone();
      Bits.andNot(rest, board.attacks[c]);
      ways = addCounted(ways, completions(rest, more - 1, c + 1));
    }
    return ways;
  }

  private static long binomial(int n, int k) {
    if (k > n) {
      return 0;
    }
    long c = 1;
    for (int i = 1; i <= k; i++) {
      c = Math.multiplyExact(c, n - k + i) / i; // exact: c * (n-k+i) is divisible by i
    }
    return c;
  }

  private static long addCounted(long a, long b) {
    try {
      return Math.addExact(a, b);
    } catch (ArithmeticException e) {
      throw new BadInputException(
          "more placements than a 64-bit count holds: ask for fewer pieces or a smaller board");
    }
  }

  /** Reports the progress and polls the budget; true when the search must stop. */
  private boolean check(int depth) {
    untilCheck = CHECK_INTERVAL;
    request.progress().addNodes(nodes - reportedNodes);
    reportedNodes = nodes;
    request.progress().estimateFractionDone(explored(depth));
    if (stop == null && budget.exhausted()) {
      stop = budget.stopStatus();
    }
    return stop != null;
  }

  /**
   * Knuth's estimate of the fraction of the tree explored, from the branches tried at the first
   * depths of the path to a node at {@code depth}.
   */
  private double explored(int depth) {
    double done = 0;
    double weight = 1;
    for (int d = 0; d < Math.min(depth, ESTIMATED_DEPTHS); d++) {
      weight /= choices[d];
      done += Math.min(tried[d], choices[d]) * weight;
    }
    return Math.min(done, 1);
  }

  Status status() {
    return stop == null ? Status.COMPLETE : stop;
  }

  long solutions() {
    return solutions;
  }

  Long unique() {
    return orbits == null ? null : orbits.orbits();
  }

  /** The best placement a minimizing search found, or null. */
  Placement best() {
    return best;
  }

  /** The pieces of the best placement, placed ones included, or -1 when none was found. */
  int bestPieces() {
    return best == null ? -1 : best.size();
  }

  Statistics statistics() {
    Statistics.Builder stats =
        Statistics.builder().put(Statistics.NODES, nodes).put(Statistics.BOUND_CUTS, cuts);
    return orbits == null ? stats.build() : orbits.addTo(stats).build();
  }

  Budget budget() {
    return budget;
  }

  long nodes() {
    return nodes;
  }

  long cuts() {
    return cuts;
  }
}
