package org.nqueenslab.dlx;

/**
 * Knuth's Algorithm X with dancing links, step for step as his program DLX1 (TAOCP 7.2.2.1,
 * Algorithm X; DLX1): at each node choose the active primary item with the shortest list, leftmost
 * on ties, stopping the scan at an empty list; cover it; try its options top to bottom, covering
 * each option's other items. Iterative (an explicit stack of chosen nodes), so depth is bounded
 * only by the number of primary items. The statistics are Knuth's: {@code nodes} grows by one each
 * time an item is chosen and each time a solution is found, {@code updates} by one per item
 * unlinked and one per node hidden. Runs once, on its own copy of the matrix.
 */
final class AlgorithmX implements CoverSearch {
  /** How many nodes between two looks at the clock and the {@link StopCheck}. */
  static final int POLL_INTERVAL = 1 << 12;

  private static final int TOP = LinkedMatrix.TOP;
  private static final int UP = LinkedMatrix.UP;
  private static final int DOWN = LinkedMatrix.DOWN;
  private static final int LEN = LinkedMatrix.LEN;
  private static final int OPTION = LinkedMatrix.OPTION;

  private final int[] llink;
  private final int[] rlink;

  /** The nodes, four ints each; links are addresses (4 x node number), see {@link LinkedMatrix}. */
  private final int[] nd;

  private long updates;

  AlgorithmX(LinkedMatrix matrix) {
    this.llink = matrix.llink;
    this.rlink = matrix.rlink;
    this.nd = matrix.nd;
  }

  /**
   * Covers every item of each forced option (in order) before the search, as if they had been
   * chosen. Returns false when two of them share an item (then there is no solution). The
   * statistics count the search from the resulting position, not this setup, so the parts of a
   * split count add up to the whole search's figures.
   */
  @Override
  public boolean force(ExactCover cover, int[] forced) {
    boolean[] covered = new boolean[llink.length];
    for (int option : forced) {
      if (option < 0 || option >= cover.optionCount()) {
        throw new IllegalArgumentException(
            "no option " + option + ": options are 0.." + (cover.optionCount() - 1));
      }
      for (int j = 0; j < cover.optionSize(option); j++) {
        int item = cover.optionItem(option, j) + 1;
        if (covered[item]) {
          return false;
        }
        covered[item] = true;
        cover(item << 2);
      }
    }
    updates = 0;
    return true;
  }

  /**
   * The primary item DLX1 would branch on now (shortest list, leftmost), as a header address; 0
   * when every one is covered.
   */
  int chooseItem() {
    int best = 0;
    int shortest = Integer.MAX_VALUE;
    for (int k = rlink[0]; k != 0; k = rlink[k]) {
      int length = nd[(k << 2) + LEN];
      if (length < shortest) {
        best = k << 2;
        shortest = length;
        if (length == 0) {
          break; // nothing can beat an empty list: this node is a dead end
        }
      }
    }
    return best;
  }

  /**
   * Walks the top {@code depth} levels of the search tree exactly as {@link #run} would, handing
   * each path of {@code depth} chosen options (option numbers, root first) to {@code parts} instead
   * of searching below it. Returns the statistics of those top levels: their nodes and updates, and
   * the solutions found above {@code depth}. Together with the searches below each path (forced,
   * see {@link #force}) they make exactly the whole search: the same solutions, nodes and updates.
   */
  @Override
  public SearchResult split(int depth, java.util.function.Consumer<int[]> parts) {
    final long start = System.nanoTime();
    final int[] choice = new int[Math.max(1, depth)];
    long solutions = 0;
    long nodes = 0;
    if (rlink[0] == 0) {
      return finish(
          StopReason.COMPLETE, 1, 1, start); // nothing to cover: one solution, the empty set
    }
    int level = 0;
    forward:
    while (true) {
      nodes++;
      int best = chooseItem();
      cover(best);
      int cur = nd[best + DOWN];
      while (true) {
        if (cur != best) {
          coverOthers(cur);
          if (rlink[0] == 0) {
            solutions++;
            nodes++;
          } else if (level + 1 < depth) {
            choice[level++] = cur;
            continue forward;
          } else {
            int[] path = new int[level + 1];
            for (int l = 0; l < level; l++) {
              path[l] = nd[choice[l] + OPTION];
            }
            path[level] = nd[cur + OPTION];
            parts.accept(path);
          }
          uncoverOthers(cur);
          cur = nd[cur + DOWN];
          continue;
        }
        uncover(best);
        if (level == 0) {
          break forward;
        }
        cur = choice[--level];
        best = nd[cur + TOP];
        uncoverOthers(cur);
        cur = nd[cur + DOWN];
      }
    }
    return finish(StopReason.COMPLETE, solutions, nodes, start);
  }

  /**
   * The search of {@link #run}, without limits, reported step by step to {@code listener} (a
   * separate copy, so that the counting loop carries no listener calls). Returns true when the
   * search ran to its end.
   */
  @Override
  public boolean walk(int[] prefix, StepListener listener) {
    final int[] choice = new int[Math.max(1, llink.length)];
    if (rlink[0] == 0) {
      return listener.solution(prefix.clone());
    }
    int level = 0;
    forward:
    while (true) {
      int best = chooseItem();
      if (!listener.choose((best >> 2) - 1, nd[best + LEN])) {
        return false;
      }
      cover(best);
      int cur = nd[best + DOWN];
      while (true) {
        if (cur != best) {
          coverOthers(cur);
          if (!listener.tryOption(nd[cur + OPTION], level)) {
            return false;
          }
          if (rlink[0] != 0) {
            choice[level++] = cur;
            continue forward;
          }
          if (!listener.solution(solution(prefix, choice, level, cur))) {
            return false;
          }
          uncoverOthers(cur);
          if (!listener.undo(nd[cur + OPTION], level)) {
            return false;
          }
          cur = nd[cur + DOWN];
          continue;
        }
        uncover(best);
        if (level == 0) {
          return true;
        }
        cur = choice[--level];
        best = nd[cur + TOP];
        uncoverOthers(cur);
        if (!listener.undo(nd[cur + OPTION], level)) {
          return false;
        }
        cur = nd[cur + DOWN];
      }
    }
  }

