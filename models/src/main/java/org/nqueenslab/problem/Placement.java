package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A set of queen squares: what an engine answers with. Queens are kept in canonical order (by rank,
 * then file), so two placements are equal exactly when they hold the same squares, whichever order
 * an engine found them in.
 *
 * <p>The common case, one queen on every rank, is stored as the file of each rank alone (one int
 * per queen, no objects), so a placement of 10^8 queens fits in memory.
 */
public final class Placement {
  /** Rank of each queen, or null when queen i stands on rank i (one queen on every rank). */
  private final int[] ranks;

  private final int[] files;

  private Placement(int[] ranks, int[] files) {
    this.ranks = ranks;
    this.files = files;
  }

  /**
   * One queen on each rank: {@code files[r]} is the file of rank r's queen. The array is copied.
   */
  public static Placement ofFilesByRank(int... files) {
    return wrapFilesByRank(files.clone());
  }

  /**
   * Like {@link #ofFilesByRank} but takes ownership of the array instead of copying it: for engines
   * that build a huge solution and hand it over. The caller must not change the array afterwards.
   */
  public static Placement wrapFilesByRank(int[] files) {
    for (int f : files) {
      if (f < 0) {
        throw new IllegalArgumentException("file index must be non-negative, got " + f);
      }
    }
    return new Placement(null, files);
  }

  /** Any set of squares (duplicates are kept, so that a verifier sees them). */
  public static Placement of(Collection<Square> squares) {
    Square[] sorted = squares.toArray(new Square[0]);
    Arrays.sort(sorted);
    int[] r = new int[sorted.length];
    int[] f = new int[sorted.length];
    boolean onePerRank = true;
    for (int i = 0; i < sorted.length; i++) {
      r[i] = sorted[i].rank();
      f[i] = sorted[i].file();
      onePerRank &= r[i] == i;
    }
    return onePerRank ? new Placement(null, f) : new Placement(r, f);
  }

  public static Placement of(Square... squares) {
    return of(Arrays.asList(squares));
  }

  /** Number of queens. */
  public int size() {
    return files.length;
  }

  /** Rank of the i-th queen in canonical order. */
  public int rank(int i) {
    return ranks == null ? i : ranks[i];
  }

  /** File of the i-th queen in canonical order. */
  public int file(int i) {
    return files[i];
  }

  public Square square(int i) {
    return new Square(rank(i), file(i));
  }

  public List<Square> squares() {
    List<Square> list = new ArrayList<>(files.length);
    for (int i = 0; i < files.length; i++) {
      list.add(square(i));
    }
    return list;
  }

  /** True when queen i stands on rank i for every i: the form most engines produce. */
  public boolean isOnePerRank() {
    if (ranks == null) {
      return true;
    }
    for (int i = 0; i < ranks.length; i++) {
      if (ranks[i] != i) {
        return false;
      }
    }
    return true;
  }

  /** The file of each rank's queen; only for {@link #isOnePerRank()} placements. A copy. */
  public int[] filesByRank() {
    if (!isOnePerRank()) {
      throw new IllegalStateException("not one queen per rank: " + this);
    }
    return files.clone();
  }

  /**
   * A 64-bit hash of the square set, well mixed, so that the sum of the fingerprints of a set of
   * placements is an order-independent fingerprint of that set (used by the cross-checker to
   * compare solution sets).
   */
  public long fingerprint() {
    long h = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < files.length; i++) {
      h = mix(h ^ (((long) rank(i) << 32) | (files[i] & 0xFFFFFFFFL)));
    }
    return mix(h + files.length);
  }

  private static long mix(long z) {
    // SplitMix64's finaliser: every input bit affects every output bit.
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Placement p) || p.size() != size()) {
      return false;
    }
    for (int i = 0; i < files.length; i++) {
      if (p.rank(i) != rank(i) || p.files[i] != files[i]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(fingerprint());
  }

  /** The squares by name, e.g. "a1 c2 e3": short for small placements, truncated for huge ones. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    int shown = Math.min(files.length, 64);
    for (int i = 0; i < shown; i++) {
      sb.append(i == 0 ? "" : " ").append(square(i).name());
    }
    if (shown < files.length) {
      sb.append(" ... (").append(files.length).append(" queens)");
    }
    return sb.toString();
  }
}
