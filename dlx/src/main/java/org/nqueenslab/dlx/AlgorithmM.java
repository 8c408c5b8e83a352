package org.nqueenslab.dlx;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Knuth's Algorithm M, exact covering with multiplicities (TAOCP Vol. 4B, 7.2.2.1, Algorithm M; his
 * program DLX3): each primary item i must be covered between u_i and v_i times. Every primary item
 * has BOUND (how many more options may cover it; v_i at the start) and SLACK (v_i - u_i); an item
 * leaves the active list, covered, when its BOUND reaches 0.
 *
 * <p>At each node the active item with the smallest branching degree {@code theta = LEN + 1 -
 * max(BOUND - SLACK, 0)} is chosen (the number of ways to go on: take one of its options whose
 * successors can still meet its lower bound, or, when the lower bound is met, take none more), ties
 * going to the smaller {@code min(SLACK, BOUND)}, then to the longer list (DLX3's rule), then to
 * the leftmost. An item whose BOUND drops to 0 with no slack is covered as in Algorithm X.
 * Otherwise its options are "tweaked": the option tried is removed from the item's list (and, while
 * the item stays active, hidden from every other list) before the search goes deeper, and stays
 * removed while the later options are tried, so a deeper level that branches on the same item only
 * sees the options below it. That is how an item of multiplicity 2 takes each pair of options once,
 * as a combination and never as two permutations. When the list is exhausted and the lower bound
 * allows, the last branch takes no further option and deactivates the item. Backing up, "untweak"
 * restores the list in one pass.
 *
 * <p>The statistics are Algorithm X's: a node per item chosen (a dead end with {@code theta <= 0}
 * included) and one per solution; an update per item removed from its list, per node hidden, and
 * per option tweaked out of its item's list. On a problem whose items are all [1, 1] this is
 * exactly DLX1's search (same nodes, same updates), which the tests check; {@link DancingLinks}
 * still runs {@link AlgorithmX} on such problems. Runs once, on its own copy of the matrix.
 */
final class AlgorithmM implements CoverSearch {
  private static final int TOP = LinkedMatrix.TOP;
  private static final int UP = LinkedMatrix.UP;
  private static final int DOWN = LinkedMatrix.DOWN;
  private static final int LEN = LinkedMatrix.LEN;
  private static final int OPTION = LinkedMatrix.OPTION;

  /** No option was tweaked at a level: its item was covered, as in Algorithm X. */
  private static final int NO_TWEAK = -1;

  // the steps of Algorithm M that the loop moves between
  private static final int ENTER = 2; // M2-M4: enter a level, choose an item
  private static final int ADVANCE = 5; // M5-M6: try the current option (or none)
  private static final int RETRY = 7; // M7: take the option back, go to the next
  private static final int RESTORE = 8; // M8: restore the item
  private static final int LEAVE = 9; // M9: back to the level above
  private static final int DONE = 0; // backed up past the root: the search is over

  private final int[] llink;
  private final int[] rlink;
  private final int[] nd;
  private final int[] bound;
  private final int[] slack;

  /** Matrix items 1..primaryCount are primary. */
  private final int primaryCount;

  /** Addresses up to this one are item headers; option nodes and spacers lie above it. */
  private final int lastHeader;

  private long updates;

  /** The branching degree of the item the last {@link #chooseItem} returned. */
  private int theta;

  /**
   * The search's position: the current level, the item branched on there, the option node tried (or
   * the item).
   */
  private int level;

  private int i;
  private int x;

  /**
   * Per level: the option node tried (or the item's header for "no further option"), the item, the
   * first tweak.
   */
  private int[] choice = new int[64];

  private int[] item = new int[64];
  private int[] firstTweak = new int[64];

  AlgorithmM(LinkedMatrix matrix) {
    this.llink = matrix.llink;
    this.rlink = matrix.rlink;
    this.nd = matrix.nd;
    this.bound = matrix.bound;
    this.slack = matrix.slack;
    this.primaryCount = matrix.primaryCount;
    this.lastHeader = matrix.itemCount << 2;
  }

