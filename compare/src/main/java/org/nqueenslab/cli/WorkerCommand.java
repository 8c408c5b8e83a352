package org.nqueenslab.cli;

import com.hazelcast.core.HazelcastInstance;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.nqueenslab.cluster.Members;
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
      "  nqueens worker --cluster-name NAME --join 127.0.0.1:5701",
      "  nqueens worker --bind 10.0.0.5 --cluster-name NAME --join 10.0.0.4:5701 --threads 8",
      "",
      "Exit codes: 0 stopped, 2 bad input (a port taken, an address not of this machine),"
          + " 130 stopped by Ctrl-C, 143 stopped by SIGTERM (kill, a supervisor)."
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
          "The cluster to form or join (default: a new random name, printed on starting).")
  String clusterName;

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

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    int t =
        threads == null ? RunOptions.cores() : org.nqueenslab.engine.RequestChecks.threads(threads);
    if (port != null && (port < 1 || port > 65535)) {
      throw new BadInputException("--port " + port + ": give a port from 1 to 65535");
    }
    if (!join.isEmpty() && clusterName == null) {
      throw new BadInputException(
          "--join needs --cluster-name NAME: the name the first worker printed on starting");
    }
    if (clusterName != null && clusterName.isBlank()) {
      throw new BadInputException(
          "--cluster-name is empty: give a name, or leave the option out for a new random one");
    }
    join.forEach(address -> ClusterOptions.requireAddress(address, "--join"));
    String name = clusterName != null ? clusterName : Members.randomName();
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
              VersionProvider.version());
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
    err.println(
        "nqueens worker at "
            + address
            + ", cluster name "
            + name
            + ", "
            + t
            + (t == 1 ? " thread, " : " threads, ")
            + members
            + (members == 1 ? " member" : " members"));
    err.println("count with: nqueens count ... --cluster " + address + " --cluster-name " + name);
    err.flush();
    stopped.await();
    return ExitCodes.OK;
  }
}
