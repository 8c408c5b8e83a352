package org.nqueenslab.compare;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;

/**
 * The cross-checker's judgement of one problem: the runs, what was found wrong, each engine's verdict ("agrees",
 * or what is wrong, or why it could not be checked), the published figure used and the engine taken as reference.
 */
public record Comparison(
    Problem problem,
    List<EngineRun> runs,
    List<Finding> findings,
    Map<String, String> verdicts,
    Optional<ReferenceCount> published,
    String referenceEngine) {

  public boolean agrees() {
    return findings.isEmpty();
  }

  /** Engines whose runs could not be checked (time limit, interruption, solution limit). */
  public List<String> unchecked() {
    return runs.stream().filter(r -> !CrossCheck.isComplete(r)).map(EngineRun::label).toList();
  }
}
