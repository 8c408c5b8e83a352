package org.nqueenslab.reference;

/**
 * One published figure: for a variant, board size n and (where it applies) number of pawns k, the
 * number of solutions and, where published, the number up to symmetry; {@code source} names the
 * OEIS sequences.
 */
public record ReferenceCount(
    String variant, int n, Integer k, long count, Long fundamental, String source) {}
