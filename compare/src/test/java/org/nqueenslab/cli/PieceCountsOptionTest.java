package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.PieceCount;
import org.nqueenslab.problem.Problem;

/**
 * --piece-counts, the queens and knights problem on the command line: counts checked against the
 * oracle, a listing that verify accepts, a picture, and one-line refusals.
 */
class PieceCountsOptionTest {
  @TempDir Path dir;

  private static long oracle(int n, String kinds) {
    return BruteForceOracle.count(Problem.builder(n).mix(PieceCount.parseAll(kinds)).build());
  }

  @Test
  void countsTheQueensAndKnightsAsTheOracleDoes() {
    long expected = oracle(6, "2Q,2N");
    for (String engine : new String[] {"bitmask", "choco", "cpsat"}) {
      Cli r =
          Cli.run(
              "count",
              "-n",
              "6",
              "--piece-counts",
              "2Q,2N",
              "--engine",
              engine,
              "--format",
              "json");
      assertEquals(ExitCodes.OK, r.exitCode(), r.err());
      assertTrue(r.out().contains("\"solutions\": " + expected + ","), engine + ": " + r.out());
    }
  }

  @Test
  void compareCrossChecksAMixAndListsWhatItChecked() {
    Cli r = Cli.run("compare", "-n", "4..6", "--piece-counts", "2queens,2knights");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
    assertTrue(r.out().contains("all engines agree on 3 problems"), r.out());
    assertTrue(r.out().contains(" " + oracle(6, "2Q,2N") + " "), r.out());
  }

  @Test
  void aListingNamesEachPieceAndVerifies() throws Exception {
    Path listing = dir.resolve("mix.txt");
    Cli solve =
        Cli.run("solve", "-n", "5", "--piece-counts", "2Q,2N", "--all", "-o", listing.toString());
    assertEquals(ExitCodes.OK, solve.exitCode(), solve.err());
    String text = Files.readString(listing);
    assertTrue(text.contains("nqueens 5x5 queens=4 pieces=2Q,2N"), text);
    assertTrue(text.lines().skip(2).allMatch(l -> l.matches("([QN][a-e][1-5] ?){4}")), text);
    Cli verify = Cli.run("verify", listing.toString());
    assertEquals(ExitCodes.OK, verify.exitCode(), verify.err());
    assertTrue(verify.out().contains(oracle(5, "2Q,2N") + " different solutions"), verify.out());
    Cli board = Cli.run("solve", "-n", "5", "--piece-counts", "2Q,2N", "--ascii");
    assertTrue(board.out().contains("Q queen, N knight"), board.out());
    Path svg = dir.resolve("mix.svg");
    Cli picture =
        Cli.run(
            "solve", "-n", "6", "--piece-counts", "2Q,2N", "--format", "svg", "-o", svg.toString());
    assertEquals(ExitCodes.OK, picture.exitCode(), picture.err());
    assertTrue(Files.readString(svg).contains("2 queens and 2 knights"));
  }

  @Test
  void whatCannotTakeAMixSaysSoInOneLine() {
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2N", "--engine", "dlx"),
        "does not support several kinds of pieces at once");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2N", "--piece", "knight"),
        "drop --piece");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2N", "--queens", "4"), "drop --queens");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,N"), "is not a count and a piece");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2Q"), "given twice");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2N", "--fixed", "a1"),
        "cannot be combined");
    BadInputMessagesTest.saysOneLine(
        Cli.run(
            "count",
            "-n",
            "6",
            "--piece-counts",
            "2Q,2N",
            "--checkpoint",
            dir.resolve("c").toString()),
        "count it in one run");
    BadInputMessagesTest.saysOneLine(
        Cli.run("export", "-n", "6", "--piece-counts", "2Q,2N", "--to", "xcsp3"),
        "states one kind of piece");
    BadInputMessagesTest.saysOneLine(
        Cli.run("trace", "-n", "6", "--piece-counts", "2Q,2N"), "trace shows one kind");
    BadInputMessagesTest.saysOneLine(
        Cli.run("count", "-n", "6", "--piece-counts", "2Q,2N", "--unique", "--engine", "choco"),
        "with --engine bitmask");
    assertTrue(Files.notExists(dir.resolve("c")), "nothing half-written");
  }
}
