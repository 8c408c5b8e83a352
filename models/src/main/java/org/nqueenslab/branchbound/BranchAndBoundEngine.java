package org.nqueenslab.branchbound;

import java.util.EnumSet;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Optimized;
import org.nqueenslab.engine.Optimizing;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

/**
 * Our own branch and bound for domination (Land and Doig, 1960; the covering search of Knuth's
 * Algorithm X, TAOCP 7.2.2.1, most constrained square first): counts and lists the dominating
 * placements of k pieces, and finds the fewest itself, the bound tightening with each better
 * placement ({@link CoverSearch}). Every relation comes from the problem's covering and at-most-one
 * groups, so any piece, pawns, holes, a torus and placed pieces are answered alike.
 */
public final class BranchAndBoundEngine implements Optimizing, Traceable {
  /** The largest side: its sets of squares grow with the board, its search far faster. */
  static final int MAX_SIZE = 32;

  private static final Capabilities CAPABILITIES =
      new Capabilities(
          EnumSet.allOf(Mode.class),
          EnumSet.of(
              Feature.TORUS,
              Feature.PAWNS,
              Feature.HOLES,
              Feature.FIXED_QUEENS,
              Feature.RECTANGULAR,
              Feature.PIECES,
              Feature.OTHER_QUEEN_COUNTS,
              Feature.DOMINATION,
              Feature.UNIQUE),
          MAX_SIZE);

  @Override
  public String name() {
    return "bnb";
  }

  @Override
  public String summary() {
    return "our branch and bound over the squares to cover (Land and Doig; most constrained"
        + " square first, as Knuth's Algorithm X): domination counted, listed and minimized";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    if (!problem.isMixed() && !problem.rule().dominates()) {
      return "engine 'bnb' searches the squares to cover: it answers domination (--dominate), not"
          + " placements that only avoid attacks (bitmask counts those)";
    }
    return Optimizing.super.whyUnsupported(problem, request);
  }

  @Override
  public Result solve(Problem problem, Request request) {
    CoverSearch search = CoverSearch.placements(new CoverBoard(problem), request);
    return new Result(
        name(),
        search.status(),
        search.solutions(),
        search.unique(),
        search.statistics(),
        search.budget().elapsed(),
        NOTE + (search.unique() == null ? "" : "; unique: the leaves' canonical placements"));
  }

  private static final String NOTE =
      "covering search: the uncovered square with the fewest open coverers branched on, a bound"
          + " on the squares the pieces left can cover";

  @Override
  public String whyNotOptimizing(Problem board, boolean minimize, Request request) {
    if (!minimize) {
      return "engine 'bnb' finds the fewest pieces that dominate, not the most that fit";
    }
    return whyUnsupported(board, request.withMode(Mode.FIRST));
  }

  @Override
  public Optimized optimize(Problem board, boolean minimize, Request request) {
    CoverSearch search = CoverSearch.fewest(new CoverBoard(board), request.withMode(Mode.FIRST));
    boolean proved = search.status() == Status.COMPLETE;
    int best = search.bestPieces();
    Result run =
        new Result(
            name(),
            search.status(),
            best < 0 ? 0 : 1,
            null,
            search.statistics(),
            search.budget().elapsed(),
            "branch and bound: " + NOTE);
    return new Optimized(
        best,
        search.best(),
        proved && best >= 0,
        proved ? best : board.fixed().size() + 1,
        "the branch and bound ended with no smaller cover",
        run);
  }

  /** A trace is of the branch and bound for the fewest pieces: what bnb is for. */
  @Override
  public boolean tracesOptimization() {
    return true;
  }

  @Override
  public boolean tracesAnyPiece() {
    return true;
  }

  @Override
  public String whyNotTraceable(String engine, Problem problem) {
    return problem.rule().dominates()
        ? null
        : "engine 'bnb' traces its branch and bound for domination: add --dominate";
  }

  @Override
  public java.util.Map<String, String> traceCounters() {
    return Traceable.meanings(
        org.nqueenslab.engine.Statistics.NODES,
        "nodes: pieces placed, and the root",
        org.nqueenslab.engine.Statistics.BOUND_CUTS,
        "nodes the bound cut: the pieces left could not cover the squares left");
  }

  @Override
  public String traceNote() {
    return "bnb's branch and bound for the fewest pieces that dominate: it branches on the"
        + " uncovered square the fewest open squares cover (marked as the step's options), cuts a"
        + " node when the pieces left cannot cover the squares left, and after each cover asks"
        + " for one piece fewer; the search's end proves the last cover the fewest.";
  }

  /** Its boards mark the squares the pieces attack: what the branch and bound must cover. */
  @Override
  public org.nqueenslab.trace.TraceHeader traceHeader(
      String engine, Problem problem, Request settings) {
    return new org.nqueenslab.trace.TraceHeader(
        problem,
        engine,
        java.util.Map.of(),
        traceCounters(),
        traceNote(),
        null,
        java.util.Set.of(org.nqueenslab.trace.Role.ATTACKED));
  }

  @Override
  public boolean trace(Problem problem, Tracer tracer) {
    String why = whyNotTraceable(name(), problem);
    if (why != null) {
      throw new IllegalArgumentException(why);
    }
    return CoverTrace.run(new CoverBoard(problem), tracer);
  }
}
