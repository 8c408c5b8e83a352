package org.nqueenslab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;

/**
 * Without MiniZinc the engine declines every problem in one line, so the default sets leave it out
 * (issue 20).
 */
class MiniZincMissingTest {

  @Test
  void withoutMiniZincTheEngineSaysSoInOneLine() {
    MiniZincEngine missing = new MiniZincEngine("/nonexistent/bin/minizinc");
    assertEquals(
        "MiniZinc is not installed: apt-get install minizinc (or put minizinc on the PATH)",
        missing.whyUnsupported(Problem.of(8), Request.count()));
    assertEquals(
        MiniZincEngine.NOT_INSTALLED,
        missing.whyUnsupported(Problem.builder(8).torus(true).build(), Request.first()));
  }
}
