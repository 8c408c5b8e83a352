package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;

/**
 * Judges engines' runs on one problem: every audited solution must be valid and appear once; every complete count
 * must equal the published figure (when there is one) and the reference run's count; every complete audited
 * solution set must equal the reference run's set (compared by fingerprint, with a witness solution when the sets
 * themselves were kept). The reference run is the first complete one that matches the published count, preferring
 * the bitmask engine, the project's reference.
 */
public final class CrossCheck {
  private static final String PREFERRED_REFERENCE = "bitmask";

  private CrossCheck() {}

  static boolean isComplete(EngineRun run) {
    return run.result().status() == Status.COMPLETE;
  }

  /**
   * @param unique compare the numbers of fundamental solutions instead of all solutions
   */
  public static Comparison judge(Problem problem, List<EngineRun> runs, Optional<ReferenceCount> published,
      boolean unique) {
    List<Finding> findings = new ArrayList<>();
    Map<String, String> verdicts = new LinkedHashMap<>();
    Long publishedValue = published.map(c -> unique ? c.fundamental() : Long.valueOf(c.count())).orElse(null);
    String citation = published.map(c -> citation(c.source(), unique)).orElse(null);

    for (EngineRun run : runs) {
      SolutionAudit audit = run.audit();
      if (audit != null && audit.invalid() > 0) {
        add(findings, verdicts, new Finding(run.label(), Finding.Kind.INVALID_SOLUTION, run.label() + " produced "
            + audit.invalid() + " invalid solution(s); first: " + audit.firstInvalidReason(), audit.firstInvalid()));
      }
      if (audit != null && audit.repeats() > 0) {
        add(findings, verdicts, new Finding(run.label(), Finding.Kind.REPEATED_SOLUTION, run.label() + " produced "
            + audit.repeats() + " repeated solution(s), first this one", audit.firstRepeat()));
      }
    }
    EngineRun reference = chooseReference(runs, publishedValue, unique, verdicts);
    for (EngineRun run : runs) {
      if (!isComplete(run) || verdicts.containsKey(run.label()) || value(run, unique) == null) {
        continue;
      }
      Long mine = value(run, unique);
      Difference witness = run == reference ? null : difference(run, reference);
      if (publishedValue != null && !publishedValue.equals(mine)) {
        add(findings, verdicts, new Finding(run.label(), Finding.Kind.DIFFERS_FROM_PUBLISHED, run.label() + " counted "
            + mine + " but " + citation + " gives " + publishedValue + describe(witness), at(witness)));
      } else if (reference != null && run != reference && !mine.equals(value(reference, unique))) {
        add(findings, verdicts, new Finding(run.label(), Finding.Kind.DIFFERS_FROM_ENGINE, run.label() + " counted "
            + mine + " but " + reference.label() + " counted " + value(reference, unique) + describe(witness),
            at(witness)));
      } else if (witness != null) {
        add(findings, verdicts, new Finding(run.label(), Finding.Kind.DIFFERENT_SOLUTION_SET, "the counts agree but "
            + "the solution sets do not" + describe(witness), at(witness)));
      }
    }
    for (EngineRun run : runs) {
      verdicts.putIfAbsent(run.label(), isComplete(run) ? "agrees"
          : "not checked: " + run.result().status());
    }
    return new Comparison(problem, runs, findings, verdicts, published, reference == null ? null : reference.label());
  }

  private static EngineRun chooseReference(List<EngineRun> runs, Long publishedValue, boolean unique,
      Map<String, String> flagged) {
    EngineRun best = null;
    for (EngineRun run : runs) {
      if (!isComplete(run) || flagged.containsKey(run.label()) || value(run, unique) == null
          || (publishedValue != null && !publishedValue.equals(value(run, unique)))) {
        continue;
      }
      boolean preferred = run.label().equals(PREFERRED_REFERENCE);
      if (best == null || (preferred && !best.label().equals(PREFERRED_REFERENCE))) {
        best = run;
      }
    }
    return best;
  }

  /** A solution in one run's set and not in the other's; {@code solution} null when the sets were too big to keep. */
  private record Difference(String foundBy, String missedBy, Placement solution) {}

  private static Difference difference(EngineRun run, EngineRun reference) {
    if (reference == null || !sawAll(run) || !sawAll(reference)
        || run.audit().fingerprint() == reference.audit().fingerprint()) {
      return null;
    }
    Set<Placement> mine = run.audit().solutions();
    Set<Placement> theirs = reference.audit().solutions();
    if (mine != null && theirs != null) {
      for (Placement p : theirs) {
        if (!mine.contains(p)) {
          return new Difference(reference.label(), run.label(), p);
        }
      }
      for (Placement p : mine) {
        if (!theirs.contains(p)) {
          return new Difference(run.label(), reference.label(), p);
        }
      }
    }
    return new Difference(run.label(), reference.label(), null);
  }

  private static String describe(Difference d) {
    if (d == null) {
      return "";
    }
    return d.solution() == null
        ? "; its solution set differs from " + d.missedBy() + "'s (fingerprints differ; too many to name one)"
        : "; witness: " + d.foundBy() + " found " + d.solution() + ", " + d.missedBy() + " did not";
  }

  private static Placement at(Difference d) {
    return d == null ? null : d.solution();
  }

  private static void add(List<Finding> findings, Map<String, String> verdicts, Finding f) {
    findings.add(f);
    verdicts.putIfAbsent(f.engine(), switch (f.kind()) {
      case INVALID_SOLUTION -> "INVALID SOLUTION";
      case REPEATED_SOLUTION -> "REPEATED SOLUTION";
      case DIFFERS_FROM_PUBLISHED -> "DIFFERS FROM PUBLISHED";
      case DIFFERS_FROM_ENGINE -> "DIFFERS FROM OTHER ENGINES";
      case DIFFERENT_SOLUTION_SET -> "DIFFERENT SOLUTION SET";
    });
  }

  /** True when the run's audit saw every solution it counted, so its set can be compared. */
  static boolean sawAll(EngineRun run) {
    return run.audit() != null && run.audit().seen() == run.result().solutions();
  }

  /** The count compared: fundamental solutions when asked, else all. */
  static Long value(EngineRun run, boolean unique) {
    return unique ? run.result().unique() : Long.valueOf(run.result().solutions());
  }

  /**
   * The sequence a published row cites for its count, or for its fundamental count: "A000170 / A002562" gives
   * "OEIS A000170" (or "OEIS A002562" for unique counts).
   */
  public static String citation(String source, boolean unique) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("A\\d{6}").matcher(source);
    List<String> sequences = new ArrayList<>();
    while (m.find()) {
      sequences.add(m.group());
    }
    if (sequences.isEmpty()) {
      return source;
    }
    return "OEIS " + (unique && sequences.size() > 1 ? sequences.get(1) : sequences.get(0));
  }
}
