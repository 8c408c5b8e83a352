package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Problem;

/**
 * The differential campaign: every engine against the brute-force and symmetry oracles on seeded
 * random problems (instances 0 to 299 in the fast suite, the next 3,000 tagged slow). {@code
 * -Dnqueens.differential.seed=S} draws other problems, and {@code
 * -Dnqueens.differential.instance=K} replays the one instance a failure names.
 */
class DifferentialTest {
  private static final long SEED = Long.getLong("nqueens.differential.seed", 20261124L);
  private static final Integer ONLY = Integer.getInteger("nqueens.differential.instance");

  @Test
  void enginesAgreeWithTheOraclesOnRandomProblems() {
    campaign(0, 300);
  }

  @Test
  @Tag("slow")
  void enginesAgreeWithTheOraclesOnThousandsOfRandomProblems() {
    campaign(
        300,
        3_000); // the instances after the fast suite's, so a failure replays by seed and instance
    // alone
  }

  private static void campaign(int first, int instances) {
    DifferentialCampaign c = new DifferentialCampaign(SEED);
    if (ONLY != null) {
      c.run(ONLY);
    } else {
      for (int k = first; k < first + instances; k++) {
        c.run(k);
      }
    }
    System.out.println("differential: " + c.summary());
    List<String> failures = c.failures();
    assertTrue(
        failures.isEmpty(),
        failures.size()
            + " disagreement(s):\n"
            + String.join("\n", failures.subList(0, Math.min(failures.size(), 40))));
    if (ONLY != null) {
      return; // one instance replayed: the tallies below are for whole campaigns
    }
    assertTrue(c.total() >= 10 * instances, "too few comparisons: " + c.summary());
    for (Engine engine : Engines.all()) {
      if (solvesAnything(engine)) {
        assertTrue(
            c.comparisons().get(engine.name()) > 0,
            engine.name() + " compared nothing: " + c.summary());
      }
    }
  }

  /**
   * An engine that can neither count nor find a solution of the plain 5 x 5 board (a solver
   * missing) runs nowhere.
   */
  private static boolean solvesAnything(Engine engine) {
    Problem five = Problem.of(5);
    return engine.whyUnsupported(five, Request.count()) == null
        || engine.whyUnsupported(five, Request.first()) == null;
  }
}
