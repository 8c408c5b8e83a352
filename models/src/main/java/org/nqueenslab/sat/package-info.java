/**
 * The SAT engine: the problem as clauses ({@link org.nqueenslab.sat.CnfEncoding}, Sinz's sequential
 * counter for long segments, the encoding {@code export --to cnf} writes) solved by SAT4J's
 * conflict-driven clause learning solver (Le Berre and Parrain, "The Sat4j library, release 2.2",
 * JSAT 2010; MiniSAT's design, Eén and Sörensson, SAT 2003). Solutions are enumerated by blocking
 * clauses over the square variables only: every auxiliary is defined by an equivalence, so each
 * placement is one model and the count is exact.
 */
package org.nqueenslab.sat;
