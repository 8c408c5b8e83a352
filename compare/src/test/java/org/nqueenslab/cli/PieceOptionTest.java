package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --piece on the commands that state a problem: counts, files, pictures, and one-line refusals. */
class PieceOptionTest {
  @TempDir Path dir;

  private static void saysOneLine(Cli r, String expected) {
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().contains(expected), expected + " in " + r.err());
    assertFalse(r.err().matches("(?s).*(Exception|java\\.).*"), r.err());
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
    saysOneLine(Cli.run("trace", "-n", "6", "--piece", "rook"), "trace shows queens only");
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

  @Test
  void compareChecksAPieceAgainstItsPublishedRow() {
    Cli r = Cli.run("compare", "-n", "10..11", "--piece", "amazon", "--engines", "bitmask,dlx");
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("A051223"), r.out());
  }
}
