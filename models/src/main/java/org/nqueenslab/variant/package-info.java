/**
 * Problems that are families of {@link org.nqueenslab.problem.Problem}s rather than one board:
 * {@link org.nqueenslab.variant.FreePawns}, the n + k queens problem with the k pawns placed
 * anywhere (OEIS A103330, A129551, A129553), counted as a map over pawn placements and a sum, with
 * any engine that supports pawns.
 */
package org.nqueenslab.variant;
