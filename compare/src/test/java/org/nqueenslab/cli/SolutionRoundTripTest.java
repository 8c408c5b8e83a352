package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.problem.SolutionWriter;

/**
 * What {@code solve} writes, {@code verify} reads back without being told the problem: every kind
 * of problem, one solution or all of them, through a file or standard input; and wrong or malformed
 * files are refused clearly.
 */
class SolutionRoundTripTest {
  @TempDir Path dir;

  /**
   * Plain, pawns (more queens than n), holes, placed queens, tori, rectangles both ways, fewer
   * queens.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "-n 8",
        "-n 8 --pawns d4 --queens 9",
        "-n 8 --holes d4,e5",
        "-n 8 --fixed d8,e3",
        "-n 7 --torus",
        "-n 7 --torus --pawns d4",
        "--size 6x8",
        "--size 8x6",
        "-n 8 --queens 6",
        "-n 5 --torus --holes a1 --queens 4"
      })
  void verifyReadsWhatSolveWrote(String problem) throws IOException {
    String[] options = problem.split(" ");
    Path one = dir.resolve("one.txt");
    assertOk(run("solve", options, "--output", one.toString()));
    assertTrue(
        run("verify", new String[0], one.toString())
            .out()
            .startsWith("valid: " + one + " solves "));

    long count = Long.parseLong(assertOk(run("count", options, "--format", "plain")).out().strip());
    String all = count == 1 ? " solves " : " holds " + count + " different solutions of ";
    Path every = dir.resolve("all.txt");
    assertOk(run("solve", options, "--all", "--output", every.toString()));
    assertTrue(assertOk(run("verify", new String[0], every.toString())).out().contains(all));

    String file = assertOk(run("solve", options, "--all", "--output", "-")).out();
    assertTrue(
        assertOk(withStdin(file, "verify", "-")).out().contains(all), "the same file on stdout");
    String cols = assertOk(run("solve", options, "--all", "--format", "cols")).out();
    Cli fromCols = withStdin(cols, concat(new String[] {"verify", "-"}, options));
    assertTrue(
        assertOk(fromCols).out().contains(all),
        "the lines of --format cols, with the problem's options");
  }

  /**
   * A listing a time limit cut short is still written, but its last line says so, and verify passes
   * that on, in its line and its exit code (4, as the run that wrote it): the file outlives the
   * exit code that said TIMEOUT. A whole listing says nothing.
   */
  @Test
  void aListingCutShortSaysSoInTheFileAndVerifyReportsIt() throws IOException {
    Path cut = dir.resolve("cut.txt");
    // n = 16 has 14,772,512 solutions: no machine lists them to a file in 300 ms
    String[] cutShort = {"-n", "16", "--all", "--time-limit", "300ms"};
    Cli solved = run("solve", cutShort, "--output", cut.toString());
    assertEquals(ExitCodes.INCOMPLETE, solved.exitCode(), solved.err());
    assertTrue(solved.err().contains("partial listing"), solved.err());
    List<String> lines = Files.readAllLines(cut);
    assertTrue(lines.size() > 3, "some solutions were listed before the limit");
    String last = lines.get(lines.size() - 1);
    assertTrue(last.startsWith("# partial listing: the search stopped (TIMEOUT) after "), last);
    Cli verified = run("verify", new String[0], cut.toString());
    assertEquals(ExitCodes.INCOMPLETE, verified.exitCode(), verified.out() + verified.err());
    assertTrue(verified.out().contains("the file says it is a partial listing"), verified.out());

    Cli cols = run("solve", cutShort, "--format", "cols");
    assertEquals(ExitCodes.INCOMPLETE, cols.exitCode(), cols.err());
    Cli fromCols = withStdin(cols.out(), "verify", "-", "-n", "16");
    assertEquals(ExitCodes.INCOMPLETE, fromCols.exitCode(), fromCols.out() + fromCols.err());
    assertTrue(fromCols.out().contains("partial listing"), fromCols.out());

    // a stream of rows ends the same way, in its own syntax, and only when it was cut short
    for (String format : List.of("json", "csv")) {
      Cli rows = run("solve", cutShort, "--format", format);
      assertEquals(ExitCodes.INCOMPLETE, rows.exitCode(), rows.err());
      List<String> listed = rows.out().lines().toList();
      int solutions = listed.size() - (format.equals("csv") ? 2 : 1); // header, marker
      String marker =
          "partial listing: the search stopped (TIMEOUT) after " + solutions + " solutions";
      String end = listed.get(listed.size() - 1);
      assertTrue(
          format.equals("json")
              ? end.startsWith("{\"partial\": \"" + marker)
              : end.startsWith("# " + marker),
          end);
      String complete =
          assertOk(run("solve", new String[] {"-n", "6", "--all"}, "--format", format)).out();
      // n = 6 has 4 solutions (A000170), and nothing more is written
      assertEquals(format.equals("csv") ? 5 : 4, complete.lines().count(), complete);
      assertFalse(complete.contains("partial"), complete);
    }

    Path whole = dir.resolve("whole.txt");
    assertOk(run("solve", new String[] {"-n", "6", "--all"}, "--output", whole.toString()));
    assertFalse(Files.readString(whole).contains("partial"));
    assertFalse(assertOk(run("verify", new String[0], whole.toString())).out().contains("partial"));
  }

