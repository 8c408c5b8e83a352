package org.nqueenslab.compare;

import java.util.List;
import java.util.Map;

/**
 * The cross-checker's judgement of one subject: the engines asked to run (in the report's order),
 * their runs (every path of every engine), the engines not run, what was found wrong, each engine's
 * verdict, the engine taken as reference, and the independent sources (engines, and the published
 * figure) whose answers to the compared count were actually compared: the fundamental count with
 * {@code --unique}, else the total; {@code totalSources} are the total's in either case.
 */
public record Comparison(
    Subject subject,
    List<String> engines,
    List<EngineRun> runs,
    List<NotRun> notRun,
    List<Finding> findings,
    Map<String, String> verdicts,
    String referenceEngine,
    List<String> sources,
    List<String> totalSources) {

  /**
   * Whether some engine's complete {@code count --unique} ran: its fundamental count was then
   * judged, against the published one where there is one, whatever count the comparison is about.
   */
  public boolean countedFundamentals() {
    return runs.stream().anyMatch(r -> CrossCheck.fundamental(r) != null);
  }

  public boolean agrees() {
    return findings.isEmpty();
  }

  /**
   * True when at least two independent sources gave the compared count: anything less checks
   * nothing.
   */
  public boolean checked() {
    return sources.size() >= 2;
  }

  /**
   * The runs that ended before their answer was whole (time limit, interruption), as "label path:
   * STATUS".
   */
  public List<String> incomplete() {
    return runs.stream()
        .filter(r -> !r.isComplete() && !r.isSample() && !r.isNotStarted())
        .map(r -> r.label() + " " + r.describePath() + ": " + r.result().status())
        .toList();
  }

  /** The paths Ctrl-C left unstarted, as "label path". */
  public List<String> notStarted() {
    return runs.stream()
        .filter(EngineRun::isNotStarted)
        .map(r -> r.label() + " " + r.describePath())
        .toList();
  }

  /** The runs of one engine, every path it ran. */
  public List<EngineRun> runsOf(String label) {
    return runs.stream().filter(r -> r.label().equals(label)).toList();
  }

  /** Why an engine ran nothing, or null. */
  public String whyNotRun(String label) {
    return notRun.stream()
        .filter(n -> n.label().equals(label))
        .map(NotRun::why)
        .findFirst()
        .orElse(null);
  }

  /** True when every source that was asked for answered and at least two were compared. */
  public boolean isWhole() {
    return checked()
        && incomplete().isEmpty()
        && notStarted().isEmpty()
        && notRun.stream().noneMatch(NotRun::asked);
  }
}
