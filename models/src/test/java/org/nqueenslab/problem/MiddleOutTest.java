package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The middle-out orders, as their sources write them out. */
class MiddleOutTest {

  @Test
  void organPipeStartsAtTheUpperMiddleAndGoesBelowFirst() {
    assertArrayEquals(
        new int[] {4, 3, 5, 2, 6, 1, 7, 0}, MiddleOut.organPipe(8)); // Knuth's 8 queens
    assertArrayEquals(new int[] {2, 1, 3, 0, 4}, MiddleOut.organPipe(5));
    assertArrayEquals(new int[] {0}, MiddleOut.organPipe(1));
    assertArrayEquals(new int[] {}, MiddleOut.organPipe(0));
  }

  @Test
  void lowerMiddleFirstIsItsMirrorImage() {
    assertArrayEquals(new int[] {3, 4, 2, 5, 1, 6, 0, 7}, MiddleOut.lowerMiddleFirst(8));
    assertArrayEquals(new int[] {2, 3, 1, 4, 0}, MiddleOut.lowerMiddleFirst(5));
  }

  @Test
  void doubledDistanceIsAnIntegerOnEvenBoards() {
    assertEquals(1, MiddleOut.doubledDistance(3, 8));
    assertEquals(1, MiddleOut.doubledDistance(4, 8));
    assertEquals(0, MiddleOut.doubledDistance(2, 5));
    assertEquals(4, MiddleOut.doubledDistance(0, 5));
  }
}
