/**
 * Searches shown step by step, for the classroom: a {@link org.nqueenslab.trace.TraceEvent} per
 * step (a queen placed, a square rejected with the queen and line that attack it, a backtrack, a
 * solution; a constraint solver's decision, refutation and failure; a local search's move, swap and
 * restart; a line of a solver's own log) with the board after the step ({@link
 * org.nqueenslab.trace.TraceBoard}: squares with a {@link org.nqueenslab.trace.Role}, so pawns,
 * holes, queens placed in advance, several queens on a rank, pruned squares and queens under attack
 * can be drawn), structured {@link org.nqueenslab.trace.Attack}s and the engine's counters; a
 * {@link org.nqueenslab.trace.TraceHeader} shown first (problem, engine, options, what the counters
 * mean, a teaching note); a {@link org.nqueenslab.trace.Tracer} that stops the search after a
 * number of steps or solutions; {@link org.nqueenslab.trace.Traceable}, implemented by each engine
 * that can be traced, so the command line reaches any of them through the registry without engine
 * packages importing each other; and two renderings, {@link org.nqueenslab.trace.TraceText} (the
 * board after each step, or one line per step) and {@link org.nqueenslab.trace.TraceJson} (JSON
 * Lines, the header then one event per line, for animations).
 */
package org.nqueenslab.trace;
