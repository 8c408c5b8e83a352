package org.nqueenslab.dlx;

import java.util.function.Consumer;

/**
 * Knuth's Algorithm C, exact covering with colours (TAOCP Vol. 4B, 7.2.2.1, Algorithm C; his
 * program DLX2): Algorithm X, except that choosing an option whose secondary item carries a colour
 * "purifies" that item instead of covering it: every option giving the item another colour (or
 * none) is hidden, and every option agreeing on the colour is "cleansed" (its node's colour set to
 * -1), so that it stays and no later purification or covering touches that node again.
 *
 * <p>A separate search from {@link AlgorithmX}, chosen only when the problem has colours, so the
 * colourless loop carries no colour test. Each node's COLOR is {@link LinkedMatrix#color}; options
 * are walked as DLX2 walks them, node by node, a spacer leading round to the option's other end.
 * The statistics are DLX2's: a node per item chosen and one per solution; an update per item
 * removed from its list and per node hidden (by covering or purifying; a cleansed node is never
 * hidden); a cleansing per item purified and per option cleansed. On a problem without colours this
 * is step for step DLX1's search, same nodes and updates, which the tests check. Runs once, on its
 * own copy of the matrix.
 */
final class AlgorithmC implements CoverSearch {
  private static final int TOP = LinkedMatrix.TOP;
  private static final int UP = LinkedMatrix.UP;
  private static final int DOWN = LinkedMatrix.DOWN;
  private static final int LEN = LinkedMatrix.LEN;
  private static final int OPTION = LinkedMatrix.OPTION;

  private final int[] llink;
  private final int[] rlink;
  private final int[] nd;

  /** COLOR of the node at address a, at {@code color[a >> 2]}: 0 none, -1 cleansed. */
  private final int[] color;

  /** Matrix items 1..primaryCount are primary. */
  private final int primaryCount;

  /** The address of each option's first node. */
  private final int[] firstNode;

  private long updates;
  private long cleansings;

  AlgorithmC(LinkedMatrix matrix) {
    this.llink = matrix.llink;
    this.rlink = matrix.rlink;
    this.nd = matrix.nd;
    this.primaryCount = matrix.primaryCount;
    this.color = matrix.color != null ? matrix.color : new int[nd.length >> 2];
    int options = 0;
    for (int a = (matrix.itemCount + 1) << 2; a < nd.length; a += 4) {
      options += nd[a + TOP] > 0 && nd[a - 4 + TOP] <= 0 ? 1 : 0;
    }
    this.firstNode = new int[options];
    for (int a = (matrix.itemCount + 1) << 2; a < nd.length; a += 4) {
      if (nd[a + TOP] > 0 && nd[a - 4 + TOP] <= 0) {
        firstNode[nd[a + OPTION]] = a;
      }
    }
  }

  /**
   * Chooses the forced options in order as the search would have: each one's first primary item is
   * covered, then its other items are covered or purified. False when one clashes with those before
   * it (an item taken twice, or given two colours, or coloured and uncoloured).
   */
  @Override
  public boolean force(ExactCover cover, int[] forced) {
    int[] state = new int[llink.length]; // per item: 0 free, -1 covered, c > 0 purified to colour c
    for (int option : forced) {
      if (option < 0 || option >= cover.optionCount()) {
        throw new IllegalArgumentException(
            "no option " + option + ": options are 0.." + (cover.optionCount() - 1));
      }
      for (int j = 0; j < cover.optionSize(option); j++) {
        int item = cover.optionItem(option, j) + 1;
        int c = cover.colour(option, j);
        if (state[item] < 0 || state[item] > 0 && state[item] != c) {
          return false;
        }
        state[item] = c == 0 ? -1 : c;
      }
      int node = firstNode[option];
      while (nd[node + TOP] >> 2 > primaryCount) {
        node += 4; // every option holds a primary item
      }
      cover(nd[node + TOP]);
      coverOthers(node);
    }
    updates = 0;
    cleansings = 0;
    return true;
  }

