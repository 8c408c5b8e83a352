package org.nqueenslab.zdd;

/**
 * The builder's memo: (square, state) to the node built for it, in flat arrays with open
 * addressing, since a diagram of n = 14 meets millions of states and a map of boxed keys would
 * spend most of the heap on object headers.
 */
final class StateTable {
  /** Longs per key. */
  private final int width;

  private long[] keys;

  /** The node of each slot plus one; 0 marks a free slot. */
  private int[] values;

  private int size;

  /** An empty table for keys of {@code width} longs. */
  StateTable(int width) {
    this.width = width;
    this.keys = new long[16 * width];
    this.values = new int[16];
  }

  /** The node built for the state with this key, or -1. */
  int get(long[] key) {
    int mask = values.length - 1;
    for (int slot = hash(key, 0) & mask; ; slot = (slot + 1) & mask) {
      if (values[slot] == 0) {
        return -1;
      }
      if (matches(slot, key)) {
        return values[slot] - 1;
      }
    }
  }

  void put(long[] key, int node) {
    if ((size + 1) * 3 > values.length * 2) {
      grow();
    }
    int slot = free(hash(key, 0), values.length - 1);
    System.arraycopy(key, 0, keys, slot * width, width);
    values[slot] = node + 1;
    size++;
  }

  private int free(int hash, int mask) {
    int slot = hash & mask;
    while (values[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private boolean matches(int slot, long[] key) {
    int base = slot * width;
    for (int w = 0; w < width; w++) {
      if (keys[base + w] != key[w]) {
        return false;
      }
    }
    return true;
  }

  /** The key at {@code from} in {@code array}, mixed (SplitMix64's finalizer per long). */
  private int hash(long[] array, int from) {
    long h = 0x9E3779B97F4A7C15L;
    for (int w = 0; w < width; w++) {
      h = (h ^ array[from + w]) * 0xBF58476D1CE4E5B9L;
      h ^= h >>> 31;
    }
    return (int) (h ^ (h >>> 32));
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldValues.length * 2];
    int mask = values.length - 1;
    for (int slot = 0; slot < oldValues.length; slot++) {
      if (oldValues[slot] != 0) {
        int base = slot * width;
        int to = free(hash(oldKeys, base), mask);
        System.arraycopy(oldKeys, base, keys, to * width, width);
        values[to] = oldValues[slot];
      }
    }
  }
}
