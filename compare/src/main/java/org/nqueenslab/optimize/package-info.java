/**
 * Optimization questions, answered as a ladder of decision problems any engine can take: the
 * largest placement of a piece ({@link org.nqueenslab.optimize.Goal#MOST}) is the largest number of
 * pieces with a placement, proved by the search at one more that finds none. {@link
 * org.nqueenslab.optimize.Ladder} climbs it with one engine, each placement it finds checked by the
 * independent verifier; {@link org.nqueenslab.optimize.Optimum} says what was found, whether it is
 * proved, and the bound when it is not. The commands count or list the optimal placements as they
 * count or list any problem's.
 */
package org.nqueenslab.optimize;
