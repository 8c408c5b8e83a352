package org.nqueenslab.cli;

import picocli.CommandLine.Option;

/**
 * {@code --[no-]progress}, for every command that can run long: progress on stderr, by default when
 * run in a terminal ({@link ProgressReporter} draws it).
 */
final class ProgressOption {
  @Option(
      names = "--progress",
      negatable = true,
      description = "Show progress on stderr for long runs (default: when run in a terminal).")
  Boolean progress;

  boolean show() {
    return progress != null ? progress : System.console() != null;
  }
}
