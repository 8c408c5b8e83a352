package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.reference.ReferenceCount;

/**
 * Judges the engines' runs on one subject, path by path. Every audited solution must be valid and
 * appear once; an engine's own complete paths (enumerate, count with the default threads, count
 * --unique) must give the same total; every complete count must equal the published figure and the
 * reference engine's; every complete audited solution set must equal the reference engine's set (by
 * fingerprint, with a witness solution when the sets were kept). The reference engine is the first
 * unflagged one whose counts match the published figure, preferring bitmask, the project's
 * reference. Only complete runs are sources: a run cut short checks nothing.
 */
public final class CrossCheck {
  private static final String PREFERRED_REFERENCE = "bitmask";

  /** The row verdict of an engine whose count met no other source. */
  static final String ONLY_SOURCE = "not compared: the only source";

  /**
   * The row verdict of an engine whose total agreed and whose fundamental count was not compared:
   * no other source has one, or (with --unique) it has none.
   */
  static final String AGREES_ON_TOTALS = "agrees on totals only";

  private CrossCheck() {}

  /**
   * @param engines the labels of the engines asked to run, in the order asked (the report's order)
   * @param unique the compared count is the number of fundamental solutions (else all solutions):
   *     it decides which sources make the subject checked
   */
  public static Comparison judge(
      Subject subject,
      List<String> engines,
      List<EngineRun> runs,
      List<NotRun> notRun,
      boolean unique) {
    Map<String, List<EngineRun>> byEngine = new LinkedHashMap<>();
    runs.forEach(r -> byEngine.computeIfAbsent(r.label(), k -> new ArrayList<>()).add(r));
    Judgement j = new Judgement();
    byEngine.values().forEach(own -> own.forEach(r -> audit(r, j)));
    byEngine.forEach((label, own) -> ownPaths(label, own, j));

    ReferenceCount published = subject.published().orElse(null);
    Long publishedTotal = published == null ? null : published.count();
    Long publishedUnique = published == null ? null : published.fundamental();
    String reference = reference(byEngine, j::flagged, CrossCheck::total, publishedTotal);
    if (reference == null && publishedTotal == null) {
      noMajority(byEngine, j, j::flagged, CrossCheck::total, "");
    }
    byEngine.forEach((label, own) -> compareTotals(label, own, reference, byEngine, published, j));
    // fundamental counts are judged on their own: an engine already wrong on its total may be wrong
    // here too, and that is a finding of its own
    String uniqueReference =
        reference(byEngine, j::wrongSolutions, CrossCheck::fundamental, publishedUnique);
    if (uniqueReference == null && publishedUnique == null) {
      noMajority(byEngine, j, j::wrongSolutions, CrossCheck::fundamental, " fundamental solutions");
    }
    byEngine.forEach(
        (label, own) -> {
          Long mine = first(own, CrossCheck::fundamental);
          if (mine == null || j.wrongSolutions(label) || label.equals(uniqueReference)) {
            return;
          }
          if (publishedUnique != null && !publishedUnique.equals(mine)) {
            j.add(
                new Finding(
                    label,
                    Finding.Kind.DIFFERS_FROM_PUBLISHED,
                    label
                        + " counted "
                        + mine
                        + " fundamental solutions but "
                        + citation(published.source(), true)
                        + " gives "
                        + publishedUnique,
                    null));
            return;
          }
          Long theirs =
              uniqueReference == null
                  ? null
                  : first(byEngine.get(uniqueReference), CrossCheck::fundamental);
          if (theirs != null && !mine.equals(theirs)) {
            j.add(
                new Finding(
                    label,
                    Finding.Kind.DIFFERS_FROM_ENGINE,
                    label
                        + " counted "
                        + mine
                        + " fundamental solutions but "
                        + uniqueReference
                        + " counted "
                        + theirs,
                    null));
          }
        });
    byEngine.forEach((label, own) -> j.verdicts.putIfAbsent(label, verdict(own)));

    // independent sources are engines, not configurations: dlx and dlx:split-depth=1 are one source
    List<String> sources = sources(byEngine, published, unique);
    // "agrees" must not claim a check that never happened: an engine whose fundamental count met
    // no other source (with --unique or not: the row shows it), or that has none with --unique,
    // agreed on its total at most; an engine nothing was compared with, on nothing
    List<String> totalSources = sources(byEngine, published, false);
    boolean totalsCompared = totalSources.size() >= 2;
    boolean fundamentalsCompared =
        (unique ? sources : sources(byEngine, published, true)).size() >= 2;
    j.verdicts.replaceAll(
        (label, v) -> {
          if (!v.equals("agrees")) {
            return v;
          }
          boolean hasFundamental = first(byEngine.get(label), CrossCheck::fundamental) != null;
          if (unique && !hasFundamental || hasFundamental && !fundamentalsCompared) {
            return totalsCompared ? AGREES_ON_TOTALS : ONLY_SOURCE;
          }
          return sources.size() < 2 ? ONLY_SOURCE : v;
        });
    return new Comparison(
        subject,
        List.copyOf(engines),
        List.copyOf(runs),
        List.copyOf(notRun),
        List.copyOf(j.findings),
        Map.copyOf(j.verdicts),
        reference,
        List.copyOf(sources),
        List.copyOf(totalSources));
  }

