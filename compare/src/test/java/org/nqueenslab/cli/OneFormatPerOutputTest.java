package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output of solutions uses one notation throughout and states the problem it solves. */
class OneFormatPerOutputTest {
  @TempDir Path dir;

  @Test
  void fewerQueensThanRanksAreAlwaysWrittenAsSquares() {
    Cli r = Cli.run("solve", "-n", "4", "--queens", "2", "--all", "--format", "cols");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(44, lines.size());
    lines.forEach(line -> assertTrue(line.matches("[a-d][1-4] [a-d][1-4]"), line));
  }

  @Test
  void aOneQueenFileStatesItsBoardAndVerifies() throws IOException {
    Path file = dir.resolve("f.txt");
    Cli solved = Cli.run("solve", "-n", "5", "--queens", "1", "--output", file.toString());
    assertEquals(0, solved.exitCode(), solved.err());
    assertTrue(solved.err().contains("wrote 1 queen to"), solved.err());
    List<String> lines = Files.readAllLines(file);
    assertEquals(List.of("nqueens 5x5 queens=1", "a1"), lines.subList(1, lines.size()));
    assertEquals(0, Cli.run("verify", file.toString()).exitCode());
  }

  @Test
  void aClassicSolutionStillTakesFileNumbers() {
    assertEquals(
        "2 4 1 3\n3 1 4 2\n", Cli.run("solve", "-n", "4", "--all", "--format", "cols").out());
  }
}