  /**
   * Boards on stdout end with the marker too, and so does a first-solution search stopped before it
   * found one, in every format: no solution printed is then no proof that there is none.
   */
  @Test
  void everyListingOnStdoutSaysWhenItWasCutShort() {
    String marker = "partial listing: the search stopped (TIMEOUT) after ";
    Cli boards = run("solve", new String[] {"-n", "16", "--all", "--time-limit", "300ms"});
    assertEquals(ExitCodes.INCOMPLETE, boards.exitCode(), boards.err());
    List<String> lines = boards.out().lines().toList();
    assertTrue(lines.get(lines.size() - 1).startsWith("# " + marker), lines.get(lines.size() - 1));
    // Wirth's backtracking needs far more than 300 ms for n = 32's first solution
    String[] notFound = {"-n", "32", "--engine", "wirth", "--time-limit", "300ms"};
    for (String format : List.of("board", "cols", "csv", "json")) {
      Cli first = run("solve", notFound, "--format", format);
      assertEquals(ExitCodes.INCOMPLETE, first.exitCode(), first.err());
      assertTrue(first.out().contains(marker + "0 solutions"), format + ": " + first.out());
    }
    for (String[] where : List.of(new String[] {"--format", "cols"}, new String[] {"-o", "-"})) {
      Cli none = run("solve", notFound, "--all", where[0], where[1]);
      assertEquals(ExitCodes.INCOMPLETE, none.exitCode(), none.err());
      assertTrue(none.out().contains(marker + "0 solutions"), none.out());
    }
    // a proved empty answer says nothing of the kind: n = 3 has no solution (A000170)
    for (String format : List.of("board", "cols", "csv", "json")) {
      Cli proved = assertOk(run("solve", new String[] {"-n", "3"}, "--format", format));
      assertFalse(proved.out().contains("partial"), format + ": " + proved.out());
    }
  }

  @Test
  void theBoardFileExampleRoundTripsAndFileAndOptionsMustAgree() throws IOException {
    Path file = dir.resolve("p.txt");
    String board =
        Files.exists(Path.of("../examples"))
            ? "../examples/nine-queens-one-pawn.txt"
            : "examples/nine-queens-one-pawn.txt";
    assertOk(Cli.run("solve", "--board", board, "--output", file.toString()));
    assertOk(Cli.run("verify", file.toString(), "--board", board));
    assertOk(Cli.run("verify", file.toString(), "-n", "8", "--pawns", "d4", "--queens", "9"));
    assertBadInput(
        Cli.run("verify", file.toString(), "-n", "9"),
        "states the problem 8 x 8, 9 queens, pawns d4");
    Cli torus = Cli.run("verify", file.toString(), "--torus");
    assertEquals(
        VerifyCommand.NOT_A_SOLUTION, torus.exitCode(), "--torus alone changes the stated problem");
    assertTrue(
        torus.out().startsWith("invalid: ") && torus.out().contains("8 x 8 torus"), torus.out());
  }

  @Test
  void aWrongSolutionIsTheVerifiersFindingWithExitCode1() throws IOException {
    Path file = dir.resolve("wrong.txt");
    Files.writeString(file, "nqueens 4x4\n2 4 1 3\n1 2 3 4\n");
    Cli r = Cli.run("verify", file.toString());
    assertEquals(VerifyCommand.NOT_A_SOLUTION, r.exitCode(), r.err());
    assertEquals(
        "invalid: "
            + file
            + " does not solve 4 x 4: solution 2 (line 3): queens a1 and b2 attack each"
            + " other along a diagonal\n",
        r.out());
    Files.writeString(file, "nqueens 4x4 queens=3\n");
    assertTrue(Cli.run("verify", file.toString()).out().endsWith("the file holds no solution\n"));
    Cli repeated = withStdin("nqueens 4x4\n2 4 1 3\n2 4 1 3\n", "verify", "-");
    assertTrue(repeated.out().endsWith("solution 2 (line 3) repeats solution 1\n"), repeated.out());
    Cli saysNoneButLists =
        withStdin("nqueens 4x4\n2 4 1 3\n" + SolutionWriter.NONE_COMMENT, "verify", "-");
    assertEquals(VerifyCommand.NOT_A_SOLUTION, saysNoneButLists.exitCode());
    assertTrue(saysNoneButLists.out().contains("but lists solutions"), saysNoneButLists.out());
  }

