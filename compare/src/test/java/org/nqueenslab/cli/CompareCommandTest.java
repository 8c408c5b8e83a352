package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The cross-checker must pass correct engines and catch planted faults, naming a witness. */
class CompareCommandTest {

  @Test
  void correctEnginesAgreeWithEachOtherAndOeis() {
    Cli r = Cli.run("compare", "-n", "1..10");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    // the default set counts fundamental solutions too, and the verdict cites what they met
    assertTrue(
        r.unwrapped()
            .contains(
                "verdict: all engines agree on 10 problems, and with the published counts (OEIS"
                    + " A000170; fundamental solutions: OEIS A002562)"),
        r.out());
    // planted faults never join the default set: no row of theirs, and the notes say why
    assertTrue(r.out().lines().noneMatch(l -> l.startsWith("planted")), r.out());
    assertTrue(
        r.unwrapped().contains("planted: runs only when a fault is named"),
        "every default engine that ran nowhere is named with its reason: " + r.out());
    assertTrue(
        r.unwrapped()
            .contains(
                "not compared: construct, qs2, qs3, minconflicts: cannot count solutions (it can:"
                    + " find a first solution)"),
        r.out());
    assertTrue(
        r.out()
            .contains(
                "paths checked: enumerate (every solution verified; the sets compared when there are at most"),
        r.out());
    assertTrue(
        r.unwrapped()
            .contains(
                "left out: brute-force on 10 x 10 (engine 'brute-force' handles boards up to 9 x 9"),
        "an engine of the default set that stops running is named: " + r.out());
  }

