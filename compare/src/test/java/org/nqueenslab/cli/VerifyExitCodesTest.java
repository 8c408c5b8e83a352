package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * verify's exit code depends only on what the file is: 0 solutions, 4 solutions of a listing that
 * says it is partial, 3 well written but not a solution, 2 not the format (the audit found short
 * files exiting 1 and long ones 2).
 */
class VerifyExitCodesTest {
  @TempDir Path dir;

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1 5 8 6 3 7 2 4|0",
        // a listing cut short says so: valid, and not the whole answer (it exited 0: the audit)
        "1 5 8 6 3 7 2 4\\n# partial listing: the search stopped (TIMEOUT) after 1 solution|4",
        "''|3",
        "1|3",
        "1 2 3 4 5 6 7 8 1|3",
        "9 1 1 1 1 1 1 1|3",
        "1 2 3 4 5 6 7 8|3",
        "a1 b3|3",
        "nqueens 8x8|3",
        "1 5 8 6 3 7 2 4\\n1 5 8 6 3 7 2 4|3",
        "0 1 1 1 1 1 1 1|2",
        "four|2",
        "1 5 8 6 3 7 2 x|2",
        "99999999999|2",
        "nqueens 8x8 queens=8 queens=8|2"
      })
  void theCodeFollowsWhatTheFileIs(String text, int expected) throws IOException {
    Path file = dir.resolve("s.txt");
    Files.writeString(file, text.replace("\\n", "\n") + "\n");
    Cli r = Cli.run("verify", file.toString(), "-n", "8");
    assertEquals(expected, r.exitCode(), r.out() + r.err());
  }
}
