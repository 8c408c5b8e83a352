/**
 * Writers of a {@link org.nqueenslab.problem.Problem} in the input formats of solvers that share no
 * code with this toolkit (issue 20): a MiniZinc model whose data is the board, an XCSP3 instance, a
 * DIMACS CNF and an answer-set program for gringo and clasp ({@link
 * org.nqueenslab.export.AspWriter}), one small class per format, each writing a model a person
 * could have written, its encoding stated in comments. {@code nqueens export --to FORMAT} prints
 * them, the {@code minizinc} engine runs the MiniZinc one and the {@code clasp} engine the ASP one.
 */
package org.nqueenslab.export;
