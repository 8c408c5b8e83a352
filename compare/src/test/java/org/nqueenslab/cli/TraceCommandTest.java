package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TraceCommandTest {

  @Test
  void textShowsEachStepWithItsBoard() {
    Cli r = Cli.run("trace", "-n", "4", "--steps", "3");
    assertEquals(0, r.exitCode(), r.err());
    String expectedStart =
        """
        moves: tests plus backtracks (Kuechmann's moves)

        Q queen   x square rejected   o square left on a backtrack or a lift   . empty

        step 1: place a1   [position tests 1, backtracks 0, moves 1]
        4 . . . .
        3 . . . .
        2 . . . .
        1 Q . . .
          a b c d

        step 2: reject a2 (file taken by a1)   [position tests 2, backtracks 0, moves 2]
        4 . . . .
        3 . . . .
        2 x . . .
        1 Q . . .
          a b c d
        """;
    String out = r.out();
    assertTrue(out.startsWith("trace of wirth on 4 x 4\nwhat it shows: Wirth's backtracking"), out);
    assertTrue(
        out.contains("  " + expectedStart), out); // the header's last counter, then the steps
    assertTrue(r.err().contains("wirth: 3 steps, stopped by --steps 3"), r.err());
    // the trace itself says it was cut short, for whoever reads it saved in a file
    assertTrue(
        out.endsWith(
            "\nend of trace: 3 steps, stopped by --steps 3 (raise it to see more): the search had"
                + " not ended\n"),
        out);
  }

  @Test
  void theProblemsBoardSaysItsQIsAQueenPlacedInAdvance() {
    // the header's board is in the board file's format (Q: placed in advance) and the steps draw
    // that queen F, as the key says: without its caption the two disagreed on the same square
    Cli r =
        Cli.run(
            "trace",
            "-n",
            "5",
            "--engine",
            "bitmask",
            "--fixed",
            "a1",
            "--pawns",
            "c3",
            "--queens",
            "5");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.out()
            .contains(
                "the problem, as a board file states it (Q a queen placed in advance, P pawn, ."
                    + " free square):\n.....\n.....\n..P..\n.....\nQ....\n"),
        r.out());
    assertTrue(r.out().contains("1 F "), r.out());
    // the key lists only the marks this search makes: the bitmask search rejects no square
    assertTrue(
        r.out().contains("\nQ queen   o square left on a backtrack or a lift   . empty   F"),
        r.out());
    Cli local = Cli.run("trace", "-n", "6", "--engine", "minconflicts", "--steps", "2");
    assertEquals(0, local.exitCode(), local.err());
    assertTrue(local.out().contains("\nQ queen   . empty   !"), local.out());
    // CP-SAT's trace is its log and its solutions: no step empties a square
    Cli cpsat = Cli.run("trace", "-n", "5", "--engine", "cpsat");
    assertEquals(0, cpsat.exitCode(), cpsat.err());
    assertTrue(cpsat.out().contains("\nQ queen   . empty"), cpsat.out());
  }

  /**
   * Choco names the constraint that failed with the traces' convention (diagonals rise to the
   * right): at step 4 of 4 x 4 the decision c3 leaves rank 4 only b4, which c3 attacks along the
   * anti-diagonal (file + rank is 6 for both); the two names were swapped.
   */
  @Test
  void dominateTracesTheBranchAndBoundToItsProof() {
    Cli r =
        Cli.run(
            "trace", "-n", "5", "--dominate", "--engine", "bnb", "--steps", "100000", "--compact");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("trace of bnb on 5 x 5, dominating"), r.out());
    assertTrue(r.out().contains("bound: "), "a node the bound cut, with its arithmetic");
    // the last cover announced is A075458(5) = 3 queens
    String lastCover =
        r.out().lines().filter(l -> l.contains(": solution ")).reduce((a, b) -> b).orElseThrow();
    assertTrue(lastCover.contains("every square covered by 3 pieces"), lastCover);
    assertTrue(r.out().endsWith("end of trace: " + r.err().substring(5)), r.out());
    for (String[] bad :
        new String[][] {
          {"trace", "-n", "5", "--dominate", "--engine", "cpsat"},
          {"trace", "-n", "5", "--dominate", "--queens", "3", "--engine", "bnb"},
          {"trace", "-n", "5", "--independent", "--engine", "bnb"},
          {"trace", "-n", "5", "--engine", "bnb"}
        }) {
      Cli refused = Cli.run(bad);
      assertEquals(2, refused.exitCode(), String.join(" ", bad));
      assertEquals(1, refused.err().lines().count(), refused.err());
    }
  }

  @Test
  void chocoNamesTheDiagonalThatFailedAsTheOtherTracesDo() {
    Cli r = Cli.run("trace", "-n", "4", "--engine", "choco", "--compact");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.out()
            .contains(
                "step 4: fail c3 (all-different on the anti-diagonals failed: it would"
                    + " leave rank 4 no file"),
        r.out());
  }

  @Test
  void jsonIsOneEventPerLineAndACompleteSearchSaysSo() {
    Cli r = Cli.run("trace", "-n", "4", "--steps", "100000", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).startsWith("{\"step\":0,\"event\":\"header\""), lines.get(0));
    List<String> steps = lines.subList(1, lines.size() - 1);
    assertTrue(steps.stream().allMatch(l -> l.startsWith("{\"step\":") && l.endsWith("}}")));
    assertEquals(
        2,
        steps.stream().filter(l -> l.contains("\"event\":\"solution\"")).count()); // A000170(4) = 2
    assertEquals(
        "{\"step\":"
            + steps.size()
            + ",\"event\":\"end\",\"status\":\"COMPLETE\",\"solutions\":2,"
            + "\"reason\":\"the search is complete\"}",
        lines.get(lines.size() - 1));
    assertTrue(r.err().contains("the search is complete"), r.err());
  }

  /**
   * A --steps equal to the whole search's steps shows it all: the trace is complete, not cut; one
   * less is cut, also when the step cut is the solution a first-solution search ends on.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "-n 4 --engine dlx",
        "-n 4 --engine wirth",
        "-n 4 --engine permutation-swap",
        "-n 4 --engine bitmask",
        "-n 4 --engine choco",
        "-n 8 --engine minconflicts --seed 3",
        "-n 8 --engine qs2 --seed 3"
      })
  void aBoundOfExactlyTheSearchsStepsIsNoCut(String problem) {
    List<String> args = new java.util.ArrayList<>(List.of("trace"));
    args.addAll(List.of(problem.split(" ")));
    String whole = run(args, "100000").out();
    String last = whole.lines().reduce((a, b) -> b).orElseThrow();
    assertTrue(
        last.startsWith("end of trace: ")
            && (last.endsWith("the search is complete")
                || last.endsWith("the search ended on its solution")),
        last);
    String k =
        last.substring("end of trace: ".length(), last.indexOf(' ', "end of trace: ".length()));
    assertEquals(last, run(args, k).out().lines().reduce((a, b) -> b).orElseThrow());
    String oneLess = String.valueOf(Long.parseLong(k) - 1);
    String cut = run(args, oneLess).out();
    assertTrue(cut.contains("the search had not ended"), cut);
    args.addAll(List.of("--format", "json"));
    String json = run(args, oneLess).out().lines().reduce((a, b) -> b).orElseThrow();
    assertTrue(json.contains("\"status\":\"STEP_LIMIT\""), json);
  }

  private static Cli run(List<String> args, String steps) {
    List<String> all = new java.util.ArrayList<>(args);
    all.addAll(List.of("--steps", steps));
    Cli r = Cli.run(all.toArray(String[]::new));
    assertEquals(0, r.exitCode(), r.err());
    return r;
  }

  @Test
  void bitmaskTracesToo() {
    Cli r = Cli.run("trace", "-n", "5", "--engine", "bitmask", "--steps", "5", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(1 + 5 + 1, lines.size()); // the header, 5 steps, how the trace ended
    assertTrue(
        lines.get(6).startsWith("{\"step\":5,\"event\":\"end\",\"status\":\"STEP_LIMIT\""),
        lines.get(6));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "trace -n 6 --engine brute-force",
        "trace -n 6 --steps 0",
        "trace -n 6 --holes a1",
        "trace -n 6 --engine choco --pawns c3 --queens 7",
        "trace -n 3 --engine minconflicts",
        "trace -n 300 --engine choco --compact",
        "trace -n 200000 --engine qs2 --compact",
        "trace -n 6 --until-solution 0",
        "trace -n 6 --engine dlx --option split-depth=2",
        "trace -n 6 --engine dlx:split-depth=2",
        "trace -n 6 --engine dlx:",
        "trace -n 6 --engine choco --option config=nosuch",
        "trace -n 6 --compact --format json",
        "trace -n 6 --format xml",
        "trace -n 40",
        "trace",
        "trace -n 6 --engine nosuch"
      })
  void badInputGetsOneClearLineAndExitCode2(String args) {
    Cli r = Cli.run(args.split(" "));
    assertEquals(2, r.exitCode(), args + " -> " + r.err());
    assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    assertTrue(r.err().startsWith("nqueens trace: "), r.err());
    assertEquals("", r.out(), "nothing on stdout");
  }

  /**
   * The engine's options go with its name as in every command (NAME:key=value; trace said "unknown
   * engine 'choco:config=nqueenglobal'"), or with --option: the same trace either way.
   */
  @Test
  void anEngineTakesItsOptionsAfterItsNameAsInEveryCommand() {
    Cli spec = Cli.run("trace", "-n", "5", "--engine", "choco:config=nqueenglobal", "--compact");
    Cli option =
        Cli.run("trace", "-n", "5", "--engine", "choco", "--option", "config=nqueenglobal");
    Cli plain = Cli.run("trace", "-n", "5", "--engine", "choco", "--compact");
    assertEquals(0, spec.exitCode(), spec.err());
    assertEquals(0, option.exitCode(), option.err());
    assertEquals(
        option.out().lines().filter(l -> l.startsWith("step ")).toList(),
        spec.out().lines().filter(l -> l.startsWith("step ")).toList());
    assertTrue(!spec.out().equals(plain.out()), "the option changes Choco's model, so its trace");
  }

  @Test
  void chocoTracesItsOwnSearchAndEndsOnItsCounters() {
    Cli r = Cli.run("trace", "-n", "6", "--engine", "choco", "--steps", "100000", "--compact");
    assertEquals(0, r.exitCode(), r.err());
    List<String> steps = r.out().lines().filter(l -> l.startsWith("step ")).toList();
    assertTrue(steps.stream().anyMatch(l -> l.contains(": decide ")), r.out());
    assertTrue(steps.stream().anyMatch(l -> l.contains(": refute ")), r.out());
    assertTrue(steps.stream().anyMatch(l -> l.contains(": fail ") && l.contains("all-different")));
    assertEquals(4, steps.stream().filter(l -> l.contains(": solution")).count()); // A000170(6)
    Cli count =
        Cli.run("count", "-n", "6", "--engine", "choco", "--threads", "1", "--format", "json");
    assertEquals(0, count.exitCode(), count.err());
    String last = steps.get(steps.size() - 1);
    String row = count.out().strip();
    // the count's tidy row: a key per counter
    String expected =
        "[nodes "
            + counter(row, "nodes")
            + ", fails "
            + counter(row, "fails")
            + ", backtracks "
            + counter(row, "backtracks")
            + "]";
    assertEquals(
        expected,
        last.substring(last.lastIndexOf('[')),
        "the trace's last counters are the untraced count's: " + row);
  }

  @Test
  void minConflictsEndsOnItsSolution() {
    Cli r = Cli.run("trace", "-n", "8", "--engine", "minconflicts", "--seed", "3");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains(": move "), r.out());
    assertTrue(r.out().contains("! queen under attack"), r.out());
    assertTrue(r.err().contains("the search ended on its solution"), r.err());
  }

  @Test
  void untilSolutionStopsOnTheKthSolutionAndCompactIsOneLinePerStep() {
    Cli r =
        Cli.run(
            "trace",
            "--board",
            Files.exists(Path.of("../examples"))
                ? "../examples/nine-queens-one-pawn.txt"
                : "examples/nine-queens-one-pawn.txt",
            "--engine",
            "dlx",
            "--until-solution",
            "1",
            "--compact");
    assertEquals(0, r.exitCode(), r.err());
    List<String> steps = r.out().lines().filter(l -> l.startsWith("step ")).toList();
    assertTrue(steps.get(steps.size() - 1).contains(": solution"), r.out());
    assertTrue(r.out().lines().noneMatch(l -> l.startsWith("8 ")), "no board: " + r.out());
    assertTrue(r.err().contains("stopped at solution 1 by --until-solution"), r.err());
  }

  @Test
  void jsonHasTheHeaderThenStructuredBoardsAndAttacks() {
    Cli r =
        Cli.run(
            "trace",
            "-n",
            "6",
            "--pawns",
            "c3",
            "--queens",
            "7",
            "--engine",
            "bitmask",
            "--format",
            "json",
            "--until-solution",
            "1");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    String header = lines.get(0);
    assertTrue(header.contains("\"engine\":{\"name\":\"bitmask\""), header);
    assertTrue(header.contains("\"problem\":\"nqueens queens=7\\n"), header);
    assertTrue(header.contains("\"counters\":{\"nodes\":"), header);
    assertTrue(lines.get(1).contains("\"board\":{\"pawn\":[\"c3\"]}"), lines.get(1));
    Cli wirth = Cli.run("trace", "-n", "4", "--steps", "2", "--format", "json");
    assertTrue(
        wirth
            .out()
            .contains("\"attacks\":[{\"queen\":\"a1\",\"square\":\"a2\",\"line\":\"file\"}]"),
        wirth.out());
  }

  /** A counter's value in a JSON row. */
  private static String counter(String row, String name) {
    Matcher m = Pattern.compile("\"" + name + "\": (\\d+)").matcher(row);
    assertTrue(m.find(), name + " in " + row);
    return m.group(1);
  }
}
