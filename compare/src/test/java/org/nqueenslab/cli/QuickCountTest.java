package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The count lines read without picocli ({@link QuickCount}) print what picocli's parsed count
 * prints, errors included, and every other line goes to picocli.
 */
class QuickCountTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count -n 8",
        "count -n 8 --unique",
        "count -n 6 --engine dlx --threads 1 --format json",
        "count --size 7 --torus --format plain --unique",
        "count -n 9 --engine somers --format csv --time-limit 30s",
        "count -n 8 --no-progress --format PLAIN --engine DLX",
        "count -n 6x8 --engine choco --threads 1",
        // bad input, judged by the count itself on both paths
        "count -n 0",
        "count -n 4..6",
        "count -n 8 --engine nosuch",
        "count -n 8 --threads 0",
        "count -n 12 --engine brute-force",
        "count -n 8 --engine construct",
        // a note on stderr
        "count -n 6 --engine wirth --threads 2"
      })
  void aQuickLinePrintsWhatItsParsedTwinPrints(String line) {
    String[] args = line.split(" ");
    assertNotNull(QuickCount.parse(args), "read without picocli");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    Cli parsed = Cli.run(args); // picocli's count, as for a line QuickCount does not take
    assertEquals(parsed.exitCode(), code, err.toString());
    assertEquals(parsed.err(), err.toString());
    assertEquals(withoutTimes(parsed.out()), withoutTimes(out.toString()));
    assertFalse(
        (parsed.out() + parsed.err()).isEmpty(), "both paths said something: " + parsed.err());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count",
        "count -n8",
        "count -n=8",
        "count --size=8",
        "count -n",
        "count -n -8",
        "count -n 8 --holes a1",
        "count -n 8 --unique --unique",
        "count -n 8 -n 9",
        "count -n 8 --progress --no-progress",
        "count -n 8 -h",
        "count -n 8 --threads two",
        "count -n 8 --threads 1234567890",
        "count -n 8 --format yaml",
        "count -n 8 --time-limit soon",
        "count -n 8 --time-limit 0s",
        "count @args.txt",
        "count -n \"8\"",
        "count -n 8 extra",
        "solve -n 8"
      })
  void anythingElseGoesToPicocli(String line) {
    assertNull(QuickCount.parse(line.split(" ")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"count -n 8 --format yaml", "count -n 8 --threads two"})
  void aValueQuickCountLeavesIsJudgedByPicocli(String line) {
    StringWriter err = new StringWriter();
    int code =
        Main.execute(
            new PrintWriter(new StringWriter()), new PrintWriter(err, true), line.split(" "));
    assertEquals(ExitCodes.BAD_INPUT, code);
    assertTrue(
        err.toString().startsWith("nqueens count: Invalid value for option"), err.toString());
  }

  /**
   * The output with its timings masked (the only figures that differ between two runs) and runs of
   * spaces made one, since a table's columns widen with them.
   */
  private static String withoutTimes(String out) {
    return out.replaceAll("\"millis\": [0-9.]+", "\"millis\": T")
        .replaceAll("(?m)(^|[ ,])[0-9]+\\.[0-9]+(?=[ ,]|$)", "$1T")
        .replaceAll(" +", " ");
  }
}
