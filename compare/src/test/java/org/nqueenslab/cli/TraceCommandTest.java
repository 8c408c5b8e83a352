package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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

        Q queen   x square rejected   o square left on a backtrack   . empty

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
  }

  @Test
  void jsonIsOneEventPerLineAndACompleteSearchSaysSo() {
    Cli r = Cli.run("trace", "-n", "4", "--steps", "100000", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).startsWith("{\"step\":0,\"event\":\"header\""), lines.get(0));
    assertTrue(lines.stream().allMatch(l -> l.startsWith("{\"step\":") && l.endsWith("}}")));
    assertEquals(
        2,
        lines.stream().filter(l -> l.contains("\"event\":\"solution\"")).count()); // A000170(4) = 2
    assertTrue(r.err().contains("the search is complete"), r.err());
  }

  @Test
  void bitmaskTracesToo() {
    Cli r = Cli.run("trace", "-n", "5", "--engine", "bitmask", "--steps", "5", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(1 + 5, r.out().lines().count()); // the header, then 5 steps
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "trace -n 6 --engine brute-force",
        "trace -n 6 --steps 0",
        "trace -n 6 --holes a1",
        "trace -n 6 --engine bitmask --holes a1",
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
}
