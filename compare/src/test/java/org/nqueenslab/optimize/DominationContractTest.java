package org.nqueenslab.optimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Rule;
import org.nqueenslab.problem.Verifier;

/**
 * The contract of every engine that declares domination (the queens' contract tests skip them on
 * the rule they are built for, bnb on every board): its counts of dominating placements equal the
 * brute-force oracle's (every set of k squares tried, its own moves), plain and independent, for
 * queens, knights and kings; every placement it lists passes the verifier; a cancelled count stops
 * partial.
 */
class DominationContractTest {

  static Stream<Engine> dominating() {
    return Engines.all().stream().filter(e -> e.capabilities().supports(Feature.DOMINATION));
  }

  private record Case(String piece, int n, int k, boolean independent) {
    Problem problem() {
      return Problem.builder(n)
          .piece(Piece.parse(piece))
          .queens(k)
          .rule(independent ? Rule.INDEPENDENT_DOMINATING : Rule.DOMINATING)
          .build();
    }
  }

  private static final List<Case> CASES =
      List.of(
          new Case("queen", 4, 2, false),
          new Case("queen", 4, 3, true),
          new Case("knight", 4, 4, false),
          new Case("king", 4, 4, true),
          new Case("queen", 3, 2, false));

  @ParameterizedTest
  @MethodSource("dominating")
  void countsAndListingsEqualTheOracle(Engine engine) {
    int checked = 0;
    for (Case c : CASES) {
      Problem p = c.problem();
      if (engine.whyUnsupported(p, Request.count()) != null
          || engine.whyUnsupported(p, Request.enumerate(x -> {})) != null) {
        continue;
      }
      long oracle = DominationTest.Oracle.all(c.n(), c.piece(), c.independent(), c.k()).size();
      Result counted = engine.solve(p, Request.count());
      assertEquals(Status.COMPLETE, counted.status(), engine.name() + " " + c);
      assertEquals(oracle, counted.solutions(), engine.name() + " " + c);
      List<Placement> listed = new ArrayList<>();
      engine.solve(p, Request.enumerate(listed::add));
      assertEquals(oracle, listed.size(), engine.name() + " lists " + c);
      assertEquals(oracle, listed.stream().distinct().count(), engine.name() + " distinct " + c);
      for (Placement placement : listed) {
        assertTrue(Verifier.verify(p, placement).valid(), engine.name() + " " + c + placement);
      }
      checked++;
    }
    assumeTrue(checked > 0, engine.name() + " takes none of the dominating cases");
  }

  @ParameterizedTest
  @MethodSource("dominating")
  void aCancelledCountStopsPartial(Engine engine) {
    Problem many = Problem.builder(8).queens(7).rule(Rule.DOMINATING).build();
    assumeTrue(
        engine.whyUnsupported(many, Request.count()) == null,
        engine.name() + " does not count dominating placements on 8 x 8");
    Cancellation stop = new Cancellation();
    stop.cancel();
    Result r = engine.solve(many, Request.count().withCancellation(stop));
    assertFalse(r.status() == Status.COMPLETE, engine.name() + ": " + r.status());
    assertTrue(r.status().isPartial(), engine.name() + ": " + r.status());
  }
}
