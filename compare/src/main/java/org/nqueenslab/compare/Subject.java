package org.nqueenslab.compare;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartPlan;
import org.nqueenslab.variant.FreePawns;

/**
 * What one comparison is about: a problem, or a free-pawn family (every placement of k pawns,
 * counted as one sum). The cross-check workflow is the same for both; only how an engine is run and
 * which published figure applies differ.
 */
public sealed interface Subject permits Subject.OneProblem, Subject.FreePawnFamily {

  /** The subject as the report names it: "8 x 8", "10 x 10, 11 queens, 1 free pawn". */
  String describe();

  /** The side of a square board, or null for a rectangle. */
  Integer n();

  /** The problem, or a family's representative (for drawing witnesses and stating features). */
  Problem problem();

  /** The board's ranks, for reports: a family's own board, not its representative's. */
  default int rows() {
    return problem().rows();
  }

  /** The board's files, for reports. */
  default int cols() {
    return problem().cols();
  }

  /** The published count (and fundamental count) that applies, if any. */
  Optional<ReferenceCount> published();

  /** True when solutions can be listed and verified one by one (a family is counted only). */
  boolean listsSolutions();

  /** Null when the engine can answer the request on this subject, else one line saying why not. */
  String whyUnsupported(Engine engine, Request request);

  /** Runs the engine; only called when {@link #whyUnsupported} is null. */
  Result solve(Engine engine, Request request);

  /**
   * The count cut into parts, each a line of text that any machine can count ({@link PartPlan});
   * empty when there is nothing to split (a family where no pawn placement fits). Ends early once
   * {@code stop} says so: the parts are then incomplete, and the caller, whose limit ran out,
   * counts none of them.
   */
  List<Part> parts(
      String engine, Map<String, String> options, boolean unique, BooleanSupplier stop);

  static Subject of(Problem problem) {
    return new OneProblem(problem);
  }

  static Subject of(FreePawns family) {
    return new FreePawnFamily(family);
  }

  /** One board. */
  record OneProblem(Problem problem) implements Subject {
    @Override
    public String describe() {
      return problem.describe();
    }

    @Override
    public Integer n() {
      return problem.isSquare() ? problem.rows() : null;
    }

    @Override
    public Optional<ReferenceCount> published() {
      return Published.forProblem(problem);
    }

    @Override
    public boolean listsSolutions() {
      return true;
    }

    @Override
    public String whyUnsupported(Engine engine, Request request) {
      return engine.whyUnsupported(problem, request);
    }

    @Override
    public Result solve(Engine engine, Request request) {
      return engine.solve(problem, request);
    }

    @Override
    public List<Part> parts(
        String engine, Map<String, String> options, boolean unique, BooleanSupplier stop) {
      return PartPlan.of(engine, options, unique, problem, stop);
    }
  }

  /**
   * Every placement of k pawns on one n x n board with n + k queens: a map over the placements and
   * a sum.
   */
  record FreePawnFamily(FreePawns family) implements Subject {
    @Override
    public String describe() {
      return family.describe();
    }

    @Override
    public Integer n() {
      return family.n();
    }

    @Override
    public Problem problem() {
      return family.representative();
    }

    @Override
    public int rows() {
      return family.n();
    }

    @Override
    public int cols() {
      return family.n();
    }

    @Override
    public Optional<ReferenceCount> published() {
      return Published.forFreePawns(family);
    }

    @Override
    public boolean listsSolutions() {
      return false;
    }

    @Override
    public String whyUnsupported(Engine engine, Request request) {
      return family.whyUnsupported(engine, request);
    }

    @Override
    public Result solve(Engine engine, Request request) {
      return family.count(engine, request);
    }

    @Override
    public List<Part> parts(
        String engine, Map<String, String> options, boolean unique, BooleanSupplier stop) {
      return family.fits() ? family.partLines(engine, options, unique, stop) : List.of();
    }
  }
}
