package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemTest {

  private static String error(Runnable r) {
    return assertThrows(BadInputException.class, r::run).getMessage();
  }

  @Test
  void defaultsToTheClassicProblem() {
    Problem p = Problem.of(8);
    assertEquals(8, p.queens());
    assertTrue(p.isClassic());
    assertTrue(p.hasOneQueenPerRank());
    assertEquals("8 x 8", p.describe());
  }

  @Test
  void validationMessagesNameTheOffendingValue() {
    assertEquals(
        "the board size must be at least 1, got n = 0: give a board size of 1 or more",
        error(() -> Problem.of(0)));
    assertEquals(
        "pawn z99 is off the 8 x 8 board (files a-h, ranks 1-8)",
        error(() -> Problem.builder(8).pawns("z99").build()));
    assertEquals(
        "hole i1 is off the 8 x 8 board (files a-h, ranks 1-8)",
        error(() -> Problem.builder(8).holes("i1").build()));
    assertEquals(
        "c3 is both a fixed queen and a pawn: a square holds one thing",
        error(() -> Problem.builder(8).pawns("c3").fixed("c3").build()));
    assertEquals(
        "fixed queens a1 and c3 attack each other along a diagonal: move or remove one of them",
        error(() -> Problem.builder(8).fixed("a1", "c3").build()));
    assertEquals(
        "2 queens are already placed but only 1 is to be placed (--queens counts them too): raise --queens",
        error(() -> Problem.builder(8).fixed("a1", "b3").queens(1).build()));
    assertEquals(
        "a toroidal board must be square, got 6 x 8: drop --torus or use an n x n board",
        error(() -> Problem.builder(6, 8).torus(true).build()));
  }

  /**
   * More queens than squares that can hold one is a problem with no solution, not bad input: zero
   * solutions is an answer (it was refused, and stopped a whole compare range at its first board).
   */
  @Test
  void moreQueensThanSquaresIsAProblemWithoutSolutions() {
    assertEquals(65, Problem.builder(8).queens(65).build().queens());
    assertEquals(1, Problem.builder(1).pawns("a1").build().pawns().size());
  }

  @Test
  void aPawnBetweenFixedQueensBlocksTheirAttack() {
    Problem p = Problem.builder(8).fixed("a1", "c3").pawns("b2").queens(9).build();
    assertEquals(2, p.fixed().size());
  }

  @Test
  void onATorusDiagonalsWrap() {
    // a1 and e2 are not on a plain diagonal, but on the 5 x 5 torus e2 -> a1 wraps (file e+1 = a,
    // rank 2-1 = 1).
    Problem.builder(5).fixed("a1", "e2").build();
    assertTrue(
        error(() -> Problem.builder(5).torus(true).fixed("a1", "e2").build())
            .contains("anti-diagonal"));
  }

  @Test
  void subproblemsAreProblemsWithMoreQueensPlaced() {
    Problem p = Problem.of(8).withFixed(List.of(new Square(0, 0)));
    assertEquals(1, p.fixed().size());
    assertFalse(p.isClassic());
    assertTrue(p.hasOneQueenPerRank());
  }
}
