package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --piece on the commands that state a problem: counts, files, pictures, and one-line refusals. */
class PieceOptionTest {
  @TempDir Path dir;

  private static void saysOneLine(Cli r, String expected) {
    BadInputMessagesTest.saysOneLine(r, expected);
  }

  /** The words of {@code before}, then those of {@code problem}, then those of {@code after}. */
  private static String[] words(String[] before, String[] problem, String... after) {
    java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(before));
    all.addAll(java.util.List.of(problem));
    all.addAll(java.util.List.of(after));
    return all.toArray(new String[0]);
  }

  @Test
  void countsAPieceWithEachEngineThatTakesIt() {
    for (String engine : new String[] {"bitmask", "dlx", "choco", "cpsat"}) {
      Cli r =
          Cli.run(
              "count",
              "-n",
              "8",
              "--piece",
              "knight",
              "--pieces",
              "32",
              "--engine",
              engine,
              "--format",
              "json");
      assertEquals(ExitCodes.OK, r.exitCode(), r.err());
      assertTrue(r.out().contains("\"solutions\": 2,"), engine + ": " + r.out());
    }
    Cli amazons = Cli.run("count", "-n", "12", "--piece", "QN", "--unique", "--format", "json");
    assertTrue(amazons.out().contains("\"solutions\": 156,"), amazons.out());
    assertTrue(amazons.out().contains("\"unique\": 22,"), amazons.out());
  }

  @Test
  void badPiecesAndEnginesThatCannotTakeThemAreOneLine() {
    saysOneLine(Cli.run("count", "-n", "8", "--piece", "dragon"), "unknown piece 'dragon'");
    saysOneLine(Cli.run("count", "-n", "8", "--piece", "DD"), "not supported");
    saysOneLine(
        Cli.run("count", "-n", "8", "--piece", "knight", "--engine", "wirth"),
        "does not support pieces other than the queen");
    saysOneLine(
        Cli.run("count", "-n", "8", "--piece", "knight", "--fixed", "a1,b3"),
        "fixed knights a1 and b3 attack each other by a knight's move");
    saysOneLine(
        Cli.run("export", "--to", "minizinc", "-n", "8", "--piece", "rook"),
        "--to minizinc states the queen's moves only");
    saysOneLine(
        Cli.run("trace", "-n", "6", "--piece", "rook", "--engine", "dlx"),
        "engine 'dlx' traces queens only (its steps name the queen's lines), got rooks (engines"
            + " that can trace it: bitmask)");
  }

  @Test
  void theBitmaskSearchIsTracedForAnyPiece() {
    Cli r = Cli.run("trace", "-n", "4", "--piece", "king", "--queens", "4", "--engine", "bitmask");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Q king"), r.out());
    assertTrue(r.out().contains("step 1: place a1"), r.out());
  }

  @Test
  void aSolutionFileStatesThePieceAndVerifyChecksItsMoves() throws Exception {
    Path file = dir.resolve("kings.txt");
    Cli solved =
        Cli.run(
            "solve",
            "-n",
            "4",
            "--piece",
            "king",
            "--queens",
            "4",
            "--all",
            "--output",
            file.toString());
    assertEquals(ExitCodes.OK, solved.exitCode(), solved.err());
    String text = Files.readString(file);
    assertTrue(text.contains("piece=king"), text);
    assertEquals(ExitCodes.OK, Cli.run("verify", file.toString()).exitCode());
    // the same squares are no solution for queens: verify names the attack
    Files.writeString(file, text.replace(" piece=king", ""));
    Cli wrong = Cli.run("verify", file.toString());
    assertEquals(ExitCodes.DISAGREEMENT, wrong.exitCode(), wrong.out() + wrong.err());
  }

  /**
   * A count in parts (checkpoint) and the exact cover written for Knuth's programs, whose item
   * names fit 8 characters and whose placed pieces stay forced (found by review).
   */
  @Test
  void partsAndTheDlxExportTakePieces() {
    Cli parts =
        Cli.run(
            "count",
            "-n",
            "8",
            "--piece",
            "knight",
            "--queens",
            "32",
            "--checkpoint",
            dir.resolve("cp.txt").toString(),
            "--format",
            "plain");
    assertEquals(ExitCodes.OK, parts.exitCode(), parts.err());
    assertEquals("2", parts.out().strip());
    String[][] problems = {
      {"-n", "4", "--piece", "king", "--queens", "4"},
      {"-n", "3", "--piece", "knight", "--queens", "2", "--fixed", "a1"},
      {"-n", "6", "--piece", "NN", "--queens", "4", "--pawns", "c3"},
    };
    for (String[] problem : problems) {
      Path file = dir.resolve("cover.dlx");
      Cli written =
          Cli.run(words(new String[] {"export", "--to", "dlx"}, problem, "-o", file.toString()));
      assertEquals(ExitCodes.OK, written.exitCode(), written.err());
      Cli viaXc = Cli.run("xc", file.toString(), "--format", "plain");
      Cli direct = Cli.run(words(new String[] {"count"}, problem, "--format", "plain"));
      assertEquals(ExitCodes.OK, viaXc.exitCode(), viaXc.err());
      assertEquals(direct.out(), viaXc.out(), String.join(" ", problem));
    }
  }

  @Test
  void compareChecksAPieceAgainstItsPublishedRow() {
    Cli r = Cli.run("compare", "-n", "10..11", "--piece", "amazon", "--engines", "bitmask,dlx");
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("A051223"), r.out());
  }
}
