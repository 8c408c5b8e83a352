package org.nqueenslab.cli;

import com.hazelcast.core.HazelcastInstance;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.nqueenslab.cluster.Members;
import org.nqueenslab.cluster.PartLimits;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens worker}: a cluster member that counts the parts 'count --cluster' sends it, until
 * stopped (Ctrl-C or a signal).
 */
@Command(
    name = "worker",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Starts a cluster member that counts parts for 'nqueens count --cluster'; runs until stopped.",
      "Hazelcast's open-source edition has no authentication or encryption: use it only on a trusted"
          + " network."
    },
    footer = {
      "",
      "Examples:",
      "  nqueens worker                                  (first member; prints its cluster name)",
      "  nqueens worker --cluster-name-file ~/.nqueens-cluster --join 127.0.0.1:5701",
      "  nqueens worker --bind 10.0.0.5 --cluster-name-file NAMEFILE --join 10.0.0.4:5701",
      "",
      "The cluster name is the cluster's only secret: keep it in a file (mode 600) or in"
          + " NQUEENS_CLUSTER_NAME rather than on the command line, which 'ps' shows everyone.",
      "",
      "Exit codes: 0 stopped, 1 the member stopped by itself (Hazelcast shut it down), 2 bad"
          + " input (a port taken, an address not of this machine), 3 out of memory, 130 stopped"
          + " by Ctrl-C, 143 stopped by SIGTERM (kill, a supervisor). A supervisor restarts it on"
          + " 1 and 3 (cluster.md has a systemd unit)."
    })
