package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.nqueenslab.external.MiniZincEngine;
import org.nqueenslab.problem.Problem;

/**
 * The differential campaign of the models' tests ({@link DifferentialCampaign}: the brute-force and
 * symmetry oracles on seeded random problems) run on the minizinc engine, which is registered in
 * compare and so outside that campaign's engines. Slow: each run starts a MiniZinc process.
 */
class MiniZincDifferentialTest {
  private static final long SEED = Long.getLong("nqueens.differential.seed", 20261124L);
  private static final int INSTANCES = 150;

  @Test
  @Tag("slow")
  void minizincAgreesWithTheOraclesOnRandomProblems() {
    Engine minizinc = new MiniZincEngine();
    assumeTrue(
        minizinc.whyUnsupported(Problem.of(5), Request.count()) == null,
        "MiniZinc is not installed (apt-get install minizinc): its differential campaign is skipped");
    DifferentialCampaign c = new DifferentialCampaign(SEED, List.of(minizinc));
    for (int k = 0; k < INSTANCES; k++) {
      c.run(k);
    }
    System.out.println("differential (minizinc): " + c.summary());
    assertTrue(
        c.failures().isEmpty(),
        c.failures().size()
            + " disagreement(s):\n"
            + String.join("\n", c.failures().subList(0, Math.min(c.failures().size(), 40))));
    assertTrue(c.comparisons().get("minizinc") >= INSTANCES, "too few comparisons: " + c.summary());
  }
}
