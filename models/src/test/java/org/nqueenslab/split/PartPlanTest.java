package org.nqueenslab.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Status;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * Every part, sent through its text line and counted alone, sums to the published count (or the
 * brute-force oracle's), for each kind of key and several engines.
 */
class PartPlanTest {

  /** Sums the parts, each read back from its own line first: what another machine would do. */
  private static long[] sum(String engine, Map<String, String> options, boolean unique, Problem p) {
    List<Part> parts = PartPlan.of(engine, options, unique, p);
    assertTrue(parts.size() > 1, "the count is split");
    long total = 0;
    long fundamental = 0;
    for (Part part : parts) {
      Part again = Part.parse(part.text());
      assertEquals(part.text(), again.text());
      PartCount c = PartCounter.count(again, null, new Cancellation(), "test");
      assertEquals(Status.COMPLETE, c.status());
      PartCount read = PartCount.parse(c.text());
      assertTrue(read.sameCount(c), c.text());
      total += read.solutions();
      fundamental += unique ? read.unique() : 0;
    }
    return new long[] {total, fundamental};
  }

  @Test
  void borderConstellationsSumToThePublishedCounts() {
    for (int n = 4; n <= 10; n++) {
      ReferenceCount ref = ReferenceCounts.standard(n).orElseThrow();
      long[] s = sum("bitmask", Map.of(), true, Problem.of(n));
      assertEquals(ref.count(), s[0], "n = " + n);
      assertEquals(ref.fundamental(), s[1], "n = " + n);
    }
  }

  @Test
  void queensPartsOfOtherEnginesSumToThePublishedCounts() {
    ReferenceCount ref = ReferenceCounts.standard(9).orElseThrow();
    for (String engine : List.of("dlx", "choco", "cpsat")) {
      assertEquals(ref.count(), sum(engine, Map.of(), false, Problem.of(9))[0], engine);
      assertEquals(ref.fundamental(), sum(engine, Map.of(), true, Problem.of(9))[1], engine);
    }
    assertEquals(ref.count(), sum("bitmask", Map.of("method", "halving"), false, Problem.of(9))[0]);
  }

  /**
   * A wide board splits on fewer ranks: three ranks of n = 100 made nearly half a million parts
   * (and a minute of planning under a 1 s limit), two ranks of n = 1000 as many again. The sizes
   * are what the split makes: a queen per rank, none attacking another, the first one in the left
   * half (mirror halving; the middle file too on an odd board).
   */
  @Test
  void aWideBoardSplitsOnFewerRanks() {
    assertEquals(3, Subproblems.depthFor(Problem.of(35), 3));
    assertEquals(2, Subproblems.depthFor(Problem.of(36), 3));
    assertEquals(2, Subproblems.depthFor(Problem.of(222), 2));
    assertEquals(1, Subproblems.depthFor(Problem.of(223), 2));
    assertEquals(1, Subproblems.depthFor(Problem.of(8), 1));
    // two ranks of n = 100: 50 left-half files, each with 100 - 3 (or 2 on the edge) second queens
    assertEquals(50 * 97 + 1, PartPlan.of("dlx", Map.of(), false, Problem.of(100)).size());
    assertEquals(500, PartPlan.of("dlx", Map.of(), false, Problem.of(1000)).size());
  }

  @Test
  void aStopEndsTheSplitWithinARank() {
    int[] asked = {0};
    List<Subproblem> parts = Subproblems.split(Problem.of(1000), 1, true, () -> ++asked[0] > 10);
    assertTrue(parts.size() <= 10, parts.size() + " parts after the stop");
    assertTrue(asked[0] <= 12, asked[0] + " looks at the stop");
    // a board with a pawn splits by segments: two ranks of 200 files took seconds before any count
    int[] segmentAsks = {0};
    Problem pawned = Problem.builder(200).pawns("c3").queens(200).build();
    List<Subproblem> segmentParts =
        SegmentSubproblems.split(pawned, 2, () -> ++segmentAsks[0] > 10);
    assertTrue(segmentParts.size() <= 10, segmentParts.size() + " segment parts after the stop");
    assertTrue(segmentAsks[0] <= 20, segmentAsks[0] + " looks at the stop"); // not the rank's 200
  }

  @Test
  void torusAndPawnPartsSumToTheOracle() {
    Problem torus = Problem.builder(7).torus(true).build();
    Problem pawns = Problem.builder(6).queens(7).pawns("c3").build();
    for (Problem p : List.of(torus, pawns)) {
      List<Placement> all = BruteForceOracle.solutions(p);
      long fundamental = SymmetryOracle.fundamentalCount(p, all);
      for (String engine : List.of("bitmask", "dlx")) {
        assertEquals(all.size(), sum(engine, Map.of(), false, p)[0], engine + " " + p.describe());
        long[] u = sum(engine, Map.of(), true, p);
        assertEquals(all.size(), u[0], engine + " unique " + p.describe());
        assertEquals(fundamental, u[1], engine + " unique " + p.describe());
      }
    }
  }

  @Test
  void freePawnFamilyPartsSumToThePublishedCounts() {
    for (int n = 5; n <= 7; n++) {
      org.nqueenslab.variant.FreePawns family = new org.nqueenslab.variant.FreePawns(n, 1);
      ReferenceCount ref = ReferenceCounts.find(ReferenceCounts.PAWNS, n, 1).orElseThrow();
      for (String engine : List.of("bitmask", "dlx")) {
        long total = 0;
        long fundamental = 0;
        for (Part part : family.partLines(engine, Map.of(), true, () -> false)) {
          PartCount c = PartCounter.count(Part.parse(part.text()), null, new Cancellation(), "t");
          PartCount read = PartCount.parse(c.text());
          total += read.solutions();
          fundamental += read.unique();
        }
        assertEquals(ref.count(), total, engine + " n = " + n);
        assertEquals(ref.fundamental(), fundamental, engine + " n = " + n);
      }
    }
    Part part =
        new org.nqueenslab.variant.FreePawns(6, 1)
            .partLines("dlx", Map.of(), false, () -> false)
            .get(0);
    Part wrongPawns = new Part("dlx", Map.of(), false, part.problem(), "pawns=f6 weight=4");
    assertThrows(
        BadInputException.class,
        () -> PartCounter.count(wrongPawns, null, new Cancellation(), "t"));
  }

  @Test
  void aBadKeyIsOneLine() {
    Part part = PartPlan.of("dlx", Map.of(), false, Problem.of(8)).get(0);
    Part bad = new Part("dlx", Map.of(), false, Problem.of(8), "queens=a1 weight=7");
    assertThrows(
        BadInputException.class, () -> PartCounter.count(bad, null, new Cancellation(), "t"));
    assertThrows(BadInputException.class, () -> Part.parse("part\tdlx\tcount"));
    assertTrue(part.text().startsWith("part\tdlx\tcount\t"));
  }
}
