package org.nqueenslab.reference;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The published counts, loaded once from the shipped CSV (columns:
 * variant,n,k,count,fundamental,source).
 */
public final class ReferenceCounts {
  public static final String STANDARD = "standard";
  public static final String TOROIDAL = "toroidal";
  public static final String PAWNS = "nplusk_queens_pawns";

  /**
   * Queen domination: k is the domination number of n x n (OEIS A075458), count the number of
   * dominating sets of k queens (A002564).
   */
  public static final String QUEEN_DOMINATION = "queen_domination";

  /** The fewest non-attacking queens that dominate n x n, and the number of such sets. */
  public static final String QUEEN_INDEPENDENT_DOMINATION = "queen_independent_domination";

  private static final String RESOURCE = "published-counts.csv";
  private static final List<ReferenceCount> ALL = load();

  private ReferenceCounts() {}

  public static List<ReferenceCount> all() {
    return ALL;
  }

  /** The published figure for a variant, n and k (null k where pawns do not apply). */
  public static Optional<ReferenceCount> find(String variant, int n, Integer k) {
    return ALL.stream()
        .filter(c -> c.variant().equals(variant) && c.n() == n && Objects.equals(c.k(), k))
        .findFirst();
  }

  /** OEIS A075458 / A002564: the fewest queens that dominate n x n (k), and how many sets do. */
  public static Optional<ReferenceCount> queenDomination(int n) {
    return all().stream()
        .filter(c -> c.variant().equals(QUEEN_DOMINATION) && c.n() == n)
        .findFirst();
  }

  /**
   * OEIS A299029 (its diagonal) / A002568: the fewest non-attacking queens that dominate n x n (k),
   * and how many sets do.
   */
  public static Optional<ReferenceCount> queenIndependentDomination(int n) {
    return all().stream()
        .filter(c -> c.variant().equals(QUEEN_INDEPENDENT_DOMINATION) && c.n() == n)
        .findFirst();
  }

  /** OEIS A000170 / A002562: the plain n x n board. */
  public static Optional<ReferenceCount> standard(int n) {
    return find(STANDARD, n, null);
  }

  private static List<ReferenceCount> load() {
    InputStream in = ReferenceCounts.class.getResourceAsStream(RESOURCE);
    if (in == null) {
      throw new IllegalStateException(
          "reference data " + RESOURCE + " is missing from the classpath");
    }
    List<ReferenceCount> list = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String header = r.readLine();
      if (header == null || !header.startsWith("variant,n,k,count,fundamental,source")) {
        throw new IllegalStateException(RESOURCE + ": unexpected header " + header);
      }
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        String[] f = line.split(",", 6);
        list.add(
            new ReferenceCount(
                f[0],
                Integer.parseInt(f[1]),
                f[2].isEmpty() ? null : Integer.valueOf(f[2]),
                Long.parseLong(f[3]),
                f[4].isEmpty() ? null : Long.valueOf(f[4]),
                f[5].trim()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Collections.unmodifiableList(list);
  }
}