  /**
   * Runs the search. {@code prefix} (the forced options) starts every solution handed to {@code
   * visitor}; a null visitor counts only. Stops at the first limit reached.
   */
  @Override
  public SearchResult run(int[] prefix, SearchLimits limits, SolutionVisitor visitor) {
    final long start = System.nanoTime();
    final Deadline deadline = Deadline.after(start, limits.timeLimit());
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
      return finish(
          solutionLimit == 1 ? StopReason.SOLUTION_LIMIT : reason, solutions, nodes, start);
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
        if (deadline.passed(System.nanoTime())) {
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
      int cur = nd[best + DOWN];
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
          cur = nd[cur + DOWN];
          continue;
        }
        // every option of best tried: back up
        uncover(best);
        if (level == 0) {
          break forward;
        }
        cur = choice[--level];
        best = nd[cur + TOP];
        uncoverOthers(cur);
        cur = nd[cur + DOWN];
      }
    }
    return finish(reason, solutions, nodes, start);
  }

  private SearchResult finish(StopReason reason, long solutions, long nodes, long start) {
    return new SearchResult(
        reason, solutions, nodes, updates, java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  private int[] solution(int[] prefix, int[] choice, int level, int last) {
    int[] out = new int[prefix.length + level + 1];
    System.arraycopy(prefix, 0, out, 0, prefix.length);
    for (int l = 0; l < level; l++) {
      out[prefix.length + l] = nd[choice[l] + OPTION];
    }
    out[out.length - 1] = nd[last + OPTION];
    return out;
  }

  /** Covers the items of {@code node}'s option other than {@code node}'s own, left to right. */
  private void coverOthers(int node) {
    for (int q = node + 4; q != node; ) {
      int item = nd[q + TOP];
      if (item <= 0) {
        q = nd[q + UP]; // a spacer: wrap to the option's first node
      } else {
        cover(item);
        q += 4;
      }
    }
  }

  /** Undoes {@link #coverOthers}, right to left. */
  private void uncoverOthers(int node) {
    for (int q = node - 4; q != node; ) {
      int item = nd[q + TOP];
      if (item <= 0) {
        q = nd[q + DOWN]; // a spacer: wrap to the option's last node
      } else {
        uncover(item);
        q -= 4;
      }
    }
  }

  /**
   * Removes the item at header address {@code item} from its item list and hides every option in
   * its list (TAOCP 7.2.2.1 (12)): each of their other nodes leaves its own item's list.
   */
  private void cover(int item) {
    final int[] nd = this.nd;
    int i = item >> 2;
    int l = llink[i];
    int r = rlink[i];
    rlink[l] = r;
    llink[r] = l;
    long removed = 1;
    for (int p = nd[item + DOWN]; p != item; p = nd[p + DOWN]) {
      for (int q = p + 4; q != p; ) {
        int x = nd[q + TOP];
        int u = nd[q + UP];
        if (x <= 0) {
          q = u; // a spacer: wrap to the option's first node
        } else {
          int d = nd[q + DOWN];
          nd[u + DOWN] = d;
          nd[d + UP] = u;
          nd[x + LEN]--;
          removed++;
          q += 4;
        }
      }
    }
    updates += removed;
  }

  /**
   * Undoes {@link #cover} exactly, in reverse order: the links left in the removed nodes are the
   * dance.
   */
  private void uncover(int item) {
    final int[] nd = this.nd;
    for (int p = nd[item + UP]; p != item; p = nd[p + UP]) {
      for (int q = p - 4; q != p; ) {
        int x = nd[q + TOP];
        if (x <= 0) {
          q = nd[q + DOWN];
        } else {
          nd[nd[q + UP] + DOWN] = q;
          nd[nd[q + DOWN] + UP] = q;
          nd[x + LEN]++;
          q -= 4;
        }
      }
    }
    int i = item >> 2;
    int l = llink[i];
    int r = rlink[i];
    rlink[l] = i;
    llink[r] = i;
  }

  @Override
  public long updates() {
    return updates;
  }

  @Override
  public double estimate(int probes, long seed) {
    long before = updates; // probing is not searching: the statistics stay the search's own
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    int[] path = new int[llink.length];
    double sum = 0;
    for (int probe = 0; probe < probes; probe++) {
      double product = 1;
      double size = 1;
      int level = 0;
      while (rlink[0] != 0) {
        int best = chooseItem();
        int degree = nd[best + LEN];
        if (degree == 0) {
          break;
        }
        product *= degree;
        size += product;
        int cur = nd[best + DOWN];
        for (int k = random.nextInt(degree); k > 0; k--) {
          cur = nd[cur + DOWN];
        }
        cover(best);
        coverOthers(cur);
        path[level++] = cur;
      }
      while (level > 0) {
        int cur = path[--level];
        uncoverOthers(cur);
        uncover(nd[cur + TOP]);
      }
      sum += size;
    }
    updates = before;
    return sum / probes;
  }
}
