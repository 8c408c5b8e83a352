package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.optimize.Goal;
import org.nqueenslab.optimize.Ladder;
import org.nqueenslab.optimize.Optimizer;
import org.nqueenslab.optimize.Optimum;
import org.nqueenslab.optimize.OptimumCheck;
import org.nqueenslab.optimize.PawnLadder;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;

/**
 * {@code compare --most} and {@code compare --dominate}: each engine climbs its own ladder and
 * counts the optimal placements, and {@link OptimumCheck} compares the optima and the counts with
 * each other and with the published figures (queen domination: OEIS A075458, A002564; one pawn for
 * n + 1 queens: A103330).
 */
final class CompareOptima {
  private final Goal goal;
  private final List<Problem> boards;
  private final List<EngineSpec> engines;
  private final Request base;
  private final int threads;
  private final boolean ladder;

  CompareOptima(
      Goal goal,
      List<Problem> boards,
      List<EngineSpec> named,
      Request base,
      int threads,
      boolean ladder) {
    this.goal = goal;
    this.ladder = ladder;
    this.boards = boards;
    this.base = base;
    this.threads = threads;
    this.engines = named != null ? named : defaults(goal, boards.get(0), base);
    for (Problem board : boards) {
      for (EngineSpec e : engines) {
        require(goal, board, e, base);
      }
    }
  }

  /** Refuses, in one line, an engine that cannot answer the goal on the board. */
  private static void require(Goal goal, Problem board, EngineSpec engine, Request base) {
    if (goal == Goal.FEWEST_PAWNS) {
      PawnLadder.requireEngine(board, engine, base);
    } else {
      Ladder.requireLadder(goal, board, engine, base);
    }
  }

  /** The engines of the default set left out, by why (as plain compare's "not compared:" line). */
  private final java.util.Map<String, List<String>> leftOut = new java.util.LinkedHashMap<>();

  /**
   * The engines that take the ladder's rungs and count: every one that can, by default; the others
   * are named in {@link #leftOut}.
   */
  private List<EngineSpec> defaults(Goal goal, Problem board, Request base) {
    List<EngineSpec> can = new ArrayList<>();
    for (Engine e : Engines.all()) {
      EngineSpec spec = EngineSpec.parse(e.name());
      String why = null;
      try {
        require(goal, board, spec, base);
        if (!e.capabilities().modes().contains(Mode.COUNT)) {
          why = "cannot count the optimal placements";
        }
      } catch (BadInputException refused) {
        // the engine's own reason, without its name, so that engines refused alike share a line
        String own =
            goal == Goal.FEWEST_PAWNS ? null : Ladder.whyNotLadder(goal, board, spec, base);
        why = (own != null ? own : refused.getMessage()).replaceFirst("^engine '[^']*' ", "");
      }
      if (why == null) {
        can.add(spec);
      } else {
        leftOut.computeIfAbsent(why, k -> new ArrayList<>()).add(e.name());
      }
    }
    if (can.isEmpty()) {
      throw new BadInputException(goal.option() + ": no engine takes " + board.describe());
    }
    return can;
  }

