package org.nqueenslab.compare;

import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicLong;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * A deliberately broken engine, to prove the cross-checker can fail. It wraps the bitmask engine
 * and, at the solution numbered {@code at} (1-based), plants the fault named by the {@code fault}
 * option: {@code drop} leaves it out, {@code attack} replaces it by a placement with two queens on
 * a diagonal, {@code repeat} leaves it out and sends the previous solution again (so the count is
 * right), {@code split} leaves it out only from a count with several threads (every enumeration,
 * and the count on one thread, are right: the dlx split's bug of issue 15). Registered for tests
 * only; it refuses to run unless a fault is named, so it never joins a default set of engines.
 */
public final class PlantedFaultEngine implements Engine {
  private final Engine inner = new BitmaskEngine();

  @Override
  public String name() {
    return "planted";
  }

  @Override
  public String summary() {
    return "test only: the bitmask engine with a planted fault";
  }

  @Override
  public java.util.Set<String> optionNames() {
    return java.util.Set.of("fault", "at");
  }

  @Override
  public Capabilities capabilities() {
    return Capabilities.of(
        EnumSet.allOf(Mode.class),
        16,
        Feature.HOLES,
        Feature.FIXED_QUEENS,
        Feature.THREADS,
        Feature.PIECES,
        Feature.OTHER_QUEEN_COUNTS);
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    return request.options().containsKey("fault")
        ? Engine.super.whyUnsupported(problem, request)
        : "engine 'planted' runs only when a fault is named (planted:fault=drop|attack|repeat|split)";
  }

  @Override
  public Result solve(Problem problem, Request request) {
    String fault = request.option("fault", "");
    long at = Long.parseLong(request.option("at", "1"));
    boolean splitCount = request.mode() == Mode.COUNT && request.threads() > 1;
    AtomicLong index = new AtomicLong();
    Placement[] previous = new Placement[1];
    long[] delivered = {0};
    Request inside =
        request
            .withOptions(java.util.Map.of())
            .withMode(Mode.ENUMERATE)
            .withSolutionLimit(Request.NO_LIMIT)
            .withThreads(1)
            .withOnSolution(
                p -> {
                  long i = index.incrementAndGet();
                  Placement out = p;
                  if (i == at) {
                    switch (fault) {
                      case "drop" -> out = null;
                      case "attack" -> out = withDiagonalAttack(p);
                      case "repeat" -> out = previous[0];
                      case "split" -> out = splitCount ? null : p;
                      default -> throw new IllegalArgumentException("unknown fault " + fault);
                    }
                  }
                  previous[0] = p;
                  if (out != null && request.mode() != Mode.COUNT) {
                    request.onSolution().accept(out);
                  }
                  delivered[0] += out == null ? 0 : 1;
                });
    Result r = inner.solve(problem, inside);
    return new Result(
        name(),
        r.status() == Status.LIMIT_REACHED ? Status.COMPLETE : r.status(),
        delivered[0],
        null,
        r.statistics(),
        r.wallTime(),
        "planted fault: " + fault + " at solution " + at);
  }

  /** Moves the first rank's queen next to the second rank's queen, diagonally. */
  private static Placement withDiagonalAttack(Placement p) {
    int[] files = p.filesByRank();
    files[0] = files[1] == 0 ? 1 : files[1] - 1;
    return Placement.ofFilesByRank(files);
  }
}
