package org.nqueenslab.optimize;

import java.util.List;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Answers an optimization question with one engine: by its own objective or branch and bound where
 * it has one ({@link Optimizing}: cpsat, choco, mip, bnb), else, or when the ladder is asked for,
 * by the {@link Ladder} (the fewest pawns always by the {@link PawnLadder}). Either way the
 * placement given is checked by the verifier.
 */
public final class Optimizer {
  private final Ladder.Runner runner;
  private final boolean ladderOnly;

  /** {@code ladderOnly}: climb the ladder even with an engine that optimizes itself. */
  public Optimizer(Ladder.Runner runner, boolean ladderOnly) {
    this.runner = runner;
    this.ladderOnly = ladderOnly;
  }

  public Optimum find(Goal goal, Problem board, EngineSpec engine, Request base) {
    if (goal == Goal.FEWEST_PAWNS) {
      return new PawnLadder(runner).climb(board, engine, base);
    }
    Ladder.requireLadder(goal, board, engine, base);
    Problem question = Ladder.rung(goal, board, Math.max(1, board.fixed().size()));
    // a board of pawns and holes alone has nothing to place or cover: the ladder says so with no
    // run
    boolean nothingToPlace = Ladder.freeSquares(board) == 0;
    if (ladderOnly || nothingToPlace || !optimizesItself(goal, question, engine, base)) {
      return new Ladder(runner).climb(goal, board, engine, base);
    }
    Optimized o = runner.optimize(engine, question, goal.minimizes(), base);
    int best = o.best() >= 0 ? o.best() : goal.minimizes() ? -1 : board.fixed().size();
    Placement witness = o.witness() != null || goal.minimizes() ? o.witness() : none(board);
    Problem optimal = Ladder.rung(goal, board, Math.max(1, o.proved() ? best : o.bound()));
    String invalid = null;
    if (o.witness() != null) {
      optimal = Ladder.rung(goal, board, Math.max(1, o.best()));
      Verifier.Verdict v = Verifier.verify(optimal, o.witness());
      invalid =
          v.valid()
              ? null
              : o.run().engine()
                  + " gave an invalid placement of "
                  + goal.question(board)
                  + ": "
                  + v.reason();
    }
    boolean proved = o.proved() && invalid == null;
    return new Optimum(
        goal,
        best,
        witness,
        optimal,
        proved,
        proved ? best : o.bound(),
        proved || invalid != null ? o.run().status() : notComplete(o.run().status()),
        List.of(o.run()),
        o.run().wallTime(),
        invalid,
        o.proof());
  }

  /** True when the engine answers the goal itself, by objective or bound. */
  static boolean optimizesItself(Goal goal, Problem question, EngineSpec engine, Request base) {
    return engine.engine() instanceof Optimizing o
        && o.whyNotOptimizing(question, goal.minimizes(), base.withOptions(engine.options()))
            == null;
  }

  private static Placement none(Problem board) {
    return Placement.of(new java.util.ArrayList<>(board.fixed()));
  }

  /** An engine that stopped unproved with COMPLETE on its run still answered partially. */
  private static Status notComplete(Status status) {
    return status == Status.COMPLETE ? Status.LIMIT_REACHED : status;
  }
}
