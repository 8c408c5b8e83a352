package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code nqueens count --engine dlx}, {@code nqueens export --to dlx} and {@code nqueens xc}. */
class ExactCoverCommandsTest {

  @Test
  void countWithDlxPrintsKnuthsStatistics() {
    Cli r = Cli.run("count", "--engine", "dlx", "-n", "12", "--threads", "1", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    // Knuth's DLX1 on this matrix: 211,716 nodes and 3,594,752 updates
    assertTrue(r.out().contains("\"solutions\": 14200"), r.out());
    assertTrue(r.out().contains("\"nodes\": 211716"), r.out());
    assertTrue(r.out().contains("\"updates\": 3594752"), r.out());
  }

  /** Tidy CSV: a column per counter, so Knuth's figures sit in their own cells. */
  @Test
  void countAsCsvHasAColumnPerCounter() {
    Cli r = Cli.run("count", "--engine", "dlx", "-n", "12", "--threads", "1", "--format", "csv");
    assertEquals(0, r.exitCode(), r.err());
    List<String> header = List.of(r.out().lines().findFirst().orElseThrow().split(",", -1));
    List<String> row = List.of(r.out().lines().skip(1).findFirst().orElseThrow().split(",", -1));
    assertEquals(header.size(), row.size(), r.out());
    assertEquals("211716", row.get(header.indexOf("nodes")), r.out());
    assertEquals("3594752", row.get(header.indexOf("updates")), r.out());
    assertEquals("1", row.get(header.indexOf("threads")), r.out());
  }

  @Test
  void exportWritesKnuthsFormat() {
    Cli r = Cli.run("export", "--to", "dlx", "-n", "8");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals(4 + 1 + 64, lines.length);
    assertTrue(lines[0].startsWith("| nqueens-lab: 8 x 8"), lines[0]);
    assertTrue(
        lines[4].startsWith("r4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0 | a1 a2 "), lines[4]);
  }

  /** A node limit leaves the count partial: exit 4, marked in the table, said on stderr. */
  @Test
  void xcStoppedByItsNodeLimitIsIncomplete(@TempDir Path dir) {
    Path file = dir.resolve("q8.dlx");
    assertEquals(
        0, Cli.run("export", "--to", "dlx", "-n", "8", "--output", file.toString()).exitCode());
    Cli r = Cli.run("xc", file.toString(), "--node-limit", "100");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertTrue(r.out().contains("NODE_LIMIT") && r.out().contains(">="), r.out());
    assertTrue(r.err().contains("partial: NODE_LIMIT after "), r.err());
  }

  @Test
  void xcOnAnExportedMatrixReproducesDlx1(@TempDir Path dir) {
    Path file = dir.resolve("q8.dlx");
    Cli export = Cli.run("export", "--to", "dlx", "-n", "8", "--output", file.toString());
    assertEquals(0, export.exitCode(), export.err());
    assertEquals("", export.out());
    for (String threads : new String[] {"1", "2"}) {
      Cli r = Cli.run("xc", file.toString(), "--format", "csv", "--threads", threads);
      assertEquals(0, r.exitCode(), r.err());
      String[] lines = r.out().split("\n");
      assertEquals("problem,status,solutions,millis,nodes,updates", lines[0]);
      assertTrue(
          lines[1].contains(",COMPLETE,92,") && lines[1].endsWith(",1049,16680"),
          threads + ": " + lines[1]);
    }
  }

  @Test
  void exportWithPlacedQueensKeepsTheCount(@TempDir Path dir) {
    Path file = dir.resolve("completion.dlx");
    Cli.run(
        "export",
        "--to",
        "dlx",
        "-n",
        "8",
        "--fixed",
        "a1,e2",
        "--holes",
        "h8",
        "-o",
        file.toString());
    Cli viaXc = Cli.run("xc", file.toString(), "--format", "plain");
    Cli direct =
        Cli.run("count", "-n", "8", "--fixed", "a1,e2", "--holes", "h8", "--format", "plain");
    assertEquals(0, viaXc.exitCode(), viaXc.err());
    assertEquals(direct.out(), viaXc.out());
  }

  @Test
  void exportsPawnsAndFewerQueensWithMultiplicitiesAndXcCountsThem(@TempDir Path dir) {
    String[][] problems = {
      {"-n", "8", "--pawns", "d4", "--queens", "9"},
      {"-n", "8", "--queens", "6"},
      {"-n", "7", "--pawns", "d4", "--queens", "7", "--fixed", "a1"}
    };
    for (String[] problem : problems) {
      Path file = dir.resolve("p.dlx");
      List<String> export =
          new ArrayList<>(List.of("export", "--to", "dlx", "-o", file.toString()));
      export.addAll(List.of(problem));
      Cli exported = Cli.run(export.toArray(new String[0]));
      assertEquals(0, exported.exitCode(), exported.err());
      List<String> count =
          new ArrayList<>(List.of("count", "--engine", "bitmask", "--format", "plain"));
      count.addAll(List.of(problem));
      Cli viaXc = Cli.run("xc", file.toString(), "--format", "plain");
      assertEquals(0, viaXc.exitCode(), viaXc.err());
      assertEquals(
          Cli.run(count.toArray(new String[0])).out(), viaXc.out(), String.join(" ", problem));
    }
    Cli fewer = Cli.run("export", "--to", "dlx", "-n", "8", "--queens", "6");
    assertTrue(
        fewer.out().contains(" 2|r# 2|c# | "), fewer.out().lines().skip(4).findFirst().orElse(""));
  }

  @Test
  void xcSolvesAProblemWithMultiplicities(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("m.dlx");
    Files.writeString(file, "| choose two of four\n2|A\nA\nA\nA\nA\n");
    Cli r = Cli.run("xc", file.toString(), "--format", "plain");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("6\n", r.out(), "C(4, 2) combinations, no permutations");
  }

  @Test
  void xcPrintsSolutionsAsOptions(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("toy.dlx");
    Files.writeString(
        file, "| TAOCP 7.2.2.1 (6)\na b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n");
    Cli r = Cli.run("xc", file.toString(), "--all");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("a d f\nb g\nc e\n\n", r.out());
    assertTrue(r.err().startsWith("xc: 1 solution, COMPLETE"), r.err());
  }

  @Test
  void xcStopsAtTheLimits(@TempDir Path dir) {
    Path file = dir.resolve("q10.dlx");
    Cli.run("export", "--to", "dlx", "-n", "10", "-o", file.toString());
    Cli limited = Cli.run("xc", file.toString(), "--limit", "2");
    assertEquals(
        2 * 11,
        limited.out().lines().count(),
        "two solutions of ten options and a blank line each");
    Cli nodes = Cli.run("xc", file.toString(), "--node-limit", "50", "--format", "csv");
    assertTrue(nodes.out().contains(",NODE_LIMIT,"), nodes.out());
    // a listing cut short ends with a DLX comment saying so; one stopped by --limit does not
    Cli listed = Cli.run("xc", file.toString(), "--all", "--node-limit", "200");
    assertEquals(ExitCodes.INCOMPLETE, listed.exitCode(), listed.err());
    List<String> lines = listed.out().lines().toList();
    String last = lines.get(lines.size() - 1);
    assertTrue(last.startsWith("| partial listing: the search stopped (NODE_LIMIT) after "), last);
    assertFalse(limited.out().contains("partial"), limited.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "export --to smt -n 8",
        "export -n 8",
        "xc missing.dlx",
        "xc",
        "xc - --threads 0",
        "xc - --all --format csv",
        "xc - --limit 2 --format json",
        "export --to dlx -n 8 -o no/such/folder/q.dlx",
        "xc --generate pentominoes 8x8",
        "xc --generate langford 7 --unique",
        "xc --generate langford",
        "xc --generate queens 8 q.dlx",
        "xc --generate sudoku no-such-grid.txt",
        "xc q.dlx --unique"
      })
  void badInputGetsOneLineAndExitCode2(String args) {
    Cli r = Cli.run(args.split(" "));
    assertEquals(2, r.exitCode(), args + " -> " + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void xcNamesTheLineOfAMalformedFile(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bad.dlx");
    Files.writeString(file, "a b | x\na x\nb y\n");
    Cli r = Cli.run("xc", file.toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("bad.dlx: line 3, column 3: unknown item 'y'"), r.err());
  }

  /** The suite's files, written by --generate, read back by xc: their published counts. */
  @Test
  void xcGeneratesTheSuiteAndCountsIt(@TempDir Path dir) throws Exception {
    Path langford = dir.resolve("l7.dlx");
    Cli wrote = Cli.run("xc", "--generate", "langford", "7", "-o", langford.toString());
    assertEquals(0, wrote.exitCode(), wrote.err());
    assertTrue(Files.readString(langford).startsWith("| Langford pairs for n = 7"));
    assertEquals("52\n", Cli.run("xc", langford.toString(), "--format", "plain").out());
    Path grid = dir.resolve("grid.txt");
    Files.writeString( // Wikipedia's example puzzle, one solution
        grid, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    Path sudoku = dir.resolve("sudoku.dlx");
    Cli.run("xc", "--generate", "sudoku", grid.toString(), "-o", sudoku.toString());
    assertEquals("1\n", Cli.run("xc", sudoku.toString(), "--format", "plain").out());
    Cli queens = Cli.run("xc", "--generate", "queens", "8");
    assertEquals(0, queens.exitCode(), queens.err());
    Path q8 = dir.resolve("q8.dlx");
    Files.writeString(q8, queens.out());
    Cli counted = Cli.run("xc", q8.toString(), "--format", "csv", "--threads", "1");
    assertTrue(
        counted.out().contains(",COMPLETE,92,") && counted.out().strip().endsWith(",1049,16680"));
    Path box = dir.resolve("p.dlx");
    Cli.run("xc", "--generate", "pentominoes", "3x20", "--unique", "-o", box.toString());
    assertEquals("2\n", Cli.run("xc", box.toString(), "--format", "plain").out());
  }

  /** bench --xc FILE --against CMD: both run, a row each (what is timed is not checked here). */
  @Test
  void benchRunsXcAndAnOutsideCommandOnTheSameFile(@TempDir Path dir) {
    Path file = dir.resolve("l7.dlx");
    Cli.run("xc", "--generate", "langford", "7", "-o", file.toString());
    Cli r =
        Cli.run(
            "bench",
            "--xc",
            file.toString(),
            "--against",
            "cat > /dev/null",
            "--runs",
            "1",
            "--warmup",
            "0",
            "--format",
            "csv");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(3, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("solver,runs,median_ms,"), lines.get(0));
    assertTrue(lines.get(1).endsWith(",52"), lines.get(1));
    assertEquals(2, Cli.run("bench", "--xc", file.toString()).exitCode());
    assertEquals(2, Cli.run("bench", "--xc", file.toString(), "--against", "exit 3").exitCode());
  }

  /** DLX2's example (dlx2.w): one solution; DLX2 reports 4 nodes, 14 updates, 5 cleansings. */
  @Test
  void xcSolvesDlx2sColourExampleWithItsStatistics(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("colours.dlx");
    Files.writeString(file, "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n");
    Cli r = Cli.run("xc", file.toString(), "--format", "csv", "--threads", "1");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals("problem,status,solutions,millis,nodes,updates,cleansings", lines[0]);
    assertTrue(lines[1].contains(",COMPLETE,1,") && lines[1].endsWith(",4,14,5"), lines[1]);
    Cli two = Cli.run("xc", file.toString(), "--format", "csv", "--threads", "2");
    assertTrue(two.out().split("\n")[1].endsWith(",4,14,5"), two.out());
    Cli all = Cli.run("xc", file.toString(), "--all");
    assertEquals("A C X:1 Y:1\nB X:1\n\n", all.out());
    assertTrue(all.err().contains("14 updates, 5 cleansings, "), all.err());
  }

  /** A mistake in a colour: one line naming the file, line and column, exit 2. */
  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "a b | x/a x:/b;       line 2, column 3: malformed colour in 'x:'",
        "a b | x/a:A x/b;      line 2, column 1: primary item 'a' has a colour",
        "a b | x/b/a x:A x:B;  line 3, column 7: item 'x' appears twice"
      })
  void xcNamesTheLineAndColumnOfABadColour(String text, String expected, @TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("bad.dlx");
    Files.writeString(file, text.replace('/', '\n') + "\n");
    Cli r = Cli.run("xc", file.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertTrue(r.err().contains("bad.dlx: " + expected), r.err());
  }

  @Test
  void helpWorks() {
    for (String command : new String[] {"export", "xc"}) {
      Cli r = Cli.run(command, "--help");
      assertEquals(0, r.exitCode());
      assertTrue(r.out().startsWith("Usage: nqueens " + command), r.out());
    }
  }

  /**
   * An option of secondary items only is left out with a warning, as Knuth's DLX1 leaves it out:
   * files DLX1 reads, xc reads (the export audit of session 11 found it refused).
   */
  @Test
  void anOptionOfSecondaryItemsOnlyIsLeftOutAsDlx1LeavesItOut() throws Exception {
    Path file = Files.createTempFile("secondary-only", ".dlx");
    try {
      Files.writeString(file, "A | X\nA\nX\n");
      Cli r = Cli.run("xc", file.toString(), "--format", "json");
      assertEquals(0, r.exitCode(), r.err());
      assertTrue(r.out().contains("\"solutions\": 1"), r.out());
      assertTrue(
          r.err().contains("line 3: option 'X' has no primary item: left out, as Knuth's DLX1"),
          r.err());
    } finally {
      Files.delete(file);
    }
  }
}
