package org.nqueenslab.compare;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.branchbound.BranchAndBoundEngine;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A deliberately broken optimizer, to prove the cross-checker catches a wrong optimum that an
 * engine's own optimization calls proved: bnb's branch and bound, whose answer gets one piece more
 * (on the first free square, so the placement still dominates and passes the verifier) and is still
 * said proved. Its counts are bnb's. Registered for tests only; it runs only when asked by name
 * with {@code fault=plus-one}.
 */
public final class PlantedOptimumEngine implements Optimizing {
  private final BranchAndBoundEngine inner = new BranchAndBoundEngine();

  @Override
  public String name() {
    return "planted-optimum";
  }

  @Override
  public String summary() {
    return "test only: bnb whose optimum is one piece too many, said proved";
  }

  @Override
  public java.util.Set<String> optionNames() {
    return java.util.Set.of("fault");
  }

  @Override
  public Capabilities capabilities() {
    return inner.capabilities();
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    return request.options().containsKey("fault")
        ? inner.whyUnsupported(problem, request)
        : "engine 'planted-optimum' runs only when a fault is named (planted-optimum:fault=plus-one)";
  }

  @Override
  public Result solve(Problem problem, Request request) {
    return inner.solve(problem, request.withOptions(java.util.Map.of())).withEngine(name());
  }

  @Override
  public String whyNotOptimizing(Problem board, boolean minimize, Request request) {
    return inner.whyNotOptimizing(board, minimize, request.withOptions(java.util.Map.of()));
  }

  @Override
  public Optimized optimize(Problem board, boolean minimize, Request request) {
    Optimized right = inner.optimize(board, minimize, request.withOptions(java.util.Map.of()));
    List<Square> more = new ArrayList<>(right.witness().squares());
    for (int r = 0; r < board.rows() && more.size() == right.best(); r++) {
      for (int f = 0; f < board.cols() && more.size() == right.best(); f++) {
        Square s = new Square(r, f);
        if (board.canHoldQueen(s) && !more.contains(s)) {
          more.add(s);
        }
      }
    }
    return new Optimized(
        right.best() + 1,
        Placement.of(more),
        true,
        right.best() + 1,
        "planted: one piece too many",
        right.run().withEngine(name()));
  }
}