  /**
   * The independent sources of the total (or with {@code unique}, of the fundamental count): each
   * engine (not configuration) with a complete one, and the published figure when there is one.
   */
  private static List<String> sources(
      Map<String, List<EngineRun>> byEngine, ReferenceCount published, boolean unique) {
    Function<EngineRun, Long> compared = unique ? CrossCheck::fundamental : CrossCheck::total;
    List<String> sources = new ArrayList<>();
    byEngine.forEach(
        (label, own) -> {
          if (first(own, compared) != null && !sources.contains(engineName(label))) {
            sources.add(engineName(label));
          }
        });
    if (published != null && (!unique || published.fundamental() != null)) {
      sources.add(citation(published.source(), unique));
    }
    return sources;
  }

  /** The findings so far and the verdict of each engine flagged (its first finding). */
  private static final class Judgement {
    final List<Finding> findings = new ArrayList<>();
    final Map<String, String> verdicts = new LinkedHashMap<>();

    void add(Finding f) {
      findings.add(f);
      verdicts.putIfAbsent(f.engine(), f.kind().verdict());
    }

    boolean flagged(String label) {
      return verdicts.containsKey(label);
    }

    /**
     * Flagged for something other than its own paths disagreeing: its solutions themselves are
     * wrong.
     */
    boolean wrongSolutions(String label) {
      return findings.stream()
          .anyMatch(
              f ->
                  f.engine().equals(label)
                      && (f.kind() == Finding.Kind.INVALID_SOLUTION
                          || f.kind() == Finding.Kind.REPEATED_SOLUTION));
    }
  }

  private static void audit(EngineRun run, Judgement j) {
    SolutionAudit audit = run.audit();
    if (audit != null && audit.invalid() > 0) {
      j.add(
          new Finding(
              run.label(),
              Finding.Kind.INVALID_SOLUTION,
              run.label()
                  + " produced "
                  + audit.invalid()
                  + " invalid solution(s); first: "
                  + audit.firstInvalidReason(),
              audit.firstInvalid()));
    }
    if (audit != null && audit.repeats() > 0) {
      j.add(
          new Finding(
              run.label(),
              Finding.Kind.REPEATED_SOLUTION,
              run.label()
                  + " produced "
                  + audit.repeats()
                  + " repeated solution(s), first this one",
              audit.firstRepeat()));
    }
  }

  /**
   * An engine's complete paths must agree with each other, and an enumeration with the solutions it
   * delivered.
   */
  private static void ownPaths(String label, List<EngineRun> own, Judgement j) {
    for (EngineRun r : own) {
      if (r.result().status() == Status.DISPUTED) {
        j.add(
            new Finding(
                label,
                Finding.Kind.DISPUTED_PARTS,
                label
                    + " "
                    + r.describePath()
                    + ": two members counted some parts differently (their lines are on stderr)",
                null));
      }
    }
    for (EngineRun r : own) {
      if (r.isComplete() && r.audit() != null && r.audit().seen() != r.result().solutions()) {
        j.add(
            new Finding(
                label,
                Finding.Kind.DIFFERS_BETWEEN_PATHS,
                label
                    + " reported "
                    + r.result().solutions()
                    + " solutions but listed "
                    + r.audit().seen(),
                null));
        return;
      }
    }
    Set<Long> totals = new LinkedHashSet<>();
    own.forEach(
        r -> {
          if (total(r) != null) {
            totals.add(total(r));
          }
        });
    if (totals.size() > 1) {
      List<String> each =
          own.stream()
              .filter(r -> total(r) != null)
              .map(
                  r ->
                      r.describePath()
                          + " "
                          + total(r)
                          + (r.audit() != null ? " (each solution verified)" : ""))
              .toList();
      j.add(
          new Finding(
              label,
              Finding.Kind.DIFFERS_BETWEEN_PATHS,
              label + " gives different totals on its own" + " paths: " + String.join(", ", each),
              null));
    }
  }

