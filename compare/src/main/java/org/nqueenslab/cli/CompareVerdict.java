package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.CrossCheck;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Finding;
import org.nqueenslab.compare.Verdict;
import org.nqueenslab.engine.Statistics;

/**
 * The end of a comparison's report, as text: each finding with its witness board, the counters'
 * legend, which paths were checked, the accounts of what did not run, and one verdict line. What
 * the verdict is ({@link Verdict}: decided in {@code compare/}, tested without the command line)
 * maps to the exit code: 0 agreement (every problem compared by at least two independent sources,
 * every run asked for finished), 3 disagreement, 4 ({@link ExitCodes#INCOMPLETE}) something not
 * checked, 130 interrupted.
 */
final class CompareVerdict {
  private final List<Comparison> comparisons;
  private final List<String> unreached;
  private final boolean unique;
  private final long verifyLimit;
  private final String countsSplitOn;

  /**
   * @param countsSplitOn where the counts that split into parts ran ("cluster 'lab' (2 members)"),
   *     or null for this process's threads
   */
  /**
   * @param unreached the problems asked for that an interruption left unstarted, described
   */
  CompareVerdict(
      List<Comparison> comparisons,
      List<String> unreached,
      boolean unique,
      long verifyLimit,
      String countsSplitOn) {
    this.comparisons = comparisons;
    this.unreached = unreached;
    this.unique = unique;
    this.verifyLimit = verifyLimit;
    this.countsSplitOn = countsSplitOn;
  }

  int print(boolean interrupted, PrintWriter notes) {
    List<Finding> findings = new ArrayList<>();
    for (Comparison c : comparisons) {
      for (Finding f : c.findings()) {
        findings.add(f);
        notes.println();
        notes.println(c.subject().describe() + ": " + f.message());
        if (f.witness() != null) {
          notes.print(BoardRenderer.render(c.subject().problem(), f.witness(), true));
        }
      }
    }
    notes.println();
    List<String> legend = legend();
    if (!legend.isEmpty()) {
      notes.println("counters:");
      legend.forEach(line -> notes.println("  " + line));
    }
    notes.println("paths checked: " + pathsChecked());
    Verdict verdict = new Verdict(comparisons, unreached, unique);
    String leftOut = verdict.leftOut();
    if (!leftOut.isEmpty()) {
      notes.println("left out: " + leftOut);
    }
    String leftOutByUnique = verdict.leftOutByUnique();
    if (!leftOutByUnique.isEmpty()) {
      notes.println(
          "left out by --unique (they count no fundamental solutions here): " + leftOutByUnique);
    }
    String notCompared = verdict.notCompared();
    if (!notCompared.isEmpty()) {
      notes.println("not compared: " + notCompared);
    }
    List<String> notChecked = verdict.notChecked();
    String unchecked =
        notChecked.isEmpty() ? "" : "; not checked: " + String.join("; ", notChecked);
    int code;
    switch (verdict.outcome(interrupted)) {
      case DISAGREEMENT -> {
        notes.println(
            "verdict: DISAGREEMENT: "
                + findings.size()
                + " finding(s) on "
                + scope(comparisons.size())
                + " (above)"
                + unchecked);
        code = ExitCodes.DISAGREEMENT;
      }
      case INTERRUPTED -> {
        notes.println(
            "verdict: INTERRUPTED: no disagreement on the "
                + scope(comparisons.size())
                + " reached"
                + unchecked
                + verdict.neverStarted());
        code = ExitCodes.INTERRUPTED;
      }
      case INCOMPLETE -> {
        long whole = comparisons.stream().filter(Comparison::isWhole).count();
        notes.println(
            "verdict: INCOMPLETE: no disagreement, but only "
                + whole
                + " of "
                + scope(comparisons.size())
                + " fully checked"
                + unchecked);
        code = ExitCodes.INCOMPLETE;
      }
      default -> {
        notes.println("verdict: all engines agree on " + scope(comparisons.size()) + published());
        code = ExitCodes.OK;
      }
    }
    notes.flush();
    return code;
  }

  private static String scope(long problems) {
    return problems + (problems == 1 ? " problem" : " problems");
  }

  /**
   * ", and with the published counts (OEIS A000170)", naming how many problems had one when not all
   * did, and the fundamental counts' sequence too when they were judged against it without {@code
   * --unique} ("...; fundamental solutions: OEIS A002562").
   */
  private String published() {
    Set<String> citations = new LinkedHashSet<>();
    Set<String> fundamentals = new LinkedHashSet<>();
    long with = 0;
    long withFundamentals = 0;
    for (Comparison c : comparisons) {
      var p = c.subject().published();
      // the totals are held to the published total with --unique too, and the fundamental
      // counts to theirs whenever some engine counted them
      if (p.isPresent() && CompareRows.published(p.get(), false) != null) {
        citations.add(CrossCheck.citation(p.get().source(), false));
        with++;
      }
      if (p.isPresent() && p.get().fundamental() != null && c.countedFundamentals()) {
        fundamentals.add(CrossCheck.citation(p.get().source(), true));
        withFundamentals++;
      }
    }
    if (citations.isEmpty() && fundamentals.isEmpty()) {
      return "";
    }
    return ", and with the published counts ("
        + cited(citations, with)
        + (citations.isEmpty() || fundamentals.isEmpty() ? "" : "; ")
        + (fundamentals.isEmpty()
            ? ""
            : "fundamental solutions: " + cited(fundamentals, withFundamentals))
        + ")";
  }

  private String cited(Set<String> citations, long with) {
    return String.join(", ", citations)
        + (with == 0 || with == comparisons.size() ? "" : " on " + with + " of them");
  }

  /** The distinct paths run, as a user would run them, with what each checked. */
  private String pathsChecked() {
    Map<org.nqueenslab.compare.CheckedPath, Integer> threads =
        new java.util.EnumMap<>(org.nqueenslab.compare.CheckedPath.class);
    comparisons.forEach(
        c -> c.runs().forEach(r -> threads.merge(r.path(), r.threads(), Math::max)));
    List<String> paths = new ArrayList<>();
    threads.forEach(
        (path, most) ->
            paths.add(
                switch (path) {
                  case ENUMERATE ->
                      "enumerate (every solution verified; the sets compared when there are at most "
                          + verifyLimit
                          + (samples()
                              ? ", else a sample of " + (verifyLimit + 1) + " verified only"
                              : "")
                          + ")";
                  case COUNT, UNIQUE_COUNT ->
                      path.label()
                          + (countsSplitOn != null
                              ? " (in parts on " + countsSplitOn + " where the engine splits it)"
                              : most > 1
                                  ? " (with " + most + " threads where the engine splits it)"
                                  : "");
                }));
    return paths.isEmpty() ? "none" : String.join(", ", paths);
  }

  /**
   * What the counters in the table mean (those that appear, and that the legend knows), in the
   * legend's order.
   */
  private List<String> legend() {
    Set<String> used = new java.util.HashSet<>();
    comparisons.forEach(
        c ->
            c.runs()
                .forEach(
                    r ->
                        r.result()
                            .statistics()
                            .asMap()
                            .keySet()
                            .forEach(counter -> used.add(Statistics.legendKey(counter)))));
    List<String> lines = new ArrayList<>();
    Statistics.LEGEND.forEach(
        (key, meaning) -> {
          if (used.contains(key)) {
            lines.add(key + ": " + meaning);
          }
        });
    return lines;
  }

  /** True when some enumeration stopped at the verify limit: a verified sample, no set compared. */
  private boolean samples() {
    return comparisons.stream().anyMatch(c -> c.runs().stream().anyMatch(EngineRun::isSample));
  }
}
