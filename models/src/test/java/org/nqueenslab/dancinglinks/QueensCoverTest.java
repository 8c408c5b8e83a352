package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.engine.StopCheckAssertions;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

class QueensCoverTest {
  @Test
  void anEncodingAsksItsStopCheckRankByRankAndStopsWhenTold() {
    StopCheckAssertions.asksRankByRankAndStopsWhenTold(
        20, stop -> QueensCover.of(Problem.of(20), QueenCount.EMPTY_SEGMENTS, stop));
  }

  @Test
  void listsRanksAndFilesInKnuthsOrganPipeOrder() {
    ExactCover c = QueensCover.of(Problem.of(8)).exactCover();
    List<String> primary = new ArrayList<>();
    for (int i = 0; i < c.primaryCount(); i++) {
      primary.add(c.itemName(i));
    }
    assertEquals("r4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0", String.join(" ", primary));
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
    assertEquals(
        "r0 c0 b0", q.exactCover().optionText(a1), "a1's a-diagonal holds only a1: left out");
    assertEquals("r3 c4 a7 b-1", q.exactCover().optionText(q.optionOf(Square.parse("e4"))));
  }

  /**
   * Each square's option names it, so a solution printed by another program (DLX1 reading our
   * export) maps back to squares: on a 1 x N board every option was {@code r0} alone, the files and
   * diagonals being one-square segments.
   */
  @Test
  void noTwoSquaresShareAnOption() {
    java.util.Random random = new java.util.Random(12);
    List<Problem> problems = new ArrayList<>();
    for (int rows = 1; rows <= 4; rows++) {
      for (int cols = 1; cols <= 5; cols++) {
        problems.add(Problem.builder(rows, cols).build());
        for (int k = 0; k < 6; k++) {
          List<Square> holes = new ArrayList<>();
          List<Square> pawns = new ArrayList<>();
          for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
              int roll = random.nextInt(5);
              (roll == 0 ? holes : roll == 1 ? pawns : new ArrayList<Square>())
                  .add(new Square(r, c));
            }
          }
          int free = rows * cols - holes.size() - pawns.size();
          if (free == 0) {
            continue;
          }
          int queens = 1 + random.nextInt(Math.min(free, Math.min(rows, cols)));
          problems.add(
              Problem.builder(rows, cols).holes(holes).pawns(pawns).queens(queens).build());
        }
      }
    }
    for (Problem p : problems) {
      for (QueenCount counting : QueenCount.values()) {
        QueensCover q = QueensCover.of(p, counting);
        java.util.Map<java.util.Set<String>, Square> squareOf = new java.util.HashMap<>();
        for (int o = 0; o < q.exactCover().optionCount(); o++) {
          Square s = q.square(o);
          if (s != null) {
            java.util.Set<String> items = java.util.Set.of(q.exactCover().optionText(o).split(" "));
            Square other = squareOf.put(items, s);
            assertNull(other, s + " and " + other + " share " + items + " in " + p.describe());
          }
        }
      }
    }
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
    assertTrue(
        text.startsWith("| 8 queens\nr4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0 | "), text);
    ExactCover again = DlxFormat.read(text);
    assertEquals(text, DlxFormat.write(again, "8 queens"));
    assertEquals(1 + 1 + 64, text.lines().count());
  }

  @Test
  void standaloneMatrixHasTheSameSolutionsWithoutForcing() {
    Problem p = Problem.builder(8).fixed("a1", "e2").holes("h8").build();
    QueensCover q = QueensCover.of(p);
    ExactCover alone = q.standalone();
    long expected =
        new org.nqueenslab.bitmask.BitmaskEngine()
            .solve(p, org.nqueenslab.engine.Request.count())
            .solutions();
    assertEquals(
        expected,
        new org.nqueenslab.dlx.DancingLinks(alone)
            .count(org.nqueenslab.dlx.SearchLimits.NONE)
            .solutions());
    assertTrue(alone.optionCount() < q.exactCover().optionCount());
    assertEquals(
        64,
        QueensCover.of(Problem.of(8)).standalone().optionCount(),
        "nothing placed: nothing dropped");
  }

  @Test
  void cutsLinesAtPawnsAndKeepsExactDirectionsPlain() {
    // nine queens, pawn d4: 9 rank and 9 file segments, so each holds a queen: plain DLX1, no
    // multiplicity
    QueensCover q = QueensCover.of(Problem.builder(8).pawns("d4").queens(9).build());
    ExactCover c = q.exactCover();
    assertEquals(18, c.primaryCount());
    assertFalse(c.hasMultiplicities());
    assertTrue(
        c.indexOf("r3.0") >= 0 && c.indexOf("r3.1") >= 0 && c.indexOf("r3") < 0,
        "rank 4 cut at d4");
    assertTrue(c.indexOf("c3.0") < c.primaryCount(), "file d's segments are primary");
    assertTrue(c.indexOf("a6.0") >= c.primaryCount(), "diagonals secondary");
    assertEquals(
        "r3.1 c4 a7 b-1", c.optionText(q.optionOf(Square.parse("e4"))), "e4's diagonals miss d4");
    assertEquals(
        "r4 c4 a8 b0.1",
        c.optionText(q.optionOf(Square.parse("e5"))),
        "e5's anti-diagonal b0 is cut");
    assertEquals(63, c.optionCount());
    assertEquals(-1, q.optionOf(Square.parse("d4")));
  }

  @Test
  void holdsFewerQueensWithEmptySegmentsCountedByMultiplicities() {
    QueensCover q = QueensCover.of(Problem.builder(8).queens(6).build());
    ExactCover c = q.exactCover();
    assertTrue(c.hasMultiplicities());
    int ranksEmpty = c.indexOf("r#");
    assertEquals(2, c.lowerBound(ranksEmpty));
    assertEquals(2, c.upperBound(ranksEmpty));
    assertEquals(2, c.lowerBound(c.indexOf("c#")));
    assertEquals(
        64 + 16, c.optionCount(), "a queen per square, an empty option per rank and per file");
    int empty = c.optionCount() - 1;
    assertNull(q.square(empty));
    assertTrue(q.encoding().contains("2 of 8 rank segments"), q.encoding());
    // a segment of holes only stays empty before the search: its empty option is forced
    QueensCover holed =
        QueensCover.of(
            Problem.builder(6)
                .queens(5)
                .fixed("b2")
                .holes("a1", "b1", "c1", "d1", "e1", "f1")
                .build());
    int[] forced = holed.forcedOptions();
    assertEquals(2, forced.length);
    assertEquals(Square.parse("b2"), holed.square(forced[0]), "placed queens first");
    assertEquals("r0 r#", holed.exactCover().optionText(forced[1]));
  }

  @Test
  void saysThereIsNoSolutionWhenADirectionHasTooFewSegments() {
    // a pawn on the edge cuts no rank in two: 8 rank segments for 9 queens
    QueensCover q = QueensCover.of(Problem.builder(8).pawns("a4").queens(9).build());
    assertEquals(1, q.exactCover().itemCount());
    assertEquals(0, q.exactCover().optionCount());
    assertTrue(q.encoding().contains("the ranks have 8"), q.encoding());
    assertEquals(
        0,
        new org.nqueenslab.dlx.DancingLinks(q.exactCover())
            .count(org.nqueenslab.dlx.SearchLimits.NONE)
            .solutions());
  }

  @Test
  void wrapsSegmentsRoundATorus() {
    // a pawn on a torus line leaves one segment, wrapping round it
    QueensCover q = QueensCover.of(Problem.builder(5).torus(true).pawns("c3").queens(5).build());
    ExactCover c = q.exactCover();
    assertEquals("r2 c0 a2 b2", c.optionText(q.optionOf(Square.parse("a3"))));
    assertEquals("r2 c3 a0 b4", c.optionText(q.optionOf(Square.parse("d3"))));
  }

  @Test
  void exportsAndReadsBackAProblemWithMultiplicities() {
    Problem p = Problem.builder(7).pawns("d4").queens(6).fixed("a1").build();
    QueensCover q = QueensCover.of(p);
    String text = DlxFormat.write(q.standalone(), "6 queens, pawn d4, a1 placed");
    assertTrue(
        text.contains(" 2:2|r# ") || text.contains(" 2|r# "),
        text.lines().skip(1).findFirst().orElse(""));
    ExactCover again = DlxFormat.read(text);
    long expected =
        new org.nqueenslab.bitmask.BitmaskEngine()
            .solve(p, org.nqueenslab.engine.Request.count())
            .solutions();
    assertTrue(expected > 0);
    assertEquals(
        expected,
        new org.nqueenslab.dlx.DancingLinks(again)
            .count(org.nqueenslab.dlx.SearchLimits.NONE)
            .solutions());
  }
}
