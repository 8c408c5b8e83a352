package org.nqueenslab.engine;

import java.util.stream.Stream;
import org.nqueenslab.external.ClaspEngine;

/**
 * The contract every engine inherits ({@link EngineContractTest}: OEIS counts, every solution
 * through the verifier, brute-force agreement, limits, cancellation), run on the clasp engine,
 * which is registered in compare and so outside the models' test. Where gringo and clasp are absent
 * each test is skipped by the contract's own assumptions, which say why.
 */
class ClaspContractTest extends EngineContractTest {

  static Stream<Engine> engines() {
    return Stream.of(new ClaspEngine());
  }
}
