/**
 * A generic exact-cover solver: Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1, his program
 * DLX1), his Algorithm M for covering with multiplicities (Knuth, TAOCP Vol. 4B, 7.2.2.1, Algorithm
 * M; his program DLX3) and his Algorithm C for covering with colours (TAOCP Vol. 4B, 7.2.2.1,
 * Algorithm C; his program DLX2). It knows nothing of chessboards: an {@link
 * org.nqueenslab.dlx.ExactCover} is a list of primary items (to be covered exactly once, or between
 * lo and hi times), secondary items (at most once) and options (sets of items); {@link
 * org.nqueenslab.dlx.DancingLinks} counts, finds or visits its solutions on parallel int arrays and
 * reports Knuth's statistics (nodes, updates), so its figures can be compared with his programs; it
 * runs DLX1's search ({@code AlgorithmX}) unless some item has a multiplicity (then Algorithm M,
 * {@code AlgorithmM}) or some option a colour (then Algorithm C, {@code AlgorithmC}, a loop of its
 * own, so that the colourless one tests no colour). {@link org.nqueenslab.dlx.DlxFormat} reads and
 * writes Knuth's plain-text format, multiplicities ({@code 2:3|name}) and colours ({@code
 * name:colour}) included, so the same matrix can be handed to his programs.
 */
package org.nqueenslab.dlx;
