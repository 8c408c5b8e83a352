package org.nqueenslab.cli;

import java.util.List;
import org.nqueenslab.cluster.ClusterRunner;
import org.nqueenslab.cluster.LocalRunner;
import org.nqueenslab.cluster.PartRunner;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine.Option;

/**
 * Where counts in parts run: the cluster of {@code nqueens worker} members (without one, this
 * process's threads), and whether each part is counted twice.
 */
public final class ClusterOptions {

  @Option(
      names = "--cluster",
      paramLabel = "HOST:PORT[,...]",
      split = ",",
      description = "Count the parts on these 'nqueens worker' members (one address suffices).")
  List<String> cluster;

  @Option(
      names = "--cluster-name",
      paramLabel = "NAME",
      description =
          "The cluster name the workers printed on starting (with --cluster; or"
              + " --cluster-name-file, or NQUEENS_CLUSTER_NAME, which 'ps' does not show).")
  String clusterName;

  @Option(
      names = "--cluster-name-file",
      paramLabel = "FILE",
      description = "Read the cluster name from FILE (one line).")
  java.nio.file.Path clusterNameFile;

  @Option(
      names = "--redundancy",
      paramLabel = "R",
      description =
          "2: count every part on two different members and report parts whose counts differ (exit 3).")
  int redundancy = 1;

  /**
   * Refuses the options that need a cluster when none is given, whether or not the count would have
   * used one: an option that does nothing is refused, not ignored.
   */
  void requireConsistent() {
    if (redundancy != 1 && redundancy != 2) {
      throw new BadInputException("--redundancy " + redundancy + ": give 1 or 2");
    }
    if (cluster != null) {
      cluster.forEach(address -> requireAddress(address, "--cluster"));
    }
    if (cluster == null) {
      if (redundancy != 1) {
        throw new BadInputException(
            "--redundancy 2 counts each part on two members: give --cluster too");
      }
      if (clusterName != null || clusterNameFile != null) {
        throw new BadInputException(
            (clusterName != null ? "--cluster-name" : "--cluster-name-file")
                + " needs --cluster HOST:PORT");
      }
    }
  }

  /**
   * Refuses an {@code option}'s value that is not HOST:PORT with a port from 1 to 65535: a member
   * cannot listen there, and Hazelcast would only say, five seconds later, that nobody answered.
   */
  static void requireAddress(String address, String option) {
    int colon = address.lastIndexOf(':');
    String port = colon < 0 ? "" : address.substring(colon + 1);
    boolean valid =
        colon > 0
            && port.matches("[0-9]{1,5}")
            && Integer.parseInt(port) >= 1
            && Integer.parseInt(port) <= 65535;
    if (!valid) {
      throw new BadInputException(
          option
              + " "
              + address
              + ": give HOST:PORT with a port from 1 to 65535, as the worker printed on starting"
              + " (e.g. 127.0.0.1:5701)");
    }
  }

  /** True when a cluster was given. */
  boolean given() {
    return cluster != null;
  }

  /** The runner: the cluster's members, or this process's {@code threads}. */
  PartRunner runner(int threads) {
    PartRunner members = members();
    return members != null ? members : new LocalRunner(threads);
  }

  /**
   * The cluster's members, connected and checked, or null when no {@code --cluster} was given (then
   * the options that need one are refused).
   */
  PartRunner members() {
    requireConsistent();
    if (cluster == null) {
      return null;
    }
    String name = ClusterNames.resolve(clusterName, clusterNameFile);
    if (name == null) {
      throw new BadInputException(
          "--cluster needs the name 'nqueens worker' printed on starting: --cluster-name-file FILE,"
              + " NQUEENS_CLUSTER_NAME or --cluster-name NAME");
    }
    return ClusterRunner.connect(
        cluster,
        name,
        ClusterNames.sourceHint(clusterName, clusterNameFile),
        VersionProvider.version(),
        redundancy);
  }
}
