/**
 * The classic searches that textbooks and courses teach, each a faithful, readable version of its
 * source and each counting its work the way that source counts it, so classes can compare paradigms
 * by work, not only time:
 *
 * <ul>
 *   <li>{@code brute-force}: every one of the n^n placements with one queen per rank, then a test
 *       (encyclopedia);
 *   <li>{@code generate-and-test}: every one of the n! permutations, then a diagonal test (course
 *       notes, Version 1; the encyclopedia's six-line program);
 *   <li>{@code horowitz-sahni}: row-by-row backtracking with the O(n) check (Rolfe, Listings One
 *       and Two);
 *   <li>{@code wirth}: Wirth's three Boolean arrays, Kuechmann's tests, backtracks and moves;
 *       traceable;
 *   <li>{@code permutation-swap}: Rolfe's permutation vector with swaps, pruned on Wirth's diagonal
 *       arrays (Listing Four); symmetry breaking with Listing Five; traceable.
 * </ul>
 *
 * <p>Two conventions give the encyclopedia's two figures for n = 8. Row by row, every square of the
 * next rank is tested on each consistent partial board of 0..7 queens: 8 x 1,965 = 15,720
 * placements examined (Wirth's position tests, Listing Two's calls to Valid). In permutation order
 * only the n - k files still free are tested on a board of k queens: 8 + 8x7 + 42x6 + 140x5 + 344x4
 * + 568x3 + 550x2 + 312x1 = 5,508 (Listing Four's calls to Valid). Both search the same 2,056
 * consistent partial boards; no test is made on a complete board. The tests compute the sizes of
 * the spaces the sources quote ({@code SearchSpace}).
 *
 * <p>These engines solve the plain n x n board only and declare modest maximum sizes. {@code
 * wirth}, {@code horowitz-sahni}, {@code permutation-swap} and {@code brute-force} find solutions
 * in lexicographic order of the files by rank, which is Wirth's order with his columns read as our
 * ranks.
 */
package org.nqueenslab.classic;
