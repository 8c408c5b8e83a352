package org.nqueenslab.split;

import java.time.Duration;
import org.nqueenslab.bitmask.ConstellationParts;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Counts one {@link Part} on one thread, wherever it runs (this process, a cluster member, a
 * command line given one part line): the part line is all it needs.
 */
public final class PartCounter {

  private PartCounter() {}

  /**
   * Counts the part within {@code timeLimit} (null: none) unless {@code cancellation} stops it; the
   * answer's status says whether it is whole.
   */
  public static PartCount count(
      Part part, Duration timeLimit, Cancellation cancellation, String member) {
    long start = System.nanoTime();
    Request base = Request.count().withTimeLimit(timeLimit).withCancellation(cancellation);
    if (ConstellationParts.isKey(part.key())) {
      if (!PartPlan.byConstellations(part.engine(), part.options(), part.problem())) {
        throw new BadInputException(
            "a border= part is counted by engine 'bitmask' on the classic board only");
      }
      Budget budget = Budget.start(base);
      ConstellationParts.Count c = ConstellationParts.count(part.problem().n(), part.key(), budget);
      return new PartCount(
          part.key(),
          c.total(),
          part.unique() ? c.unique() : null,
          part.unique() ? c.classes() : null,
          c.nodes(),
          seconds(start),
          member,
          c.stopped() ? stop(budget) : Status.COMPLETE);
    }
    Engine engine = Engines.require(part.engine());
    Engines.requireKnownOptions(engine, part.options());
    if (PartPlan.isPawnsKey(part.key())) {
      return countPawnPlacement(part, engine, base, start, member);
    }
    PartPlan.Placed placed = PartPlan.placed(part);
    if (!part.unique()) {
      Request request = base.withOptions(part.options());
      requireSupported(engine, placed, request);
      Result r = engine.solve(placed.problem(), request);
      return new PartCount(
          part.key(),
          r.solutions() * placed.weight(),
          null,
          null,
          r.statistics().nodes(),
          seconds(start),
          member,
          r.status());
    }
    // fundamental solutions: the part's solutions that are canonical under the WHOLE problem's
    // group; every orbit has one canonical member, and it lies in exactly one part
    OrbitTally tally = new OrbitTally(SymmetryGroup.of(part.problem()));
    Request request =
        Request.enumerate(tally::addIfCanonical)
            .withTimeLimit(timeLimit)
            .withCancellation(cancellation)
            .withOptions(part.options());
    requireSupported(engine, placed, request);
    Result r = engine.solve(placed.problem(), request);
    return new PartCount(
        part.key(),
        tally.total(),
        tally.orbits(),
        tally.bySize(),
        r.statistics().nodes(),
        seconds(start),
        member,
        r.status());
  }

  /**
   * A free-pawn family's part: the whole board with its pawns, counted by the engine; the total
   * weighted by the pawn set's orbit size, the unique count (the board's own group: the symmetries
   * that fix the pawns) not, as {@link org.nqueenslab.variant.FreePawns} explains. Orbit sizes are
   * left out: under each board's own group they do not add up.
   */
  private static PartCount countPawnPlacement(
      Part part, Engine engine, Request base, long start, String member) {
    int weight = PartPlan.pawnsWeight(part);
    Request request =
        base.withOptions(part.options())
            .withSymmetry(part.unique() ? SymmetryMode.UNIQUE : SymmetryMode.NONE);
    requireSupported(engine, new PartPlan.Placed(part.problem(), weight), request);
    Result r = engine.solve(part.problem(), request);
    return new PartCount(
        part.key(),
        r.solutions() * weight,
        part.unique() ? r.unique() : null,
        null,
        r.statistics().nodes(),
        seconds(start),
        member,
        r.status());
  }

  /**
   * Why the part's engine cannot count it, or null when it can: a part places the first queens,
   * which not every engine takes. Asked before a count in parts starts, so that nothing is written
   * for a count that cannot run.
   */
  public static String whyUnsupported(Part part) {
    if (ConstellationParts.isKey(part.key()) || PartPlan.isPawnsKey(part.key())) {
      return null; // counted by the constellation counter, or as a whole board with its pawns
    }
    Engine engine = Engines.require(part.engine());
    Request request =
        (part.unique() ? Request.enumerate(solution -> {}) : Request.count())
            .withOptions(part.options());
    return engine.whyUnsupported(PartPlan.placed(part).problem(), request);
  }

  private static void requireSupported(Engine engine, PartPlan.Placed placed, Request request) {
    String why = engine.whyUnsupported(placed.problem(), request);
    if (why != null) {
      throw new BadInputException(why);
    }
  }

  private static Status stop(Budget budget) {
    return budget.stopStatus() != null ? budget.stopStatus() : Status.INTERRUPTED;
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }
}
