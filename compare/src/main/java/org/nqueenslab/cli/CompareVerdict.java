package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.CrossCheck;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Finding;
import org.nqueenslab.compare.NotRun;
import org.nqueenslab.engine.Statistics;

/**
 * The end of a comparison's report: each finding with its witness board, the counters' legend,
 * which paths were checked, what was not checked, and one verdict line whose exit code says exactly
 * that: 0 only when every problem was compared by at least two independent sources and every run
 * asked for finished; 3 on any disagreement; 4 ({@link ExitCodes#INCOMPLETE}) when something was
 * not checked; 130 when interrupted.
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
    String leftOut = leftOut();
    if (!leftOut.isEmpty()) {
      notes.println("left out: " + leftOut);
    }
    String leftOutByUnique = leftOutByUnique();
    if (!leftOutByUnique.isEmpty()) {
      notes.println(
          "left out by --unique (they count no fundamental solutions here): " + leftOutByUnique);
    }
    String notCompared = notCompared();
    if (!notCompared.isEmpty()) {
      notes.println("not compared: " + notCompared);
    }
    List<String> notChecked = notChecked();
    String unchecked =
        notChecked.isEmpty() ? "" : "; not checked: " + String.join("; ", notChecked);
    int code;
    if (!findings.isEmpty()) {
      notes.println(
          "verdict: DISAGREEMENT: "
              + findings.size()
              + " finding(s) on "
              + scope(comparisons.size())
              + " (above)"
              + unchecked);
      code = ExitCodes.DISAGREEMENT;
    } else if (interrupted) {
      notes.println(
          "verdict: INTERRUPTED: no disagreement on the "
              + scope(comparisons.size())
              + " reached"
              + unchecked
              + neverStarted());
      code = ExitCodes.INTERRUPTED;
    } else if (!notChecked.isEmpty()) {
      long whole = comparisons.stream().filter(Comparison::isWhole).count();
      notes.println(
          "verdict: INCOMPLETE: no disagreement, but only "
              + whole
              + " of "
              + scope(comparisons.size())
              + " fully checked"
              + unchecked);
      code = ExitCodes.INCOMPLETE;
    } else {
      notes.println("verdict: all engines agree on " + scope(comparisons.size()) + published());
      code = ExitCodes.OK;
    }
    notes.flush();
    return code;
  }

  /**
   * What Ctrl-C left unstarted, which the runs cut short do not show: the paths of the last problem
   * that had not begun, and the problems not reached.
   */
  private String neverStarted() {
    List<String> paths = new ArrayList<>();
    for (Comparison c : comparisons) {
      if (!c.notStarted().isEmpty()) {
        paths.add(String.join(", ", c.notStarted()) + " on " + c.subject().describe());
      }
    }
    return (paths.isEmpty() ? "" : "; not started: " + String.join("; ", paths))
        + (unreached.isEmpty() ? "" : "; not reached: " + String.join(", ", unreached));
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

  /**
   * Every reason the verdict cannot be a whole "agree": runs cut short, engines asked for that did
   * not run, and problems that fewer than two sources answered.
   */
  private List<String> notChecked() {
    List<String> out = new ArrayList<>();
    for (Comparison c : comparisons) {
      String on = " on " + c.subject().describe();
      c.incomplete().forEach(r -> out.add(r + on));
      c.notRun().stream()
          .filter(NotRun::asked)
          .forEach(
              n ->
                  out.add(
                      n.label()
                          + on
                          + (c.runsOf(n.label()).isEmpty() ? " (not run: " : " (")
                          + n.why()
                          + ")"));
      if (!c.checked()) {
        // with --unique the fundamental count is the one compared, but a total that only one source
        // gave is named too: "fundamental solutions" alone would suggest the totals met. (A source
        // of the fundamental count is one of the total too, so the total can be alone only here.)
        boolean totalAlone = unique && c.totalSources().size() < 2;
        boolean same = totalAlone && c.totalSources().equals(c.sources());
        String board = c.subject().describe() + ": ";
        out.add(
            board
                + answered(c.sources())
                + (!unique
                    ? ""
                    : same
                        ? " (fundamental solutions, and the total)"
                        : " (fundamental solutions)"));
        if (totalAlone && !same) {
          out.add(board + answered(c.totalSources()) + " (the total)");
        }
      }
    }
    return out;
  }

  private static String answered(List<String> sources) {
    return sources.isEmpty()
        ? "no source answered"
        : "only " + sources.get(0) + " answered, nothing to compare it with";
  }

  /**
   * Engines of the default set that ran on some problems of the run but could not run on others
   * (brute-force stops at 9 x 9), so the table's missing rows are explained.
   */
  private String leftOut() {
    Set<String> ran = ranSomewhere();
    Map<String, List<String>> where = new LinkedHashMap<>();
    for (Comparison c : comparisons) {
      for (NotRun n : c.notRun()) {
        if (!n.asked() && ran.contains(n.label())) {
          where.computeIfAbsent(n.label(), k -> new ArrayList<>()).add(c.subject().describe());
        }
      }
    }
    List<String> parts = new ArrayList<>();
    where.forEach(
        (label, subjects) ->
            parts.add(
                label
                    + " on "
                    + String.join(", ", subjects)
                    + " ("
                    + comparisons.stream()
                        .flatMap(c -> c.notRun().stream())
                        .filter(n -> n.label().equals(label))
                        .findFirst()
                        .map(NotRun::why)
                        // the reason, without the one board it was first given for
                        .map(why -> why.replaceFirst(", got .*$", ""))
                        .orElse("")
                    + ")"));
    return String.join("; ", parts);
  }

  /**
   * Engines of the default set that ran on none of the problems for a reason other than --unique
   * (the first-solution engines, which count nothing; an outside solver not installed; a board
   * beyond an engine's size), grouped by their reason, so that every engine is accounted for:
   * "every engine answers" read as a claim the table did not back (the review of 2026-11-29).
   */
  private String notCompared() {
    Set<String> ran = ranSomewhere();
    Map<String, List<String>> byReason = new LinkedHashMap<>();
    Set<String> seen = new LinkedHashSet<>();
    for (Comparison c : comparisons) {
      for (NotRun n : c.notRun()) {
        boolean byUnique = unique && n.runsWithoutUnique();
        if (!n.asked() && !byUnique && !ran.contains(n.label()) && seen.add(n.label())) {
          // the reason without the engine's name and the board it was given for
          String why = n.why().replaceFirst("^engine '[^']*' ", "").replaceFirst(", got .*$", "");
          byReason.computeIfAbsent(why, k -> new ArrayList<>()).add(n.label());
        }
      }
    }
    List<String> parts = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : byReason.entrySet()) {
      parts.add(String.join(", ", e.getValue()) + ": " + e.getKey());
    }
    return String.join("; ", parts);
  }

  /**
   * Engines of the default set that would have counted the solutions but not the fundamental ones
   * (wirth, somers; minizinc on a torus) and ran on none of the problems, so a --unique run that
   * drops them says so, each with the number of problems it was left out on when that is not all.
   */
  private String leftOutByUnique() {
    Set<String> ran = ranSomewhere(); // those are on the "left out:" line
    Map<String, Integer> problems = new LinkedHashMap<>();
    for (Comparison c : comparisons) {
      for (NotRun n : c.notRun()) {
        if (!n.asked() && n.runsWithoutUnique() && !ran.contains(n.label())) {
          problems.merge(n.label(), 1, Integer::sum);
        }
      }
    }
    List<String> names = new ArrayList<>();
    problems.forEach(
        (label, count) ->
            names.add(
                count == comparisons.size()
                    ? label
                    : label + " (on " + count + " of " + comparisons.size() + " problems)"));
    return String.join(", ", names);
  }

  /** The engines that ran a path on some problem of the run. */
  private Set<String> ranSomewhere() {
    Set<String> ran = new LinkedHashSet<>();
    comparisons.forEach(c -> c.runs().forEach(r -> ran.add(r.label())));
    return ran;
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
