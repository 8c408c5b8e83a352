package org.nqueenslab.solve;

import org.nqueenslab.problem.Placement;

/**
 * A solution handed on to the output: its number in the listing (from 1), and its class size when
 * it stands for its symmetry class (with --unique), else null.
 */
public record NumberedSolution(long number, Placement placement, Integer classSize) {}