  /** Runs, prints the rows and the verdict; the exit code. */
  int run(Session session, Format format, PrintWriter out, PrintWriter notes) {
    ReportWriter writer = new ReportWriter(format, out);
    List<String> disagreements = new ArrayList<>();
    List<String> notChecked = new ArrayList<>();
    int checked = 0;
    boolean counted = false; // no count runs where the optimum is 0 (no square to hold a piece)
    java.util.Set<String> published = new java.util.LinkedHashSet<>();
    for (Problem board : boards) {
      if (session.isCancelled()) {
        notChecked.add(goal.question(board) + ": not reached (interrupted)");
        continue;
      }
      List<OptimumCheck.Answer> answers = new ArrayList<>();
      for (EngineSpec engine : engines) {
        Optimum o = new Optimizer(session, ladder).find(goal, board, engine, base);
        Request counting =
            Request.count()
                .withThreads(threads)
                .withSeed(base.seed())
                .withTimeLimit(o.timeLeft(base.timeLimit()));
        boolean counts = o.proved() && o.invalid() == null;
        Result count =
            !counts
                ? null
                : goal == Goal.FEWEST_PAWNS
                    ? new PawnLadder(session).countArrangements(o, engine, counting)
                    : o.best() > 0 ? session.run(engine, Subject.of(o.optimal()), counting) : null;
        counted |= count != null;
        answers.add(new OptimumCheck.Answer(engine.label(), o, count));
        writer.write(row(engine, board, o, count));
      }
      OptimumCheck.Published figures = published(board);
      if (figures != null) {
        published.add(figures.source().replaceFirst(" \\(n = .*", ""));
      }
      OptimumCheck check = new OptimumCheck(goal.question(board), answers, figures);
      disagreements.addAll(check.disagreements());
      notChecked.addAll(check.notChecked());
      checked++;
    }
    writer.finish();
    out.flush();
    if (!leftOut.isEmpty()) {
      List<String> groups = new ArrayList<>();
      leftOut.forEach((why, names) -> groups.add(String.join(", ", names) + ": " + why));
      notes.println("not compared: " + String.join("; ", groups));
    }
    disagreements.forEach(d -> notes.println("disagreement: " + d));
    notChecked.forEach(n -> notes.println("not checked: " + n));
    String what =
        checked
            + (checked == 1 ? " question" : " questions")
            + (published.isEmpty()
                ? ""
                : ", and with the published figures (" + String.join(", ", published) + ")");
    if (!disagreements.isEmpty()) {
      notes.println("verdict: DISAGREEMENT on the optimum or its count (see above)");
      return ExitCodes.DISAGREEMENT;
    }
    if (!notChecked.isEmpty()) {
      notes.println("verdict: INCOMPLETE: what was proved and counted agrees; the rest is above");
      return session.isCancelled() ? ExitCodes.INTERRUPTED : ExitCodes.INCOMPLETE;
    }
    notes.println(
        "verdict: every engine proved the same optimum"
            + (counted ? " and counted its placements alike" : "")
            + " on "
            + what);
    return ExitCodes.OK;
  }

  /** The published optimum and count of this question, where the reference data has them. */
  private OptimumCheck.Published published(Problem board) {
    boolean plainQueens = board.toBuilder().queens(board.rows()).build().isClassic();
    if (goal == Goal.FEWEST_PAWNS) {
      // A103330 counts n + 1 queens with one pawn: where it has placements, one pawn is the
      // fewest (n + 1 queens never fit n ranks without one)
      return board.queens() != board.rows() + 1
          ? null
          : ReferenceCounts.find(ReferenceCounts.PAWNS, board.rows(), 1)
              .filter(c -> c.count() > 0)
              .map(
                  c ->
                      new OptimumCheck.Published(
                          1, c.count(), "OEIS A103330 (n = " + board.rows() + ")"))
              .orElse(null);
    }
    if (!plainQueens || goal == Goal.MOST) {
      return null;
    }
    boolean independent = goal == Goal.INDEPENDENT_DOMINATE;
    return (independent
            ? ReferenceCounts.queenIndependentDomination(board.rows())
            : ReferenceCounts.queenDomination(board.rows()))
        .map(
            c ->
                new OptimumCheck.Published(
                    c.k(),
                    c.count(),
                    (independent ? "OEIS A299029/A002568" : "OEIS A075458/A002564")
                        + " (n = "
                        + board.rows()
                        + ")"))
        .orElse(null);
  }

  private Row row(EngineSpec engine, Problem board, Optimum o, Result count) {
    return new Row()
        .put("engine", engine.label())
        // the question's board: a pawn ladder's optimal rung names the pawns of its witness only
        .put("board", (goal == Goal.FEWEST_PAWNS ? board : o.optimal()).describe())
        .put("optimum", ResultRows.optimumCell(o))
        .put("proved", o.proved())
        .put("bound", o.bound())
        .put("status", o.invalid() != null ? "INVALID" : o.status().name())
        .put(
            "solutions",
            count == null
                ? null
                : count.status().isPartial()
                    ? new LowerBound(count.solutions())
                    : count.solutions())
        .put(
            "millis",
            Math.round(
                    (o.wallTime().toNanos() + (count == null ? 0 : count.wallTime().toNanos()))
                        / 1e4)
                / 100.0);
  }
}
