package org.nqueenslab.split;

import org.nqueenslab.problem.Problem;

/**
 * A part of a count: a problem with more queens placed, and the weight its count carries in the
 * total (2 for a part that stands for itself and its mirror image, 1 otherwise).
 */
public record Subproblem(Problem problem, int weight) {}
