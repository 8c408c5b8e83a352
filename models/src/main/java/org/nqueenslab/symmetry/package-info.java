/**
 * The board's symmetries, one home for every engine and the classic searches: the 8 symmetries of
 * the square and, on a torus, the translations ({@link org.nqueenslab.symmetry.BoardSymmetry}); the
 * group of those that fix a problem's pawns, holes and placed queens, with canonical forms and
 * orbit sizes ({@link org.nqueenslab.symmetry.SymmetryGroup}); how a symmetry maps the
 * files-by-rank vector ({@link org.nqueenslab.symmetry.FilesByRankImage}) and the 0/1 board vector
 * ({@link org.nqueenslab.symmetry.BoardImage}) for lex-leader constraints (Crawford, Ginsberg, Luks
 * and Roy 1996); and the tally of fundamental solutions by orbit size ({@link
 * org.nqueenslab.symmetry.OrbitTally}; Rolfe, "Optimal Queens"). The tests check it against an
 * oracle written apart from it.
 */
package org.nqueenslab.symmetry;
