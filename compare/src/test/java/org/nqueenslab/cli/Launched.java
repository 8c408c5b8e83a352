package org.nqueenslab.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line started as a separate JVM, for tests that send it signals or kill it. */
final class Launched {
  private Launched() {}

  /** Starts {@code nqueens args} in {@code dir}, stdout and stderr to files there. */
  static Process start(Path dir, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .directory(dir.toFile())
        .redirectOutput(new File(dir.toFile(), "stdout.txt"))
        .redirectError(new File(dir.toFile(), "stderr.txt"))
        .start();
  }
}
