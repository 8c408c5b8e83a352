package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A set of queen squares: what an engine answers with (in a mixed problem each square with the kind
 * of its piece). Queens are kept in canonical order (by rank, then file), so two placements are
 * equal exactly when they hold the same squares, whichever order an engine found them in.
 *
 * <p>The common case, one queen on every rank, is stored as the file of each rank alone (one int
 * per queen, no objects), so a placement of 10^8 queens fits in memory.
 */
public final class Placement {
  /** Rank of each queen, or null when queen i stands on rank i (one queen on every rank). */
  private final int[] ranks;

  private final int[] files;

  /** The kind of each piece, an index into {@link Problem#kinds}, or null for one kind. */
  private final byte[] kinds;

  private Placement(int[] ranks, int[] files) {
    this(ranks, files, null);
  }

  private Placement(int[] ranks, int[] files, byte[] kinds) {
    this.ranks = ranks;
    this.files = files;
    this.kinds = kinds;
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

  /**
   * The pieces of a mixed problem: {@code squares.get(i)} holds a piece of kind {@code
   * kinds.get(i)} (an index into {@link Problem#kinds}), in any order.
   */
  public static Placement ofKinds(List<Square> squares, List<Integer> kinds) {
    if (squares.size() != kinds.size()) {
      throw new IllegalArgumentException(
          squares.size() + " squares but " + kinds.size() + " kinds");
    }
    Integer[] order = new Integer[squares.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> squares.get(a).compareTo(squares.get(b)));
    int[] r = new int[order.length];
    int[] f = new int[order.length];
    byte[] k = new byte[order.length];
    for (int i = 0; i < order.length; i++) {
      Square s = squares.get(order[i]);
      int kind = kinds.get(order[i]);
      if (kind < 0 || kind > Byte.MAX_VALUE) {
        throw new IllegalArgumentException("kind index out of range: " + kind);
      }
      r[i] = s.rank();
      f[i] = s.file();
      k[i] = (byte) kind;
    }
    return new Placement(r, f, k);
  }

  /** True when the pieces have kinds (a mixed problem's placement). */
  public boolean hasKinds() {
    return kinds != null;
  }

  /** The kind of the i-th piece in canonical order: an index into {@link Problem#kinds}. */
  public int kind(int i) {
    return kinds == null ? 0 : kinds[i];
  }

  /** This placement's kinds on other squares: what a symmetry makes of it. */
  public Placement moved(List<Square> squares) {
    if (kinds == null) {
      return of(squares);
    }
    List<Integer> k = new ArrayList<>(kinds.length);
    for (byte b : kinds) {
      k.add((int) b);
    }
    return ofKinds(squares, k);
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
      h = mix(h ^ (((long) rank(i) << 32) | (files[i] & 0xFFFFFFFFL)) ^ ((long) kind(i) << 56));
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
    if (!(o instanceof Placement p) || p.size() != size() || p.hasKinds() != hasKinds()) {
      return false;
    }
    for (int i = 0; i < files.length; i++) {
      if (p.rank(i) != rank(i) || p.files[i] != files[i] || p.kind(i) != kind(i)) {
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
      if (kinds != null) {
        sb.append('/').append(kinds[i]); // the kind's index: "a1/0 c2/1"
      }
    }
    if (shown < files.length) {
      sb.append(" ... (").append(files.length).append(" queens)");
    }
    return sb.toString();
  }
}
