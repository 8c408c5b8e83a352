package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * Not a command: the run the {@code nqueens} launcher lists the classes of its class data sharing
 * archives from (AppCDS, JEP 310: the JVM lists the classes a run loads, {@code -Xshare:dump}
 * writes them, parsed and verified, into a file that later runs map instead of loading them again).
 * It runs the short commands, whose run is mostly start-up, with their output thrown away; given
 * {@code cluster}, also a count through a one-member cluster, for the archive of the cluster
 * commands.
 */
public final class ArchiveTraining {
  /**
   * The commands the archive is recorded from: the short ones, and small counts down the paths a
   * count takes, so that their classes are mapped too (a dlx count of n = 14 reached its search
   * about 20 ms sooner). One class a run needs that the archive lacks costs more than its own
   * loading: the JVM then opens the jar, whose 18,000 entries take about 10 ms to index.
   */
  static final String[][] COMMANDS = {
    {"--version"},
    {"engines"},
    {"count", "-n", "8"}, // QuickCount's
    {"count", "-n", "8", "--holes", "a1"}, // picocli's model of count
    {"count", "-n", "8", "--unique"},
    {"count", "-n", "8", "--engine", "dlx", "--format", "json"},
    // long enough for the compiler to take the search, which loads the classes its code refers to
    {"count", "-n", "12", "--engine", "dlx", "--threads", "1"},
    {"solve", "-n", "8"},
    {"--help"}
  };

  private ArchiveTraining() {}

  /** {@code cluster} as the argument adds the cluster count. */
  public static void main(String[] args) {
    int code = run(args.length > 0 && args[0].equals("cluster"));
    if (code != ExitCodes.OK) {
      System.exit(code); // the launcher keeps no archive from a failed run
    }
  }

  /**
   * Runs the commands, then, if asked, a count through a one-member cluster on loopback (so that a
   * cluster count's coordinator, a Hazelcast client of some 2,500 classes, and a worker start from
   * their archive too), output thrown away; the first failing command's exit code, else OK (the
   * cluster count may fail without failing the recording).
   */
  static int run(boolean withCluster) {
    int code = run(COMMANDS);
    if (code == ExitCodes.OK && withCluster) {
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
      int code =
          Main.execute(
              new PrintWriter(Writer.nullWriter()), new PrintWriter(Writer.nullWriter()), command);
      if (code != ExitCodes.OK) {
        System.err.println(
            "nqueens " + String.join(" ", command) + " exited with " + code + " while recording");
        return code;
      }
    }
    return ExitCodes.OK;
  }
}
