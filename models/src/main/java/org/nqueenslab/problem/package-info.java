/**
 * The one problem definition every engine solves: the board ({@link
 * org.nqueenslab.problem.Problem}: size, plain or toroidal, pawns, holes, pieces already placed,
 * how many pieces, which piece or several kinds at once ({@link
 * org.nqueenslab.problem.PieceCount}), and the rule they obey ({@link org.nqueenslab.problem.Rule}:
 * no piece attacking another, every free square attacked, or both)), a piece by its moves ({@link
 * org.nqueenslab.problem.Piece}, in Betza's notation over the leaps of {@link
 * org.nqueenslab.problem.Atom}, the one place a leap is declared), a solution ({@link
 * org.nqueenslab.problem.Placement}), the independent oracle that checks one ({@link
 * org.nqueenslab.problem.Verifier}), chess-style square names ({@link
 * org.nqueenslab.problem.Square}), the plain-text board and solution formats ({@link
 * org.nqueenslab.problem.BoardFormat}, {@link org.nqueenslab.problem.SolutionFile}, whose problem
 * line also states the piece and the rule), and the attack rule as sets: the riders' lines cut at
 * pawns ({@link org.nqueenslab.problem.LineSegments}) and the pairs of squares a leap apart,
 * grouped into cliques ({@link org.nqueenslab.problem.LeapPairs}). Its symmetries are in {@code
 * symmetry}. Nothing here knows any engine.
 */
package org.nqueenslab.problem;
