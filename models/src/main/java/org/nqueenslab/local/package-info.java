/**
 * One solution for huge n, without search trees: the explicit construction ({@code construct}:
 * Hoffman, Loessi and Moore 1969 as the encyclopedia states it, and Pólya's torus construction),
 * Sosič and Gu's local searches QS2 and QS3 (1990, Figure 2: a permutation, diagonal counters, an
 * attack list refreshed lazily) and Minton et al.'s min-conflicts repair (1992). These engines find
 * one solution (mode first) and cannot count: a local search never knows it has seen every
 * solution.
 *
 * <p>Everything is int or byte arrays indexed by rank and diagonal, no per-queen objects, so that
 * 10^8 queens fit in about a gigabyte. Every run is seeded ({@code --seed}) and reproducible: the
 * same seed gives the same solution and the same statistics. Boards too small for the heuristics (n
 * = 2, 3) are settled by checking all n! permutations.
 */
package org.nqueenslab.local;
