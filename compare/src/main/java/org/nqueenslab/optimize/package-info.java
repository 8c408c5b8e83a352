/**
 * Optimization questions, answered as a ladder of decision problems any engine can take: the
 * largest placement of a piece ({@link org.nqueenslab.optimize.Goal#MOST}), proved by the search at
 * one more that finds none; the fewest pieces that dominate the board, independent or not, proved
 * by the searches below; the fewest pawns that let more queens fit ({@link
 * org.nqueenslab.optimize.PawnLadder}). {@link org.nqueenslab.optimize.Ladder} climbs with one
 * engine, each placement it finds checked by the independent verifier; {@link
 * org.nqueenslab.optimize.Optimum} says what was found, whether it is proved, and the bound when it
 * is not; {@link org.nqueenslab.optimize.OptimumCheck} judges several engines' answers for compare.
 * The commands count or list the optimal placements as they count or list any problem's.
 */
package org.nqueenslab.optimize;
