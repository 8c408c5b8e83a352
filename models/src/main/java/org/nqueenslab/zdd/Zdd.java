package org.nqueenslab.zdd;

import java.util.Arrays;

/**
 * A zero-suppressed binary decision diagram (Minato, "Zero-suppressed BDDs for set manipulation in
 * combinatorial problems", DAC 1993; Knuth, TAOCP 7.1.4): each node is a variable (a square) with a
 * LO branch (the square empty) and a HI branch (a piece on it). Nodes are made only through {@link
 * #node}, which keeps the diagram reduced: no node whose HI branch is the empty family, no two
 * nodes alike. Node 0 is the empty family (no solution), node 1 the family of the empty set.
 */
final class Zdd {
  static final int EMPTY = 0;
  static final int UNIT = 1;

  private int[] variable = new int[1 << 10];
  private int[] lo = new int[1 << 10];
  private int[] hi = new int[1 << 10];
  private int size = 2;

  /** Open addressing over node ids (0 = free slot), keyed by (variable, lo, hi). */
  private int[] unique = new int[1 << 11];

  Zdd() {
    variable[EMPTY] = Integer.MAX_VALUE;
    variable[UNIT] = Integer.MAX_VALUE;
  }

  /** The node (v, lo, hi), reduced: lo itself when hi is the empty family, else made once. */
  int node(int v, int loNode, int hiNode) {
    if (hiNode == EMPTY) {
      return loNode;
    }
    int mask = unique.length - 1;
    for (int slot = hash(v, loNode, hiNode) & mask; ; slot = (slot + 1) & mask) {
      int id = unique[slot];
      if (id == 0) {
        return add(v, loNode, hiNode, slot);
      }
      if (variable[id] == v && lo[id] == loNode && hi[id] == hiNode) {
        return id;
      }
    }
  }

  private int add(int v, int loNode, int hiNode, int slot) {
    if (size == variable.length) {
      int grown = variable.length * 2;
      variable = Arrays.copyOf(variable, grown);
      lo = Arrays.copyOf(lo, grown);
      hi = Arrays.copyOf(hi, grown);
    }
    int id = size++;
    variable[id] = v;
    lo[id] = loNode;
    hi[id] = hiNode;
    unique[slot] = id;
    if (size * 2 > unique.length) {
      rehash();
    }
    return id;
  }

  private void rehash() {
    unique = new int[unique.length * 2];
    int mask = unique.length - 1;
    for (int id = 2; id < size; id++) {
      int slot = hash(variable[id], lo[id], hi[id]) & mask;
      while (unique[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      unique[slot] = id;
    }
  }

  private static int hash(int v, int loNode, int hiNode) {
    int h = v * 0x9E3779B1 + loNode * 0x85EBCA77 + hiNode * 0xC2B2AE3D;
    return h ^ (h >>> 15);
  }

  /** Nodes made, the two terminals included. */
  int size() {
    return size;
  }

  int variable(int node) {
    return variable[node];
  }

  int lo(int node) {
    return lo[node];
  }

  int hi(int node) {
    return hi[node];
  }

  /**
   * The number of sets in the family below each node: a node's branches were made before it, so one
   * pass in the order of the ids counts them all (Knuth's Algorithm C, on a ZDD).
   */
  long[] counts() {
    long[] count = new long[size];
    count[UNIT] = 1;
    for (int id = 2; id < size; id++) {
      count[id] = Math.addExact(count[lo[id]], count[hi[id]]);
    }
    return count;
  }

  /** How many nodes (terminals left out) branch on each variable 0..variables-1. */
  int[] nodesPerVariable(int variables) {
    int[] per = new int[variables];
    for (int id = 2; id < size; id++) {
      per[variable[id]]++;
    }
    return per;
  }
}
