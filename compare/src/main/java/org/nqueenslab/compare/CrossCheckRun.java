package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;

/**
 * The cross-check workflow on one subject: which engines run (those named, or every engine that can
 * count the subject), each engine's paths ({@link RunPlan}), run through a {@link Runner}, and the
 * judgement ({@link CrossCheck}) of what they returned. The command line only parses its options
 * into one of these and renders the comparisons it returns.
 */
public final class CrossCheckRun {

  /**
   * Runs one engine on a subject: the command line's session (progress, Ctrl-C), or a plain call in
   * tests.
   */
  public interface Runner {
    Result run(EngineSpec spec, Subject subject, Request request);

    boolean isCancelled();
  }

  private final Runner runner;
  private final Request base;
  private final boolean unique;
  private final int countThreads;
  private final long verifyLimit;
  private final List<EngineSpec> named;
  private final Map<String, String> defaults;
  private final Consumer<String> progress;

  /**
   * @param base the time limit and seed of every run
   * @param unique compare fundamental solutions (and choose, by default, the engines that count
   *     them)
   * @param countThreads the threads of the count paths (those of {@code nqueens count})
   * @param verifyLimit enumerate and verify while there are at most this many solutions
   * @param named the engines named by the user, or null for every engine that can count each
   *     subject
   * @param defaults the options of {@code --option}, given to the default engines that read them
   * @param progress told which engine and path starts (a line for stderr), or null
   */
  public CrossCheckRun(
      Runner runner,
      Request base,
      boolean unique,
      int countThreads,
      long verifyLimit,
      List<EngineSpec> named,
      Map<String, String> defaults,
      Consumer<String> progress) {
    this.runner = runner;
    this.base = base;
    this.unique = unique;
    this.countThreads = countThreads;
    this.verifyLimit = verifyLimit;
    this.named = named;
    this.defaults = defaults;
    this.progress = progress;
  }

  public Comparison compare(Subject subject) {
    Request selecting = base.withSymmetry(unique ? SymmetryMode.UNIQUE : SymmetryMode.NONE);
    List<NotRun> notRun = new ArrayList<>();
    List<EngineSpec> specs = named;
    if (specs == null) {
      specs = new ArrayList<>();
      for (Engine e : Engines.all()) {
        String why = subject.whyUnsupported(e, selecting);
        if (why == null) {
          specs.add(EngineSpec.of(e).withDefaults(defaults));
        } else {
          notRun.add(
              new NotRun(e.name(), why, false, unique && subject.whyUnsupported(e, base) == null));
        }
      }
      Engines.requireReadBySome(defaults, specs.stream().map(EngineSpec::engine).toList());
    }
    if (specs.isEmpty()) {
      String can =
          String.join(
              ", ",
              Engines.all().stream()
                  .filter(e -> subject.whyUnsupported(e, base) == null)
                  .map(Engine::name)
                  .toList());
      throw new BadInputException(
          "no engine can count "
              + subject.describe()
              + (unique ? " up to symmetry" : "")
              + (can.isEmpty() ? "" : " (engines that can count it: " + can + ")"));
    }
    List<EngineRun> runs = new ArrayList<>();
    for (EngineSpec s : specs) {
      Request engineBase = base.withOptions(s.options());
      List<RunPlan.Step> steps =
          RunPlan.steps(subject, s.engine(), engineBase, countThreads, verifyLimit);
      if (steps.isEmpty()) {
        notRun.add(
            new NotRun(s.label(), RunPlan.whyNone(subject, s.engine(), engineBase), named != null));
      } else if (unique && steps.stream().noneMatch(t -> t.path() == CheckedPath.UNIQUE_COUNT)) {
        // named for a comparison of fundamental counts, it gives none: what it was asked for is
        // unchecked
        notRun.add(
            new NotRun(
                s.label(),
                "no fundamental count: "
                    + subject.whyUnsupported(
                        s.engine(), engineBase.withSymmetry(SymmetryMode.UNIQUE)),
                named != null));
      }
      for (RunPlan.Step step : steps) {
        // a path Ctrl-C left unstarted is kept as such: its row and the verdict say so
        runs.add(
            runner.isCancelled()
                ? EngineRun.notStarted(s.label(), step.path(), step.request().threads())
                : run(subject, s, step));
      }
    }
    List<String> order = specs.stream().map(EngineSpec::label).toList();
    return CrossCheck.judge(subject, order, runs, notRun, unique);
  }

  private EngineRun run(Subject subject, EngineSpec s, RunPlan.Step step) {
    if (progress != null) {
      progress.accept(
          "compare: " + subject.describe() + ": " + s.label() + " (" + step.path().label() + ")");
    }
    SolutionAudit audit =
        step.path() == CheckedPath.ENUMERATE
            ? new SolutionAudit(subject.problem(), (int) Math.min(verifyLimit, Integer.MAX_VALUE))
            : null;
    Request request = audit == null ? step.request() : step.request().withOnSolution(audit);
    Result result = runner.run(s, subject, request);
    // the threads the engine ran on: one where it could not split this count, whatever was asked
    return new EngineRun(s.label(), step.path(), result.threads(request.threads()), result, audit);
  }
}
