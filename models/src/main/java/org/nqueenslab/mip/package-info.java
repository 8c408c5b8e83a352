/**
 * The integer-programming engine: the board as a 0/1 linear program (Nemhauser and Wolsey, "Integer
 * and Combinatorial Optimization", 1988; the N-Queens model of CSPLib prob054) solved by OR-Tools'
 * linear solver wrapper (SCIP, CBC) with its LP relaxation's bound from Glop.
 */
package org.nqueenslab.mip;
