package org.nqueenslab.cli;

import picocli.CommandLine.Option;

/**
 * {@code --[no-]progress}, for every command that can run long: progress on stderr, by default when
 * standard error is a terminal ({@link Terminal}; {@link ProgressReporter} draws it).
 */
final class ProgressOption {
  @Option(
      names = "--progress",
      negatable = true,
      description = "Show progress on stderr for long runs (default: when stderr is a terminal).")
  Boolean progress;

  boolean show() {
    return progress != null ? progress : Terminal.stderr();
  }
}
