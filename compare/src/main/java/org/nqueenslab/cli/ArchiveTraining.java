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

  /**
   * Runs the commands, then a count through a one-member cluster on loopback (so that a cluster
   * count's coordinator, a Hazelcast client of some 2,500 classes, and a worker start from the
   * archive too), output thrown away; the first failing command's exit code, else OK (the cluster
   * count may fail without failing the recording).
   */
  static int run() {
    int code = run(COMMANDS);
    if (code == ExitCodes.OK) {
      // optional: where loopback ports cannot be bound, the archive serves the other commands still
      // (a failure here must not leave the launcher without an archive, retrying at every run)
      try {
        runOnACluster();
      } catch (RuntimeException e) {
        System.err.println("no cluster count recorded: " + e.getMessage());
      }
    }
    return code;
  }

  private static void runOnACluster() {
    String name = org.nqueenslab.cluster.Members.randomName();
    com.hazelcast.core.HazelcastInstance member =
        org.nqueenslab.cluster.Members.start(
            name, "127.0.0.1", 5701, false, java.util.List.of(), 1, VersionProvider.version());
    try {
      var address = member.getCluster().getLocalMember().getAddress();
      run(
          new String[][] {
            {
              "count",
              "-n",
              "8",
              "--cluster",
              address.getHost() + ":" + address.getPort(),
              "--cluster-name",
              name
            }
          });
    } finally {
      member.getLifecycleService().terminate();
    }
  }

  private static int run(String[][] commands) {
    for (String[] command : commands) {
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
