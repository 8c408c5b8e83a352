package org.nqueenslab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.nqueenslab.problem.BadInputException;

/**
 * Where a cluster name comes from: {@code --cluster-name}, {@code --cluster-name-file} or the
 * environment variable {@value #VARIABLE}, in that order. The name is the cluster's only secret,
 * and a command line is readable by every user of the machine ({@code ps}); a file (mode 600) or
 * the environment is not.
 */
final class ClusterNames {
  /** The environment variable a cluster name may come from. */
  static final String VARIABLE = "NQUEENS_CLUSTER_NAME";

  /** The longest name file read: a name is a line, and a device or a large file is not read. */
  private static final int MAX_FILE_BYTES = 1024;

  private ClusterNames() {}

  /**
   * The name given by {@code name} or {@code file}, else by the environment, or null when none is.
   *
   * @throws BadInputException when both options are given, or the file or variable holds no name
   */
  static String resolve(String name, Path file) {
    if (name != null && file != null) {
      throw new BadInputException(
          "--cluster-name and --cluster-name-file both give the name: keep one (the file keeps it"
              + " out of 'ps')");
    }
    if (name != null) {
      return requireName(name, "--cluster-name");
    }
    if (file != null) {
      return requireName(read(file), "--cluster-name-file " + file);
    }
    String fromEnvironment = System.getenv(VARIABLE);
    return fromEnvironment == null ? null : requireName(fromEnvironment.strip(), VARIABLE);
  }

  /** Where the name came from, for a hint that repeats it without writing it out. */
  static String sourceHint(String name, Path file) {
    if (file != null) {
      return "--cluster-name-file " + file;
    }
    return name == null && System.getenv(VARIABLE) != null ? VARIABLE : null;
  }

  private static String read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      byte[] head = in.readNBytes(MAX_FILE_BYTES + 1);
      if (head.length > MAX_FILE_BYTES) {
        throw new BadInputException(
            "--cluster-name-file "
                + file
                + ": longer than "
                + MAX_FILE_BYTES
                + " bytes; it holds the name alone, one line");
      }
      String text = new String(head, StandardCharsets.UTF_8).strip();
      if (text.contains("\n")) {
        throw new BadInputException(
            "--cluster-name-file " + file + ": several lines; it holds the name alone, one line");
      }
      return text;
    } catch (IOException e) {
      throw new BadInputException(
          "--cluster-name-file " + file + ": cannot read it (" + e.getMessage() + ")");
    }
  }

  private static String requireName(String name, String where) {
    if (name.isBlank()) {
      throw new BadInputException(
          where + " gives an empty cluster name: give the name the first worker printed");
    }
    return name;
  }
}
