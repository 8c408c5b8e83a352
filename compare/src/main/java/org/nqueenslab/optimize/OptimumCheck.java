package org.nqueenslab.optimize;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.nqueenslab.compare.CrossCheck;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;

/**
 * The cross-checker's judgement of one optimization question answered by several engines: the
 * optima each proved must be one number, the published one where there is one; an engine's best
 * found that is not proved must not lie beyond a proved optimum (a larger placement than the most,
 * a lower bound above the fewest); and the engines that counted the optimal placements must agree,
 * with the published count too. What was not proved or not counted to its end is named, never
 * passed as checked, and so is an optimum or a count that only one engine gave and nothing
 * published confirms.
 */
public final class OptimumCheck {

  /** What the check found, as its exit code says. */
  public enum Outcome {
    AGREE,
    DISAGREEMENT,
    NOT_ALL_CHECKED
  }

  /** One engine's answer: its ladder, and its count of the optimal placements (null: none run). */
  public record Answer(String engine, Optimum optimum, Result count) {}

  /** A published optimum and its number of optimal placements (null where not published). */
  public record Published(Integer optimum, Long placements, String source) {}

  private final List<String> disagreements = new ArrayList<>();
  private final List<String> notChecked = new ArrayList<>();

  /** Checks one question's answers, against {@code published} (null where nothing is). */
  public OptimumCheck(String question, List<Answer> answers, Published published) {
    List<Answer> proved = answers.stream().filter(a -> a.optimum().proved()).toList();
    Integer agreed = published != null ? published.optimum() : null;
    for (Answer a : proved) {
      if (agreed == null) {
        agreed = a.optimum().best();
      }
    }
    for (Answer a : proved) {
      if (a.optimum().best() != agreed) {
        disagreements.add(
            question
                + ": "
                + a.engine()
                + " proved "
                + a.optimum().best()
                + ", but "
                + (published != null && published.optimum() != null
                    ? published.source() + " publishes " + agreed
                    : "another engine proved " + agreed));
      }
    }
    for (Answer a : answers) {
      Optimum o = a.optimum();
      if (o.invalid() != null) {
        disagreements.add(question + ": " + o.invalid());
      } else if (!o.proved()) {
        boolean beyond =
            agreed != null && (o.goal().minimizes() ? o.bound() > agreed : o.best() > agreed);
        if (beyond) {
          disagreements.add(
              question
                  + ": "
                  + a.engine()
                  + (o.goal().minimizes() ? " found none below " + o.bound() : " found " + o.best())
                  + " though the optimum is "
                  + agreed);
        } else {
          notChecked.add(question + ": " + a.engine() + " did not prove it (" + o.status() + ")");
        }
      }
    }
    java.util.Set<String> provers = new java.util.LinkedHashSet<>();
    for (Answer a : proved) {
      if (a.optimum().best() == agreed) {
        provers.add(CrossCheck.engineName(a.engine()));
      }
    }
    boolean optimumPublished = published != null && published.optimum() != null;
    if (provers.size() == 1 && !optimumPublished) {
      notChecked.add(
          question
              + ": only "
              + provers.iterator().next()
              + " proved the optimum, and none is published: name another engine that proves it");
    }
    Long count = published != null ? published.placements() : null;
    String countSource = count != null ? published.source() : null;
    java.util.Set<String> counters = new java.util.LinkedHashSet<>();
    for (Answer a : proved) {
      Result r = a.count();
      if (a.optimum().best() != agreed || r == null) {
        continue;
      }
      if (r.status() != Status.COMPLETE) {
        notChecked.add(
            question
                + ": "
                + a.engine()
                + " counted the optimal placements partly ("
                + r.status()
                + ")");
        continue;
      }
      counters.add(CrossCheck.engineName(a.engine()));
      if (count == null) {
        count = r.solutions();
        countSource = a.engine();
      } else if (!Objects.equals(count, r.solutions())) {
        disagreements.add(
            question
                + ": "
                + a.engine()
                + " counts "
                + r.solutions()
                + " optimal placements, "
                + countSource
                + " "
                + count);
      }
    }
    if (counters.size() == 1 && (published == null || published.placements() == null)) {
      notChecked.add(
          question
              + ": only "
              + counters.iterator().next()
              + " counted the optimal placements, and no count is published");
    }
    if (proved.isEmpty() && answers.stream().allMatch(a -> a.optimum().invalid() == null)) {
      notChecked.add(question + ": no engine proved an optimum");
    }
  }

  public List<String> disagreements() {
    return List.copyOf(disagreements);
  }

  public List<String> notChecked() {
    return List.copyOf(notChecked);
  }

  /** Disagreement first: a wrong proof outweighs what was left unchecked. */
  public Outcome outcome() {
    return !disagreements.isEmpty()
        ? Outcome.DISAGREEMENT
        : !notChecked.isEmpty() ? Outcome.NOT_ALL_CHECKED : Outcome.AGREE;
  }
}