  /**
   * Zero solutions is an answer: a complete search's empty listing says so, and verify passes it as
   * the listing's word (an empty file, which could be anything cut short, still fails).
   */
  @Test
  void anEmptyListingOfACompleteSearchSaysSoAndVerifies() throws IOException {
    for (String[] solve :
        new String[][] {
          {"solve", "-n", "3", "--all", "--format", "cols"},
          {"solve", "-n", "6", "--torus", "--all", "--format", "cols"}, // none: gcd(6, 6) != 1
          {"solve", "-n", "3", "--all", "-o", "-"}
        }) {
      Cli listing = Cli.run(solve);
      assertEquals(0, listing.exitCode(), listing.err());
      assertTrue(listing.out().endsWith(SolutionWriter.NONE_COMMENT), listing.out());
      String[] verify =
          solve[solve.length - 1].equals("-")
              ? new String[] {"verify", "-"}
              : concat(new String[] {"verify", "-"}, Arrays.copyOfRange(solve, 1, 3));
      if (solve[3].equals("--torus")) {
        verify = concat(verify, new String[] {"--torus"});
      }
      Cli verified = withStdin(listing.out(), verify);
      assertEquals(0, verified.exitCode(), verified.out() + verified.err());
      assertTrue(verified.out().startsWith("valid: stdin lists no solution of "), verified.out());
    }
    // a file named with -o holds this run's answer, not an earlier run's solutions (it was left
    // as it was, and verify passed the 92 solutions of 8 x 8 for a problem with none)
    Path file = dir.resolve("answer.txt");
    assertEquals(0, Cli.run("solve", "-n", "8", "--all", "-o", file.toString()).exitCode());
    for (String[] none :
        new String[][] {{"--all"}, {}}) { // with or without --all: the search proved there is none
      Cli solved =
          Cli.run(
              concat(
                  new String[] {
                    "solve", "-n", "8", "--fixed", "a1,b3,c5,d2", "-o", file.toString()
                  },
                  none));
      assertEquals(0, solved.exitCode(), solved.err());
      assertTrue(solved.err().contains("that the problem has no solution"), solved.err());
      assertTrue(Files.readString(file).endsWith(SolutionWriter.NONE_COMMENT));
      Cli verified = Cli.run("verify", file.toString());
      assertEquals(0, verified.exitCode(), verified.out() + verified.err());
      assertTrue(verified.out().contains("lists no solution of 8 x 8, fixed"), verified.out());
    }
    Cli first = Cli.run("solve", "-n", "3", "--format", "cols");
    assertTrue(first.out().endsWith(SolutionWriter.NONE_COMMENT), first.out());
    Cli solutions = Cli.run("solve", "-n", "4", "--all", "--format", "cols");
    assertFalse(solutions.out().contains("no solution"), solutions.out()); // only an empty listing
    Cli empty = withStdin("", "verify", "-", "-n", "3");
    assertEquals(VerifyCommand.NOT_A_SOLUTION, empty.exitCode());
    assertTrue(empty.out().endsWith("the file holds no solution\n"), empty.out());
  }

  /**
   * The summary says apart the time spent verifying and writing a huge solution, which the run's
   * time includes: 10^8 queens built in 0.25 s read "FOUND, 4680 ms" beside a limit of 500 ms.
   */
  @Test
  void theSummarySaysHowLongVerifyingAndWritingTook() {
    Path file = dir.resolve("ten-million.txt");
    Cli r = Cli.run("solve", "-n", "10000000", "--engine", "construct", "-o", file.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.err()
            .matches(
                "(?s).*FOUND, [0-9.]+ ms \\(\\d+ ms of it verifying and writing solutions\\).*"),
        r.err());
  }

  @Test
  void malformedFilesAreOneLineAndExitCode2() throws IOException {
    Path file = dir.resolve("bad.txt");
    for (String text :
        new String[] {
          "nqueens 4x4\n2 4 x! 3\n",
          "nqueens 4\n2 4 1 3\n",
          "nqueens 4x4 tor\n",
          "nqueens 4x4\n2\n4 1\n",
          "nqueens 4x4\na1 2\n",
          "2 4 1 3\n"
        }) {
      Files.writeString(file, text);
      assertBadInput(Cli.run("verify", file.toString()), "bad.txt");
    }
    assertBadInput(withStdin("nqueens 4x4\n2 4 five 3\n", "verify", "-"), "stdin line 2: 'five'");
    assertBadInput(Cli.run("verify", dir.resolve("missing.txt").toString()), "does not exist");
  }

  private static Cli assertOk(Cli r) {
    assertEquals(0, r.exitCode(), r.out() + r.err());
    return r;
  }

  private static void assertBadInput(Cli r, String says) {
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertTrue(r.err().contains(says), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertEquals("", r.out());
  }

  private static Cli run(String command, String[] options, String... more) {
    List<String> args = new ArrayList<>(List.of(command));
    args.addAll(Arrays.asList(options));
    args.addAll(Arrays.asList(more));
    return Cli.run(args.toArray(String[]::new));
  }

  private static String[] concat(String[] a, String[] b) {
    String[] all = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  /** Runs the command line with {@code input} as standard input. */
  private static Cli withStdin(String input, String... args) {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)));
    try {
      return Cli.run(args);
    } finally {
      System.setIn(saved);
    }
  }
}
