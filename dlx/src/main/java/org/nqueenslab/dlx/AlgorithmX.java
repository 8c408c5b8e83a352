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

  /** An option node's fourth field here: the next node of its option, round to the first. */
  private static final int RIGHT = LinkedMatrix.OPTION;

  private final int[] llink;
  private final int[] rlink;

  /**
   * The nodes, four ints each; links are addresses (4 x node number), see {@link LinkedMatrix}. Two
   * changes to the matrix's layout, neither of which changes a step of the search: an option node's
   * fourth field links to the next node of its option (RIGHT, as in Knuth's first Dancing Links
   * paper, 2000) instead of holding its option number, so that hiding an option walks its nodes
   * without testing each one for a spacer; and, as {@link LinkedMatrix#of} pads the array to a
   * power of two, an index masked with {@code nd.length - 1} is the same index, and the JIT, which
   * knows a masked index is in bounds, checks no bounds in the covering loops (decisions.md).
   */
  private final int[] nd;

  /** The option number of the node at address a, at {@code optionOf[a >> 2]}. */
  private final int[] optionOf;

  private long updates;

  AlgorithmX(LinkedMatrix matrix) {
    this.llink = matrix.llink;
    this.rlink = matrix.rlink;
    this.nd = matrix.nd; // this search's own copy, already padded (LinkedMatrix.of)
    int size = nd.length;
    this.optionOf = new int[size >> 2];
    int first = -1; // the first node of the option being read
    // from the first spacer, which follows the item headers 0..I, to the padding's end
    for (int a = (matrix.itemCount + 1) << 2; a < size; a += 4) {
      if (nd[a + TOP] <= 0) { // a spacer: the option before it ends at a - 4
        if (first >= 0 && first < a) { // (the padding's zeros are spacers with no option between)
          nd[a - 4 + RIGHT] = first;
        }
        first = a + 4;
      } else {
        optionOf[a >> 2] = nd[a + LinkedMatrix.OPTION];
        nd[a + RIGHT] = a + 4;
      }
    }
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
              path[l] = optionOf[choice[l] >> 2];
            }
            path[level] = optionOf[cur >> 2];
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
      if (!listener.choose((best >> 2) - 1, optionsOf(best))) {
        return false;
      }
      cover(best);
      int cur = nd[best + DOWN];
      while (true) {
        if (cur != best) {
          coverOthers(cur);
          if (!listener.tryOption(optionOf[cur >> 2], level)) {
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
          if (!listener.undo(optionOf[cur >> 2], level)) {
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
        if (!listener.undo(optionOf[cur >> 2], level)) {
          return false;
        }
        cur = nd[cur + DOWN];
      }
    }
  }

  /** The options left in the list of {@code item}, top to bottom: the walk's branches there. */
  private int[] optionsOf(int item) {
    int[] options = new int[nd[item + LEN]];
    int k = 0;
    for (int a = nd[item + DOWN]; a != item; a = nd[a + DOWN]) {
      options[k++] = optionOf[a >> 2];
    }
    return options;
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
        if (stopCheck.shouldStop(nodes, solutions, fractionDone(choice, level))) {
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

  /**
   * Knuth's estimate of the fraction of the search tree already explored (DLX1's progress report):
   * the options tried before the current one at each level, as a fraction of its item's options,
   * each level weighed by the product of the branchings above it. It only grows as the search goes
   * on. A covered item's list and length stay as they were when it was chosen (the options deeper
   * levels hide never hold it), so the position is read off the list at the time of the report.
   */
  private double fractionDone(int[] choice, int level) {
    double done = 0;
    double weight = 1;
    for (int p = 0; p < level; p++) {
      int item = nd[choice[p] + TOP];
      int before = 0;
      for (int q = nd[item + DOWN]; q != choice[p]; q = nd[q + DOWN]) {
        before++;
      }
      weight /= nd[item + LEN];
      done += before * weight;
    }
    return done;
  }

  private SearchResult finish(StopReason reason, long solutions, long nodes, long start) {
    return new SearchResult(
        reason, solutions, nodes, updates, java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  private int[] solution(int[] prefix, int[] choice, int level, int last) {
    int[] out = new int[prefix.length + level + 1];
    System.arraycopy(prefix, 0, out, 0, prefix.length);
    for (int l = 0; l < level; l++) {
      out[prefix.length + l] = optionOf[choice[l] >> 2];
    }
    out[out.length - 1] = optionOf[last >> 2];
    return out;
  }

  /** Covers the items of {@code node}'s option other than {@code node}'s own, left to right. */
  private void coverOthers(int node) {
    for (int q = nd[node + RIGHT]; q != node; q = nd[q + RIGHT]) {
      cover(nd[q + TOP]);
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
    final int m = nd.length - 1; // see nd: a masked index needs no bounds check
    long removed = 1;
    // the walk down the list counted by its length (the header's first field) rather than ended at
    // the header: 2 % faster, measured; why is not known (decisions.md, dancing links, session 13)
    int p = item;
    for (int k = nd[(item + LEN) & m]; k > 0; k--) {
      p = nd[(p + DOWN) & m];
      for (int q = nd[(p + RIGHT) & m]; q != p; q = nd[(q + RIGHT) & m]) {
        int x = nd[(q + TOP) & m];
        int u = nd[(q + UP) & m];
        int d = nd[(q + DOWN) & m];
        nd[(u + DOWN) & m] = d;
        nd[(d + UP) & m] = u;
        nd[(x + LEN) & m]--;
        removed++;
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
    final int m = nd.length - 1;
    // bottom to top, as Knuth's unhide; within an option any order will do, since its nodes lie in
    // different lists, so left to right as hiding went; counted by the list's length, which is
    // what it was when the item was covered (every cover since has been undone)
    int p = item;
    for (int k = nd[(item + LEN) & m]; k > 0; k--) {
      p = nd[(p + UP) & m];
      for (int q = nd[(p + RIGHT) & m]; q != p; q = nd[(q + RIGHT) & m]) {
        nd[(nd[(q + UP) & m] + DOWN) & m] = q;
        nd[(nd[(q + DOWN) & m] + UP) & m] = q;
        nd[(nd[(q + TOP) & m] + LEN) & m]++;
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
