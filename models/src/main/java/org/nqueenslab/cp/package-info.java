/**
 * What the two constraint engines, Choco and CP-SAT, share ({@link
 * org.nqueenslab.cp.CpModelSupport}): which problems their models take and up to what size (a
 * variable per rank, CSPLib prob054, for one queen on every rank; a Boolean board, at most one
 * queen per line segment, for the rest), and how a count splits into parts whose lex-leader
 * constraints keep the whole problem's symmetry group. Each engine's own model lives in its
 * package.
 */
package org.nqueenslab.cp;
