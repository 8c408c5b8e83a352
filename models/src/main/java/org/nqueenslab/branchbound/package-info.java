/**
 * Branch and bound over the squares that cover a board (the domination questions of issue 44): a
 * search that picks the uncovered square with the fewest free squares covering it and tries each of
 * them in turn (Knuth's "most constrained item first", as in Algorithm X), forbidding each tried
 * one to its later siblings so that every set of pieces is met once, and cuts a branch when even
 * the pieces that cover most cannot finish the board with the pieces left (the bound). It counts
 * and lists the placements of k pieces that dominate, and minimizes their number itself (a bound
 * that tightens as better placements are found: Land and Doig's branch and bound). Every relation
 * it uses is derived from the problem by {@link org.nqueenslab.cp.BoardConstraints}.
 */
package org.nqueenslab.branchbound;
