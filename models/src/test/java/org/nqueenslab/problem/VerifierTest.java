package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VerifierTest {
  private static final Problem EIGHT = Problem.of(8);

  /** The first solution in lexicographic order: a1 e2 h3 f4 c5 g6 b7 d8. */
  private static final Placement FIRST = Placement.ofFilesByRank(0, 4, 7, 5, 2, 6, 1, 3);

  private static String reason(Problem p, Placement s) {
    Verifier.Verdict v = Verifier.verify(p, s);
    assertEquals(false, v.valid(), "should be rejected: " + s);
    return v.reason();
  }

  @Test
  void acceptsASolution() {
    assertTrue(Verifier.verify(EIGHT, FIRST).valid());
    assertTrue(Verifier.verify(Problem.of(1), Placement.ofFilesByRank(0)).valid());
  }

  @Test
  void rejectsWrongQueenCounts() {
    assertEquals(
        "expected 8 queens, found 7", reason(EIGHT, Placement.ofFilesByRank(0, 4, 7, 5, 2, 6, 1)));
  }

  @Test
  void rejectsAttacksOnEveryLine() {
    assertEquals(
        "queens a1 and a2 attack each other along a file",
        reason(EIGHT, Placement.ofFilesByRank(0, 0, 7, 5, 2, 6, 1, 3)));
    assertEquals(
        "queens a1 and b2 attack each other along a diagonal",
        reason(EIGHT, Placement.ofFilesByRank(0, 1, 7, 5, 2, 6, 4, 3)));
    assertEquals(
        "queens b1 and a2 attack each other along an anti-diagonal",
        reason(EIGHT, Placement.ofFilesByRank(1, 0, 7, 5, 2, 6, 4, 3)));
    assertEquals(
        "queens a1 and c1 attack each other along a rank",
        reason(
            Problem.builder(3).queens(2).build(),
            Placement.of(Square.parse("a1"), Square.parse("c1"))));
  }

  @Test
  void namesTheFirstQueenThatSharesALineWhateverTheLine() {
    // c3 shares a diagonal with a1 before a6 shares a file with a1: the diagonal is named, though
    // files are looked at before diagonals
    assertEquals(
        "queens a1 and c3 attack each other along a diagonal",
        reason(EIGHT, Placement.ofFilesByRank(0, 3, 2, 5, 7, 0, 4, 6)));
  }

  @Test
  void rejectsTwoQueensOnOneSquareAndQueensOffTheBoard() {
    assertEquals(
        "two queens stand on a1",
        reason(
            Problem.builder(4).queens(2).build(),
            Placement.of(Square.parse("a1"), Square.parse("a1"))));
    assertEquals(
        "queen e1 is off the 4 x 4 board",
        reason(Problem.builder(4).queens(1).build(), Placement.of(Square.parse("e1"))));
  }

  @Test
  void rejectsQueensOnPawnsAndHolesAndMissingFixedQueens() {
    Problem withHole = Problem.builder(8).holes("a1").build();
    assertEquals("queen a1 stands on a hole", reason(withHole, FIRST));
    Problem withPawn = Problem.builder(8).pawns("a1").queens(8).build();
    assertEquals("queen a1 stands on a pawn", reason(withPawn, FIRST));
    Problem withFixed = Problem.builder(8).fixed("b1").build();
    assertEquals("the queen already placed on b1 is missing", reason(withFixed, FIRST));
    assertTrue(Verifier.verify(Problem.builder(8).fixed("e2").build(), FIRST).valid());
  }

  @Test
  void aPawnStopsTheLineButAHoleDoesNot() {
    Placement twoOnARank = Placement.of(Square.parse("a1"), Square.parse("c1"));
    assertTrue(
        Verifier.verify(Problem.builder(3).pawns("b1").queens(2).build(), twoOnARank).valid());
    assertEquals(
        "queens a1 and c1 attack each other along a rank",
        reason(Problem.builder(3).holes("b1").queens(2).build(), twoOnARank));
    // Nine queens and one pawn on 8 x 8 (the encyclopedia article's example shape): the pawn
    // separates two pairs.
    Placement onDiagonal = Placement.of(Square.parse("a1"), Square.parse("c3"));
    assertTrue(
        Verifier.verify(Problem.builder(8).pawns("b2").queens(2).build(), onDiagonal).valid());
    assertEquals(
        "queens a1 and c3 attack each other along a diagonal",
        reason(Problem.builder(8).pawns("d4").queens(2).build(), onDiagonal));
  }

  @Test
  void onATorusDiagonalsWrapAround() {
    // 2 4 1 3 solves the plain 4 x 4 board, but on the torus b1 and a4 meet across the edge.
    Placement plainSolution = Placement.ofFilesByRank(1, 3, 0, 2);
    assertTrue(Verifier.verify(Problem.of(4), plainSolution).valid());
    assertTrue(
        reason(Problem.builder(4).torus(true).build(), plainSolution)
            .contains("attack each other"));
    // q[i] = 2i mod 5 solves the 5 x 5 torus (Polya).
    assertTrue(
        Verifier.verify(
                Problem.builder(5).torus(true).build(), Placement.ofFilesByRank(0, 2, 4, 1, 3))
            .valid());
    // With a pawn on a torus a line is blocked on one side only: the other way round still attacks.
    Problem torusWithPawn = Problem.builder(5).torus(true).pawns("c1").queens(2).build();
    assertEquals(
        "queens e1 and a1 attack each other along a rank",
        reason(torusWithPawn, Placement.of(Square.parse("a1"), Square.parse("e1"))));
  }

  @Test
  void checksHugePlacementsInLinearTime() {
    int n = 2_000_002; // n mod 6 = 4: odd files then even files is a solution
    int[] files = new int[n];
    for (int i = 0; i < n / 2; i++) {
      files[i] = 2 * i + 1;
      files[n / 2 + i] = 2 * i;
    }
    assertTrue(Verifier.verify(Problem.of(n), Placement.wrapFilesByRank(files)).valid());
    files[0] = files[1];
    assertTrue(reason(Problem.of(n), Placement.wrapFilesByRank(files)).contains("along a file"));
  }
}
