package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A time limit covers building the model and splitting the problem, not only the search, and the
 * time reported is the real time the run took (the audit: dlx n = 1000 with 2 s ran 104.8 s and
 * reported 5.3 s).
 */
class TimeLimitTest {
  private static final Pattern MILLIS = Pattern.compile("\"millis\": ([0-9.]+)");

  @ParameterizedTest
  @ValueSource(strings = {"dlx", "choco", "cpsat"})
  void aLargeBoardStopsNearItsLimitAndReportsTheRealTime(String engine) {
    stopsNearOneSecondAndReportsTheRealTime(
        "count", "-n", "700", "--engine", engine, "--threads", "2");
  }

  /**
   * Runs {@code args} with a 1 s limit: exit 4, within 6 s of wall time, and a reported time of at
   * least the limit and at most the wall time.
   */
  private static void stopsNearOneSecondAndReportsTheRealTime(String... args) {
    List<String> line = new ArrayList<>(List.of(args));
    line.addAll(List.of("--time-limit", "1s", "--format", "json"));
    long start = System.nanoTime();
    Cli r = Cli.run(line.toArray(String[]::new));
    double wallMillis = (System.nanoTime() - start) / 1e6;
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertTrue(wallMillis < 6000, line + " took " + wallMillis + " ms for a 1 s limit");
    Matcher m = MILLIS.matcher(r.out());
    assertTrue(m.find(), r.out());
    double reported = Double.parseDouble(m.group(1));
    assertTrue(reported >= 1000 && reported <= wallMillis, reported + " ms of " + wallMillis);
  }

  /**
   * A count in parts (here kept in a checkpoint) is cut by its limit too: its plan, its parts' size
   * estimates and its parts. Before, n = 100 planned half a million parts, and n = 1000 estimated
   * its parts for 12 s, both outside the limit, and reported the time after the estimates.
   */
  @ParameterizedTest
  @ValueSource(strings = {"dlx", "choco"})
  void aCountInPartsStopsNearItsLimitAndReportsTheRealTime(String engine, @TempDir Path dir) {
    for (String n : new String[] {"100", "1000"}) {
      String checkpoint = dir.resolve(engine + n + ".txt").toString();
      stopsNearOneSecondAndReportsTheRealTime(
          "count", "-n", n, "--engine", engine, "--checkpoint", checkpoint);
    }
  }

  /**
   * A free-pawn family's plan (n = 15, 3 pawns: 1.9 million placements, seconds to list) is cut by
   * the limit, and a count cut before its first part writes no checkpoint.
   */
  @Test
  void aFreePawnPlanStopsAtItsLimitAndWritesNoCheckpoint(@TempDir Path dir) {
    Path checkpoint = dir.resolve("pawns.txt");
    Cli r =
        Cli.run(
            "count",
            "-n",
            "15",
            "--free-pawns",
            "3",
            "--checkpoint",
            checkpoint.toString(),
            "--time-limit",
            "100ms",
            "--format",
            "plain");
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    assertEquals(">=0", r.out().strip());
    assertTrue(r.err().contains("stopped while planning the parts: none counted"), r.err());
    assertFalse(Files.exists(checkpoint), "a checkpoint of a count that counted nothing");
  }
}
