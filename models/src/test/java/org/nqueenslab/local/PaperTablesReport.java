package org.nqueenslab.local;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Reproduces Sosič and Gu's Tables 4 to 7 (10 seeded runs per size, every solution verified) and
 * prints them as the markdown rows README shows beside the paper's. Slow (about a minute): {@code
 * mvn test -Pslow} or {@code -Dtest=PaperTablesReport -Dgroups=slow}.
 */
@Tag("slow")
class PaperTablesReport {
  private static final int RUNS = 10;

  private static List<Statistics> runs(
      LocalSearchEngine engine, int n, Map<String, String> options) {
    List<Statistics> all = new ArrayList<>();
    for (long seed = 1; seed <= RUNS; seed++) {
      Problem p = Problem.of(n);
      List<Placement> got = new ArrayList<>();
      Result r =
          engine.solve(
              p, Request.first().withSeed(seed).withOptions(options).withOnSolution(got::add));
      assertEquals(1, got.size());
      Verifier.requireValid(p, got.get(0));
      all.add(r.statistics());
    }
    return all;
  }

  private static long average(List<Statistics> runs, String counter) {
    return Math.round(runs.stream().mapToLong(s -> s.get(counter)).average().orElseThrow());
  }

  private static long extreme(List<Statistics> runs, ToLongFunction<Statistics> f, boolean max) {
    return max
        ? runs.stream().mapToLong(f).max().orElseThrow()
        : runs.stream().mapToLong(f).min().orElseThrow();
  }

  @Test
  void printTables() {
    StringBuilder out = new StringBuilder("\n| table | n | ours |\n|---|---|---|\n");
    for (int n : new int[] {10, 100, 1_000, 10_000, 100_000, 500_000}) {
      List<Statistics> qs2 = runs(new Qs2Engine(), n, Map.of());
      long firstPermutation = qs2.stream().filter(s -> s.get("permutations") == 1).count();
      out.append("| 4 (QS2: solved in the first permutation / max permutations) | ")
          .append(n)
          .append(" | ")
          .append(firstPermutation)
          .append(" / ")
          .append(extreme(qs2, s -> s.get("permutations"), true))
          .append(" |\n");
      if (n >= 1_000) {
        out.append("| 5 (QS2: pairs tested / swaps) | ")
            .append(n)
            .append(" | ")
            .append(average(qs2, "pairs tested"))
            .append(" / ")
            .append(average(qs2, "swaps"))
            .append(" |\n");
        out.append("| QS2 initial collisions / n | ")
            .append(n)
            .append(" | ")
            .append(String.format("%.3f", average(qs2, "initial collisions") / (double) n))
            .append(" |\n");
        List<Statistics> qs3 = runs(new Qs3Engine(), n, Map.of());
        out.append("| 6 (QS3: pairs tested / swaps) | ")
            .append(n)
            .append(" | ")
            .append(average(qs3, "pairs tested"))
            .append(" / ")
            .append(average(qs3, "swaps"))
            .append(" |\n");
      }
    }
    for (int n : new int[] {10, 100, 1_000, 10_000, 100_000, 1_000_000}) {
      List<Statistics> init = runs(new Qs3Engine(), n, Map.of("conflicted", "0", "attempts", "5"));
      out.append("| 7 (QS3: conflict-free after 5n attempts, min / max / average) | ")
          .append(n)
          .append(" | ")
          .append(extreme(init, s -> s.get("conflict-free queens"), false))
          .append(" / ")
          .append(extreme(init, s -> s.get("conflict-free queens"), true))
          .append(" / ")
          .append(average(init, "conflict-free queens"))
          .append(" |\n");
    }
    System.out.println(out);
  }
}
