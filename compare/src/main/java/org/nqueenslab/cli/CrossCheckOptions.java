package org.nqueenslab.cli;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine.Option;

/**
 * The options of a cross-check, shared by compare and report: which engines, how much to verify.
 */
final class CrossCheckOptions {
  /** Enumerations beyond this take hours and the audit's memory; counts cover larger problems. */
  static final long MAX_VERIFY_LIMIT = 1_000_000_000L;

  @Option(
      names = "--engines",
      completionCandidates = EngineNames.class,
      paramLabel = "NAME[:KEY=VALUE...]",
      split = ",",
      description = "Engines to compare (default: every engine that can count the problem).")
  List<String> engines;

  @Option(
      names = "--verify-limit",
      paramLabel = "K",
      defaultValue = "100000",
      description =
          "Enumerate and verify every solution when there are at most K (default: ${DEFAULT-VALUE}).")
  long verifyLimit;

  /** The verify limit, refused in one line when out of range. */
  long verifyLimit() {
    if (verifyLimit < 0 || verifyLimit > MAX_VERIFY_LIMIT) {
      throw new BadInputException(
          "--verify-limit "
              + verifyLimit
              + " is out of range: give the most solutions to enumerate and verify, 0 to "
              + MAX_VERIFY_LIMIT
              + " (each is kept for the set comparison while the sets are small)");
    }
    return verifyLimit;
  }

  /** The engines named with --engines, each once (refused in one line otherwise), or null. */
  List<EngineSpec> named() {
    if (engines == null) {
      return null;
    }
    return distinct(engines.stream().map(EngineSpec::parse).toList());
  }

  /** The engines as given, each once: one named twice is refused in one line (compare, bench). */
  static List<EngineSpec> distinct(List<EngineSpec> parsed) {
    Set<String> labels = new HashSet<>();
    for (EngineSpec s : parsed) {
      if (!labels.add(s.label())) {
        throw new BadInputException(
            "--engines names " + s.label() + " twice: name each engine (or configuration) once");
      }
    }
    return parsed;
  }
}
