/**
 * The queens problem as an exact cover for Dancing Links (TAOCP 7.2.2.1; Knuth's DLX1): {@link
 * org.nqueenslab.cover.QueensCover} turns a {@link org.nqueenslab.problem.Problem} into an {@link
 * org.nqueenslab.dlx.ExactCover} (ranks and files primary in organ-pipe order, diagonals secondary), and {@link
 * org.nqueenslab.cover.DlxEngine} ({@code --engine dlx}) solves it with the generic solver of the dlx module.
 */
package org.nqueenslab.cover;
