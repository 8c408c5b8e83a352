package org.nqueenslab.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.List;
import java.util.UUID;

/**
 * A cluster member that counts parts ({@code nqueens worker}): a Hazelcast member whose executor
 * service {@link #EXECUTOR} runs {@link PartTask}s on a fixed number of threads. Hazelcast's
 * open-source member does the networking, joining and task routing; this class only configures it:
 * TCP-IP join to the addresses given (no multicast, no cloud discovery), bound to one interface
 * (loopback unless told otherwise), phone-home and logging off, and the tool's version as a member
 * attribute that a coordinator checks before sending work.
 */
public final class Members {
  /** The executor service that counts parts. */
  static final String EXECUTOR = "nqueens-parts";

  /** The member attribute holding the nqueens-lab version. */
  static final String VERSION = "nqueens.version";

  /** The member attribute holding how many parts the member counts at once. */
  static final String THREADS = "nqueens.threads";

  /** The member attribute holding the most squares of a part's board it takes. */
  static final String MAX_SQUARES = "nqueens.max-part-squares";

  private Members() {}

  /** Hazelcast's own settings that keep it quiet and private, for members and clients alike. */
  static void quiet() {
    // read when Hazelcast's logging starts, before any configuration object is looked at
    System.setProperty("hazelcast.logging.type", "none");
    System.setProperty("hazelcast.phone.home.enabled", "false");
  }

  /** A random cluster name, for a first worker started without one. */
  public static String randomName() {
    return "nqueens-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** Starts a member with the default {@link PartLimits}. */
  public static HazelcastInstance start(
      String clusterName,
      String bind,
      int port,
      boolean exactPort,
      List<String> join,
      int threads,
      String version) {
    return start(clusterName, bind, port, exactPort, join, threads, version, PartLimits.DEFAULT);
  }

  /**
   * Starts a member.
   *
   * @param bind the address to bind and advertise (127.0.0.1 keeps the member on this machine)
   * @param port the first port to try; with {@code exactPort} the only one
   * @param join addresses of members to join (HOST or HOST:PORT); empty starts a new cluster
   * @param threads how many parts it counts at once
   * @param limits the largest part it takes and the longest it lets one run
   */
  public static HazelcastInstance start(
      String clusterName,
      String bind,
      int port,
      boolean exactPort,
      List<String> join,
      int threads,
      String version,
      PartLimits limits) {
    quiet();
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.socket.bind.any", "false");
    config.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL");
    // no metrics or health monitoring: a worker's cycles are for counting
    config.getMetricsConfig().setEnabled(false);
    config.setProperty("hazelcast.health.monitoring.level", "OFF");
    NetworkConfig network = config.getNetworkConfig();
    network.setPort(port).setPortAutoIncrement(!exactPort);
    network.getInterfaces().setEnabled(true).addInterface(bind);
    network.setPublicAddress(bind);
    JoinConfig joinConfig = network.getJoin();
    joinConfig.getMulticastConfig().setEnabled(false);
    joinConfig.getAutoDetectionConfig().setEnabled(false);
    joinConfig.getTcpIpConfig().setEnabled(true).setMembers(join.isEmpty() ? List.of(bind) : join);
    config.getExecutorConfig(EXECUTOR).setPoolSize(threads);
    config.getMemberAttributeConfig().setAttribute(VERSION, version);
    config.getMemberAttributeConfig().setAttribute(THREADS, String.valueOf(threads));
    config
        .getMemberAttributeConfig()
        .setAttribute(MAX_SQUARES, String.valueOf(limits.maxSquares()));
    config.getUserContext().put(PartLimits.CONTEXT_KEY, limits);
    Wire.apply(config.getSerializationConfig());
    // no Jet engine, no SQL: the executor service is all a worker serves; and none of the other
    // doors a client could open (off by default in 5.5, said here so that an upgrade keeps them
    // shut): the REST and memcache text protocols, classes uploaded by clients
    config.getJetConfig().setEnabled(false);
    network.getRestApiConfig().setEnabled(false);
    network.getMemcacheProtocolConfig().setEnabled(false);
    config.getUserCodeDeploymentConfig().setEnabled(false);
    return Hazelcast.newHazelcastInstance(config);
  }

  /** How many parts a member counts at once (1 when it does not say). */
  static int threads(Member m) {
    String t = m.getAttribute(THREADS);
    return t != null && t.matches("[1-9][0-9]{0,3}") ? Integer.parseInt(t) : 1;
  }

  /** The most squares of a part's board a member takes (the default when it does not say). */
  static long maxSquares(Member m) {
    String s = m.getAttribute(MAX_SQUARES);
    return s != null && s.matches("[1-9][0-9]{0,17}")
        ? Long.parseLong(s)
        : PartLimits.DEFAULT_MAX_SQUARES;
  }

  /** A member's address as HOST:PORT. */
  static String address(Member m) {
    return m.getAddress().getHost() + ":" + m.getAddress().getPort();
  }
}
