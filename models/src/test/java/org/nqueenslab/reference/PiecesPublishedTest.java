package org.nqueenslab.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * The pieces' published rows (amazons A051223/A051224, rooks A000142/A000903, kings
 * A018807/A319096, knights A289203, bishops 2^n): the small terms re-derived by the brute-force
 * oracle (which reads the piece with its own table of leaps), and the four engines that take pieces
 * held to them.
 */
class PiecesPublishedTest {
  /** Rows the oracle re-derives fast: the board side and squares it can try every subset of. */
  private static boolean oracleCanDerive(ReferenceCount c) {
    return switch (c.variant()) {
      case "amazon" -> c.n() <= 10;
      case "rook" -> c.n() <= 7;
      case "king" -> c.n() <= 6;
      case "knight", "bishop" -> c.n() <= 5;
      default -> false;
    };
  }

  private static final Set<String> PIECES = Set.of("amazon", "rook", "king", "knight", "bishop");

  private static List<ReferenceCount> rows() {
    return ReferenceCounts.all().stream().filter(c -> PIECES.contains(c.variant())).toList();
  }

  private static Problem problem(ReferenceCount c) {
    return Problem.builder(c.n()).piece(Piece.parse(c.variant())).queens(c.k()).build();
  }

  @Test
  void everyPieceHasRowsAndTheOracleRederivesTheSmallTerms() {
    int derived = 0;
    for (ReferenceCount c : rows()) {
      if (!oracleCanDerive(c)) {
        continue;
      }
      Problem p = problem(c);
      List<Placement> solutions = BruteForceOracle.solutions(p);
      solutions.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(c.count(), solutions.size(), c.source() + " on " + p.describe());
      if (c.fundamental() != null) {
        assertEquals(
            c.fundamental().longValue(),
            SymmetryOracle.fundamentalCount(p, solutions),
            c.source() + " (fundamental) on " + p.describe());
      }
      derived++;
    }
    for (String piece : PIECES) {
      assertTrue(rows().stream().anyMatch(c -> c.variant().equals(piece)), "no row for " + piece);
    }
    assertTrue(derived >= 25, "only " + derived + " rows re-derived");
  }

  /** The rows each engine is held to in the fast suite: boards it counts in about a second. */
  static Stream<Arguments> fastRows() {
    List<Arguments> out = new ArrayList<>();
    for (String engine : List.of("bitmask", "dlx", "choco", "cpsat")) {
      for (ReferenceCount c : rows()) {
        boolean cp = engine.equals("choco") || engine.equals("cpsat");
        int largest =
            switch (c.variant()) {
              case "amazon" -> cp ? 11 : 13;
              case "rook" -> cp ? 6 : 8;
              case "king" -> engine.equals("bitmask") ? 8 : cp ? 4 : 6;
              case "knight" -> engine.equals("bitmask") ? 8 : 6;
              default -> cp ? 6 : 8;
            };
        if (c.n() <= largest) {
          out.add(Arguments.of(engine, c));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("fastRows")
  void theEnginesCountThePublishedFigures(String engineName, ReferenceCount c) {
    check(engineName, c);
  }

  /**
   * The larger rows, in the slow suite: amazons 12 to 14 by all four engines, 16 kings on 8 x 8 and
   * rooks on 9 x 9 and 10 x 10 by bitmask and dlx (the constraint engines enumerate such counts one
   * solution at a time: minutes).
   */
  @Test
  @Tag("slow")
  void theEnginesCountTheLargerPublishedFigures() {
    int checked = 0;
    for (ReferenceCount c : rows()) {
      List<String> engines =
          switch (c.variant()) {
            case "amazon" ->
                c.n() >= 12 && c.n() <= 14
                    ? List.of("bitmask", "dlx", "choco", "cpsat")
                    : List.<String>of();
            case "king" -> c.n() == 8 ? List.of("bitmask", "dlx") : List.<String>of();
            case "rook" -> c.n() >= 9 ? List.of("bitmask", "dlx") : List.<String>of();
            default -> List.<String>of();
          };
      for (String engine : engines) {
        check(engine, c);
        checked++;
      }
    }
    assertEquals(12 + 2 + 4, checked);
  }

  private static void check(String engineName, ReferenceCount c) {
    Engine engine = Engines.require(engineName);
    Problem p = problem(c);
    Result total = engine.solve(p, Request.count());
    assertEquals(Status.COMPLETE, total.status(), engineName + " on " + p.describe());
    assertEquals(c.count(), total.solutions(), engineName + " " + c.source() + " " + p.describe());
    if (c.fundamental() != null) {
      Result unique = engine.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE));
      assertEquals(
          c.fundamental(), unique.unique(), engineName + " " + c.source() + " " + p.describe());
    }
  }
}