  /**
   * The engine the others are held to: one whose value is the published figure or, without one, the
   * value more independent engines gave than any other; bitmask, the project's reference, when it
   * is among them. Null when no engine gives that value, or when two values tie for the most
   * engines.
   */
  private static String reference(
      Map<String, List<EngineRun>> byEngine,
      Predicate<String> excluded,
      Function<EngineRun, Long> value,
      Long published) {
    Long wanted = published != null ? published : majority(byEngine, excluded, value);
    String best = null;
    for (var e : byEngine.entrySet()) {
      Long v = first(e.getValue(), value);
      if (wanted == null || excluded.test(e.getKey()) || v == null || !wanted.equals(v)) {
        continue;
      }
      if (best == null
          || (engineName(e.getKey()).equals(PREFERRED_REFERENCE)
              && !engineName(best).equals(PREFERRED_REFERENCE))) {
        best = e.getKey();
      }
    }
    return best;
  }

  /** The values the unflagged engines gave, each with the independent engines that gave it. */
  private static Map<Long, Set<String>> byValue(
      Map<String, List<EngineRun>> byEngine,
      Predicate<String> excluded,
      Function<EngineRun, Long> value) {
    Map<Long, Set<String>> engines = new LinkedHashMap<>();
    byEngine.forEach(
        (label, own) -> {
          Long v = first(own, value);
          if (v != null && !excluded.test(label)) {
            engines.computeIfAbsent(v, k -> new LinkedHashSet<>()).add(engineName(label));
          }
        });
    return engines;
  }

  /** The value given by more independent engines than any other, or null on a tie. */
  private static Long majority(
      Map<String, List<EngineRun>> byEngine,
      Predicate<String> excluded,
      Function<EngineRun, Long> value) {
    Long best = null;
    int most = 0;
    boolean tie = false;
    for (var e : byValue(byEngine, excluded, value).entrySet()) {
      int n = e.getValue().size();
      if (n > most) {
        best = e.getKey();
        most = n;
        tie = false;
      } else if (n == most) {
        tie = true;
      }
    }
    return tie ? null : best;
  }

  /**
   * No published figure and no majority: when the engines gave different values, each is a finding,
   * since nothing says which is right.
   */
  private static void noMajority(
      Map<String, List<EngineRun>> byEngine,
      Judgement j,
      Predicate<String> excluded,
      Function<EngineRun, Long> value,
      String what) {
    Map<Long, Set<String>> values = byValue(byEngine, excluded, value);
    if (values.size() < 2) {
      return;
    }
    List<String> each = new ArrayList<>();
    values.forEach((v, engines) -> each.add(String.join(", ", engines) + ": " + v));
    String message =
        "the engines disagree on"
            + what
            + " and no majority or published figure decides ("
            + String.join("; ", each)
            + ")";
    byEngine.forEach(
        (label, own) -> {
          if (first(own, value) != null && !j.flagged(label)) {
            j.add(
                new Finding(label, Finding.Kind.DIFFERS_FROM_ENGINE, label + ": " + message, null));
          }
        });
  }

  /**
   * The engine a label names: {@code dlx} for {@code dlx:split-depth=1}. Independent sources are
   * engines, not configurations.
   */
  public static String engineName(String label) {
    int colon = label.indexOf(':');
    return colon < 0 ? label : label.substring(0, colon);
  }

