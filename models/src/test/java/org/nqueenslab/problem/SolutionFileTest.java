package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The solution file format: the problem line, one solution a line or one rank a line, and its
 * errors.
 */
class SolutionFileTest {
  private static SolutionReader reader(String text) {
    return new SolutionReader(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "test");
  }

  private static String write(Problem problem, boolean single, Placement... solutions)
      throws IOException {
    StringWriter out = new StringWriter();
    SolutionWriter writer = new SolutionWriter(out, problem, single);
    for (Placement p : solutions) {
      writer.write(p);
    }
    return out.toString();
  }

  /** Every solution of the text, read for the problem it states (or {@code given}). */
  private static List<Placement> readAll(String text, Problem given) throws IOException {
    SolutionReader r = reader(text);
    Problem problem = r.statedProblem() == null ? given : r.statedProblem();
    List<Placement> all = new ArrayList<>();
    for (Placement p; (p = r.next(problem)) != null; ) {
      all.add(p);
    }
    return all;
  }

  @Test
  void oneClassicSolutionIsWrittenOneRankPerLineAfterTheProblem() throws IOException {
    String text = write(Problem.of(4), true, Placement.ofFilesByRank(1, 3, 0, 2));
    assertEquals(
        "# nqueens solution: the problem, then line k is the file (1..n) of the queen on rank k\n"
            + "nqueens 4x4 queens=4\n2\n4\n1\n3\n",
        text);
    assertEquals(Problem.of(4), reader(text).statedProblem());
    assertEquals(List.of(Placement.ofFilesByRank(1, 3, 0, 2)), readAll(text, null));
  }

