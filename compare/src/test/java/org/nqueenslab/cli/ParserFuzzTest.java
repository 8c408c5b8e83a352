package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.DlxFormatException;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionFile;
import org.nqueenslab.problem.SolutionReader;

/**
 * Seeded fuzzing of the three parsers and the commands that read files: every input, random or a
 * mutated valid file, ends in a result or in bad input (one line, exit code 2), never in another
 * exception, a stack trace or a hang.
 */
class ParserFuzzTest {
  private static final int PARSER_INPUTS = 3000;
  private static final int COMMAND_INPUTS = 200;

  private static final List<String> BOARDS =
      List.of(
          "; nine queens, one pawn\nnqueens queens=9\n........\n........\n........\n........\n"
              + "...P....\n........\n........\n........\n",
          "nqueens torus\n.....\n.....\n.....\n.....\n.....\n",
          "...Q\n.#..\n..P.\n....\n");
  private static final List<String> SOLUTIONS =
      List.of(
          "# nqueens solutions\nnqueens 8x8 queens=9 pawns=d4\na1 d2 g3 c4 e4 h5 b6 d7 f8\n",
          "nqueens 4x4\n2 4 1 3\n3 1 4 2\n",
          "# one rank per line\nnqueens 6x6\n2\n4\n6\n1\n3\n5\n");
  private static final List<String> COVERS =
      List.of(
          "| a comment\na b c | d\na d\nb c\nc\na b\n",
          "2:3|a b | s\na s\nb\na b\n",
          "x y\nx\ny\n");

  @TempDir Path dir;

  @Test
  void theParsersReturnAResultOrBadInput() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(30),
        () -> {
          Mutations m = new Mutations(22);
          for (int i = 0; i < PARSER_INPUTS; i++) {
            byte[] board =
                i % 4 == 0 ? m.random(".QPp#q \nnqueens=torus9", 120) : m.mutate(pick(BOARDS, i));
            parses(board, b -> BoardFormat.parse(new String(b, StandardCharsets.UTF_8), "fuzz"));
            byte[] solution =
                i % 4 == 0
                    ? m.random("0123456789 abch#\nnqueens=x,", 120)
                    : m.mutate(pick(SOLUTIONS, i));
            parses(solution, ParserFuzzTest::checkSolutions);
            byte[] cover = i % 4 == 0 ? m.random("abc|:0123 \n", 120) : m.mutate(pick(COVERS, i));
            parses(cover, b -> DlxFormat.read(new String(b, StandardCharsets.UTF_8)));
          }
        });
  }

  @Test
  void theCommandsPrintAResultOrOneLineWithExitCode2() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Mutations m = new Mutations(2535);
          Path file = dir.resolve("input.txt");
          for (int i = 0; i < COMMAND_INPUTS; i++) {
            Files.write(file, m.mutate(pick(BOARDS, i)));
            runs(Set.of(0), "export", "--to", "dlx", "--board", file.toString());
            Files.write(file, m.mutate(pick(SOLUTIONS, i)));
            runs(Set.of(0, ExitCodes.DISAGREEMENT), "verify", file.toString());
            Files.write(file, m.mutate(pick(COVERS, i)));
            runs(Set.of(0, ExitCodes.INCOMPLETE), "xc", file.toString(), "--node-limit", "10000");
          }
        });
  }

  private static Object checkSolutions(byte[] bytes) {
    try {
      SolutionReader reader = new SolutionReader(new ByteArrayInputStream(bytes), "fuzz");
      Problem stated = reader.statedProblem();
      return SolutionFile.check(reader, stated == null ? Problem.of(8) : stated);
    } catch (IOException e) {
      throw new AssertionError("no I/O on a byte array", e);
    }
  }

  private static void parses(byte[] input, Function<byte[], Object> parser) {
    try {
      parser.apply(input);
    } catch (BadInputException | DlxFormatException e) {
      assertOneLine(e.getMessage(), input);
    } catch (RuntimeException | StackOverflowError e) {
      fail("input " + shown(input) + " threw " + e, e);
    }
  }

  private static void runs(Set<Integer> results, String... args) throws IOException {
    Cli r = Cli.run(args);
    String input = shown(Files.readAllBytes(Path.of(args[args[0].equals("export") ? 4 : 1])));
    if (r.exitCode() == ExitCodes.BAD_INPUT) {
      assertEquals(1, r.err().lines().count(), input + " -> " + r.err());
      assertOneLine(r.err().strip(), null);
    } else {
      assertTrue(results.contains(r.exitCode()), input + " -> " + r.exitCode() + " " + r.err());
    }
  }

  private static void assertOneLine(String message, byte[] input) {
    String where = input == null ? message : shown(input) + " -> " + message;
    assertTrue(message != null && !message.isBlank(), where);
    assertFalse(message.contains("\n"), where);
    assertFalse(message.matches("(?s).*(Exception|java\\.|Input length).*"), where);
  }

  private static String pick(List<String> seeds, int i) {
    return seeds.get(i % seeds.size());
  }

  private static String shown(byte[] input) {
    return "'" + new String(input, StandardCharsets.ISO_8859_1).replace("\n", "\\n") + "'";
  }
}
