package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * Not a command: the run the {@code nqueens} launcher records its class data sharing archive from
 * (a dynamic AppCDS archive, JEP 350: the JVM writes the classes a run loaded into a file that
 * later runs map instead of loading and verifying them again). It runs the short commands, whose
 * run is mostly start-up, with their output thrown away, so that the archive holds what they load.
 */
public final class ArchiveTraining {
  /** The commands the archive is recorded from. */
  static final String[][] COMMANDS = {
    {"--version"}, {"engines"}, {"count", "-n", "8"}, {"solve", "-n", "8"}, {"--help"}
  };

  private ArchiveTraining() {}

  public static void main(String[] args) {
    int code = run();
    if (code != ExitCodes.OK) {
      System.exit(code); // the launcher keeps no archive from a failed run
    }
  }

  /** Runs the commands, output thrown away; the first failing one's exit code, else OK. */
  static int run() {
    for (String[] command : COMMANDS) {
      picocli.CommandLine cl = Main.commandLineFor(command);
      cl.setOut(new PrintWriter(Writer.nullWriter()));
      cl.setErr(new PrintWriter(Writer.nullWriter()));
      int code = Main.execute(cl, command);
      if (code != ExitCodes.OK) {
        System.err.println(
            "nqueens " + String.join(" ", command) + " exited with " + code + " while recording");
        return code;
      }
    }
    return ExitCodes.OK;
  }
}
