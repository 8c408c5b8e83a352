package org.nqueenslab.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An engine's work counters, in the order the engine reports them. Shared names mean the same thing
 * everywhere: see {@link #LEGEND}. Engines add their own (Choco's fails, CP-SAT's conflicts, DLX's
 * updates...).
 */
public final class Statistics {
  public static final String NODES = "nodes";
  public static final String BACKTRACKS = "backtracks";
  public static final String FAILS = "fails";
  public static final String UPDATES = "updates";
  public static final String MEMS = "mems";
  public static final String POSITION_TESTS = "position tests";
  public static final String MOVES = "moves";
  public static final String PLACEMENTS_EXAMINED = "placements examined";
  public static final String CANDIDATES_GENERATED = "candidates generated";
  public static final String PAIR_TESTS = "pair tests";
  public static final String SWAPS = "swaps";
  public static final String PROPAGATIONS = "propagations";
  public static final String BRANCHES = "branches";
  public static final String CONFLICTS = "conflicts";
  public static final String RESTARTS = "restarts";
  public static final String LEARNT_CLAUSES = "learnt clauses";
  public static final String DIAGRAM_NODES = "diagram nodes";
  public static final String STATES = "states";
  public static final String LP_ITERATIONS = "LP iterations";
  public static final String BOUND_CUTS = "bound cuts";

  /**
   * Solutions a search met at its leaves and threw away because a symmetry maps them onto a smaller
   * one.
   */
  public static final String LEAVES_REJECTED = "leaves rejected";

  /**
   * The prefix of {@code orbits_of_K}: how many classes of fundamental solutions have K members.
   */
  public static final String ORBITS_OF = "orbits_of_";

  /** What each common counter means, for legends under comparison tables. */
  public static final Map<String, String> LEGEND;

  static {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(
        NODES,
        "search-tree nodes: queens (or options, or decisions) tried; branch-and-bound nodes (mip)");
    m.put(BACKTRACKS, "times the search undid a choice and went back");
    m.put(FAILS, "dead ends found by propagation (Choco)");
    m.put(UPDATES, "links removed from the dancing-links matrix (Knuth's updates)");
    m.put(MEMS, "memory accesses, Knuth's machine-independent cost measure");
    m.put(
        POSITION_TESTS,
        "squares tested for a queen against the queens already placed (Wirth's tests, Kuechmann)");
    m.put(MOVES, "position tests plus backtracks: every step of the active queen (Kuechmann)");
    m.put(
        PLACEMENTS_EXAMINED,
        "candidate squares checked on partial boards: n per node row by row, only the free"
            + " files per node in permutation order (15,720 vs 5,508 for n = 8)");
    m.put(
        CANDIDATES_GENERATED,
        "complete arrangements generated before testing (n^n placements, n! permutations)");
    m.put(
        PAIR_TESTS,
        "pairs of queens compared by an O(n) attack check (Horowitz-Sahni, generate and test)");
    m.put(
        SWAPS,
        "exchanges of two entries of the permutation vector (Rolfe's search, not counting the rotation that"
            + " restores it; QS2/QS3's collision-reducing swaps)");
    m.put(
        PROPAGATIONS,
        "propagator runs (Choco) or literal and bound propagations (CP-SAT); literals set by unit"
            + " propagation (SAT4J)");
    m.put(BRANCHES, "decisions taken by the search (CP-SAT, SAT4J)");
    m.put(CONFLICTS, "conflicts found and learnt from (CP-SAT, SAT4J)");
    m.put(
        RESTARTS,
        "times the search started again from the root (first solution only; SAT4J: every run)");
    m.put(LEARNT_CLAUSES, "clauses the SAT solver learnt from its conflicts and kept (SAT4J)");
    m.put(
        DIAGRAM_NODES,
        "nodes of the reduced decision diagram of all solutions, terminals left out");
    m.put(
        BOUND_CUTS,
        "branches cut because the pieces left cannot cover the squares left, each covering at most"
            + " what the best of them covers (bnb)");
    m.put(LP_ITERATIONS, "simplex iterations of the linear relaxations solved (mip)");
    m.put(
        STATES,
        "distinct partial placements (frontier states) the diagram was built from, each once");
    m.put(
        LEAVES_REJECTED,
        "solutions met at the leaves and thrown away because a symmetry maps them onto a smaller"
            + " one (Rolfe's canonical check)");
    m.put(
        ORBITS_OF + "K",
        "classes of fundamental solutions with K members (on the square board: 8, 4 or 2; for queens OEIS"
            + " A260320, A260319, A260318)");
    // Local search (Sosic & Gu, Tables 4-7; Minton et al.)
    m.put(
        "permutations",
        "random permutations tried before one was repaired into a solution (QS2/QS3)");
    m.put("pairs tested", "queen pairs tested for a collision-reducing swap (QS2/QS3)");
    m.put(
        "initial collisions",
        "diagonal collisions of the first permutation (about 0.53 n for a random one)");
    m.put("conflict-free queens", "queens QS3 placed without conflict during its initialisation");
    m.put("placement attempts", "random tries QS3 made to place queens conflict-free");
    m.put("attack-list refreshes", "times QS2/QS3 rebuilt the list of attacked queens");
    m.put("initial conflicts", "attacked queens in min-conflicts' greedy start");
    m.put("repairs", "queens moved to their least-attacked file (min-conflicts)");
    m.put("starts", "fresh starts after a repair got stuck (min-conflicts)");
    m.put("queens placed", "queens the construction placed");
    LEGEND = Collections.unmodifiableMap(m);
  }

  /**
   * The legend's entry for a counter: itself, or {@code orbits_of_K} for {@code orbits_of_8} and
   * its kin.
   */
  public static String legendKey(String counter) {
    return counter.startsWith(ORBITS_OF) ? ORBITS_OF + "K" : counter;
  }

  private final Map<String, Long> counters;

  private Statistics(Map<String, Long> counters) {
    this.counters = Collections.unmodifiableMap(counters);
  }

  public static final Statistics EMPTY = new Statistics(new LinkedHashMap<>());

  public static Builder builder() {
    return new Builder();
  }

  /** The counter's value, or -1 when the engine does not report it. */
  public long get(String name) {
    return counters.getOrDefault(name, -1L);
  }

  public long nodes() {
    return get(NODES);
  }

  public Map<String, Long> asMap() {
    return counters;
  }

  /** Counter-wise sum, for results of subproblems run separately. */
  public Statistics plus(Statistics other) {
    Map<String, Long> sum = new LinkedHashMap<>(counters);
    other.counters.forEach((k, v) -> sum.merge(k, v, Long::sum));
    return new Statistics(sum);
  }

  @Override
  public String toString() {
    return counters.toString();
  }

  /** Collects counters in the order they are put. */
  public static final class Builder {
    private final Map<String, Long> counters = new LinkedHashMap<>();

    public Builder put(String name, long value) {
      counters.put(name, value);
      return this;
    }

    /**
     * A counter that stays negative until the search reaches the point that sets it (a search
     * stopped during its start): left out then, rather than reported as -1.
     */
    public Builder putIfReached(String name, long value) {
      return value < 0 ? this : put(name, value);
    }

    public Statistics build() {
      return new Statistics(new LinkedHashMap<>(counters));
    }
  }
}
