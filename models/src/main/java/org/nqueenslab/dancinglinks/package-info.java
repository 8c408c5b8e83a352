/**
 * The queens problem as an exact cover for Dancing Links (TAOCP 7.2.2.1; Knuth's DLX1, and his
 * Algorithm M for the problems whose number of queens needs multiplicities): {@link
 * org.nqueenslab.dancinglinks.QueensCover} turns a {@link org.nqueenslab.problem.Problem} into an
 * {@link org.nqueenslab.dlx.ExactCover} whose items are line segments ({@link
 * org.nqueenslab.problem.LineSegments}: ranks, files and diagonals cut at the pawns; whole lines
 * without pawns), named after Knuth's {@code r c a b} items ({@link
 * org.nqueenslab.dancinglinks.SegmentNames}): ranks and files primary in organ-pipe order,
 * diagonals secondary, as Knuth encodes the classic board; {@link
 * org.nqueenslab.dancinglinks.DlxEngine} ({@code --engine dlx}) solves it with the generic solver
 * of the dlx module.
 */
package org.nqueenslab.dancinglinks;
