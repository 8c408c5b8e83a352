package org.nqueenslab.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line started as a separate JVM, for tests that send it signals or kill it. */
public final class Launched {
  private Launched() {}

  /** Starts {@code nqueens args} in {@code dir}, stdout and stderr to files there. */
  public static Process start(Path dir, String... args) throws IOException {
    return start(dir, List.of(), List.of(), args);
  }

  /** As {@link #start}, on a JVM with at most {@code heap} of heap ({@code 32m}). */
  public static Process withHeap(Path dir, String heap, String... args) throws IOException {
    return start(dir, List.of(), List.of("-Xmx" + heap), args);
  }

  /** As {@link #start}, on a JVM given the options {@code jvm}. */
  public static Process withJvmOptions(Path dir, List<String> jvm, String... args)
      throws IOException {
    return start(dir, List.of(), jvm, args);
  }

  /**
   * As {@link #start}, with SIGINT restored to its default: a JVM started from a background job
   * inherits SIGINT ignored and would never see Ctrl-C ({@code env --default-signal}, GNU coreutils
   * 8.31+).
   */
  public static Process interruptible(Path dir, String... args) throws IOException {
    return start(dir, List.of("env", "--default-signal=INT"), List.of(), args);
  }

  /** Sends {@code signal} ("INT", "KILL"...) to the process, as kill(1) does. */
  public static void signal(Process p, String signal) throws IOException, InterruptedException {
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start().waitFor();
  }

  /** True when {@code env --default-signal} runs here. */
  public static boolean canRestoreSigint() {
    try {
      return new ProcessBuilder("env", "--default-signal=INT", "true").start().waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  /** As {@link #start}, its stdout a pipe this test reads ({@link Process#getInputStream}). */
  public static Process piped(Path dir, String... args) throws IOException {
    return new ProcessBuilder(command(List.of(), List.of(), args))
        .directory(dir.toFile())
        .redirectError(new File(dir.toFile(), "stderr.txt"))
        .start();
  }

  private static Process start(Path dir, List<String> wrapper, List<String> jvm, String... args)
      throws IOException {
    return new ProcessBuilder(command(wrapper, jvm, args))
        .directory(dir.toFile())
        .redirectOutput(new File(dir.toFile(), "stdout.txt"))
        .redirectError(new File(dir.toFile(), "stderr.txt"))
        .start();
  }

  private static List<String> command(List<String> wrapper, List<String> jvm, String... args) {
    List<String> command = new ArrayList<>(wrapper);
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return command;
  }
}
