package org.nqueenslab.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Runs every registered engine on random problems and compares each answer with the oracles: counts
 * on one and two threads, with and without symmetry breaking, enumerated solution sets and first
 * solutions. Collects every disagreement, each with what it takes to replay it, and tallies the
 * comparisons made per engine.
 */
final class DifferentialCampaign {
  /**
   * A run that exceeds this on a board of at most 49 squares (or the plain 9 x 9) is a failure, not
   * a skip.
   */
  static final Duration PER_RUN = Duration.ofSeconds(5);

  /**
   * Engines whose work grows too fast to run on every draw, with the largest board side they are
   * compared on: the brute-force engine generates all n^n placements (8^8 = 16.8 million per run);
   * the sat engine makes one SAT call per solution (7 x 7 with 5 rook-camels, 16,184 solutions,
   * took 2.5 s of the 5 s a run may take: too near on a slower machine).
   */
  private static final Map<String, Integer> LARGEST_SIDE =
      Map.of("brute-force", 7, "sat", 6, "mip", 6);

  /**
   * Engines that pay a whole solve per solution, with the most solutions a problem may have to be
   * compared on: the mip engine runs a branch and bound per solution (0.07 to 0.2 s each).
   */
  private static final Map<String, Integer> MOST_SOLUTIONS = Map.of("mip", 12);

  private final long seed;
  private final List<String> failures = new ArrayList<>();
  private final Map<String, Integer> comparisons = new TreeMap<>();
  private final Map<String, Integer> skippedBySize = new TreeMap<>();
  private final Map<String, Long> millis = new TreeMap<>();
  private int instances;

  private final List<Engine> engines;

  DifferentialCampaign(long seed) {
    this(seed, Engines.all());
  }

  /** A campaign over the given engines (those registered elsewhere, such as compare's minizinc). */
  DifferentialCampaign(long seed, List<Engine> engines) {
    this.seed = seed;
    this.engines = engines;
    engines.forEach(e -> comparisons.put(e.name(), 0));
  }

  /**
   * The problem of instance {@code k}: drawn from the campaign's seed and k alone, so one can be
   * replayed.
   */
  static Problem instance(long seed, int k) {
    long z =
        seed + (k + 1) * 0x9E3779B97F4A7C15L; // SplitMix64: neighbouring k draw unrelated problems
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return RandomProblems.varied(z ^ (z >>> 31));
  }

  /** Compares every engine on instance {@code k}. */
  void run(int k) {
    Problem p = instance(seed, k);
    List<Placement> solutions = BruteForceOracle.solutions(p);
    Expected expected =
        new Expected(new HashSet<>(solutions), SymmetryOracle.fundamentalCount(p, solutions));
    instances++;
    for (Engine engine : engines) {
      Integer largest = LARGEST_SIDE.get(engine.name());
      Integer most = MOST_SOLUTIONS.get(engine.name());
      if ((largest != null && Math.max(p.rows(), p.cols()) > largest)
          || (most != null && solutions.size() > most)) {
        if (engine.whyUnsupported(p, Request.count()) == null) {
          skippedBySize.merge(engine.name(), 1, Integer::sum);
        }
        continue;
      }
      long start = System.nanoTime();
      new EngineCheck(engine, p, expected, this, k).run();
      millis.merge(engine.name(), (System.nanoTime() - start) / 1_000_000, Long::sum);
    }
  }

  /** The oracles' answers for one problem. */
  record Expected(Set<Placement> solutions, long fundamental) {}

  void compared(Engine engine) {
    comparisons.merge(engine.name(), 1, Integer::sum);
  }

  void fail(int k, Problem p, Engine engine, String request, String what) {
    failures.add(
        "seed "
            + seed
            + ", instance "
            + k
            + " (replay: -Dnqueens.differential.seed="
            + seed
            + " -Dnqueens.differential.instance="
            + k
            + "): "
            + p.describe()
            + "; engine "
            + engine.name()
            + "; "
            + request
            + ": "
            + what);
  }

  List<String> failures() {
    return failures;
  }

  Map<String, Integer> comparisons() {
    return comparisons;
  }

  int total() {
    return comparisons.values().stream().mapToInt(Integer::intValue).sum();
  }

  String summary() {
    return instances
        + " instances (seed "
        + seed
        + "), "
        + total()
        + " comparisons: "
        + comparisons
        + "; skipped by board size: "
        + skippedBySize
        + "; milliseconds: "
        + millis;
  }

  /**
   * Passes every solution through the verifier; the first one's reason for being invalid, or null.
   */
  static String invalid(Problem p, List<Placement> got) {
    try {
      got.forEach(s -> Verifier.requireValid(p, s));
      return null;
    } catch (IllegalStateException e) {
      return e.getMessage();
    }
  }
}
