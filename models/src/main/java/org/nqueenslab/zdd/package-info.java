/**
 * The decision-diagram engine: every solution at once as a zero-suppressed BDD (Minato, DAC 1993;
 * Knuth, TAOCP 7.1.4), built top-down from frontier states over the same at-most-one groups the
 * clauses of {@code sat} state (line segments, leap cliques), then counted in one pass over its
 * nodes or listed as its paths.
 */
package org.nqueenslab.zdd;