final class WorkerCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--port",
      paramLabel = "P",
      description = "The port to listen on (default: the first free one from 5701).")
  Integer port;

  @Option(
      names = "--bind",
      paramLabel = "ADDR",
      defaultValue = "127.0.0.1",
      description =
          "The address to listen on and be reached at (default: ${DEFAULT-VALUE}, this machine only).")
  String bind;

  @Option(
      names = "--cluster-name",
      paramLabel = "NAME",
      description =
          "The cluster to form or join (default: --cluster-name-file, else NQUEENS_CLUSTER_NAME,"
              + " else a new random name, printed on starting).")
  String clusterName;

  @Option(
      names = "--cluster-name-file",
      paramLabel = "FILE",
      description = "Read the cluster name from FILE (one line), keeping it out of 'ps'.")
  java.nio.file.Path clusterNameFile;

  @Option(
      names = "--join",
      paramLabel = "HOST:PORT[,...]",
      split = ",",
      description = "Members of the cluster to join (default: none, a new cluster).")
  List<String> join = List.of();

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Parts counted at once (default: the number of cores).")
  Integer threads;

  @Option(
      names = "--max-part-size",
      paramLabel = "SQUARES",
      description =
          "Refuse parts whose board has more squares (ranks x files) than this, before reading"
              + " them (default: ${DEFAULT-VALUE}, 256 x 256).",
      defaultValue = "" + PartLimits.DEFAULT_MAX_SQUARES)
  long maxPartSquares;

  @Option(
      names = "--max-part-seconds",
      paramLabel = "S",
      description =
          "Stop any part after S seconds whatever deadline its sender set (it answers TIMEOUT:"
              + " the count is partial); default: the sender's deadline.")
  Long maxPartSeconds;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    int t =
        threads == null ? RunOptions.cores() : org.nqueenslab.engine.RequestChecks.threads(threads);
    if (port != null && (port < 1 || port > 65535)) {
      throw new BadInputException("--port " + port + ": give a port from 1 to 65535");
    }
    if (maxPartSquares < 1) {
      throw new BadInputException(
          "--max-part-size " + maxPartSquares + ": give a number of squares of 1 or more");
    }
    if (maxPartSeconds != null && maxPartSeconds < 1) {
      throw new BadInputException(
          "--max-part-seconds " + maxPartSeconds + ": give 1 or more, or leave it out");
    }
    String given = ClusterNames.resolve(clusterName, clusterNameFile);
    if (!join.isEmpty() && given == null) {
      throw new BadInputException(
          "--join needs the cluster name the first worker printed on starting:"
              + " --cluster-name-file FILE, NQUEENS_CLUSTER_NAME or --cluster-name NAME");
    }
    join.forEach(address -> ClusterOptions.requireAddress(address, "--join"));
    String name = given != null ? given : Members.randomName();
    PartLimits limits =
        new PartLimits(
            maxPartSquares,
            maxPartSeconds == null ? null : java.time.Duration.ofSeconds(maxPartSeconds));
    // a member out of memory is a dead process that looks alive (its port closed, its threads
    // spinning): Hazelcast's own handler only shuts the member down, so end the process, and a
    // supervisor restarts it (the launcher also passes -XX:+ExitOnOutOfMemoryError)
    com.hazelcast.core.Hazelcast.setOutOfMemoryHandler(new ExitOnOutOfMemory());
    HazelcastInstance member;
    try {
      member =
          Members.start(
              name,
              bind,
              port == null ? 5701 : port,
              port != null,
              join,
              t,
              VersionProvider.version(),
              limits);
    } catch (RuntimeException e) {
      throw new BadInputException(
          "cannot start a worker on "
              + bind
              + (port == null ? "" : ":" + port)
              + ": "
              + e.getMessage()
              + " (--bind takes an address of this machine, e.g. 127.0.0.1 or its LAN address)");
    }
    if (!join.isEmpty() && member.getCluster().getMembers().size() == 1) {
      // Hazelcast starts a cluster of its own when nobody answers at the addresses to join: a
      // worker that was told to join one must not count alone under its name, unseen
      member.getLifecycleService().terminate();
      throw new BadInputException(
          "no worker of cluster '"
              + name
              + "' answered at "
              + String.join(",", join)
              + ": check the address and the name the first worker printed on starting");
    }
    CountDownLatch stopped = new CountDownLatch(1);
    member
        .getLifecycleService()
        .addLifecycleListener(
            event -> {
              if (event.getState() == com.hazelcast.core.LifecycleEvent.LifecycleState.SHUTDOWN) {
                stopped.countDown();
              }
            });
    String address =
        member.getCluster().getLocalMember().getAddress().getHost()
            + ":"
            + member.getCluster().getLocalMember().getAddress().getPort();
    int members = member.getCluster().getMembers().size();
    // a name read from a file or the environment is not written out: it is kept off logs too
    String hint = ClusterNames.sourceHint(clusterName, clusterNameFile);
    err.println(
        "nqueens worker at "
            + address
            + (hint != null ? ", cluster name from " + hint : ", cluster name " + name)
            + ", "
            + t
            + (t == 1 ? " thread, " : " threads, ")
            + members
            + (members == 1 ? " member" : " members"));
    err.println(
        "count with: nqueens count ... --cluster "
            + address
            + (hint == null
                ? " --cluster-name " + name
                : hint.equals(ClusterNames.VARIABLE) ? " (with " + hint + " set)" : " " + hint));
    err.flush();
    stopped.await();
    if (!shuttingDown()) {
      // not a signal's doing (Ctrl-C, kill): Hazelcast stopped the member itself, and a process
      // without its member would sit there counting nothing
      err.println(
          "nqueens worker: the member at "
              + address
              + " was shut down (by Hazelcast, or another member's cluster shutdown): exiting"
              + " so that a supervisor can restart it");
      err.flush();
      return ExitCodes.INTERNAL_ERROR;
    }
    return ExitCodes.OK;
  }

  /**
   * The worker's exit code when out of memory: the JVM's own for -XX:+ExitOnOutOfMemoryError, which
   * the launcher passes, so that both ways out read the same (3 is a disagreement elsewhere; a
   * worker compares nothing).
   */
  static final int OUT_OF_MEMORY = 3;

  /** True once the JVM is shutting down (a signal, System.exit): it then takes no more hooks. */
  private static boolean shuttingDown() {
    try {
      Thread probe = new Thread(() -> {});
      Runtime.getRuntime().addShutdownHook(probe);
      Runtime.getRuntime().removeShutdownHook(probe);
      return false;
    } catch (IllegalStateException e) {
      return true;
    }
  }

  /**
   * Ends the process when Hazelcast meets an OutOfMemoryError on one of its threads: one line,
   * {@link #OUT_OF_MEMORY}, no shutdown hooks (they need the memory that ran out).
   */
  private static final class ExitOnOutOfMemory extends com.hazelcast.core.OutOfMemoryHandler {
    @Override
    public void onOutOfMemory(OutOfMemoryError error, com.hazelcast.core.HazelcastInstance[] all) {
      System.err.println(
          "nqueens worker: out of memory ("
              + error.getMessage()
              + "): exiting so that a supervisor can restart it");
      Runtime.getRuntime().halt(OUT_OF_MEMORY);
    }
  }
}
