package org.nqueenslab.dlx;

/**
 * The dancing-links matrix of an {@link ExactCover}, laid out as in Knuth's DLX1 (TAOCP 7.2.2.1, Table 1) on
 * parallel int arrays, no node objects:
 *
 * <ul>
 *   <li>items 1..I ({@code ExactCover} item i is matrix item i+1): {@code llink}/{@code rlink} chain the primary
 *       items in a circular list headed by the root 0, and the secondary items in a second list headed by I+1, so
 *       covering either kind is the same splice, but only primary items are ever looked at for branching;
 *   <li>nodes 0..I are the item headers (ulink = the list's last node, dlink = its first), {@code len} their list
 *       lengths; after them each option is a run of consecutive nodes ({@code top} = its item) between spacers;
 *   <li>a spacer has {@code top} = -(option number) ≤ 0, {@code ulink} = the first node of the option before it
 *       and {@code dlink} = the last node of the option after it, so walking an option wraps around in O(1).
 * </ul>
 *
 * <p>{@code optionOf} maps each option node back to its option number, to report solutions.
 */
final class LinkedMatrix {
  final int itemCount;
  final int[] llink;
  final int[] rlink;
  final int[] len;
  final int[] top;
  final int[] ulink;
  final int[] dlink;
  final int[] optionOf;

  private LinkedMatrix(int itemCount, int[] llink, int[] rlink, int[] len, int[] top, int[] ulink, int[] dlink,
      int[] optionOf) {
    this.itemCount = itemCount;
    this.llink = llink;
    this.rlink = rlink;
    this.len = len;
    this.top = top;
    this.ulink = ulink;
    this.dlink = dlink;
    this.optionOf = optionOf;
  }

  static LinkedMatrix of(ExactCover cover) {
    int items = cover.itemCount();
    int primary = cover.primaryCount();
    long size = items + 2L + cover.nodeCount() + cover.optionCount(); // headers 0..I, a spacer per option and one more
    if (size > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("the matrix has " + size + " nodes, more than an int array holds");
    }
    int nodes = (int) size;
    int[] llink = new int[items + 2];
    int[] rlink = new int[items + 2];
    linkCircular(llink, rlink, 0, 1, primary);
    linkCircular(llink, rlink, items + 1, primary + 1, items);
    int[] len = new int[items + 1];
    int[] top = new int[nodes];
    int[] ulink = new int[nodes];
    int[] dlink = new int[nodes];
    int[] optionOf = new int[nodes];
    for (int i = 1; i <= items; i++) {
      ulink[i] = i;
      dlink[i] = i;
    }
    int p = items + 1; // the first spacer
    int previousSpacer = p;
    for (int k = 0; k < cover.optionCount(); k++) {
      int first = p + 1;
      for (int j = 0; j < cover.optionSize(k); j++) {
        int item = cover.optionItem(k, j) + 1;
        p++;
        top[p] = item;
        optionOf[p] = k;
        // append at the bottom of the item's list
        ulink[p] = ulink[item];
        dlink[p] = item;
        dlink[ulink[item]] = p;
        ulink[item] = p;
        len[item]++;
      }
      dlink[previousSpacer] = p; // the last node of this option
      p++;
      top[p] = -(k + 1);
      ulink[p] = first;
      optionOf[p] = -1;
      previousSpacer = p;
    }
    optionOf[items + 1] = -1;
    return new LinkedMatrix(items, llink, rlink, len, top, ulink, dlink, optionOf);
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
    // optionOf and top never change during a search: share them
    return new LinkedMatrix(itemCount, llink.clone(), rlink.clone(), len.clone(), top, ulink.clone(), dlink.clone(),
        optionOf);
  }
}