  /**
   * Takes each forced option out of every list and then counts it against each of its items,
   * covering an item whose BOUND reaches 0. Returns false when an option is repeated or would
   * exceed an item's upper bound.
   */
  @Override
  public boolean force(ExactCover cover, int[] forced) {
    boolean[] taken = new boolean[cover.optionCount()];
    for (int option : forced) {
      if (option < 0 || option >= cover.optionCount()) {
        throw new IllegalArgumentException(
            "no option " + option + ": options are 0.." + (cover.optionCount() - 1));
      }
      if (taken[option]) {
        return false; // a solution is a set of options
      }
      taken[option] = true;
      for (int j = 0; j < cover.optionSize(option); j++) {
        if (bound[cover.optionItem(option, j) + 1] == 0) {
          return false; // the item is full (secondary items have BOUND 1 too)
        }
      }
      int first = firstNodeOf(cover, option);
      for (int q = first; q < first + 4 * cover.optionSize(option); q += 4) {
        unlink(q);
      }
      for (int j = 0; j < cover.optionSize(option); j++) {
        int i = cover.optionItem(option, j) + 1;
        if (--bound[i] == 0) {
          cover(i << 2);
        }
      }
    }
    updates = 0;
    return true;
  }

  /** The address of the first node of {@code option}: found from its first item's list. */
  private int firstNodeOf(ExactCover cover, int option) {
    int header = (cover.optionItem(option, 0) + 1) << 2;
    for (int p = nd[header + DOWN]; p != header; p = nd[p + DOWN]) {
      if (nd[p + OPTION] == option) {
        return p;
      }
    }
    throw new IllegalStateException("option " + option + " is not in its first item's list");
  }

