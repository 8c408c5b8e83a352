package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve --output FILE} and {@code verify FILE}: huge boards go to files and are checked from
 * them.
 */
class SolutionFileCommandsTest {
  @TempDir Path dir;

  @Test
  void solveWritesAFileThatVerifyAccepts() throws IOException {
    Path file = dir.resolve("q.txt");
    Cli solve =
        Cli.run(
            "solve", "-n", "5000", "--engine", "qs3", "--seed", "7", "--output", file.toString());
    assertEquals(0, solve.exitCode(), solve.err());
    assertEquals("", solve.out(), "the solution goes to the file, not stdout");
    assertTrue(solve.err().contains("wrote 5000 queens to " + file), solve.err());
    assertTrue(solve.err().contains("verified: yes"), solve.err());
    List<String> lines = Files.readAllLines(file);
    assertEquals(5002, lines.size(), "a comment, the problem, then one line per rank");
    assertEquals("nqueens 5000x5000 queens=5000", lines.get(1));
    for (String[] verify :
        new String[][] {{"verify", file.toString()}, {"verify", file.toString(), "-n", "5000"}}) {
      Cli r = Cli.run(verify);
      assertEquals(0, r.exitCode(), r.err());
      assertTrue(r.out().startsWith("valid: "), r.out());
    }
  }

  @Test
  void verifyRejectsANonSolutionWithTheReasonAndExitCode1() throws IOException {
    Path file = dir.resolve("bad.txt");
    Files.write(file, List.of("1", "2", "3", "4"));
    Cli r = Cli.run("verify", file.toString(), "-n", "4");
    assertEquals(VerifyCommand.NOT_A_SOLUTION, r.exitCode());
    assertTrue(
        r.out().contains("invalid: ") && r.out().contains("attack each other along a diagonal"),
        r.out());
    Cli wrongSize = Cli.run("verify", file.toString(), "-n", "5");
    assertEquals(VerifyCommand.NOT_A_SOLUTION, wrongSize.exitCode());
    assertTrue(wrongSize.out().contains("expected 5 queens"), wrongSize.out());
  }

  @Test
  void verifyChecksTorusSolutions() throws IOException {
    Path file = dir.resolve("t.txt");
    assertEquals(
        0,
        Cli.run("solve", "-n", "7", "--torus", "--engine", "construct", "-o", file.toString())
            .exitCode());
    assertEquals(0, Cli.run("verify", file.toString(), "-n", "7", "--torus").exitCode());
  }

  @Test
  void malformedOrMissingFilesAndMisusedOptionsAreBadInput() throws IOException {
    Path file = dir.resolve("words.txt");
    Files.write(file, List.of("2", "four"));
    for (String[] args :
        new String[][] {
          {"verify", file.toString(), "-n", "2"},
          {"verify", dir.resolve("missing.txt").toString(), "-n", "8"},
          {"solve", "-n", "8", "--all", "--output", dir.resolve("no/such/dir/x.txt").toString()},
          {"solve", "-n", "8", "--output", dir.toString()}
        }) {
      Cli r = Cli.run(args);
      assertEquals(2, r.exitCode(), String.join(" ", args) + " -> " + r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
    }
  }

  @Test
  void aLargeBoardIsNotDrawnAndTheMessageSaysWhatToDo() {
    Cli r = Cli.run("solve", "-n", "100000", "--engine", "construct");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("too large to draw") && r.err().contains("--output FILE"), r.err());
  }

  @Test
  void solveReportsTheSolutionsAskedForAsFound() {
    for (String[] args :
        new String[][] {
          {"solve", "-n", "8"},
          {"solve", "-n", "8", "--limit", "3", "--format", "cols"},
          {"solve", "-n", "8", "--engine", "qs3"}
        }) {
      Cli r = Cli.run(args);
      assertEquals(0, r.exitCode(), r.err());
      assertTrue(r.err().contains(", FOUND, ") && !r.err().contains("LIMIT_REACHED"), r.err());
    }
    Cli all = Cli.run("solve", "-n", "6", "--all", "--format", "cols");
    assertTrue(all.err().contains("4 solutions, COMPLETE, "), all.err());
  }

  @Test
  void noTorusSolutionIsAnAnswerWithItsReason() {
    Cli r = Cli.run("solve", "-n", "6", "--torus", "--engine", "construct");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("no solution exists") && r.err().contains("gcd(n, 6) = 1"), r.err());
  }
}
