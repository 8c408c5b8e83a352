package org.nqueenslab.dlx;

/**
 * Knuth's Algorithm X with dancing links, step for step as his program DLX1 (TAOCP 7.2.2.1, Algorithm X; DLX1):
 * at each node choose the active primary item with the shortest list, leftmost on ties, stopping the scan at an
 * empty list; cover it; try its options top to bottom, covering each option's other items. Iterative (an explicit
 * stack of chosen nodes), so depth is bounded only by the number of primary items; the statistics are Knuth's:
 * {@code nodes} is incremented each time an item is chosen and each time a solution is found,
 * {@code updates} once per item unlinked and once per
 * node hidden. Runs on its own copy of the matrix, once.
 */
final class AlgorithmX {
  /** How many nodes between two looks at the clock and the {@link StopCheck}. */
  static final int POLL_INTERVAL = 1 << 12;

  private final int[] llink;
  private final int[] rlink;
  private final int[] len;
  private final int[] top;
  private final int[] ulink;
  private final int[] dlink;
  private final int[] optionOf;
  private long updates;

  AlgorithmX(LinkedMatrix matrix) {
    this.llink = matrix.llink;
    this.rlink = matrix.rlink;
    this.len = matrix.len;
    this.top = matrix.top;
    this.ulink = matrix.ulink;
    this.dlink = matrix.dlink;
    this.optionOf = matrix.optionOf;
  }

  /**
   * Covers every item of each forced option (in order) before the search, as if they had been chosen. Returns
   * false when two of them share an item (then there is no solution).
   */
  boolean force(ExactCover cover, int[] forced) {
    boolean[] covered = new boolean[llink.length];
    for (int option : forced) {
      if (option < 0 || option >= cover.optionCount()) {
        throw new IllegalArgumentException("no option " + option + ": options are 0.." + (cover.optionCount() - 1));
      }
      for (int j = 0; j < cover.optionSize(option); j++) {
        int item = cover.optionItem(option, j) + 1;
        if (covered[item]) {
          return false;
        }
        covered[item] = true;
        cover(item);
      }
    }
    return true;
  }

  /** The primary item DLX1 would branch on now (shortest list, leftmost), or 0 when every one is covered. */
  int chooseItem() {
    int best = 0;
    int shortest = Integer.MAX_VALUE;
    for (int k = rlink[0]; k != 0; k = rlink[k]) {
      int length = len[k];
      if (length < shortest) {
        best = k;
        shortest = length;
        if (length == 0) {
          break; // nothing can beat an empty list: this node is a dead end
        }
      }
    }
    return best;
  }

  /** The option numbers in the list of {@code item}, top to bottom. */
  int[] optionsOf(int item) {
    int[] out = new int[len[item]];
    int i = 0;
    for (int p = dlink[item]; p != item; p = dlink[p]) {
      out[i++] = optionOf[p];
    }
    return out;
  }

