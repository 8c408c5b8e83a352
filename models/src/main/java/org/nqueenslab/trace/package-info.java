/**
 * Searches shown step by step, for the classroom: a {@link org.nqueenslab.trace.TraceEvent} per
 * step (a queen placed, a square rejected with the line and queen that attack it, a backtrack, a
 * solution) with the board after the step and the engine's counters; a {@link
 * org.nqueenslab.trace.Tracer} that stops the search after a given number of steps; {@link
 * org.nqueenslab.trace.Traceable}, implemented by each engine that can be traced, so the command
 * line reaches any of them through the registry without engine packages importing each other; and
 * two renderings, {@link org.nqueenslab.trace.TraceText} (the board after each step) and {@link
 * org.nqueenslab.trace.TraceJson} (JSON Lines, one event per line, for animations).
 */
package org.nqueenslab.trace;
