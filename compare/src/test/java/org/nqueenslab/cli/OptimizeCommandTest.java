package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * {@code count --most} and {@code solve --most} on the command line: the optimum and its count in
 * each format, a placement shown and verified, a time limit's partial answer (exit 4), and the
 * options a ladder cannot take refused in one line.
 */
class OptimizeCommandTest {

  @Test
  void countGivesTheOptimumAndHowManyPlacementsReachIt() {
    Cli json = Cli.run("count", "-n", "8", "--piece", "knight", "--most", "--format", "json");
    assertEquals(0, json.exitCode(), json.err());
    // the seed article's figures: 32 knights on 8 x 8, in 2 placements
    assertTrue(json.out().contains("\"optimum\": 32, \"proved\": true"), json.out());
    assertTrue(json.out().contains("\"solutions\": 2,"), json.out());
    assertTrue(
        json.err().contains("the most knights on 8 x 8: 32 knights (proved: the search for 33"),
        json.err());
    Cli plain = Cli.run("count", "-n", "8", "--piece", "rook", "--most", "--format", "plain");
    assertEquals("8 40320", plain.out().strip());
    Cli unique = Cli.run("count", "-n", "8", "--piece", "bishop", "--most", "--unique");
    assertEquals(0, unique.exitCode(), unique.err());
    assertTrue(unique.out().contains("14  true"), unique.out());
    assertTrue(unique.out().contains("256"), unique.out());
  }

