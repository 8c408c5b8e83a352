package org.nqueenslab.trace;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.nqueenslab.problem.Square;

/**
 * One step of a search, as a classroom shows it: a queen placed, a square rejected (with the
 * reason), a queen lifted on a backtrack, a solution and its last queen lifted; a constraint
 * solver's decision, refutation or failure; a local search's move, swap or restart; with the board
 * after the step and the engine's work counters so far.
 *
 * @param step 1 for the first event of a trace (a {@link Tracer} numbers them)
 * @param square the square the step is about: tested, placed, lifted, decided, moved to; for a
 *     solution, the last queen placed; null for steps about no square (a restart, a log line)
 * @param reason what explains the step in words: why a square was rejected ("file taken by c1;
 *     diagonal taken by a3"), which constraint failed, a move's collisions, a solver's log line;
 *     null when nothing needs saying
 * @param board after the step: queens, pawns, holes, pruned and attacked squares ({@link Role})
 * @param attacks the attacks behind the step, structured: what attacks a rejected square, which
 *     queens attack each other on a local-search board
 * @param pruned the squares this step's propagation removed from the domains (constraint solvers)
 * @param options the squares a decision chose among, in the order the search tries them: the
 *     options left in the line Dancing Links branches on, the domain of the rank a constraint
 *     solver decides; empty when the engine does not say
 * @param counters the engine's counters after the step, in the engine's order (e.g. position tests,
 *     backtracks)
 */
public record TraceEvent(
    long step,
    Kind kind,
    Square square,
    String reason,
    TraceBoard board,
    List<Attack> attacks,
    List<Square> pruned,
    List<Square> options,
    Map<String, Long> counters) {
  /** What a {@link Kind#LIFT} says, in every engine's trace. */
  public static final String LIFT_REASON = "the solution's last queen moves on to her next square";

  /** A rank without a queen in the one-file-per-rank boards of the row-by-row searches. */
  public static final int EMPTY = -1;

  /** What happened. */
  public enum Kind {
    /** A square passed the test and now holds a queen. */
    PLACE,
    /** A square failed the test: a queen already placed attacks it. */
    REJECT,
    /** The search went back: the queen on {@code square} was lifted to try her next square. */
    BACKTRACK,
    /** Every queen is placed and none attacks another: a solution. */
    SOLUTION,
    /**
     * After a solution, its last queen is lifted to try her next square: the search goes on from
     * the solution without going back a rank, so Kuechmann's counts call it a test, not a
     * backtrack, and no counter moves.
     */
    LIFT,
    /** A constraint solver's decision "this rank's queen on this file", then propagation. */
    DECIDE,
    /** A decision refuted on backtracking: "not on this file", then propagation. */
    REFUTE,
    /** Propagation found a contradiction: a constraint emptied a domain. */
    FAIL,
    /** A local search's starting board. */
    START,
    /** A local search moved one queen (min-conflicts repair). */
    MOVE,
    /** A local search swapped two queens' files (QS2). */
    SWAP,
    /** A local search gave up its board and starts again. */
    RESTART,
    /** A line of a solver's own log (a search it does not expose step by step). */
    LOG;

    /** The lower-case name used in both renderings: place, reject, backtrack, solution... */
    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public TraceEvent {
    attacks = attacks == null ? List.of() : List.copyOf(attacks);
    pruned = pruned == null ? List.of() : List.copyOf(pruned);
    options = options == null ? List.of() : List.copyOf(options);
    counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
  }

  /**
   * A step of a row-by-row search on the plain board: {@code board[rank]} is the file of the rank's
   * queen or {@link #EMPTY}; a reject's attacks are computed from the board ({@link Attacks}).
   */
  public TraceEvent(
      long step, Kind kind, Square square, String reason, int[] board, Map<String, Long> counters) {
    this(
        step,
        kind,
        square,
        reason,
        TraceBoard.ofFiles(board),
        kind == Kind.REJECT ? Attacks.on(board, square) : List.of(),
        List.of(),
        List.of(),
        counters);
  }

  /** A step not yet numbered (a {@link Tracer} numbers it), without attacks or pruned squares. */
  public static TraceEvent of(
      Kind kind, Square square, String reason, TraceBoard board, Map<String, Long> counters) {
    return new TraceEvent(
        0, kind, square, reason, board, List.of(), List.of(), List.of(), counters);
  }

  /** This step with the attacks behind it. */
  public TraceEvent withAttacks(List<Attack> list) {
    return new TraceEvent(step, kind, square, reason, board, list, pruned, options, counters);
  }

  /** This step with the squares its propagation pruned. */
  public TraceEvent withPruned(List<Square> list) {
    return new TraceEvent(step, kind, square, reason, board, attacks, list, options, counters);
  }

  /** This step with the squares its decision chose among. */
  public TraceEvent withOptions(List<Square> list) {
    return new TraceEvent(step, kind, square, reason, board, attacks, pruned, list, counters);
  }

  /** This step with its number. */
  public TraceEvent withStep(long number) {
    return new TraceEvent(number, kind, square, reason, board, attacks, pruned, options, counters);
  }

  /** The board's side (its number of ranks). */
  public int n() {
    return board.rows();
  }

  /** The queens on the board after the step, bottom rank first. */
  public List<Square> queens() {
    return board.queens();
  }

  /** True when a queen stands on the square after the step. */
  public boolean hasQueen(int rank, int file) {
    Role role = board.at(new Square(rank, file));
    return role != null && role.isQueen();
  }
}
