package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The piece model: names, Betza's notation, moves, and the verifier naming the move. */
class PieceTest {

  @Test
  void namedPiecesAndTheirNotation() {
    assertEquals("Q", Piece.parse("queen").notation());
    assertEquals("QN", Piece.parse("Amazon").notation());
    assertEquals("RN", Piece.parse("chancellor").notation());
    assertEquals("BN", Piece.parse("archbishop").notation());
    assertEquals("K", Piece.parse("king").notation());
    assertEquals("N", Piece.parse("knight").notation());
    assertEquals("amazon", Piece.parse("QN").name());
    assertEquals("queen", Piece.parse("WWFF").name(), "the rook's and bishop's riders are a queen");
    assertEquals("king", Piece.parse("WF").name());
    assertEquals("nightrider", Piece.parse("NN").name());
    assertEquals("WD", Piece.parse("DW").notation(), "atoms in the table's order");
    assertEquals(Piece.QUEEN, Piece.parse("Q"));
    assertTrue(Piece.QUEEN.isQueen());
  }

  @Test
  void movesInEveryOrientationStoredOnceEachWay() {
    Piece knight = Piece.parse("knight");
    assertEquals(4, knight.leapers().size());
    assertTrue(knight.riders().isEmpty());
    assertEquals(
        Set.of(
            new Piece.Step(1, 2, Atom.N),
            new Piece.Step(2, 1, Atom.N),
            new Piece.Step(1, -2, Atom.N),
            new Piece.Step(2, -1, Atom.N)),
        Set.copyOf(knight.leapers()));
    Piece queen = Piece.QUEEN;
    assertEquals(4, queen.riders().size());
    assertTrue(queen.leapers().isEmpty(), "a rider makes its own single step");
    assertEquals(4, Piece.parse("K").leapers().size());
    assertEquals(2, Piece.parse("W").leapers().size());
    assertTrue(Piece.parse("amazon").hasRookLines());
    assertFalse(Piece.parse("archbishop").hasRookLines());
  }

  @Test
  void badNamesAndNotationsAreOneLine() {
    for (String bad : new String[] {"dragon", "qn", "X", "", "QX"}) {
      BadInputException e = assertThrows(BadInputException.class, () -> Piece.parse(bad));
      assertTrue(e.getMessage().startsWith("unknown piece"), e.getMessage());
      assertFalse(e.getMessage().contains("\n"));
    }
    BadInputException dd = assertThrows(BadInputException.class, () -> Piece.parse("DD"));
    assertTrue(dd.getMessage().contains("not supported"), dd.getMessage());
  }

  @Test
  void theVerifierNamesTheMove() {
    Problem knights = Problem.builder(8).piece(Piece.parse("knight")).queens(2).build();
    Verifier.Verdict v =
        Verifier.verify(knights, Placement.of(Square.parse("c3"), Square.parse("d5")));
    assertFalse(v.valid());
    assertEquals("knights c3 and d5 attack each other by a knight's move", v.reason());
    Problem kings = Problem.builder(8).piece(Piece.parse("king")).queens(2).build();
    assertEquals(
        "by a king's step", Verifier.attackMove(kings, Square.parse("e4"), Square.parse("f5")));
    assertNull(Verifier.attackMove(kings, Square.parse("e4"), Square.parse("g5")));
    // a knight jumps a pawn; a rook stops at one
    Problem pawned =
        Problem.builder(8).piece(Piece.parse("chancellor")).pawns("a2").queens(2).build();
    assertNull(Verifier.attackMove(pawned, Square.parse("a1"), Square.parse("a3")));
    assertEquals(
        "by a knight's move", Verifier.attackMove(pawned, Square.parse("a1"), Square.parse("b3")));
    // on a torus a leap wraps round the edge
    Problem torus = Problem.builder(5).torus(true).piece(Piece.parse("knight")).queens(2).build();
    assertEquals(
        "by a knight's move", Verifier.attackMove(torus, Square.parse("a1"), Square.parse("e3")));
    assertEquals(
        "along a nightrider's line",
        Verifier.attackMove(
            Problem.builder(8).piece(Piece.parse("NN")).queens(2).build(),
            Square.parse("a1"),
            Square.parse("c5")));
  }

  @Test
  void placedPiecesThatAttackAreRefusedInOneLine() {
    BadInputException e =
        assertThrows(
            BadInputException.class,
            () -> Problem.builder(8).piece(Piece.parse("knight")).fixed("a1", "b3").build());
    assertEquals(
        "fixed knights a1 and b3 attack each other by a knight's move: move or remove one of them",
        e.getMessage());
  }

  @Test
  void theBoardFormatAndTheProblemLineStateThePiece() {
    Problem p = Problem.builder(6).piece(Piece.parse("amazon")).pawns("c3").queens(7).build();
    assertEquals(p, BoardFormat.parse(BoardFormat.print(p), "board"));
    assertTrue(BoardFormat.print(p).startsWith("nqueens queens=7 piece=amazon\n"));
    assertTrue(ProblemLine.format(p).endsWith(" piece=amazon"), ProblemLine.format(p));
  }
}
