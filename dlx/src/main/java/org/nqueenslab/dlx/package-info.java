/**
 * A generic exact-cover solver: Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1, his program DLX1). It knows
 * nothing of chessboards: an {@link org.nqueenslab.dlx.ExactCover} is a list of primary items (to be covered
 * exactly once), secondary items (at most once) and options (sets of items); {@link org.nqueenslab.dlx.DancingLinks}
 * counts, finds or visits its solutions on parallel int arrays and reports Knuth's statistics (nodes, updates), so
 * its figures can be compared with his programs; {@link org.nqueenslab.dlx.DlxFormat} reads and writes Knuth's
 * plain-text format, so the same matrix can be handed to his programs.
 *
 * <p>Room is left for Knuth's later variants (multiplicities as in DLX3, colours as in DLX2): they would be new
 * item kinds in {@code ExactCover} and new search classes beside {@link org.nqueenslab.dlx.AlgorithmX}.
 */
package org.nqueenslab.dlx;
