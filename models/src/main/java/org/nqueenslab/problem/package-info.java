/**
 * The one problem definition every engine solves: the board ({@link org.nqueenslab.problem.Problem}: size,
 * plain or toroidal, pawns, holes, queens already placed, how many queens), a solution ({@link
 * org.nqueenslab.problem.Placement}), the independent oracle that checks one ({@link
 * org.nqueenslab.problem.Verifier}), chess-style square names ({@link org.nqueenslab.problem.Square}) and the
 * plain-text board format ({@link org.nqueenslab.problem.BoardFormat}), and what encodings derive from a board: its
 * symmetry group ({@link org.nqueenslab.problem.SymmetryGroup}), its lines cut at pawns ({@link
 * org.nqueenslab.problem.LineSegments}). Nothing here knows any engine.
 */
package org.nqueenslab.problem;