  /**
   * Runs the search. {@code prefix} (the forced options) starts every solution handed to {@code visitor}; a null
   * visitor counts only. Stops at the first limit reached.
   */
  SearchResult run(int[] prefix, SearchLimits limits, SolutionVisitor visitor) {
    final long start = System.nanoTime();
    final long deadline = limits.timeLimit() == null ? Long.MAX_VALUE : start + limits.timeLimit().toNanos();
    final long solutionLimit = limits.solutionLimit();
    final long nodeLimit = limits.nodeLimit();
    final StopCheck stopCheck = limits.stopCheck();
    final int[] choice = new int[Math.max(1, llink.length)];
    long solutions = 0;
    long nodes = 0;
    long nextPoll = POLL_INTERVAL;
    StopReason reason = StopReason.COMPLETE;
    if (rlink[0] == 0) {
      // nothing left to cover: the forced options (or the empty set) are the one solution
      solutions = 1;
      nodes = 1; // the solution, a special node
      if (visitor != null) {
        visitor.visit(prefix.clone());
      }
      return finish(solutionLimit == 1 ? StopReason.SOLUTION_LIMIT : reason, solutions, nodes, start);
    }
    int level = 0;
    forward:
    while (true) {
      if (nodes >= nodeLimit) {
        reason = StopReason.NODE_LIMIT;
        break;
      }
      nodes++;
      if (nodes >= nextPoll) { // >=: solutions bump nodes too, so it may step over nextPoll
        nextPoll = nodes + POLL_INTERVAL;
        if (System.nanoTime() - deadline > 0) {
          reason = StopReason.TIME_LIMIT;
          break;
        }
        if (stopCheck.shouldStop(nodes, solutions)) {
          reason = StopReason.STOPPED;
          break;
        }
      }
      int best = chooseItem();
      cover(best);
      int cur = dlink[best];
      while (true) {
        if (cur != best) {
          coverOthers(cur);
          if (rlink[0] != 0) {
            choice[level++] = cur;
            continue forward;
          }
          solutions++;
          nodes++; // DLX1 counts a solution as a (special) node of the search tree, TAOCP 7.2.2-(4)
          if (visitor != null) {
            visitor.visit(solution(prefix, choice, level, cur));
          }
          if (solutions == solutionLimit) {
            reason = StopReason.SOLUTION_LIMIT;
            break forward;
          }
          uncoverOthers(cur);
          cur = dlink[cur];
          continue;
        }
        // every option of best tried: back up
        uncover(best);
        if (level == 0) {
          break forward;
        }
        cur = choice[--level];
        best = top[cur];
        uncoverOthers(cur);
        cur = dlink[cur];
      }
    }
    return finish(reason, solutions, nodes, start);
  }

  private SearchResult finish(StopReason reason, long solutions, long nodes, long start) {
    return new SearchResult(reason, solutions, nodes, updates, java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  private int[] solution(int[] prefix, int[] choice, int level, int last) {
    int[] out = new int[prefix.length + level + 1];
    System.arraycopy(prefix, 0, out, 0, prefix.length);
    for (int l = 0; l < level; l++) {
      out[prefix.length + l] = optionOf[choice[l]];
    }
    out[out.length - 1] = optionOf[last];
    return out;
  }

  /** Covers the items of {@code node}'s option other than {@code node}'s own, left to right. */
  private void coverOthers(int node) {
    for (int q = node + 1; q != node; ) {
      int item = top[q];
      if (item <= 0) {
        q = ulink[q]; // a spacer: wrap to the option's first node
      } else {
        cover(item);
        q++;
      }
    }
  }

  /** Undoes {@link #coverOthers}, right to left. */
  private void uncoverOthers(int node) {
    for (int q = node - 1; q != node; ) {
      int item = top[q];
      if (item <= 0) {
        q = dlink[q]; // a spacer: wrap to the option's last node
      } else {
        uncover(item);
        q--;
      }
    }
  }

  /** Removes {@code item} from its item list and hides every option in its list (TAOCP 7.2.2.1 (12)). */
  private void cover(int item) {
    int l = llink[item];
    int r = rlink[item];
    rlink[l] = r;
    llink[r] = l;
    long removed = 1;
    for (int p = dlink[item]; p != item; p = dlink[p]) {
      // hide(p): unlink every other node of p's option from its item's list
      for (int q = p + 1; q != p; ) {
        int x = top[q];
        int u = ulink[q];
        if (x <= 0) {
          q = u;
        } else {
          int d = dlink[q];
          dlink[u] = d;
          ulink[d] = u;
          len[x]--;
          removed++;
          q++;
        }
      }
    }
    updates += removed;
  }

  /** Undoes {@link #cover} exactly, in reverse order (the links left in the removed nodes are the dance). */
  private void uncover(int item) {
    for (int p = ulink[item]; p != item; p = ulink[p]) {
      for (int q = p - 1; q != p; ) {
        int x = top[q];
        if (x <= 0) {
          q = dlink[q];
        } else {
          dlink[ulink[q]] = q;
          ulink[dlink[q]] = q;
          len[x]++;
          q--;
        }
      }
    }
    int l = llink[item];
    int r = rlink[item];
    rlink[l] = item;
    llink[r] = item;
  }

  long updates() {
    return updates;
  }
}