  @Test
  void roundTripsALargeSolution(@TempDir Path dir) throws IOException {
    int n = 1_000_003;
    int[] files = new int[n];
    for (int i = 0; i < n; i++) {
      files[i] = (int) ((2L * i) % n); // Polya's torus solution (n is prime), also a plain one
    }
    Path file = dir.resolve("big.txt");
    Problem torus = Problem.builder(n).torus(true).build();
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
      new SolutionWriter(out, torus, true).write(Placement.wrapFilesByRank(files));
    }
    try (InputStream in = Files.newInputStream(file)) {
      SolutionReader r = new SolutionReader(in, file.toString());
      assertEquals(torus, r.statedProblem());
      assertEquals(Placement.wrapFilesByRank(files), r.next(torus));
      assertNull(r.next(torus));
    }
    try (InputStream in = Files.newInputStream(file)) {
      SolutionReader r = new SolutionReader(in, file.toString());
      r.statedProblem();
      assertTrue(
          SolutionFile.check(r, Problem.of(n)).valid(),
          "a torus solution solves the plain board too");
    }
  }

  @Test
  void anyProblemRoundTrips() throws IOException {
    Problem pawns =
        Problem.builder(8).pawns("d4").queens(9).holes("a8").fixed("a1").torus(false).build();
    Placement nine =
        Placement.of(
            Square.parse("a1"),
            Square.parse("d2"),
            Square.parse("g3"),
            Square.parse("c4"),
            Square.parse("e4"),
            Square.parse("h5"),
            Square.parse("b6"),
            Square.parse("d7"),
            Square.parse("f8"));
    String text = write(pawns, true, nine);
    assertTrue(
        text.contains(
            "\nnqueens 8x8 queens=9 pawns=d4 holes=a8 fixed=a1\na1 d2 g3 c4 e4 h5 b6 d7 f8\n"),
        text);
    assertEquals(pawns, reader(text).statedProblem());
    assertEquals(List.of(nine), readAll(text, null));
    Problem torus = Problem.builder(5).torus(true).build();
    Problem rectangle = Problem.builder(3, 5).build();
    assertEquals(
        torus, reader(write(torus, true, Placement.ofFilesByRank(0, 2, 4, 1, 3))).statedProblem());
    assertTrue(
        write(rectangle, false, Placement.ofFilesByRank(0, 2, 4))
            .contains("\nnqueens 3x5 queens=3\n1 3 5\n"));
  }

  /**
   * A domination problem states its rule, so that verify checks what solve answered: the line used
   * to refuse it, and solve -o of a --dominate answer failed after writing the file's first line.
   */
  @Test
  void aDominationProblemStatesItsRule() throws IOException {
    Problem dominating = Problem.builder(5).queens(3).rule(Rule.DOMINATING).build();
    Placement three = Placement.of(Square.parse("a1"), Square.parse("e1"), Square.parse("c4"));
    String text = write(dominating, true, three);
    assertTrue(text.contains("\nnqueens 5x5 queens=3 rule=dominating\na1 e1 c4\n"), text);
    assertEquals(dominating, reader(text).statedProblem());
    Problem both = Problem.builder(5).queens(3).rule(Rule.INDEPENDENT_DOMINATING).build();
    assertEquals(
        both,
        reader("nqueens 5x5 queens=3 rule=Independent-Dominating\na1 c2 e3\n").statedProblem());
    BadInputException typo =
        assertThrows(
            BadInputException.class,
            () -> reader("nqueens 5x5 queens=3 rule=dominate\na1 e1 c4\n").statedProblem());
    assertTrue(
        typo.getMessage().contains("line 1: rule=dominate is not a rule"), typo.getMessage());
  }

  @Test
  void severalSolutionsTakeALineEachAndFewerQueensNameTheirSquares() throws IOException {
    Problem six = Problem.builder(6).queens(2).build();
    Placement firstRanks = Placement.ofFilesByRank(0, 2);
    Placement spread = Placement.of(Square.parse("a1"), Square.parse("c6"));
    String text = write(six, false, firstRanks, spread);
    // one notation for the whole file: fewer queens than ranks, so squares even for "1 3" (a1 c2)
    assertTrue(text.endsWith("nqueens 6x6 queens=2\na1 c2\na1 c6\n"), text);
    assertEquals(
        List.of(Placement.of(Square.parse("a1"), Square.parse("c2")), spread), readAll(text, null));
  }

  @Test
  void anEmptyListingChecksOnlyWhenItSaysItsSearchFoundNone() throws IOException {
    Problem three = Problem.of(3);
    StringWriter none = new StringWriter();
    new SolutionWriter(none, three, false).markNone();
    SolutionFile.Check said = SolutionFile.check(reader(none.toString()), three);
    assertTrue(said.valid(), said.problemFound());
    assertEquals(0, said.solutions());
    SolutionFile.Check silent = SolutionFile.check(reader("nqueens 3x3\n"), three);
    assertEquals("the file holds no solution", silent.problemFound());
    SolutionFile.Check contradicted =
        SolutionFile.check(
            reader("nqueens 4x4\n2 4 1 3\n" + SolutionWriter.NONE_COMMENT), Problem.of(4));
    assertFalse(contradicted.valid());
  }

  @Test
  void aFileWithoutAProblemLineIsReadForTheProblemGiven() throws IOException {
    SolutionReader legacy =
        reader("# nqueens solution: n = 4; line k is ...\n\n 2 \r\n4\n# again\n1\n3");
    assertNull(legacy.statedProblem());
    assertEquals(Placement.ofFilesByRank(1, 3, 0, 2), legacy.next(Problem.of(4)));
    assertNull(legacy.next(Problem.of(4)));
    assertEquals(
        List.of(Placement.ofFilesByRank(1, 3, 0, 2), Placement.ofFilesByRank(2, 0, 3, 1)),
        readAll("2 4 1 3\n3 1 4 2\n", Problem.of(4)));
    assertEquals(
        List.of(Placement.ofFilesByRank(1), Placement.ofFilesByRank(2)),
        readAll("2\n3\n", Problem.builder(1, 3).build()),
        "one queen: a number is a whole solution");
  }

  @Test
  void checkFindsTheFirstWrongOrRepeatedSolution() throws IOException {
    Problem four = Problem.of(4);
    assertTrue(SolutionFile.check(reader("nqueens 4x4\n2 4 1 3\n3 1 4 2\n"), four).valid());
    assertEquals(
        2, SolutionFile.check(reader("nqueens 4x4\n2 4 1 3\n3 1 4 2\n"), four).solutions());
    SolutionFile.Check wrong =
        SolutionFile.check(reader("nqueens 4x4\n2 4 1 3\n\n1 2 3 4\n"), four);
    assertEquals(
        "solution 2 (line 4): queens a1 and b2 attack each other along a diagonal",
        wrong.problemFound());
    SolutionFile.Check repeated = SolutionFile.check(reader("2 4 1 3\n3 1 4 2\n2 4 1 3\n"), four);
    assertEquals("solution 3 (line 3) repeats solution 1", repeated.problemFound());
    assertFalse(SolutionFile.check(reader("# nothing\n"), four).valid());
    SolutionFile.Check tooFew = SolutionFile.check(reader("2\n4\n1\n"), four);
    assertTrue(tooFew.problemFound().contains("expected 4 queens, found 3"), tooFew.problemFound());
    SolutionFile.Check off = SolutionFile.check(reader("2\n4\n1\n5\n"), four);
    assertTrue(off.problemFound().contains("off the 4 x 4 board"), off.problemFound());
  }

  @Test
  void malformedTextIsBadInputNamingTheLine() {
    Problem four = Problem.of(4);
    String[][] cases = {
      {"2\nd4\n", "test line 2: 'd4' is a square name among file numbers"},
      {"2\nfour\n", "test line 2: 'four' is neither a file number nor a square name"},
      {"2\n4\n+1\n", "test line 3: '+1' is neither a file number nor a square name"},
      {"nqueens 4x4\n2 4 1 3\nnqueens 4x4\n", "test line 3: a second 'nqueens' line"},
      {"-1\n", "test line 1: '-1' is neither"},
      {"99999999999\n", "is too large"},
      {"0\n2\n", "files are numbered from 1"},
      {"2 4 1 3 5\n", "more queens than the 4 ranks"},
      {"2\n4 1\n", "test line 2: more than one word on a line"},
      {"a1 2\n", "'2' is not a square name"},
      {"nqueens\n", "names no board"},
      {"nqueens 4\n", "'4' is not a board size"},
      {"nqueens 3000000000x8\n", "is larger than any board: a side is at most 2147483647"},
      {"nqueens 4x4 queens=99999999999\n", "is not a number of queens"},
      {"nqueens 4x4 tor\n", "unknown word 'tor'"},
      {"nqueens 4x4 pawns=z9\n", "pawn z9 is off the 4 x 4 board"},
      {"nqueens 4x4 queens=x\n", "queens=x is not a number of queens"},
      {"nqueens 4x4 queens=4 queens=3\n", "'queens' is given twice"}
    };
    for (String[] c : cases) {
      BadInputException e = assertThrows(BadInputException.class, () -> readAll(c[0], four), c[0]);
      assertTrue(e.getMessage().contains(c[1]), c[0] + " -> " + e.getMessage());
    }
  }
}
