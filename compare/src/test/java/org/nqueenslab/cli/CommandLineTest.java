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
import org.nqueenslab.problem.SolutionWriter;

class CommandLineTest {

  @Test
  void countPrintsThePublishedFigure() {
    Cli r = Cli.run("count", "-n", "12");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains(" 14200 "), r.out());
    assertTrue(r.out().contains("COMPLETE"));
  }

  @Test
  void countAsJsonHasTheDocumentedKeys() {
    Cli r = Cli.run("count", "-n", "12", "--format", "json", "--threads", "1");
    assertEquals(0, r.exitCode(), r.err());
    String line = r.out().trim();
    assertFalse(line.contains("\n"), "one object per result line");
    assertTrue(line.startsWith("{\"engine\": \"bitmask\", \"options\": null, \"n\": 12, "), line);
    for (String key :
        new String[] {
          "\"status\": \"COMPLETE\"",
          "\"solutions\": 14200",
          "\"unique\": null",
          "\"millis\": ",
          "\"nodes\": "
        }) {
      assertTrue(line.contains(key), key + " in " + line);
    }
  }

  @Test
  void plainFormatPrintsJustTheCount() {
    assertEquals("724\n", Cli.run("count", "-n", "10", "--format", "plain").out());
  }

  @Test
  void zeroSolutionsIsAnAnswer() {
    for (String n : new String[] {"2", "3"}) {
      Cli r = Cli.run("count", "-n", n, "--format", "plain");
      assertEquals(0, r.exitCode());
      assertEquals("0\n", r.out());
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count -n 0",
        "count -n abc",
        "bench -n 8 --threads 2 --thread-counts 1,2",
        "count -n 6 --engine dlx:",
        "count --pawns z99 -n 8",
        "count -n 8 --time-limit 0",
        "count -n 8 --time-limit -5s",
        "count",
        "count -n 8 --engine nosuch",
        "count -n 8 --threads 0",
        "count -n 8 --pawns d4 --engine wirth",
        "solve -n 4..6",
        "count -n 100",
        "solve -n 8 --fixed a1,c3",
        "count --board missing.txt",
        "count -n 8 --bogus",
        "solve -n 1000",
        "count --free-pawns 1 -n 8 --pawns d4",
        "count --free-pawns -1 -n 8",
        "count --free-pawns 1 -n 8 --queens 9",
        "count --free-pawns 1 -n 6..8",
        "solve --free-pawns 1 -n 8",
        "count --free-pawns 9 -n 20",
        "count --free-pawns 1 -n 8 --engine wirth",
        "count --free-pawns 1",
        "count --size 6x",
        "count --size 6x8 --rows 5",
        "compare --size 4..6x8",
        "count --size 0x8",
        "count -n 8 --engine bitmask:foo=1",
        "count -n 8 --engine bitmask:method=fast",
        "count -n 8 --torus --engine bitmask:method=halving",
        "count -n 8 --engine dlx:split-dept=3",
        "count -n 8 --option split-dept=3",
        "compare -n 6 --option foo=1",
        "solve -n 8 --engine somers:x=1",
        "compare -n 8 --option repairs=10",
        "count -n 33 --unique --engine bitmask:method=halving",
        "count -n 8 --engine :",
        "compare -n 6 --engines dlx,DLX",
        "compare -n 6 --verify-limit 9223372036854775807",
        "compare -n 8 --engines :"
      })
  void badInputGetsOneClearLineAndExitCode2(String args) {
    Cli r = Cli.run(args.split(" "));
    assertEquals(2, r.exitCode(), args + " -> " + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertTrue(r.err().startsWith("nqueens "), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void anUnknownOptionNamesTheCloseOnes() {
    Cli r = Cli.run("count", "-n", "8", "--engines", "dlx");
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("did you mean --engine"), r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
  }

  /** A misspelt engine option is refused, never ignored; a good one names what the engine takes. */
  @Test
  void anEngineOptionNamesWhatTheEngineTakes() {
    Cli r = Cli.run("count", "-n", "8", "--engine", "qs3:c3=1");
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(
        r.err()
            .contains("unknown qs3 option 'c3': the qs3 engine takes attempts, c1, c2, conflicted"),
        r.err());
  }

  /**
   * A count method is no obstacle to listing: compare enumerates to verify, then counts with the
   * method.
   */
  @Test
  void bitmaskCountMethodsAgreeInACompare() {
    Cli r = Cli.run("compare", "-n", "6..8", "--engines", "bitmask,bitmask:method=halving");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("all engines agree on 3 problems"), r.out());
    Cli labelled = Cli.run("count", "-n", "8", "--option", "method=halving", "--format", "csv");
    assertTrue(
        labelled.out().contains("bitmask,method=halving,8,"),
        "the row names the option: " + labelled.out());
  }

  /**
   * --option goes to the engines that read it: a dlx setting does not trouble choco in a compare.
   */
  @Test
  void anOptionGoesToTheEnginesThatReadIt() {
    Cli r =
        Cli.run(
            "compare",
            "-n",
            "7",
            "--engines",
            "bitmask,dlx,choco",
            "--option",
            "split-depth=3",
            "--threads",
            "2");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("all engines agree on 1 problem"), r.out());
  }

  /**
   * A first solution of a large plain board by the default engine can take hours: solve says so at
   * once and names the engines that do it at once (an instructor waited ten minutes for n = 40).
   */
  @Test
  void aLargePlainFirstSolutionByDefaultNamesTheFastEngines() {
    Cli r = Cli.run("solve", "-n", "40", "--format", "cols", "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertTrue(r.err().contains("--engine construct places one at once"), r.err());
    Cli chosen =
        Cli.run(
            "solve",
            "-n",
            "40",
            "--engine",
            "bitmask",
            "--format",
            "cols",
            "--time-limit",
            "200ms");
    assertFalse(
        chosen.err().contains("--engine construct"), "the engine was chosen: " + chosen.err());
  }

  @Test
  void unsupportedFeaturesNameTheEngine() {
    Cli r = Cli.run("count", "-n", "8", "--pawns", "d4", "--queens", "9", "--engine", "wirth");
    assertTrue(r.err().contains("engine 'wirth' does not support pawns"), r.err());
    assertTrue(r.err().contains("engines that can: bitmask"), r.err());
  }

  @Test
  void freePawnsCountNineQueensAndOnePawn() {
    // OEIS A103330 / A103331: nine queens and one pawn on 8 x 8, the pawn anywhere.
    assertEquals(
        "128\n", Cli.run("count", "--free-pawns", "1", "-n", "8", "--format", "plain").out());
    Cli unique = Cli.run("count", "--free-pawns", "1", "-n", "8", "--unique");
    assertEquals(0, unique.exitCode(), unique.err());
    assertTrue(
        unique.out().contains("8 x 8, 9 queens, 1 free pawn  COMPLETE        128      16"),
        unique.out());
    assertTrue(unique.err().contains("A103331"), unique.err());
  }

  /**
   * 29 pawns and 37 queens need 66 squares: no arrangement, an answer (0) however many sets of 29
   * squares there are, reported on the family's own 8 x 8 board.
   */
  @Test
  void freePawnsThatDoNotFitCountZeroOnTheirOwnBoard() {
    for (String k : new String[] {"29", "64", "65"}) {
      Cli c = Cli.run("count", "--free-pawns", k, "-n", "8", "--format", "json");
      assertEquals(0, c.exitCode(), c.err());
      assertTrue(c.out().contains("\"rows\": 8, \"cols\": 8"), c.out());
      assertTrue(c.out().contains("\"solutions\": 0"), c.out());
      assertTrue(c.err().contains("the board has 64: no arrangement"), c.err());
    }
  }

  @Test
  void sizeMxNIsARectangleOfMRanks() {
    String both = Cli.run("count", "-n", "8", "--rows", "6", "--format", "plain").out();
    assertEquals(both, Cli.run("count", "--size", "6x8", "--format", "plain").out());
    assertEquals(
        both,
        Cli.run("count", "--size", "8X6", "--format", "plain").out()); // turned: the same count
  }

  @Test
  void countsABoardWithPawns() {
    Cli r = Cli.run("count", "-n", "8", "--pawns", "d4", "--queens", "9", "--format", "plain");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(Long.parseLong(r.out().trim()) > 0, r.out());
  }

  @Test
  void solvePrintsAVerifiedBoard() {
    Cli r = Cli.run("solve", "-n", "4", "--ascii");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("4  . . Q .\n3  Q . . .\n2  . . . Q\n1  . Q . .\n   a b c d\n", r.out());
    assertTrue(r.err().contains("1 solution"), r.err());
  }

  @Test
  void solveStreamsColumnsForPiping() {
    Cli r = Cli.run("solve", "-n", "6", "--all", "--format", "cols");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n", r.out());
    Cli limited = Cli.run("solve", "-n", "8", "--limit", "3", "--format", "cols");
    assertEquals(3, limited.out().lines().count());
  }

  /** --threads given to an engine that cannot split its count: said, not silently dropped. */
  @Test
  void anEngineThatCountsOnOneThreadSaysSoWhenThreadsAreAskedFor() {
    Cli asked = Cli.run("count", "-n", "8", "--engine", "wirth", "--threads", "2");
    assertEquals(0, asked.exitCode(), asked.err());
    assertTrue(
        asked.err().contains("wirth counts on one thread, whatever --threads says"), asked.err());
    Cli byDefault = Cli.run("count", "-n", "8", "--engine", "wirth");
    assertFalse(byDefault.err().contains("one thread"), byDefault.err());
    Cli splits = Cli.run("count", "-n", "8", "--engine", "dlx", "--threads", "2");
    assertFalse(splits.err().contains("one thread"), splits.err());
  }

  @Test
  void solveSaysWhenNoSolutionExists() {
    Cli r = Cli.run("solve", "-n", "3");
    assertEquals(0, r.exitCode());
    // the answer on standard output too, where it was empty
    assertEquals(SolutionWriter.NONE_COMMENT, r.out());
    assertTrue(r.err().contains("no solution exists"), r.err());
  }

  @Test
  void readsABoardFile(@TempDir Path dir) throws Exception {
    Path board = dir.resolve("completion.txt");
    Files.writeString(
        board,
        "; queens on a1 and e2 already placed\n........\n........\n........\n........\n"
            + "........\n........\n....Q...\nQ.......\n");
    Cli r = Cli.run("count", "--board", board.toString(), "--format", "plain");
    assertEquals(0, r.exitCode(), r.err());
    Cli check = Cli.run("count", "-n", "8", "--fixed", "a1,e2", "--format", "plain");
    assertEquals(check.out(), r.out());
    Files.writeString(board, "....\n..x.\n");
    Cli bad = Cli.run("count", "--board", board.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("completion.txt:2: unexpected 'x'"), bad.err());
  }

  /**
   * A reader that closes the pipe ({@code | head -2}) ends the command as SIGPIPE ends a C program:
   * exit 141 and nothing said. It used to print that the output was incomplete, and exit 2.
   */
  @Test
  void aPipeClosedByItsReaderEndsQuietly(@TempDir Path dir) throws Exception {
    Process p = Launched.piped(dir, "solve", "-n", "10", "--all", "--format", "cols");
    try (java.io.BufferedReader lines =
        new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream()))) {
      assertEquals("1 3 6 8 10 5 9 2 4 7", lines.readLine());
    }
    assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "ended");
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertEquals(ExitCodes.PIPE_CLOSED, p.exitValue(), err);
    assertFalse(err.contains("could not write"), err);
  }

  /** An output that is the board file read is refused before it replaces the problem. */
  @Test
  void theBoardFileReadIsNotOverwritten(@TempDir Path dir) throws Exception {
    Path board = dir.resolve("board.txt");
    String text =
        "........\n........\n........\n........\n........\n........\n........\nQ.......\n";
    Files.writeString(board, text);
    for (String command : List.of("solve", "export --to dlx")) {
      List<String> args = new java.util.ArrayList<>(List.of(command.split(" ")));
      args.addAll(List.of("--board", board.toString(), "--output", board.toString()));
      Cli r = Cli.run(args.toArray(String[]::new));
      assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), command + ": " + r.err());
      assertTrue(r.err().contains("is the --board file this command reads"), r.err());
      assertEquals(text, Files.readString(board), command + " left the board as it was");
    }
  }

  @Test
  void enginesListsTheSupportMatrix() {
    Cli r = Cli.run("engines");
    assertEquals(0, r.exitCode());
    assertTrue(r.out().startsWith("engine "), r.out());
    assertTrue(r.out().contains("bitmask "));
    Cli json = Cli.run("engines", "--format", "json");
    List<String> rows = json.out().lines().toList();
    for (String[] engineAndTrace :
        new String[][] {
          {"wirth", "yes"}, {"choco", "yes"}, {"qs2", "yes"}, {"cpsat", "log"}, {"somers", "no"}
        }) {
      String row =
          rows.stream()
              .filter(l -> l.startsWith("{\"engine\": \"" + engineAndTrace[0] + "\""))
              .findFirst()
              .orElseThrow();
      assertTrue(row.contains("\"trace\": \"" + engineAndTrace[1] + "\""), row);
    }
  }

  @Test
  void benchReportsMediansAndRatios() {
    Cli r =
        Cli.run(
            "bench",
            "-n",
            "8",
            "--engines",
            "bitmask",
            "--thread-counts",
            "1,2",
            "--runs",
            "3",
            "--format",
            "csv");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.out().split("\n");
    assertTrue(
        lines[0].startsWith(
            "engine,options,n,rows,cols,threads,board,runs,median_ms,min_ms,max_ms,ratio,status,"
                + "solutions,unique,nodes,verified,backtracks,"),
        lines[0]);
    assertTrue(lines[1].startsWith("bitmask,,8,8,8,1,8 x 8,3,"), lines[1]);
    assertTrue(lines[1].contains(",1.0,COMPLETE,92,"), lines[1]);
    assertTrue(lines[2].startsWith("bitmask,,8,8,8,2,8 x 8,3,"), lines[2]);
  }

  @Test
  void benchVerifiesTheFirstSolutionsItTimes() {
    Cli r =
        Cli.run(
            "bench",
            "-n",
            "2000",
            "--engines",
            "qs3,construct",
            "--mode",
            "first",
            "--runs",
            "2",
            "--warmup",
            "0",
            "--format",
            "csv");
    assertEquals(0, r.exitCode(), r.err());
    List<String> header = List.of(r.out().lines().findFirst().orElseThrow().split(","));
    int verified = header.indexOf("verified");
    int status = header.indexOf("status");
    r.out()
        .lines()
        .skip(1)
        .forEach(
            line -> {
              assertEquals("true", line.split(",", -1)[verified], line);
              // the first solution found is the answer asked for, as solve says it
              assertEquals("FOUND", line.split(",", -1)[status], line);
            });
    assertEquals(3, r.out().lines().count(), r.out());
  }

  /** Issue 15: a script must tell a partial count from a whole one by the exit code alone. */
  @Test
  void aCountStoppedByTheTimeLimitExitsWithIncomplete() {
    Cli r =
        Cli.run(
            "count", "-n", "19", "--threads", "1", "--time-limit", "200ms", "--format", "plain");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertTrue(r.err().contains("partial: TIMEOUT after "), r.err());
    Cli table = Cli.run("count", "-n", "19", "--threads", "1", "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, table.exitCode(), table.err());
    assertTrue(
        table.out().contains("TIMEOUT") && table.out().contains(">="),
        "marked partial: " + table.out());
    Cli bench =
        Cli.run("bench", "-n", "19", "--runs", "1", "--warmup", "0", "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, bench.exitCode(), bench.err());
    assertTrue(bench.out().contains(">="), "bench marks the partial count: " + bench.out());
    // a run cut short took at least its time: a lower bound, with no ratio drawn from it
    Cli benchJson =
        Cli.run(
            "bench",
            "-n",
            "19",
            "--runs",
            "1",
            "--warmup",
            "0",
            "--time-limit",
            "200ms",
            "--format",
            "json");
    assertTrue(benchJson.out().contains("\"status\": \"TIMEOUT\""), benchJson.out());
    assertTrue(benchJson.out().contains("\"ratio\": null"), benchJson.out());
    String median = bench.out().lines().skip(1).findFirst().orElseThrow().split("\\s+")[3];
    assertTrue(median.startsWith(">="), "the median of a run cut short: " + bench.out());
    Cli solve = Cli.run("solve", "-n", "19", "--all", "--format", "cols", "--time-limit", "200ms");
    assertEquals(ExitCodes.INCOMPLETE, solve.exitCode(), solve.err());
  }

  /**
   * bench says which round it is on, as progress: in a terminal or with --progress, and not
   * otherwise (the tests' stderr is no terminal), as --progress's help says.
   */
  @Test
  void benchsRoundLinesAreProgressShownInATerminalOrWhenAsked() {
    String[] run = {"bench", "-n", "6", "--runs", "1", "--warmup", "1"};
    String[] asked = java.util.Arrays.copyOf(run, run.length + 1);
    asked[run.length] = "--progress";
    Cli shown = Cli.run(asked);
    assertEquals(0, shown.exitCode(), shown.err());
    assertTrue(shown.err().contains("bench: 6 x 6: warm-up 1 of 1"), shown.err());
    String[] silenced = java.util.Arrays.copyOf(run, run.length + 1);
    silenced[run.length] = "--no-progress";
    for (String[] quietRun : new String[][] {run, silenced}) {
      Cli quiet = Cli.run(quietRun);
      assertEquals(0, quiet.exitCode(), quiet.err());
      assertFalse(quiet.err().contains("bench: 6 x 6:"), quiet.err());
      assertEquals(shown.out().lines().count(), quiet.out().lines().count(), "the same rows");
    }
  }

  @Test
  void helpAndVersionWorkEverywhere() {
    for (String command : new String[] {"count", "solve", "engines", "bench"}) {
      Cli r = Cli.run(command, "--help");
      assertEquals(0, r.exitCode());
      assertTrue(r.out().startsWith("Usage: nqueens " + command), r.out());
    }
    assertTrue(Cli.run("--version").out().startsWith("nqueens-lab "));
    // every command's help lists -V, --version: each prints the version (they printed nothing)
    for (Main.Subcommand s : Main.Subcommand.values()) {
      if (s == Main.Subcommand.HELP) {
        continue; // picocli's help command has no standard options
      }
      for (String flag : new String[] {"-V", "--version"}) {
        Cli r = Cli.run(s.commandName(), flag);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(
            String.join("\n", VersionProvider.lines()) + "\n",
            r.out(),
            s.commandName() + " " + flag);
      }
    }
    for (String command : new String[] {"solve", "bench", "trace", "export", "verify"}) {
      assertFalse(
          Cli.run(command, "--help").out().contains("--free-pawns"),
          command + " refuses --free-pawns");
    }
    assertTrue(Cli.run("count", "--help").out().contains("--free-pawns"));
  }
}
