/**
 * The one problem definition every engine solves: the board ({@link
 * org.nqueenslab.problem.Problem}: size, plain or toroidal, pawns, holes, queens already placed,
 * how many queens), a solution ({@link org.nqueenslab.problem.Placement}), the independent oracle
 * that checks one ({@link org.nqueenslab.problem.Verifier}), chess-style square names ({@link
 * org.nqueenslab.problem.Square}), the plain-text board and solution formats ({@link
 * org.nqueenslab.problem.BoardFormat}, {@link org.nqueenslab.problem.SolutionFile}), and the
 * board's lines cut at pawns ({@link org.nqueenslab.problem.LineSegments}). Its symmetries are in
 * {@code symmetry}. Nothing here knows any engine.
 */
package org.nqueenslab.problem;
