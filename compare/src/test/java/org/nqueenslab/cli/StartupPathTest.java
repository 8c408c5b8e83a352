package org.nqueenslab.cli;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The short commands of issue 21's start-up target link no lambda: the first lambda a JVM links
 * costs a short command about 10 ms (the method-handle machinery it starts, and a class it spins),
 * a sixth of {@code count -n 8} (decisions page). Not a timing: which classes a fresh JVM loads.
 */
class StartupPathTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count -n 8",
        "count -n 8 --threads 2",
        "count -n 10 --unique --threads 1 --format json",
        "--version",
        "engines"
      })
  void linksNoLambda(String line) throws Exception {
    Process p =
        Launched.withJvmOptions(
            dir, List.of("-Xlog:class+load=info:file=classes.txt"), line.split(" "));
    assertTrue(p.waitFor(60, SECONDS), line + " did not end");
    assertEquals(0, p.exitValue(), line);
    List<String> loaded = Files.readAllLines(dir.resolve("classes.txt"));
    assertTrue(loaded.size() > 400, "the class load log holds " + loaded.size() + " lines");
    List<String> lambdas = new ArrayList<>();
    for (String l : loaded) {
      // a JDK's own start-up (another JDK than 17) may link lambdas of its internal packages
      if (l.contains("$$Lambda") && !l.contains("] jdk.internal.") && !l.contains("] sun.")) {
        lambdas.add(l);
      }
    }
    assertEquals(List.of(), lambdas, line + " linked lambdas (write a loop or a class instead)");
  }
}