  @Test
  void solveShowsAVerifiedLargestPlacement() {
    Cli r = Cli.run("solve", "-n", "6", "--piece", "king", "--most", "--format", "cols");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.err().contains("the most kings on 6 x 6: 9 kings (proved"), r.err());
    List<Square> kings =
        java.util.Arrays.stream(r.out().strip().split("\\s+")).map(Square::parse).toList();
    assertEquals(9, kings.size(), r.out());
    Problem nine = Problem.builder(6).piece(Piece.parse("king")).queens(9).build();
    assertTrue(Verifier.verify(nine, Placement.of(kings)).valid(), r.out());
  }

  @Test
  void aTimeLimitGivesABoundMarkedPartial() {
    Cli r =
        Cli.run(
            "count",
            "-n",
            "14",
            "--piece",
            "knight",
            "--most",
            "--engine",
            "choco",
            "--time-limit",
            "50ms",
            "--format",
            "json");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertTrue(r.out().contains("\"proved\": false"), r.out());
    assertTrue(r.out().contains("\"status\": \"TIMEOUT\""), r.out());
    assertTrue(r.err().contains("at most 196 (TIMEOUT)"), r.err());
  }

  /**
   * A smallest placement cut short shows the fewest found as the optimum's side it bounds ({@code
   * <=9}), the proved lower bound in the bound column: the optimum column used to repeat the lower
   * bound, and JSON called 1 queen the optimum.
   */
  @Test
  void aMinimizationCutShortShowsTheBestFoundAsAnUpperBound() {
    String[] run = {
      // 13 x 13: choco finds a placement of 9 or 10 in 1.5 s and proves nothing (7 is optimal)
      "count", "-n", "13", "--dominate", "--engine", "choco", "--time-limit", "1500ms"
    };
    Cli json = Cli.run(concat(run, "--format", "json"));
    assertEquals(ExitCodes.INCOMPLETE, json.exitCode(), json.err());
    java.util.regex.Matcher said =
        java.util.regex.Pattern.compile("at most (\\d+) queens, at least (\\d+) \\(TIMEOUT\\)")
            .matcher(json.err());
    assertTrue(said.find(), json.err());
    assertTrue(json.out().contains("\"optimum\": " + said.group(1) + ","), json.out());
    assertTrue(json.out().contains("\"bound\": " + said.group(2) + ","), json.out());
    Cli table = Cli.run(run);
    assertTrue(
        table.out().matches("(?s).*dominating +<=\\d+ +false +\\d+ +TIMEOUT.*"), table.out());
  }

  private static String[] concat(String[] a, String... b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  /**
   * solve --output of a fewest dominating placement writes a file verify reads and checks as
   * domination (the file's problem line states the rule); an edited placement that leaves a square
   * unattacked is caught.
   */
  @Test
  void aDominatingPlacementWrittenBySolveIsVerifiedAsDomination(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("dominating.txt");
    Cli solve = Cli.run("solve", "-n", "5", "--dominate", "--engine", "bnb", "-o", file.toString());
    assertEquals(ExitCodes.OK, solve.exitCode(), solve.err());
    assertTrue(Files.readString(file).contains("nqueens 5x5 queens=3 rule=dominating\n"));
    Cli verify = Cli.run("verify", file.toString());
    assertEquals(ExitCodes.OK, verify.exitCode(), verify.err() + verify.out());
    assertTrue(verify.out().contains("5 x 5, 3 queens, dominating"), verify.out());
    Path edited = dir.resolve("edited.txt");
    Files.writeString(edited, "nqueens 5x5 queens=3 rule=dominating\na1 e1 b4\n");
    Cli caught = Cli.run("verify", edited.toString());
    assertEquals(ExitCodes.DISAGREEMENT, caught.exitCode(), caught.out());
    assertTrue(caught.out().contains("does not dominate"), caught.out());
  }

  @Test
  void theFewestPawnsForNineQueensOnEightByEightIsOne() {
    Cli r = Cli.run("count", "-n", "8", "--queens", "9", "--fewest-pawns", "--format", "plain");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("1 128", r.out().strip(), "1 pawn; A103330(8) = 128 arrangements");
    Cli s = Cli.run("solve", "-n", "8", "--queens", "9", "--fewest-pawns", "--format", "cols");
    assertEquals(0, s.exitCode(), s.err());
    assertTrue(s.err().contains("the fewest pawns for 9 queens on 8 x 8: 1 pawn (proved"), s.err());
    Cli missing = Cli.run("count", "-n", "8", "--fewest-pawns");
    assertEquals(ExitCodes.BAD_INPUT, missing.exitCode());
    assertTrue(missing.err().contains("give --queens M"), missing.err());
  }

  @Test
  void compareChecksTheOptimaAndTheirCountsAcrossEnginesAndWithOeis() {
    Cli r = Cli.run("compare", "-n", "4..6", "--dominate", "--engines", "cpsat,sat");
    assertEquals(0, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("with the published figures (OEIS A075458/A002564)"), r.out());
    // A075458(6) = 3, A002564(6) = 4
    assertTrue(
        java.util.regex.Pattern.compile(
                "sat +6 x 6, 3 queens, dominating +3 +true +3 +COMPLETE +4 ")
            .matcher(r.out())
            .find(),
        r.out());
  }

  @Test
  void compareChecksTheEnginesOwnOptimizationsToo() {
    // bnb's branch and bound, CP-SAT's and SCIP's objectives, Choco's: one run each, then the count
    Cli r = Cli.run("compare", "-n", "5..7", "--dominate", "--engines", "bnb,cpsat,mip,choco");
    assertEquals(0, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("with the published figures (OEIS A075458/A002564)"), r.out());
    // A075458(7) = 4, A002564(7) = 86
    assertTrue(
        java.util.regex.Pattern.compile(
                "mip +7 x 7, 4 queens, dominating +4 +true +4 +COMPLETE +86 ")
            .matcher(r.out())
            .find(),
        r.out());
  }

  @Test
  void compareChecksTheFewestPawnsWithOeis() {
    Cli r =
        Cli.run(
            "compare", "-n", "8", "--queens", "9", "--fewest-pawns", "--engines", "bitmask,dlx");
    assertEquals(0, r.exitCode(), r.err() + r.out());
    // A103330(8) = 128: 9 queens and one pawn on 8 x 8
    assertTrue(
        java.util.regex.Pattern.compile("dlx +8 x 8, 9 queens +1 +true +1 +COMPLETE +128 ")
            .matcher(r.out())
            .find(),
        r.out());
    assertTrue(r.out().contains("with the published figures (OEIS A103330)"), r.out());
    Cli refused =
        Cli.run("compare", "-n", "8", "--queens", "9", "--fewest-pawns", "--engines", "somers");
    assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused.err());
    assertTrue(refused.err().contains("engines that can: bitmask"), refused.err());
  }

  @Test
  void anEngineProvingAWrongOptimumIsADisagreement() {
    // the bitmask search with the first placement of each rung dropped: 5 x 5 has one placement of
    // its 9 kings, so this engine "proves" 8
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "5",
            "--piece",
            "king",
            "--most",
            "--engines",
            "bitmask,planted:fault=drop:at=1");
    assertEquals(ExitCodes.DISAGREEMENT, r.exitCode(), r.err() + r.out());
    assertTrue(
        r.out().contains("disagreement: the most kings on 5 x 5: planted:fault=drop:at=1 proved 8"),
        r.out());
  }

  @Test
  void anEngineWhoseOwnOptimizationProvesAWrongOptimumIsADisagreement() {
    // bnb's answer with one queen more, still dominating (the verifier passes it), said proved
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "6",
            "--dominate",
            "--engines",
            "bnb,cpsat,planted-optimum:fault=plus-one");
    assertEquals(ExitCodes.DISAGREEMENT, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("disagreement: the fewest dominating queens on 6 x 6:"), r.out());
    assertTrue(r.out().contains("planted-optimum:fault=plus-one proved 4"), r.out());
  }

  /**
   * CP-SAT's optimization whose time ran out before its solve: a partial answer, exit 4. Its
   * statistics read the solver's response, null when no solve ran: an internal error, exit 1.
   */
  @Test
  void aCpSatOptimizationOutOfTimeBeforeItsSolveIsPartial() {
    Cli r = Cli.run("count", "-n", "7", "--dominate", "--engine", "cpsat", "--time-limit", "1ms");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertFalse(r.err().contains("internal error"), r.err());
  }

  @Test
  void anOptimumOnlyFoundIsNotCalledChecked() {
    Cli r =
        Cli.run("compare", "-n", "11", "--dominate", "--engines", "cpsat", "--time-limit", "300ms");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("not checked: the fewest dominating queens on 11 x 11"), r.out());
    assertFalse(r.out().contains("every engine proved"), r.out());
  }

  /**
   * One engine's proof, with nothing published to hold it against (the most knights on 5 x 5 has no
   * OEIS figure here), is one source: not checked, exit 4. It used to read "every engine proved the
   * same optimum", exit 0. Two engines proving it are checked.
   */
  @Test
  void anOptimumOnlyOneEngineProvedIsNotCalledChecked() {
    Cli one = Cli.run("compare", "-n", "5", "--most", "--piece", "knight", "--engines", "bitmask");
    assertEquals(ExitCodes.INCOMPLETE, one.exitCode(), one.err() + one.out());
    assertTrue(
        one.out().contains("not checked: the most knights on 5 x 5: only bitmask proved"),
        one.out());
    assertTrue(one.out().contains("only bitmask counted the optimal placements"), one.out());
    assertFalse(one.out().contains("every engine proved"), one.out());
    Cli same =
        Cli.run(
            "compare",
            "-n",
            "5",
            "--most",
            "--piece",
            "knight",
            "--engines",
            "dlx,dlx:split-depth=2");
    assertEquals(ExitCodes.INCOMPLETE, same.exitCode(), "one engine twice: " + same.out());
    Cli two =
        Cli.run("compare", "-n", "5", "--most", "--piece", "knight", "--engines", "bitmask,dlx");
    assertEquals(ExitCodes.OK, two.exitCode(), two.err() + two.out());
    assertTrue(two.out().contains("every engine proved the same optimum"), two.out());
  }

  /**
   * A board with no free square: every engine proves 0 pieces and no count runs, so the verdict
   * does not say the placements were counted (it did).
   */
  @Test
  void anOptimumOfNothingClaimsNoCount() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "2",
            "--holes",
            "a1,a2,b1,b2",
            "--dominate",
            "--engines",
            "choco,cpsat");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("verdict: every engine proved the same optimum on 1"), r.out());
    assertFalse(r.out().contains("counted"), r.out());
  }

  /** The default set names the engines it left out, and why, as plain compare does. */
  @Test
  void theEnginesLeftOutOfTheDefaultSetAreNamed() {
    Cli r = Cli.run("compare", "-n", "4", "--most", "--piece", "knight", "--torus");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
    assertTrue(
        r.unwrapped().contains("wirth, permutation-swap: does not support toroidal boards"),
        r.out());
    assertTrue(r.unwrapped().contains("minizinc: does not support pieces other than"), r.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--queens=3",
        "--piece-counts=2Q,2N",
        "--checkpoint=x.txt",
        "--free-pawns=1",
        "--engine=somers",
        "--engine=minconflicts",
      })
  void whatALadderCannotTakeIsOneLine(String bad) {
    Cli r = Cli.run("count", "-n", "6", "--most", bad);
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertEquals("", r.out());
  }
}