  /** The primary item DLX2 would branch on (shortest list, leftmost), as an address; 0: none. */
  private int chooseItem() {
    int best = 0;
    int shortest = Integer.MAX_VALUE;
    for (int k = rlink[0]; k != 0; k = rlink[k]) {
      int length = nd[(k << 2) + LEN];
      if (length < shortest) {
        best = k << 2;
        shortest = length;
        if (length == 0) {
          break;
        }
      }
    }
    return best;
  }

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
    long nextPoll = AlgorithmX.POLL_INTERVAL;
    StopReason reason = StopReason.COMPLETE;
    if (rlink[0] == 0) {
      if (visitor != null) {
        visitor.visit(prefix.clone());
      }
      return finish(solutionLimit == 1 ? StopReason.SOLUTION_LIMIT : reason, 1, 1, start);
    }
    int level = 0;
    forward:
    while (true) {
      if (nodes >= nodeLimit) {
        reason = StopReason.NODE_LIMIT;
        break;
      }
      nodes++;
      if (nodes >= nextPoll) {
        nextPoll = nodes + AlgorithmX.POLL_INTERVAL;
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
          nodes++; // a solution is a special node, as DLX2 counts it
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

  @Override
  public SearchResult split(int depth, Consumer<int[]> parts) {
    final long start = System.nanoTime();
    final int[] choice = new int[Math.max(1, depth)];
    long solutions = 0;
    long nodes = 0;
    if (rlink[0] == 0) {
      return finish(StopReason.COMPLETE, 1, 1, start);
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

  @Override
  public long updates() {
    return updates;
  }

  /** Not available: the teaching walk shows Algorithm X; colours are not drawn. */
  @Override
  public boolean walk(int[] prefix, StepListener listener) {
    throw new UnsupportedOperationException(
        "the step-by-step walk shows Algorithm X only; this problem has colours (Algorithm C)");
  }

  @Override
  public double estimate(int probes, long seed) {
    long before = updates;
    long beforeCleansings = cleansings;
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
    cleansings = beforeCleansings;
    return sum / probes;
  }

  /** As {@link AlgorithmX}'s: the fraction of the tree explored, for progress reports. */
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
        reason,
        solutions,
        nodes,
        updates,
        cleansings,
        java.time.Duration.ofNanos(System.nanoTime() - start));
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

  /**
   * Covers (no colour) or purifies (a colour) each other item of {@code node}'s option, left to
   * right; a cleansed node's item is already purified to this colour and is left alone.
   */
  private void coverOthers(int node) {
    for (int q = node + 4; q != node; ) {
      int item = nd[q + TOP];
      if (item <= 0) {
        q = nd[q + UP]; // a spacer: round to the option's first node
        continue;
      }
      int c = color[q >> 2];
      if (c == 0) {
        cover(item);
      } else if (c > 0) {
        purify(q);
      }
      q += 4;
    }
  }

  /** Undoes {@link #coverOthers}, right to left. */
  private void uncoverOthers(int node) {
    for (int q = node - 4; q != node; ) {
      int item = nd[q + TOP];
      if (item <= 0) {
        q = nd[q + DOWN]; // a spacer: round to the option's last node
        continue;
      }
      int c = color[q >> 2];
      if (c == 0) {
        uncover(item);
      } else if (c > 0) {
        unpurify(q);
      }
      q -= 4;
    }
  }

  /** Removes the item from the active list and hides each option of its list (TAOCP (12)). */
  private void cover(int item) {
    int i = item >> 2;
    rlink[llink[i]] = rlink[i];
    llink[rlink[i]] = llink[i];
    updates++;
    for (int p = nd[item + DOWN]; p != item; p = nd[p + DOWN]) {
      hide(p);
    }
  }

  /** Undoes {@link #cover}: the options bottom to top, then the item back in its list. */
  private void uncover(int item) {
    for (int p = nd[item + UP]; p != item; p = nd[p + UP]) {
      unhide(p);
    }
    int i = item >> 2;
    rlink[llink[i]] = i;
    llink[rlink[i]] = i;
  }

  /**
   * Takes the option of node {@code p} out of every list but {@code p}'s own, except at its
   * cleansed nodes: their items are purified, and a purified item's list is read again only by
   * {@link #unpurify}, which must find the cleansed nodes where they were.
   */
  private void hide(int p) {
    for (int q = p + 4; q != p; ) {
      int x = nd[q + TOP];
      if (x <= 0) {
        q = nd[q + UP];
        continue;
      }
      if (color[q >> 2] >= 0) {
        int u = nd[q + UP];
        int d = nd[q + DOWN];
        nd[u + DOWN] = d;
        nd[d + UP] = u;
        nd[x + LEN]--;
        updates++;
      }
      q += 4;
    }
  }

  /** Undoes {@link #hide}, right to left. */
  private void unhide(int p) {
    for (int q = p - 4; q != p; ) {
      int x = nd[q + TOP];
      if (x <= 0) {
        q = nd[q + DOWN];
        continue;
      }
      if (color[q >> 2] >= 0) {
        nd[nd[q + UP] + DOWN] = q;
        nd[nd[q + DOWN] + UP] = q;
        nd[x + LEN]++;
      }
      q -= 4;
    }
  }

  /**
   * Node {@code p}'s option gives its item a colour: every option of the item's list with another
   * colour (or none) is hidden, every one with the same colour is cleansed (TAOCP 7.2.2.1, (50)).
   * {@code p} itself is not in the list: covering the item the search branched on hid it there.
   */
  private void purify(int p) {
    int item = nd[p + TOP];
    int c = color[p >> 2];
    cleansings++;
    for (int q = nd[item + DOWN]; q != item; q = nd[q + DOWN]) {
      if (color[q >> 2] == c) {
        color[q >> 2] = -1;
        cleansings++;
      } else {
        hide(q);
      }
    }
  }

  /** Undoes {@link #purify}, bottom to top. */
  private void unpurify(int p) {
    int item = nd[p + TOP];
    int c = color[p >> 2];
    for (int q = nd[item + UP]; q != item; q = nd[q + UP]) {
      if (color[q >> 2] < 0) {
        color[q >> 2] = c;
      } else {
        unhide(q);
      }
    }
  }
}
