package org.nqueenslab.dlx;

/**
 * The dancing-links matrix of an {@link ExactCover}, laid out as in Knuth's DLX1 (TAOCP 7.2.2.1,
 * Table 1), on int arrays, no node objects:
 *
 * <ul>
 *   <li>items 1..I ({@code ExactCover} item i is matrix item i+1): {@code llink}/{@code rlink}
 *       chain the primary items in a circular list headed by the root 0, and the secondary items in
 *       a second list headed by I+1, so covering either kind is the same splice, but only primary
 *       items are ever looked at for branching;
 *   <li>nodes 0..I are the item headers (UP = the list's last node, DOWN = its first, LEN its
 *       length); after them each option is a run of consecutive nodes (TOP = its item) between
 *       spacers;
 *   <li>a spacer has TOP = -(option number) &le; 0, UP = the first node of the option before it and
 *       DOWN = the last node of the option after it, so walking around an option wraps in O(1).
 * </ul>
 *
 * <p>A node's four fields sit side by side in {@code nd} (Knuth's {@code nd[]} array of structs):
 * node q occupies {@code nd[4q .. 4q+3]}, and every link holds an address 4q rather than q, so
 * following a link costs no multiply and the fields a step touches share a cache line. An item
 * header keeps its LEN in the first field, where an option node keeps TOP (a header has no TOP), so
 * that the length a hidden node's TOP leads to is read at that address itself, with no offset to
 * add at every update; the fourth field of an option node holds its option number, to report
 * solutions.
 *
 * <p>For Algorithm M each primary item also has Knuth's BOUND (how many more options may still
 * cover it: its upper bound less the options chosen) and SLACK (upper minus lower bound, fixed), in
 * {@code bound} and {@code slack}, indexed by matrix item number; Algorithm X does not read them.
 *
 * <p>For Algorithm C (colours, DLX2) each node has Knuth's COLOR field, in {@code color} at the
 * node's number (address / 4): 0 for no colour, else the {@link ExactCover} colour. It is null for
 * a problem without colours, so the colourless layout is untouched.
 */
final class LinkedMatrix {
  static final int TOP = 0;
  static final int UP = 1;
  static final int DOWN = 2;

  /** An item header's length, in the field an option node uses for TOP (see above). */
  static final int LEN = 0;

  static final int OPTION = 3;

  /** The most ints {@code nd} may take: a power of two, as {@code nd}'s length is. */
  private static final long MAX_INTS = 1L << 30;

  final int itemCount;

  /** Matrix items 1..primaryCount are primary. */
  final int primaryCount;

  final int[] llink;
  final int[] rlink;
  final int[] nd;
  final int[] bound;
  final int[] slack;
  final int[] color;

  private LinkedMatrix(
      int itemCount,
      int primaryCount,
      int[] llink,
      int[] rlink,
      int[] nd,
      int[] bound,
      int[] slack,
      int[] color) {
    this.itemCount = itemCount;
    this.primaryCount = primaryCount;
    this.llink = llink;
    this.rlink = rlink;
    this.nd = nd;
    this.bound = bound;
    this.slack = slack;
    this.color = color;
  }

  static LinkedMatrix of(ExactCover cover) {
    int items = cover.itemCount();
    int primary = cover.primaryCount();
    long size =
        4
            * (items
                + 2L
                + cover.nodeCount()
                + cover.optionCount()); // headers 0..I, spacers, options
    if (size > MAX_INTS) {
      throw new IllegalArgumentException(
          "the matrix has " + size / 4 + " nodes, more than the " + MAX_INTS / 4 + " it can hold");
    }
    int[] llink = new int[items + 2];
    int[] rlink = new int[items + 2];
    linkCircular(llink, rlink, 0, 1, primary);
    linkCircular(llink, rlink, items + 1, primary + 1, items);
    // padded to a power of two, so that a search can mask its indices with nd.length - 1
    // (AlgorithmX);
    // the padding reads as spacers (TOP 0) past the last option
    int[] nd = new int[Integer.highestOneBit((int) Math.max(1, size - 1)) << 1];
    int[] bound = new int[items + 2];
    int[] slack = new int[items + 2];
    int[] color = cover.hasColours() ? new int[nd.length >> 2] : null;
    for (int i = 1; i <= items; i++) {
      nd[4 * i + UP] = 4 * i;
      nd[4 * i + DOWN] = 4 * i;
      bound[i] = cover.upperBound(i - 1);
      slack[i] = cover.upperBound(i - 1) - cover.lowerBound(i - 1);
    }
    int p = 4 * (items + 1); // the first spacer
    int previousSpacer = p;
    for (int k = 0; k < cover.optionCount(); k++) {
      int first = p + 4;
      for (int j = 0; j < cover.optionSize(k); j++) {
        int item = 4 * (cover.optionItem(k, j) + 1);
        p += 4;
        nd[p + TOP] = item;
        nd[p + OPTION] = k;
        if (color != null) {
          color[p >> 2] = cover.colour(k, j);
        }
        // append at the bottom of the item's list
        int last = nd[item + UP];
        nd[p + UP] = last;
        nd[p + DOWN] = item;
        nd[last + DOWN] = p;
        nd[item + UP] = p;
        nd[item + LEN]++;
      }
      nd[previousSpacer + DOWN] = p; // the last node of this option
      p += 4;
      nd[p + TOP] = -(k + 1);
      nd[p + UP] = first;
      previousSpacer = p;
    }
    return new LinkedMatrix(items, primary, llink, rlink, nd, bound, slack, color);
  }

  /** Chains items first..last (possibly none) in a circular list headed by {@code head}. */
  private static void linkCircular(int[] llink, int[] rlink, int head, int first, int last) {
    int previous = head;
    for (int i = first; i <= last; i++) {
      rlink[previous] = i;
      llink[i] = previous;
      previous = i;
    }
    rlink[previous] = head;
    llink[head] = previous;
  }

  /** A working copy a search may change (the template stays pristine for the next search). */
  LinkedMatrix copy() {
    return new LinkedMatrix(
        itemCount,
        primaryCount,
        llink.clone(),
        rlink.clone(),
        nd.clone(),
        bound.clone(),
        slack.clone(),
        color == null ? null : color.clone());
  }
}
