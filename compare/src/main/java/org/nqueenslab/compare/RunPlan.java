package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.reference.ReferenceCount;

/**
 * Which paths the cross-checker runs for one engine on one subject, and with what requests: every
 * path the engine supports among enumerate (while the published count is at most the verify limit),
 * count and count --unique. The counts are run the way {@code nqueens count} runs them (its default
 * threads), because a count that is only right on one thread is a count users would get wrong.
 */
public final class RunPlan {
  private RunPlan() {}

  /** One run to make: the path and its request (an enumeration gets its audit as it runs). */
  public record Step(CheckedPath path, Request request) {}

  /**
   * @param base the time limit, seed and engine options shared by every run
   * @param countThreads the threads a count uses, for engines that can split one
   * @param verifyLimit enumerate and verify when there are at most this many solutions (or no
   *     published count)
   */
  public static List<Step> steps(
      Subject subject, Engine engine, Request base, int countThreads, long verifyLimit) {
    List<Step> steps = new ArrayList<>();
    long expected = subject.published().map(ReferenceCount::count).orElse(0L);
    Request enumerate =
        base.withMode(Mode.ENUMERATE)
            .withThreads(1)
            .withSymmetry(SymmetryMode.NONE)
            .withSolutionLimit(verifyLimit + 1);
    if (subject.listsSolutions()
        && expected <= verifyLimit
        && subject.whyUnsupported(engine, enumerate) == null) {
      steps.add(new Step(CheckedPath.ENUMERATE, enumerate));
    }
    int threads = engine.capabilities().supports(Feature.THREADS) ? countThreads : 1;
    Request count = base.withMode(Mode.COUNT).withThreads(threads).withSymmetry(SymmetryMode.NONE);
    if (subject.whyUnsupported(engine, count) == null) {
      steps.add(new Step(CheckedPath.COUNT, count));
    }
    Request unique = count.withSymmetry(SymmetryMode.UNIQUE);
    if (subject.whyUnsupported(engine, unique) == null) {
      steps.add(new Step(CheckedPath.UNIQUE_COUNT, unique));
    }
    return steps;
  }

  /** Why the engine runs no path on the subject: the reason it cannot count it. */
  public static String whyNone(Subject subject, Engine engine, Request base) {
    return subject.whyUnsupported(
        engine, base.withMode(Mode.COUNT).withSymmetry(SymmetryMode.NONE));
  }
}
