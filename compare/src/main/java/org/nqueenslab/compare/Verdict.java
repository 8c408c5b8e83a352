package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a comparison's verdict is, without how it is shown: disagreement on any finding, else
 * interrupted, else incomplete when anything asked for went unchecked (a run cut short, an engine
 * named that did not run, a problem fewer than two sources answered), else agreement; and the
 * accounts of what ran where (left out, left out by --unique, not compared, not started), so that
 * every engine is accounted for. The command line renders it and maps it to an exit code.
 */
public final class Verdict {
  /** The verdict, in the order it is decided: a finding outweighs everything else. */
  public enum Outcome {
    DISAGREEMENT,
    INTERRUPTED,
    INCOMPLETE,
    AGREEMENT
  }

  private final List<Comparison> comparisons;
  private final List<String> unreached;
  private final boolean unique;

  /**
   * @param unreached the problems asked for that an interruption left unstarted, described
   * @param unique whether fundamental counts were compared
   */
  public Verdict(List<Comparison> comparisons, List<String> unreached, boolean unique) {
    this.comparisons = comparisons;
    this.unreached = unreached;
    this.unique = unique;
  }

  /** The findings of every problem, in order. */
  public List<Finding> findings() {
    List<Finding> findings = new ArrayList<>();
    for (Comparison c : comparisons) {
      findings.addAll(c.findings());
    }
    return findings;
  }

  /** The verdict of a run {@code interrupted} or not. */
  public Outcome outcome(boolean interrupted) {
    if (!findings().isEmpty()) {
      return Outcome.DISAGREEMENT;
    }
    if (interrupted) {
      return Outcome.INTERRUPTED;
    }
    return notChecked().isEmpty() ? Outcome.AGREEMENT : Outcome.INCOMPLETE;
  }

  /**
   * What Ctrl-C left unstarted, which the runs cut short do not show: the paths of the last problem
   * that had not begun, and the problems not reached.
   */
  public String neverStarted() {
    List<String> paths = new ArrayList<>();
    for (Comparison c : comparisons) {
      if (!c.notStarted().isEmpty()) {
        paths.add(String.join(", ", c.notStarted()) + " on " + c.subject().describe());
      }
    }
    return (paths.isEmpty() ? "" : "; not started: " + String.join("; ", paths))
        + (unreached.isEmpty() ? "" : "; not reached: " + String.join(", ", unreached));
  }

  /**
   * Every reason the verdict cannot be a whole "agree": runs cut short, engines asked for that did
   * not run, and problems that fewer than two sources answered.
   */
  public List<String> notChecked() {
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
  public String leftOut() {
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
  public String notCompared() {
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
  public String leftOutByUnique() {
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
  public Set<String> ranSomewhere() {
    Set<String> ran = new LinkedHashSet<>();
    comparisons.forEach(c -> c.runs().forEach(r -> ran.add(r.label())));
    return ran;
  }
}
