package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Requests the machine cannot honour are refused with one line before any work starts. */
class RequestChecksTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count -n 8 --threads 100000",
        "count -n 8 --engine somers --threads 100000",
        "compare -n 8 --engines bitmask,dlx --threads 100000",
        "bench -n 6 --engines bitmask --thread-counts 1,100000",
        "bench -n 6 --engines bitmask --thread-counts 0",
        "xc --threads 100000 never-read.dlx"
      })
  void threadCountsOutOfBoundsAreRefusedUpFront(String command) {
    long start = System.nanoTime();
    Cli r = Cli.run(command.split(" "));
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().contains("threads must be between 1 and"), r.err());
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "refused before any work");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "compare -n 6 --engines bitmask,dlx --verify-limit -1",
        "count -n 8 --engine dlx:split-depth=1:split-depth=2",
        "count -n 8 --engine dlx --option split-depth=1 --option split-depth=2"
      })
  void optionsThatWereAcceptedSilentlyAreRefusedBeforeAnyWork(String command) {
    Cli r = Cli.run(command.split(" "));
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertEquals(1, r.err().lines().count(), r.err());
  }
}