  @Override
  public SearchResult run(int[] prefix, SearchLimits limits, SolutionVisitor visitor) {
    final long start = System.nanoTime();
    final Deadline deadline = Deadline.after(start, limits.timeLimit());
    final long solutionLimit = limits.solutionLimit();
    final long nodeLimit = limits.nodeLimit();
    final StopCheck stopCheck = limits.stopCheck();
    long solutions = 0;
    long nodes = 0;
    long nextPoll = AlgorithmX.POLL_INTERVAL;
    StopReason reason = StopReason.COMPLETE;
    int step = ENTER;
    search:
    while (true) {
      switch (step) {
        case ENTER -> {
          if (rlink[0] == 0) {
            solutions++;
            nodes++; // a solution is a (special) node, as in DLX1
            if (visitor != null) {
              visitor.visit(solution(prefix, level));
            }
            if (solutions == solutionLimit) {
              reason = StopReason.SOLUTION_LIMIT;
              break search;
            }
            step = LEAVE;
            continue;
          }
          if (nodes >= nodeLimit) {
            reason = StopReason.NODE_LIMIT;
            break search;
          }
          nodes++;
          if (nodes >= nextPoll) {
            nextPoll = nodes + AlgorithmX.POLL_INTERVAL;
            if (deadline.passed(System.nanoTime())) {
              reason = StopReason.TIME_LIMIT;
              break search;
            }
            if (stopCheck.shouldStop(nodes, solutions)) {
              reason = StopReason.STOPPED;
              break search;
            }
          }
          i = chooseItem();
          if (theta <= 0) {
            step = LEAVE; // too few options left to meet some item's lower bound
            continue;
          }
          x = prepare(level, i);
          step = ADVANCE;
        }
        default -> {
          step = move(step);
          if (step == DONE) {
            break search;
          }
        }
      }
    }
    return new SearchResult(
        reason, solutions, nodes, updates, java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * The top {@code depth} levels as {@link #run} would search them. A part is cut where a path
   * reaches {@code depth} or where the search would branch on an item with a multiplicity left
   * (whose branches tweak and may take no option, which a path of forced options cannot express):
   * the search below such a node is one part. So the parts' searches, with their paths forced, add
   * up to the whole search, as with Algorithm X.
   */
  @Override
  public SearchResult split(int depth, Consumer<int[]> parts) {
    final long start = System.nanoTime();
    long solutions = 0;
    long nodes = 0;
    int step = ENTER;
    search:
    while (true) {
      switch (step) {
        case ENTER -> {
          if (rlink[0] == 0) {
            solutions++;
            nodes++;
            step = LEAVE;
            continue;
          }
          if (level == depth) {
            parts.accept(solution(new int[0], level));
            step = LEAVE;
            continue;
          }
          i = chooseItem();
          if (theta <= 0) {
            nodes++;
            step = LEAVE;
            continue;
          }
          if (bound[i >> 2] != 1 || slack[i >> 2] != 0) {
            parts.accept(solution(new int[0], level)); // not a plain branch: the part starts here
            step = LEAVE;
            continue;
          }
          nodes++;
          x = prepare(level, i);
          step = ADVANCE;
        }
        default -> {
          step = move(step);
          if (step == DONE) {
            break search;
          }
        }
      }
    }
    return new SearchResult(
        StopReason.COMPLETE,
        solutions,
        nodes,
        updates,
        java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  @Override
  public double estimate(int probes, long seed) {
    return 1; // no estimator for Algorithm M's tree yet: its parts weigh the same
  }

  @Override
  public long updates() {
    return updates;
  }

  /**
   * Not available: the teaching walk ({@link StepListener}) shows Algorithm X, whose every step
   * takes an option.
   */
  @Override
  public boolean walk(int[] prefix, StepListener listener) {
    throw new UnsupportedOperationException(
        "the step-by-step walk shows Algorithm X only; this problem has "
            + "multiplicities (Algorithm M), whose steps may take no option");
  }

  /**
   * M5 to M9, every step but entering a level: does {@code step} and returns the next one (DONE at
   * the end).
   */
  private int move(int step) {
    switch (step) {
      case ADVANCE -> {
        if (advance(level, i, x) == RESTORE) {
          return RESTORE;
        }
        level = push(level, i, x);
        return ENTER;
      }
      case RETRY -> {
        uncoverOthers(x);
        x = nd[x + DOWN];
        return ADVANCE;
      }
      case RESTORE -> {
        restore(level, i);
        return LEAVE;
      }
      default -> { // LEAVE
        if (level == 0) {
          return DONE;
        }
        level--;
        x = choice[level];
        i = item[level];
        return leave(i, x);
      }
    }
  }

  /**
   * M4: the first option to try; BOUND goes down; the item is covered when it can take no option
   * after this one.
   */
  private int prepare(int level, int i) {
    int k = i >> 2;
    int x = nd[i + DOWN];
    bound[k]--;
    if (bound[k] == 0) {
      cover(i);
    }
    ensureRoom(level);
    firstTweak[level] = bound[k] != 0 || slack[k] != 0 ? x : NO_TWEAK;
    item[level] = i;
    return x;
  }

  /**
   * M5: decides whether {@code x} can be tried (RESTORE when the item's options are used up or too
   * few remain for its lower bound) and tweaks it, or, for "no further option", deactivates the
   * item; M6 is {@link #push}.
   */
  private int advance(int level, int i, int x) {
    int k = i >> 2;
    if (bound[k] == 0 && slack[k] == 0) {
      return x == i ? RESTORE : ADVANCE; // Algorithm X's branch: the item is covered
    }
    if (nd[i + LEN] <= bound[k] - slack[k]) {
      return RESTORE; // fewer options left than the lower bound still needs
    }
    if (x != i) {
      tweak(x, i, bound[k] != 0);
    } else if (bound[k] != 0) {
      deactivate(k); // no further option for this item: it leaves the active list
    }
    return ADVANCE;
  }

  /** M6: commits to {@code x} (covering or counting its other items) and enters the next level. */
  private int push(int level, int i, int x) {
    choice[level] = x;
    if (x != i) {
      coverOthers(x);
    }
    ensureRoom(level + 1);
    return level + 1;
  }

  /** M8: undoes the level's covering or tweaks and gives the item its BOUND back. */
  private void restore(int level, int i) {
    int k = i >> 2;
    if (bound[k] == 0 && slack[k] == 0) {
      uncover(i);
    } else {
      untweak(firstTweak[level], i, bound[k] != 0);
      if (bound[k] == 0) {
        uncover(i);
      }
    }
    bound[k]++;
  }

  /**
   * M9, after going up to the level of item {@code i} and choice {@code x}: the step to go on with
   * there.
   */
  private int leave(int i, int x) {
    if (x == i) {
      if (bound[i >> 2] != 0) {
        reactivate(i >> 2);
      }
      return RESTORE;
    }
    return RETRY;
  }

  /**
   * M3: the active primary item with the smallest branching degree (stored in {@link #theta}); ties
   * go to the smaller {@code min(SLACK, BOUND)}, then to the longer list, then leftmost. A degree
   * of 0 or less is a dead end and ends the scan, as an empty list does in DLX1.
   */
  private int chooseItem() {
    int best = 0;
    int bestTheta = Integer.MAX_VALUE;
    int bestSlack = Integer.MAX_VALUE;
    int bestLength = -1;
    for (int k = rlink[0]; k != 0; k = rlink[k]) {
      int length = nd[(k << 2) + LEN];
      int b = bound[k];
      int s = Math.min(slack[k], b);
      int t = length + 1 - (b - s);
      if (t < bestTheta
          || t == bestTheta && (s < bestSlack || s == bestSlack && length > bestLength)) {
        best = k << 2;
        bestTheta = t;
        bestSlack = s;
        bestLength = length;
        if (t <= 0) {
          break;
        }
      }
    }
    theta = bestTheta;
    return best;
  }

  /**
   * The options chosen at levels 0..level-1 ("no further option" leaves nothing), after {@code
   * prefix}.
   */
  private int[] solution(int[] prefix, int level) {
    int[] out = Arrays.copyOf(prefix, prefix.length + level);
    int n = prefix.length;
    for (int l = 0; l < level; l++) {
      if (choice[l] > lastHeader) {
        out[n++] = nd[choice[l] + OPTION];
      }
    }
    return n == out.length ? out : Arrays.copyOf(out, n);
  }

  private void ensureRoom(int level) {
    if (level >= choice.length) {
      int size = 2 * choice.length;
      choice = Arrays.copyOf(choice, size);
      item = Arrays.copyOf(item, size);
      firstTweak = Arrays.copyOf(firstTweak, size);
    }
  }

  /**
   * M6 for the other items of {@code x}'s option: one use less each; an item with no use left is
   * covered.
   */
  private void coverOthers(int x) {
    for (int q = x + 4; q != x; ) {
      int j = nd[q + TOP];
      if (j <= 0) {
        q = nd[q + UP];
      } else {
        if ((j >> 2) > primaryCount || --bound[j >> 2] == 0) {
          cover(j);
        }
        q += 4;
      }
    }
  }

  /** M7: undoes {@link #coverOthers}, right to left. */
  private void uncoverOthers(int x) {
    for (int q = x - 4; q != x; ) {
      int j = nd[q + TOP];
      if (j <= 0) {
        q = nd[q + DOWN];
      } else {
        if ((j >> 2) > primaryCount) {
          uncover(j);
        } else if (bound[j >> 2]++ == 0) {
          uncover(j);
        }
        q -= 4;
      }
    }
  }

  /**
   * Removes option node {@code x} from the top of item {@code i}'s list, hiding its option from
   * every other list first unless the item is covered (Knuth's tweak and tweak'; a covered item's
   * options are hidden already).
   */
  private void tweak(int x, int i, boolean hide) {
    if (hide) {
      hide(x);
    }
    int d = nd[x + DOWN];
    nd[i + DOWN] = d;
    nd[d + UP] = i;
    nd[i + LEN]--;
    updates++;
  }

  /**
   * Undoes the level's tweaks of item {@code i}, whose first was {@code first}: the tweaked nodes
   * still point down to each other, so one pass from {@code first} to the list's current top puts
   * their up links and the length back.
   */
  private void untweak(int first, int i, boolean unhide) {
    int x = first;
    int y = i;
    int z = nd[i + DOWN];
    nd[i + DOWN] = x;
    int k = 0;
    while (x != z) {
      nd[x + UP] = y;
      k++;
      if (unhide) {
        unhide(x);
      }
      y = x;
      x = nd[x + DOWN];
    }
    nd[z + UP] = y;
    nd[i + LEN] += k;
  }

  /** Takes item {@code k} out of the active list without hiding its options. */
  private void deactivate(int k) {
    int l = llink[k];
    int r = rlink[k];
    rlink[l] = r;
    llink[r] = l;
  }

  private void reactivate(int k) {
    rlink[llink[k]] = k;
    llink[rlink[k]] = k;
  }

  /**
   * Removes the item at header address {@code i} from the active list and hides every option of its
   * list.
   */
  private void cover(int i) {
    deactivate(i >> 2);
    updates++;
    for (int p = nd[i + DOWN]; p != i; p = nd[p + DOWN]) {
      hide(p);
    }
  }

  /** Undoes {@link #cover}, bottom to top. */
  private void uncover(int i) {
    for (int p = nd[i + UP]; p != i; p = nd[p + UP]) {
      unhide(p);
    }
    reactivate(i >> 2);
  }

  /** Takes every node of {@code p}'s option except {@code p} itself out of its item's list. */
  private void hide(int p) {
    for (int q = p + 4; q != p; ) {
      int x = nd[q + TOP];
      if (x <= 0) {
        q = nd[q + UP];
      } else {
        unlink(q);
        updates++;
        q += 4;
      }
    }
  }

  /** Undoes {@link #hide}, right to left. */
  private void unhide(int p) {
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

  private void unlink(int q) {
    int u = nd[q + UP];
    int d = nd[q + DOWN];
    nd[u + DOWN] = d;
    nd[d + UP] = u;
    nd[nd[q + TOP] + LEN]--;
  }
}
