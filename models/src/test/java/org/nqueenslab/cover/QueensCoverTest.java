package org.nqueenslab.cover;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

class QueensCoverTest {
  @Test
  void listsRanksAndFilesInKnuthsOrganPipeOrder() {
    ExactCover c = QueensCover.of(Problem.of(8)).exactCover();
    List<String> primary = new ArrayList<>();
    for (int i = 0; i < c.primaryCount(); i++) {
      primary.add(c.itemName(i));
    }
    assertEquals("r4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0", String.join(" ", primary));
    assertArrayEquals(new int[] {2, 1, 3, 0, 4}, QueensCover.organPipe(5));
    assertArrayEquals(new int[] {0}, QueensCover.organPipe(1));
  }

  @Test
  void hasOneOptionPerSquareAndTheLongDiagonalsAsSecondaryItems() {
    for (int n = 2; n <= 10; n++) {
      ExactCover c = QueensCover.of(Problem.of(n)).exactCover();
      assertEquals(2 * n, c.primaryCount());
      assertEquals(4 * n - 6, c.secondaryCount(), "n=" + n);
      assertEquals(n * n, c.optionCount());
    }
    QueensCover q = QueensCover.of(Problem.of(8));
    int a1 = q.optionOf(Square.parse("a1"));
    assertEquals("r0 c0 b0", q.exactCover().optionText(a1), "a1's a-diagonal holds only a1: left out");
    assertEquals("r3 c4 a7 b-1", q.exactCover().optionText(q.optionOf(Square.parse("e4"))));
  }

  @Test
  void leavesHolesOutAndForcesPlacedQueens() {
    Problem p = Problem.builder(6).holes("a1", "c3").fixed("b1", "d2").build();
    QueensCover q = QueensCover.of(p);
    assertEquals(34, q.exactCover().optionCount());
    assertEquals(-1, q.optionOf(Square.parse("c3")));
    int[] forced = q.forcedOptions();
    assertEquals(2, forced.length);
    assertEquals(Square.parse("b1"), q.square(forced[0]));
    assertEquals(Square.parse("d2"), q.square(forced[1]));
  }

  @Test
  void makesTheLongerSideSecondaryOnARectangle() {
    ExactCover wide = QueensCover.of(Problem.builder(3, 5).build()).exactCover();
    assertEquals(3, wide.primaryCount());
    assertTrue(wide.itemName(0).startsWith("r"));
    assertEquals(15, wide.optionCount());
    ExactCover tall = QueensCover.of(Problem.builder(5, 3).build()).exactCover();
    assertEquals(3, tall.primaryCount());
    assertTrue(tall.itemName(0).startsWith("c"));
  }

  @Test
  void exportsAMatrixKnuthsProgramsRead() {
    ExactCover c = QueensCover.of(Problem.of(8)).exactCover();
    String text = DlxFormat.write(c, "8 queens");
    assertTrue(text.startsWith("| 8 queens\nr4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0 | "), text);
    ExactCover again = DlxFormat.read(text);
    assertEquals(text, DlxFormat.write(again, "8 queens"));
    assertEquals(1 + 1 + 64, text.lines().count());
  }

  @Test
  void standaloneMatrixHasTheSameSolutionsWithoutForcing() {
    Problem p = Problem.builder(8).fixed("a1", "e2").holes("h8").build();
    QueensCover q = QueensCover.of(p);
    ExactCover alone = q.standalone();
    long expected = new org.nqueenslab.bitmask.BitmaskEngine().solve(p, org.nqueenslab.engine.Request.count())
        .solutions();
    assertEquals(expected, new org.nqueenslab.dlx.DancingLinks(alone)
        .count(org.nqueenslab.dlx.SearchLimits.NONE).solutions());
    assertTrue(alone.optionCount() < q.exactCover().optionCount());
    assertEquals(64, QueensCover.of(Problem.of(8)).standalone().optionCount(), "nothing placed: nothing dropped");
  }

  @Test
  void saysClearlyWhatItDoesNotEncodeYet() {
    assertTrue(QueensCover.whyUnsupported(Problem.builder(5).torus(true).build()).contains("toroidal"));
    assertTrue(QueensCover.whyUnsupported(Problem.builder(5).pawns("c3").queens(5).build()).contains("pawns"));
    assertTrue(QueensCover.whyUnsupported(Problem.builder(8).queens(5).build()).contains("multiplicities"));
    assertNull(QueensCover.whyUnsupported(Problem.builder(5).holes("a1").fixed("c3").build()));
    assertThrows(BadInputException.class, () -> QueensCover.of(Problem.builder(5).torus(true).build()));
  }
}
