package org.nqueenslab.dlx;

import java.util.ArrayList;
import java.util.List;

/**
 * A second opinion on exact covering with colours, sharing no code with the solver: tries every
 * subset of the options, from the definition (TAOCP Vol. 4B, 7.2.2.1): each primary item covered
 * exactly once; each secondary item either in at most one chosen option, or in several that all
 * give it the same colour. It reads the options as text ("a b x:A"), not through the solver's
 * matrix. For up to about 16 options.
 */
final class BruteColours {
  private BruteColours() {}

  /**
   * The solutions, each a sorted list of option numbers; {@code options} are lines of item names, a
   * coloured one as name:colour.
   */
  static List<List<Integer>> solutions(List<String> primary, List<String> options) {
    int m = options.size();
    if (m > 20) {
      throw new IllegalArgumentException("too many options for brute force: " + m);
    }
    List<List<Integer>> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << m; mask++) {
      java.util.Map<String, Integer> primaryUses = new java.util.HashMap<>();
      java.util.Map<String, List<String>> secondaryColours = new java.util.HashMap<>();
      List<Integer> chosen = new ArrayList<>();
      for (int k = 0; k < m; k++) {
        if ((mask >> k & 1) == 0) {
          continue;
        }
        chosen.add(k);
        for (String token : options.get(k).trim().split("\\s+")) {
          String[] parts = token.split(":", 2);
          if (primary.contains(parts[0])) {
            primaryUses.merge(parts[0], 1, Integer::sum);
          } else {
            secondaryColours
                .computeIfAbsent(parts[0], x -> new ArrayList<>())
                .add(parts.length == 2 ? parts[1] : null);
          }
        }
      }
      boolean ok = true;
      for (String p : primary) {
        ok &= primaryUses.getOrDefault(p, 0) == 1;
      }
      for (List<String> colours : secondaryColours.values()) {
        if (colours.size() > 1) {
          String first = colours.get(0);
          for (String c : colours) {
            ok &= first != null && first.equals(c);
          }
        }
      }
      if (ok) {
        out.add(chosen);
      }
    }
    return out;
  }
}