  /**
   * The engine's total against the published figure and the reference's, and when they agree, its
   * listed solutions against the reference's (a witness solution names what one found and the other
   * missed).
   */
  private static void compareTotals(
      String label,
      List<EngineRun> own,
      String reference,
      Map<String, List<EngineRun>> byEngine,
      ReferenceCount published,
      Judgement j) {
    // an engine whose paths disagree is still held to the others, by its verified listing when it
    // has one, so the finding names a witness solution
    EngineRun listed = listing(own);
    Long mine = listed != null ? total(listed) : first(own, CrossCheck::total);
    if (j.wrongSolutions(label) || mine == null || label.equals(reference)) {
      return;
    }
    List<EngineRun> theirs = reference == null ? List.of() : byEngine.get(reference);
    Difference witness = difference(listed, listing(theirs));
    if (published != null && published.count() != mine) {
      j.add(
          new Finding(
              label,
              Finding.Kind.DIFFERS_FROM_PUBLISHED,
              label
                  + " counted "
                  + mine
                  + " but "
                  + citation(published.source(), false)
                  + " gives "
                  + published.count()
                  + describe(witness),
              at(witness)));
    } else if (reference != null && !mine.equals(first(theirs, CrossCheck::total))) {
      j.add(
          new Finding(
              label,
              Finding.Kind.DIFFERS_FROM_ENGINE,
              label
                  + " counted "
                  + mine
                  + " but "
                  + reference
                  + " counted "
                  + first(theirs, CrossCheck::total)
                  + describe(witness),
              at(witness)));
    } else if (witness != null) {
      j.add(
          new Finding(
              label,
              Finding.Kind.DIFFERENT_SOLUTION_SET,
              "the counts agree but the solution sets do not" + describe(witness),
              at(witness)));
    }
  }

  private static String verdict(List<EngineRun> own) {
    List<String> cut =
        own.stream()
            .filter(r -> !r.isComplete() && !r.isSample())
            .map(r -> r.describePath() + " " + r.result().status())
            .toList();
    if (cut.isEmpty()) {
      return "agrees";
    }
    boolean any = own.stream().anyMatch(r -> total(r) != null);
    return (any ? "agrees where complete; " : "") + "not checked: " + String.join(", ", cut);
  }

  /** The total of a complete run. */
  static Long total(EngineRun run) {
    return run.isComplete() ? Long.valueOf(run.result().solutions()) : null;
  }

  /** The number of fundamental solutions of a complete count --unique. */
  static Long fundamental(EngineRun run) {
    return run.isComplete() && run.path() == CheckedPath.UNIQUE_COUNT
        ? run.result().unique()
        : null;
  }

  private static Long first(List<EngineRun> runs, Function<EngineRun, Long> value) {
    return runs.stream().map(value).filter(v -> v != null).findFirst().orElse(null);
  }

  /** The engine's complete enumeration that saw every solution it counted, if any. */
  private static EngineRun listing(List<EngineRun> runs) {
    return runs.stream()
        .filter(
            r -> r.isComplete() && r.audit() != null && r.audit().seen() == r.result().solutions())
        .findFirst()
        .orElse(null);
  }

  /**
   * A solution in one run's set and not in the other's; {@code solution} null when the sets were
   * too big to keep.
   */
  private record Difference(String foundBy, String missedBy, Placement solution) {}

  private static Difference difference(EngineRun run, EngineRun reference) {
    if (run == null
        || reference == null
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
        ? "; its solution set differs from "
            + d.missedBy()
            + "'s (fingerprints differ; too many to name one)"
        : "; witness: " + d.foundBy() + " found " + d.solution() + ", " + d.missedBy() + " did not";
  }

  private static Placement at(Difference d) {
    return d == null ? null : d.solution();
  }

  /**
   * The sequence a published row cites for its count, or for its fundamental count: "A000170 /
   * A002562" gives "OEIS A000170" (or "OEIS A002562" for unique counts), and "2^n: A002465's
   * comment" gives "OEIS A002465's comment".
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
    String sequence = unique && sequences.size() > 1 ? sequences.get(1) : sequences.get(0);
    // a figure from a sequence's comment rather than its terms (the bishops' 2^n) is cited so
    return "OEIS " + sequence + (source.contains(sequence + "'s comment") ? "'s comment" : "");
  }
}
