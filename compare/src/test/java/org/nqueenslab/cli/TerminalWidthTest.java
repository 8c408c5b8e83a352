package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a terminal shows fits {@link TableColumnsOption#TERMINAL} columns: every command's help,
 * whose examples are never broken inside a command, the engines' tables and a trace of each engine
 * that traces (the review of 2026-11-29 found 419-column engine lines, trace headers of 264 to 632
 * and examples cut after "--engine dlx").
 */
class TerminalWidthTest {
  private static void fits(String what, String text) {
    for (String line : text.split("\n")) {
      assertTrue(
          line.length() <= TableColumnsOption.TERMINAL,
          what + ": a line of " + line.length() + " columns: " + line);
    }
  }

  @Test
  void everyCommandsHelpFitsAndItsExamplesAreWholeCommands() {
    for (String command : Main.commandLine().getSubcommands().keySet()) {
      Cli help = Cli.run(command, "--help");
      assertEquals(0, help.exitCode(), command);
      fits(command + " --help", help.out());
      boolean examples = false;
      for (String line : help.out().split("\n")) {
        if (line.equals("Examples:")) {
          examples = true;
        } else if (line.isBlank()) {
          examples = false;
        } else if (examples) {
          // an example is one line: a command, or a comment; a wrapped one continued elsewhere
          assertTrue(
              line.matches("  (nqueens |source |[#(]).*"),
              command + " --help: an example broken across lines at: " + line);
        }
      }
    }
    fits("--help", Cli.run("--help").out());
  }

  @Test
  void theEnginesTablesFit() {
    Cli engines = Cli.run("engines");
    fits("engines", engines.out());
    // every engine is in each of the three parts: sizes, features, summary
    for (String name : List.of("bitmask", "clasp", "permutation-swap")) {
      assertEquals(
          3,
          engines
              .out()
              .lines()
              .filter(l -> l.startsWith(name + " ") || l.startsWith(name + ":"))
              .count(),
          name);
    }
  }

  /** count's table names the board once: "n rows cols ... board" said the size four times. */
  @Test
  void countsTableNamesTheBoardOnce() {
    Cli count = Cli.run("count", "-n", "8", "--rows", "6", "--format", "table");
    assertEquals(0, count.exitCode(), count.err());
    List<String> header = List.of(count.out().lines().findFirst().orElseThrow().split("\\s+"));
    assertTrue(header.contains("board"), header.toString());
    assertTrue(
        !header.contains("n") && !header.contains("rows") && !header.contains("cols"),
        header.toString());
    assertTrue(count.out().contains("6 x 8"), count.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"wirth", "bitmask", "dlx", "choco", "sat", "qs2", "minconflicts"})
  void aTraceFits(String engine) {
    Cli trace = Cli.run("trace", "-n", "6", "--engine", engine, "--steps", "12");
    assertEquals(0, trace.exitCode(), trace.err());
    // the header and legend (a step stays one line, as in --compact, for grep '^step')
    fits("trace --engine " + engine, trace.out().substring(0, trace.out().indexOf("\nstep ")));
  }
}
