package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** On a heap too small for the problem, one line says how much is needed and how to give it. */
class SmallHeapTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"count -n 1000 --engine dlx", "export --to dlx -n 1000"})
  void aProblemTooLargeForTheHeapGetsOneLineNotAStackTrace(String command) throws Exception {
    Process p = Launched.withHeap(dir, "32m", command.split(" "));
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended");
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertEquals(ExitCodes.BAD_INPUT, p.exitValue(), err);
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.contains("NQUEENS_JAVA_OPTS=-Xmx"), err);
    assertTrue(err.startsWith("nqueens " + command.split(" ")[0] + ": "), err);
  }
}
