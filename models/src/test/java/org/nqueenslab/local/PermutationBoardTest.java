package org.nqueenslab.local;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The counters, the swap test and the attack list against naive recomputation from the permutation
 * alone.
 */
class PermutationBoardTest {

  /** Collisions recounted from scratch: for each diagonal, queens on it minus one. */
  private static long naiveCollisions(int[] queen) {
    int n = queen.length;
    int[] down = new int[2 * n - 1];
    int[] up = new int[2 * n - 1];
    for (int r = 0; r < n; r++) {
      down[r + queen[r]]++;
      up[r - queen[r] + n - 1]++;
    }
    return IntStream.of(down).filter(k -> k > 1).map(k -> k - 1).sum()
        + IntStream.of(up).filter(k -> k > 1).map(k -> k - 1).sum();
  }

  /** Ranks whose queen shares a diagonal with another, from int counters recounted from scratch. */
  private static int[] naiveAttacked(int[] queen) {
    int n = queen.length;
    int[] down = new int[2 * n - 1];
    int[] up = new int[2 * n - 1];
    for (int r = 0; r < n; r++) {
      down[r + queen[r]]++;
      up[r - queen[r] + n - 1]++;
    }
    return IntStream.range(0, n)
        .filter(r -> down[r + queen[r]] > 1 || up[r - queen[r] + n - 1] > 1)
        .toArray();
  }

  private static int[] attacks(PermutationBoard board) {
    int[] list = new int[board.maxAttacked()];
    return Arrays.copyOf(list, board.computeAttacks(list));
  }

  @Test
  void anAllocationIsDroppedAtTheFirstStopBetweenItsSteps() {
    // at n = 3,000,000 the identity is checked three times (r = 0, 2^20, 2^21), then once after
    // each diagonal array: stops 1 to 5 cover every check
    for (int stopAt = 1; stopAt <= 5; stopAt++) {
      int[] asked = {0};
      int after = stopAt;
      assertNull(PermutationBoard.allocate(3_000_000, () -> ++asked[0] >= after), "stop " + after);
      assertEquals(stopAt, asked[0]); // no step runs past the stop
    }
    PermutationBoard whole = PermutationBoard.allocate(3_000_000, () -> false);
    assertEquals(3_000_000, whole.queen.length);
    assertEquals(2_999_999, whole.queen[2_999_999]);
    assertEquals(2 * 3_000_000 - 1, whole.dp.length);
  }

  @Test
  void swapsKeepTheCountersExactAndOnlyEverLowerTheCollisions() {
    for (int n : new int[] {1, 2, 5, 8, 50, 300}) {
      PermutationBoard board = new PermutationBoard(n);
      SplitMix64 random = new SplitMix64(n);
      assertTrue(new RandomPlacement().place(board, random, () -> false));
      assertEquals(naiveCollisions(board.queen), board.collisions);
      for (int step = 0; step < 20 * n; step++) {
        long before = board.collisions;
        int[] copy = board.queen.clone();
        boolean swapped = board.trySwap(random.nextInt(n), random.nextInt(n));
        assertEquals(naiveCollisions(board.queen), board.collisions, "n=" + n + " step " + step);
        if (swapped) {
          assertTrue(board.collisions < before);
        } else {
          assertArrayEquals(copy, board.queen);
          assertEquals(before, board.collisions);
        }
      }
    }
  }

  @Test
  void theAttackListIsExactlyTheAttackedQueensWithManyOrFewCollisions() {
    // a random permutation of 20,000 has thousands of overloaded diagonals (read directly, past the
    // filter's capacity); QS3's start a few dozen (through the filter); at 100,000 a direction has
    // three times as many lines (2n - 1) as the filter has slots (2^16), so lines share slots
    for (int n : new int[] {20_000, 100_000}) {
      for (InitialPlacement start :
          new InitialPlacement[] {new RandomPlacement(), new ConflictFreePlacement(n, 50, 5)}) {
        for (long seed = 1; seed <= 3; seed++) {
          PermutationBoard board = new PermutationBoard(n);
          assertTrue(start.place(board, new SplitMix64(seed), () -> false));
          assertEquals(naiveCollisions(board.queen), board.collisions);
          assertArrayEquals(naiveAttacked(board.queen), attacks(board), "n=" + n);
        }
      }
    }
  }

  @Test
  void theConflictFreeStartIsConflictFreeBeforeItsRandomTail() {
    PermutationBoard board = new PermutationBoard(2000);
    ConflictFreePlacement start = new ConflictFreePlacement(2000, 40, 5);
    assertTrue(start.place(board, new SplitMix64(3), () -> false));
    assertEquals(1960, start.firstConflictFree);
    int[] prefix = Arrays.copyOf(board.queen, 1960);
    for (int a = 0; a < prefix.length; a++) {
      for (int b = a + 1; b < prefix.length; b++) {
        assertTrue(Math.abs(prefix[a] - prefix[b]) != b - a, "ranks " + a + " and " + b);
      }
    }
    int[] sorted = board.queen.clone();
    Arrays.sort(sorted);
    assertArrayEquals(IntStream.range(0, 2000).toArray(), sorted, "a permutation");
  }

  @Test
  void batchedDrawsGiveAConflictFreePrefixAndExactCountersOnSmallBoards() {
    // small pools: a batch's later draws often fall on positions its earlier placements took
    for (int n = 4; n <= 64; n++) {
      for (long seed = 1; seed <= 5; seed++) {
        PermutationBoard board = new PermutationBoard(n);
        ConflictFreePlacement start = new ConflictFreePlacement(n, 2, 5);
        assertTrue(start.place(board, new SplitMix64(seed), () -> false));
        int placed = (int) start.firstConflictFree;
        assertTrue(placed >= 1 && placed <= n - 2, "n=" + n + " placed " + placed);
        for (int a = 0; a < placed; a++) {
          for (int b = a + 1; b < placed; b++) {
            assertTrue(
                Math.abs(board.queen[a] - board.queen[b]) != b - a,
                "n=" + n + " seed " + seed + ": ranks " + a + " and " + b);
          }
        }
        int[] sorted = board.queen.clone();
        Arrays.sort(sorted);
        assertArrayEquals(IntStream.range(0, n).toArray(), sorted, "a permutation, n=" + n);
        assertEquals(naiveCollisions(board.queen), board.collisions, "n=" + n);
      }
    }
  }
}
