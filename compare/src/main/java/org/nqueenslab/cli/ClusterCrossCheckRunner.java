package org.nqueenslab.cli;

import java.util.List;
import org.nqueenslab.cluster.PartRunner;
import org.nqueenslab.compare.CrossCheckRun;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.split.Part;

/**
 * {@code compare --cluster}: each count path of an engine that splits its counts (the paths that
 * run on several threads) is cut into parts and counted on the cluster's members, as {@code count
 * --cluster} counts; enumerations, and the engines that cannot split, run in this process. So the
 * cluster's answer is cross-checked against this machine's, the published figure and the other
 * engines, part lines and all.
 */
final class ClusterCrossCheckRunner implements CrossCheckRun.Runner {
  private final Session session;
  private final PartRunner members;

  ClusterCrossCheckRunner(Session session, PartRunner members) {
    this.session = session;
    this.members = members;
  }

  @Override
  public Result run(EngineSpec spec, Subject subject, Request request) {
    if (!request.isFullCount() || !spec.engine().capabilities().supports(Feature.THREADS)) {
      return session.run(spec, subject, request);
    }
    Session.requireSupported(spec, subject, request);
    // the time limit and Ctrl-C cover the plan too (a free-pawn family's takes seconds)
    Budget budget = session.budget(request);
    List<Part> parts =
        subject.parts(
            spec.engine().name(),
            spec.options(),
            request.symmetry() == SymmetryMode.UNIQUE,
            budget::exhausted);
    if (budget.exhausted()) { // the time is spent: count none of a plan cut short (an empty one
      // would sum to a complete-looking 0)
      return Result.stoppedBeforeCounting(
          spec.label(), budget, request.symmetry() == SymmetryMode.UNIQUE, "planning the parts");
    }
    if (parts.isEmpty()) { // nothing to split (no pawn placement fits): counted here
      return session.run(spec, subject, request);
    }
    Request counting = request.withOptions(spec.options());
    // its time is the budget's, which covers the plan: not re-timed from here
    return session
        .countInParts(spec, parts, null, members, counting, budget)
        .result()
        .withEngine(spec.label());
  }

  @Override
  public boolean isCancelled() {
    return session.isCancelled();
  }
}
