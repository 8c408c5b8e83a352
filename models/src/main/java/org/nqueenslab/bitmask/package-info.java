/**
 * The native reference engine: a bitboard backtracker (ranks in order, the files and both diagonals attacked so
 * far as bit masks, lowest-set-bit iteration), with first-rank mirror halving (Rolfe, "Optimal Queens"; Somers)
 * when counting. Every other engine's answers are checked against it.
 */
package org.nqueenslab.bitmask;
