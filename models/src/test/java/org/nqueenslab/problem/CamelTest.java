package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.oracle.BruteForceOracle;

/** The camel, added as adding-a-rule.md says: one line in Atom, one in the oracle's own table. */
class CamelTest {

  @Test
  void aCamelLeapsOneAndThree() {
    Problem board = Problem.builder(8).piece(Piece.parse("camel")).queens(2).build();
    assertEquals("C", board.piece().notation());
    Square a1 = Square.parse("a1");
    Set<String> attacked = new HashSet<>();
    for (int r = 0; r < 8; r++) {
      for (int f = 0; f < 8; f++) {
        Square s = new Square(r, f);
        if (!s.equals(a1) && Verifier.attackMove(board, a1, s) != null) {
          attacked.add(s.name());
        }
      }
    }
    assertEquals(Set.of("b4", "d2"), attacked);
    assertEquals("by a camel's move", Verifier.attackMove(board, a1, Square.parse("d2")));
  }

  @Test
  void theEnginesThatTakePiecesCountCamelsAsTheOracleDoes() {
    List<Problem> problems =
        List.of(
            Problem.builder(5).piece(Piece.parse("camel")).queens(9).build(),
            Problem.builder(4, 5).piece(Piece.parse("C")).pawns("c2").queens(8).build(),
            Problem.builder(5).torus(true).piece(Piece.parse("camel")).queens(5).build(),
            Problem.builder(6).piece(Piece.parse("RC")).build(),
            Problem.builder(6).piece(Piece.parse("CC")).queens(6).build());
    for (Problem p : problems) {
      long expected = BruteForceOracle.count(p);
      assertTrue(expected > 0, "a problem with solutions: " + p.describe());
      for (String engine : List.of("bitmask", "dlx", "choco", "cpsat")) {
        Result r = Engines.require(engine).solve(p, Request.count());
        assertEquals(expected, r.solutions(), engine + " on " + p.describe());
      }
    }
  }
}
