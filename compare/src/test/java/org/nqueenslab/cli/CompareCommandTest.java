package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The cross-checker must pass correct engines and catch planted faults, naming a witness. */
class CompareCommandTest {

  @Test
  void correctEnginesAgreeWithEachOtherAndOeis() {
    Cli r = Cli.run("compare", "-n", "1..10");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("verdict: all engines agree on 10 problems, and with the published counts (OEIS A000170)"),
        r.out());
    assertTrue(!r.out().contains("planted"), "planted faults never join the default set");
  }

  /**
   * Every symmetry-breaking method, bitmask's two, dlx's pruned first rank and the constraint engines' lex-leaders,
   * against each other and A002562 (issue 6).
   */
  @Test
  void everyEngineCountsFundamentalSolutionsLikeOeis() {
    Cli r = Cli.run("compare", "-n", "4..9", "--unique", "--engines", "bitmask,bitmask:method=halving,dlx,choco,cpsat");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("verdict: all engines agree on 6 problems, and with the published counts (OEIS A002562)"),
        r.out());
    assertEquals(5, r.out().split("orbits_of_8=11;orbits_of_4=1;orbits_of_2=0", -1).length - 1,
        "n = 8, every engine: 11 classes of 8, 1 of 4\n" + r.out());
  }

  @Test
  void freePawnsAgreeWithA103330AndA103331() {
    Cli r = Cli.run("compare", "--free-pawns", "1", "-n", "6..10");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("verdict: all engines agree on 5 problems, and with the published counts (OEIS A103330)"),
        r.out());
    assertTrue(r.out().contains("10 x 10, 11 queens, 1 free pawn"), r.out());
    Cli unique = Cli.run("compare", "--free-pawns", "2", "-n", "7..9", "--unique");
    assertEquals(0, unique.exitCode(), unique.out() + unique.err());
    assertTrue(unique.out().contains("with the published counts (OEIS A129552)"), unique.out());
  }

  @Test
  void aDroppedSolutionIsCaughtWithTheMissingSolutionAsWitness() {
    Cli r = Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=drop:at=17");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.out().contains("planted:fault=drop:at=17 counted 91 but OEIS A000170 gives 92; witness: bitmask found"),
        r.out());
    assertTrue(r.out().contains("DIFFERS FROM PUBLISHED"));
    assertTrue(r.out().contains("   a b c d e f g h\n"), "witness drawn as a board: " + r.out());
    assertTrue(r.out().contains("verdict: DISAGREEMENT"));
  }

  @Test
  void anAttackingPlacementIsCaught() {
    Cli r = Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=attack:at=5");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.out().contains("produced 1 invalid solution(s); first: queens"), r.out());
    assertTrue(r.out().contains("attack each other along a diagonal"), r.out());
    assertTrue(r.out().contains("INVALID SOLUTION"));
  }

  @Test
  void aRepeatedSolutionIsCaughtEvenWhenTheCountIsRight() {
    Cli r = Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=repeat:at=30");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.out().contains("COMPLETE         92"), "the count alone looks right: " + r.out());
    assertTrue(r.out().contains("produced 1 repeated solution(s)"), r.out());
  }

  @Test
  void twoEnginesMissingDifferentSolutionsCannotPass() {
    // No published count for a board with a hole, and both engines count the same: only the sets differ.
    Cli r = Cli.run("compare", "-n", "8", "--holes", "a1",
        "--engines", "planted:fault=drop:at=3,planted:fault=drop:at=40");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.out().contains("the counts agree but the solution sets do not; witness: "), r.out());
  }

  /**
   * CP-SAT with several workers is documented to enumerate wrong sets (46 or 80 instead of 92 measured here). Not
   * relying on the bug: whatever cpsat returns, compare must call it what it is.
   */
  @Test
  void cpSatWithSeveralWorkersIsJudgedByWhatItReturns() {
    Cli r = Cli.run("compare", "-n", "8", "--engines", "bitmask,cpsat:workers=2", "--format", "json");
    String row = r.out().lines().filter(l -> l.contains("\"engine\": \"cpsat:workers=2\"")).findFirst().orElseThrow();
    boolean right = row.contains("\"solutions\": 92,") && row.contains("\"verdict\": \"agrees\"");
    if (row.contains("\"solutions\": 92,")) {
      assertTrue(r.exitCode() == 0 || r.err().contains("the counts agree but the solution sets do not"), r.err());
    } else {
      assertEquals(3, r.exitCode(), row);
      assertTrue(row.contains("\"verdict\": \"DIFFERS FROM PUBLISHED\""), row);
      assertTrue(r.err().contains("cpsat:workers=2 counted "), r.err());
    }
    assertEquals(right, r.exitCode() == 0);
  }

  @Test
  void jsonGivesOneParsableObjectPerRow() {
    Cli r = Cli.run("compare", "-n", "4..6", "--engines", "bitmask", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.out().trim().split("\n");
    assertEquals(3, lines.length, r.out());
    for (String line : lines) {
      assertTrue(line.startsWith("{\"engine\": \"bitmask\", \"n\": "), line);
      assertTrue(line.endsWith("\"verdict\": \"agrees\"}"), line);
    }
    assertTrue(r.err().contains("verdict: all engines agree on 3 problems"), r.err());
  }

  @Test
  void timeoutsAreReportedAsNotChecked() {
    Cli r = Cli.run("compare", "-n", "18", "--engines", "bitmask", "--time-limit", "200ms");
    assertEquals(0, r.exitCode(), r.out());
    assertTrue(r.out().contains("not checked: TIMEOUT"), r.out());
    assertTrue(r.out().contains("not checked: bitmask on 18 x 18"), r.out());
  }
}
