package org.nqueenslab.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.RequestChecks;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How to run: time limit, threads, seed, engine options, progress display. Shared by the solving
 * commands.
 */
public final class RunOptions {

  @Option(
      names = "--time-limit",
      paramLabel = "DURATION",
      converter = Durations.class,
      description =
          "Stop a search after this long (e.g. 30s, 500ms, 2m) and report what it found, marked"
              + " TIMEOUT. compare, bench and report give it to each run (each engine, board and"
              + " path), not to the whole command.")
  Duration timeLimit;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description =
          "Threads for counting, for engines that can split the problem into subproblems (default: the"
              + " number of cores for count and for compare's and report's counts, 1 for bench;"
              + " solve lists solutions on one thread and takes only 1).")
  Integer threads;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed for randomised engines (default: ${DEFAULT-VALUE}).")
  long seed = 1L;

  @Option(
      names = "--option",
      paramLabel = "KEY=VALUE",
      description = "An engine-specific setting (see 'nqueens engines'); repeatable.")
  List<String> options = new ArrayList<>();

  @Mixin ProgressOption progress = new ProgressOption();

  /**
   * The options of {@code --option}, each of which some engine of the run must read: it then goes
   * to the engines that read it ({@link EngineSpec#withDefaults}), and a key none reads is refused
   * rather than ignored.
   */
  Map<String, String> engineOptions(Collection<Engine> engines) {
    Map<String, String> map = engineOptions();
    Engines.requireReadBySome(map, engines);
    return map;
  }

  /**
   * The options of {@code --option}, not yet checked against the engines (see {@link
   * Engines#requireReadBySome}).
   */
  Map<String, String> engineOptions() {
    Map<String, String> map = new LinkedHashMap<>();
    for (String o : options) {
      EngineSpec.putOption(map, o, "--option " + o);
    }
    return map;
  }

  /** The thread count given (refused when out of bounds), else the command's default. */
  int threads(int commandDefault) {
    return threads == null ? commandDefault : RequestChecks.threads(threads);
  }

  static int cores() {
    return Runtime.getRuntime().availableProcessors();
  }

  boolean showProgress() {
    return progress.show();
  }
}
