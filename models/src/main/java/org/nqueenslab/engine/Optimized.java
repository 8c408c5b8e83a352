package org.nqueenslab.engine;

import org.nqueenslab.problem.Placement;

/**
 * An engine's own answer to an optimization question ({@link Optimizing}).
 *
 * @param best the number of pieces of the best placement found, placed pieces included; -1 when
 *     none was found
 * @param witness that placement, or null when none was found
 * @param proved true when the engine's search ended, so that no better placement exists
 * @param bound the other side of the optimum the search established: {@code best} when proved, else
 *     the fewest pieces a placement may still have (minimizing) or the most (maximizing)
 * @param proof how the engine proved it, in words ("the branch and bound ended with no smaller
 *     cover"), for the answer's line
 * @param run the run: status (COMPLETE when proved), statistics, wall time, note
 */
public record Optimized(
    int best, Placement witness, boolean proved, int bound, String proof, Result run) {}