  /**
   * A board in a range where no square can hold a queen, or with more queens than such squares, has
   * no solution: every engine that can run it answers 0 and the range goes on (it stopped at its
   * first board with exit 2, and Choco failed on a board without a square).
   */
  @Test
  void aBoardWithMoreQueensThanSquaresHasNoSolutionAndTheRangeGoesOn() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "1..4",
            "--pawns",
            "a1",
            "--unique",
            "--engines",
            "bitmask,dlx,choco,cpsat");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.unwrapped().contains("verdict: all engines agree on 4 problems"), r.out());
    for (String engine : new String[] {"bitmask", "dlx", "choco", "cpsat"}) {
      assertTrue(r.out().matches("(?s).*\n" + engine + " +1 +COMPLETE +0 +0 .*"), engine + r.out());
    }
    Cli queens = Cli.run("count", "-n", "2", "--queens", "5", "--engine", "choco");
    assertEquals(0, queens.exitCode(), queens.err());
    assertTrue(queens.out().matches("(?s).*COMPLETE +0 .*"), queens.out());
  }

  /**
   * The default set under --unique leaves out the engines that count no fundamental solutions of
   * the problem, and says which (minizinc left a torus's comparison without a word).
   */
  @Test
  void enginesLeftOutOfTheDefaultSetByUniqueAreNamed() {
    Cli r = Cli.run("compare", "-n", "6", "--unique");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.unwrapped()
            .contains(
                "left out by --unique (they count no fundamental solutions here): mip,"
                    + " zdd, somers, brute-force, generate-and-test, horowitz-sahni, wirth, clasp\n"),
        r.out());
    Cli plain = Cli.run("compare", "-n", "6", "--engines", "bitmask,wirth");
    assertFalse(plain.unwrapped().contains("left out"), plain.out());
  }

  /**
   * More free pawns than fit is a family with no arrangement, whatever the number: it was refused
   * for a board size nobody gave (448 x 448 for 100000 pawns on 8 x 8), or ran out of memory.
   */
  @Test
  void anyNumberOfFreePawnsThatDoNotFitCountsZero() {
    for (String k : new String[] {"40", "100000", "2147483647"}) {
      Cli r = Cli.run("count", "--free-pawns", k, "-n", "8", "--format", "plain");
      assertEquals(0, r.exitCode(), k + ": " + r.err());
      assertEquals("0", r.out().trim(), k);
      assertTrue(r.err().contains("no arrangement"), r.err());
    }
  }

  /**
   * Every symmetry-breaking method, bitmask's two, dlx's pruned first rank and the constraint
   * engines' lex-leaders, against each other and A002562 (issue 6).
   */
  @Test
  void everyEngineCountsFundamentalSolutionsLikeOeis() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "4..9",
            "--unique",
            "--engines",
            "bitmask,bitmask:method=halving,dlx,choco,cpsat",
            "--columns",
            "engine,n,orbits_of_8,orbits_of_4,orbits_of_2");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.unwrapped()
            .contains(
                "verdict: all engines agree on 6 problems, and with the published counts (OEIS"
                    + " A000170; fundamental solutions: OEIS A002562)"),
        r.unwrapped());
    assertEquals(
        5,
        r.out().lines().filter(l -> l.matches("\\S+ +8 +11 +1 +0")).count(),
        "n = 8, every engine: 11 classes of 8, 1 of 4\n" + r.out());
  }

  @Test
  void freePawnsAgreeWithA103330AndA103331() {
    Cli r = Cli.run("compare", "--free-pawns", "1", "-n", "6..9");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.unwrapped()
            .contains(
                "verdict: all engines agree on 4 problems, and with the published counts (OEIS"
                    + " A103330; fundamental solutions: OEIS A103331)"),
        r.out());
    assertTrue(r.out().contains("9 x 9, 10 queens, 1 free pawn"), r.out());
    Cli unique = Cli.run("compare", "--free-pawns", "2", "-n", "7..9", "--unique");
    assertEquals(0, unique.exitCode(), unique.out() + unique.err());
    assertTrue(
        unique
            .unwrapped()
            .contains(
                "with the published counts (OEIS A129551; fundamental solutions: OEIS A129552)\n"),
        unique.out());
  }

  /**
   * The 10 x 10 board with one free pawn: every default engine again, mip included, which solves
   * one program per pawn square and one per solution there (about a minute; hence the slow suite).
   */
  @Test
  @Tag("slow")
  void freePawnsOnTheTenByTenBoardAgreeWithA103330() {
    Cli r = Cli.run("compare", "--free-pawns", "1", "-n", "10");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.unwrapped()
            .contains(
                "verdict: all engines agree on 1 problem, and with the published counts (OEIS"
                    + " A103330; fundamental solutions: OEIS A103331)"),
        r.out());
    assertTrue(r.out().contains("10 x 10, 11 queens, 1 free pawn"), r.out());
  }

  /**
   * A count that ran on one thread though two were asked (dlx's Algorithm M for fewer queens, the
   * unique counts that classify leaves as they come) says one thread, in count's row and in
   * compare's paths: they said 2 and "count:2t" (the differential audit of session 11).
   */
  @Test
  void aCountThatDidNotSplitIsNotLabelledWithTheThreadsAsked() {
    Cli count =
        Cli.run(
            "count",
            "-n",
            "7",
            "--queens",
            "5",
            "--engine",
            "dlx",
            "--threads",
            "2",
            "--format",
            "json");
    assertEquals(0, count.exitCode(), count.err());
    assertTrue(count.out().contains("\"threads\": 1,"), count.out());
    assertTrue(count.err().contains("counted on one thread"), count.err());
    Cli compare =
        Cli.run(
            "compare",
            "-n",
            "7",
            "--queens",
            "5",
            "--unique",
            "--engines",
            "bitmask,dlx",
            "--threads",
            "2",
            "--columns",
            "engine,paths");
    assertEquals(0, compare.exitCode(), compare.out() + compare.err());
    // bitmask splits its count over segments; neither engine splits a unique count here
    assertTrue(compare.out().contains("bitmask  enumerate+count:2t+unique\n"), compare.out());
    assertTrue(compare.out().contains("dlx      enumerate+count+unique\n"), compare.out());
  }

  @Test
  void aDroppedSolutionIsCaughtWithTheMissingSolutionAsWitness() {
    Cli r =
        Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=drop:at=17", "--wide");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(
        r.out()
            .contains(
                "planted:fault=drop:at=17 counted 91 but OEIS A000170 gives 92; witness: bitmask found"),
        r.out());
    assertTrue(r.out().contains("DIFFERS FROM PUBLISHED"));
    assertTrue(r.out().contains("   a b c d e f g h\n"), "witness drawn as a board: " + r.out());
    assertTrue(r.out().contains("verdict: DISAGREEMENT"));
  }

  @Test
  void anAttackingPlacementIsCaught() {
    Cli r =
        Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=attack:at=5", "--wide");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.unwrapped().contains("produced 1 invalid solution(s); first: queens"), r.out());
    assertTrue(r.unwrapped().contains("attack each other along a diagonal"), r.out());
    assertTrue(r.unwrapped().contains("INVALID SOLUTION"));
  }

  @Test
  void aRepeatedSolutionIsCaughtEvenWhenTheCountIsRight() {
    Cli r =
        Cli.run("compare", "-n", "8", "--engines", "bitmask,planted:fault=repeat:at=30", "--wide");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(r.out().contains("COMPLETE         92"), "the count alone looks right: " + r.out());
    assertTrue(r.out().contains("produced 1 repeated solution(s)"), r.out());
  }

  @Test
  void twoEnginesMissingDifferentSolutionsCannotPass() {
    // No published count for a board with a hole, and both engines count the same: only the sets
    // differ.
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "8",
            "--holes",
            "a1",
            "--engines",
            "planted:fault=drop:at=3,planted:fault=drop:at=40");
    assertEquals(3, r.exitCode(), r.out());
    assertTrue(
        r.out().contains("the counts agree but the solution sets do not; witness: "), r.out());
  }

  /**
   * CP-SAT with several workers enumerates wrong sets (46 or 47 of 92 measured here) and sometimes
   * never returns (it hung CI): the engine refuses it for counting, and compare names it as not
   * run, leaving the verdict incomplete instead of waiting on it.
   */
  @Test
  void cpSatWithSeveralWorkersIsNotRunAndLeavesTheVerdictIncomplete() {
    Cli r = Cli.run("compare", "-n", "8", "--engines", "bitmask,cpsat:workers=2");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(
        r.out()
            .contains("cpsat:workers=2 on 8 x 8 (not run: cpsat option workers=2 is for a first"),
        r.out());
  }

  @Test
  void jsonGivesOneParsableObjectPerRow() {
    Cli r = Cli.run("compare", "-n", "4..6", "--engines", "bitmask", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.out().trim().split("\n");
    assertEquals(3, lines.length, r.out());
    for (String line : lines) {
      assertTrue(line.startsWith("{\"engine\": \"bitmask\", \"options\": null, \"n\": "), line);
      assertTrue(line.endsWith("\"verdict\": \"agrees\"}"), line);
    }
    assertTrue(r.err().contains("verdict: all engines agree on 3 problems"), r.err());
  }

  @Test
  void timeoutsAreReportedAsNotCheckedAndLeaveTheVerdictIncomplete() {
    Cli r = Cli.run("compare", "-n", "18", "--engines", "bitmask", "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(r.unwrapped().contains("not checked: count with "), r.out());
    assertTrue(
        r.out()
            .contains(
                "verdict: INCOMPLETE: no disagreement, but only 0 of 1 problem fully checked;"),
        r.out());
    assertTrue(r.unwrapped().contains("bitmask count with "), r.out());
    assertTrue(r.unwrapped().contains("TIMEOUT on 18 x 18"), r.out());
    assertTrue(
        r.unwrapped().contains(">="), "the partial count is marked in the table: " + r.out());
  }

  /** Issue 15: every engine timing out checks nothing, whatever the number of problems. */
  @Test
  void aCompareWhereEveryEngineTimesOutIsNotAnAgreement() {
    Cli r = Cli.run("compare", "-n", "17..18", "--engines", "bitmask,dlx", "--time-limit", "100ms");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(!r.out().contains("all engines agree"), r.out());
    assertTrue(
        r.unwrapped().contains("17 x 17: only OEIS A000170 answered, nothing to compare it with"),
        r.out());
  }

  /**
   * Issue 15: an engine that cannot run checks nothing; the published count alone is not a
   * comparison.
   */
  @Test
  void anEngineThatCannotRunChecksNothing() {
    Cli r = Cli.run("compare", "-n", "12", "--engines", "brute-force");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(r.unwrapped().contains("UNSUPPORTED"), r.out());
    assertTrue(
        r.unwrapped()
            .contains(
                "not checked: brute-force on 12 x 12 (not run: engine 'brute-force' handles boards"),
        r.out());
    assertTrue(r.unwrapped().contains("12 x 12: only OEIS A000170 answered"), r.out());
    assertTrue(!r.unwrapped().contains("all engines agree"), r.out());
  }

  /** One engine on a board with no published count: one source, nothing compared. */
  @Test
  void oneSourceIsNotACheck() {
    Cli r = Cli.run("compare", "-n", "6", "--holes", "a1", "--engines", "bitmask");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(r.out().contains("only bitmask answered, nothing to compare it with"), r.out());
  }

  /**
   * With --unique the fundamental count is the one compared, but a total that met no other source
   * is named too, so "(fundamental solutions)" does not suggest the totals were compared (found by
   * review).
   */
  @Test
  void withUniqueATotalThatOnlyOneSourceGaveIsNamed() {
    Cli alone = Cli.run("compare", "-n", "6", "--pawns", "c3", "--unique", "--engines", "bitmask");
    assertEquals(ExitCodes.INCOMPLETE, alone.exitCode(), alone.out());
    assertTrue(
        alone
            .unwrapped()
            .contains(
                "6 x 6, pawns c3: only bitmask answered, nothing to compare it with (fundamental"
                    + " solutions, and the total)"),
        alone.out());
    // wirth counts no fundamental solutions: the published one stands alone, its total met OEIS's
    Cli wirth = Cli.run("compare", "-n", "6", "--unique", "--engines", "wirth");
    assertEquals(ExitCodes.INCOMPLETE, wirth.exitCode(), wirth.out());
    assertTrue(
        wirth.unwrapped().contains("answered, nothing to compare it with (fundamental solutions)"),
        wirth.out());
    assertTrue(!wirth.unwrapped().contains("(the total)"), wirth.out());
    assumeTrue(
        new org.nqueenslab.external.MiniZincEngine()
                .whyUnsupported(
                    org.nqueenslab.problem.Problem.of(5), org.nqueenslab.engine.Request.count())
            == null,
        "MiniZinc is not installed (apt-get install minizinc): its half of the test is skipped");
    // minizinc counts the total but no fundamental solutions with pawns: the two are named apart
    Cli mzn = Cli.run("compare", "-n", "6", "--pawns", "c3", "--unique", "--engines", "minizinc");
    assertTrue(
        mzn.unwrapped()
            .contains(
                "6 x 6, pawns c3: no source answered (fundamental solutions); 6 x 6, pawns c3: only"
                    + " minizinc answered, nothing to compare it with (the total)"),
        mzn.out());
  }

  /**
   * Issue 15's acceptance: an engine right when it enumerates and when it counts on one thread, but
   * wrong when it counts in parallel (as dlx was), is caught by compare even below the verify
   * limit.
   */
  @Test
  void anEngineWrongOnlyWhenCountingInParallelIsCaught() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "6",
            "--holes",
            "a1",
            "--threads",
            "2",
            "--engines",
            "bitmask,planted:fault=split:at=2",
            "--wide");
    assertEquals(ExitCodes.DISAGREEMENT, r.exitCode(), r.out());
    assertTrue(
        r.out()
            .contains(
                "planted:fault=split:at=2 gives different totals on its own paths: enumerate "),
        r.out());
    assertTrue(r.out().contains("count with 2 threads "), r.out());
    assertTrue(r.out().contains("ITS PATHS DISAGREE"), r.out());
    Cli oneThread =
        Cli.run(
            "compare",
            "-n",
            "6",
            "--holes",
            "a1",
            "--threads",
            "1",
            "--engines",
            "bitmask,planted:fault=split:at=2");
    assertEquals(
        0,
        oneThread.exitCode(),
        "the planted fault is only in the parallel count: " + oneThread.out());
  }

  @Test
  void uniqueComparesTheFundamentalCountsWithTheirPublishedFigure() {
    Cli r =
        Cli.run("compare", "-n", "8", "--unique", "--engines", "bitmask,dlx", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    r.out()
        .lines()
        .forEach(
            line -> {
              assertTrue(
                  line.contains("\"unique\": 12,") && line.contains("\"published\": 12,"), line);
              assertTrue(line.contains("\"solutions\": 92,"), line);
            });
  }

  @Test
  void engineNamesAreReportedAsTheRegistrySpellsThem() {
    Cli r =
        Cli.run("compare", "-n", "6", "--engines", "Bitmask,DLX:split-depth=1", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("{\"engine\": \"bitmask\","), r.out());
    assertTrue(r.out().contains("{\"engine\": \"dlx\", \"options\": \"split-depth=1\","), r.out());
  }

  /**
   * Named for a comparison of fundamental counts, an engine that counts none leaves it unchecked.
   */
  @Test
  void aNamedEngineWithoutAFundamentalCountLeavesAUniqueCompareIncomplete() {
    Cli r = Cli.run("compare", "-n", "4..6", "--unique", "--engines", "wirth,bitmask");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.out());
    assertTrue(r.unwrapped().contains("wirth on 4 x 4 (no fundamental count: "), r.out());
  }

  /** An enumeration stopped at the verify limit is a verified sample, and the report says so. */
  @Test
  void aSampleIsNotCalledASetComparison() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "8",
            "--holes",
            "a1",
            "--engines",
            "bitmask,dlx",
            "--verify-limit",
            "10",
            "--wide");
    assertEquals(0, r.exitCode(), r.out());
    assertTrue(r.unwrapped().contains("enumerate<=11"), r.out());
    assertTrue(r.unwrapped().contains("else a sample of 11 verified only"), r.out());
  }
}
