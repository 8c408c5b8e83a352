package org.nqueenslab.solve;

import java.util.function.Consumer;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Solve's workflow: runs the engine on what was asked, checks each solution with the independent
 * {@link Verifier} before handing it on, keeps one solution per symmetry class with --unique, and
 * stops the search once nothing more is wanted; the command line only renders what it hands on and
 * the {@link SolveOutcome}.
 */
public final class SolveRun {

  /**
   * Runs one engine: the command line's session (progress, Ctrl-C), or a plain call in tests. It
   * must keep the request's cancellation, by which the run stops the search.
   */
  public interface Runner {
    Result run(EngineSpec spec, Problem problem, Request request);
  }

  /** Where the solutions go as they are found: the command line's rendering. */
  public interface Output {
    /**
     * Told that solution {@code number} (counted as the listing counts) failed verification, before
     * it is handed on like the others: the outcome then says so, and no file takes it.
     */
    void invalid(long number, String reason);

    /**
     * Takes a solution; false when the output is gone (a closed pipe, a full disk), so that the
     * search stops: nothing more it finds could be written.
     */
    boolean take(NumberedSolution solution);
  }

  private final SolveRequest asked;
  private final Runner runner;
  private final Cancellation stop;

  /**
   * @param stop the cancellation the runner's search polls (the session's, which Ctrl-C raises
   *     too): the run raises it when it wants nothing more
   */
  public SolveRun(SolveRequest asked, Runner runner, Cancellation stop) {
    this.asked = asked;
    this.runner = runner;
    this.stop = stop;
  }

  /** Runs the search, handing each solution to {@code output} as it is found. */
  public SolveOutcome run(Output output) {
    Handing handing = new Handing(output);
    Result result = runner.run(asked.engine(), asked.problem(), asked.request(handing, stop));
    // stopped by the run with --limit classes handed on: the answer asked for, not a partial one
    boolean cutAtLimit = handing.stoppedAtLimit && result.status() == Status.INTERRUPTED;
    if (cutAtLimit) {
      result = result.withStatus(Status.LIMIT_REACHED);
    }
    return new SolveOutcome(
        asked,
        result,
        handing.handedOn,
        handing.invalid,
        cutAtLimit,
        handing.outputLost,
        handing.handlingNanos,
        handing.fundamentals);
  }

  /** What happens to each solution the engine finds, and what the run has seen of them. */
  private final class Handing implements Consumer<Placement> {
    private final Output output;
    private final Fundamentals fundamentals;
    private long handedOn;
    private int invalid;
    // the run's time includes verifying and writing each solution as it comes: seconds at 10^8
    // queens, which the summary says apart, so that a search within its limit is not read as one
    // that overran it
    private long handlingNanos;
    private volatile boolean stoppedAtLimit;
    private volatile boolean outputLost;

    Handing(Output output) {
      this.output = output;
      this.fundamentals = asked.unique() ? new Fundamentals(asked.problem()) : null;
    }

    @Override
    public void accept(Placement solution) {
      long start = System.nanoTime();
      handle(solution);
      handlingNanos += System.nanoTime() - start;
    }

    private void handle(Placement solution) {
      Verifier.Verdict verdict = Verifier.verify(asked.problem(), solution);
      if (!verdict.valid()) {
        invalid++;
        output.invalid(handedOn + 1, verdict.reason());
      }
      Long limit = asked.limit();
      Integer classSize = null;
      if (fundamentals != null) {
        // one solution per class: the canonical member, whichever order the engine finds them in
        classSize = fundamentals.classSizeIfCanonical(solution);
        if (classSize == null || (limit != null && handedOn >= limit)) {
          return;
        }
      }
      long number = ++handedOn;
      if (classSize != null && limit != null && number >= limit) {
        // the classes asked for are handed on: the rest of the listing would only be thrown away
        stoppedAtLimit = true;
        stop.cancel();
      }
      if (!output.take(new NumberedSolution(number, solution, classSize)) && !outputLost) {
        outputLost = true;
        stop.cancel();
      }
    }
  }
}
