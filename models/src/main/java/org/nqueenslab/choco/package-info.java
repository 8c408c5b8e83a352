/**
 * The Choco Solver engine (Choco Solver 5, choco-solver.org; CSPLib prob054), two encodings side by
 * side. With one queen on every rank: one integer variable per rank whose value is the file of that
 * rank's queen, and three all-different constraints, on the files and on the two diagonal views
 * {@code q[r] + r} and {@code q[r] - r}; two configurations, {@link
 * org.nqueenslab.choco.ChocoConfiguration#TUNED} (the default) and {@link
 * org.nqueenslab.choco.ChocoConfiguration#NQUEENGLOBAL}, the model of Choco's own NQueenGlobal
 * example, kept as the reference the tuned model is measured against ({@code --engine
 * choco:config=nqueenglobal}). On a torus the diagonals wrap, and their all-different goes on
 * auxiliary variables {@code (q[r] ± r) mod n}, each tied to its queen by a binary table ({@link
 * org.nqueenslab.choco.ChocoModel}). With pawns, another number of queens or more ranks than files:
 * a 0/1 variable per square, at most one queen per line segment (lines cut at pawns), the number of
 * queens as rank and file counters ({@link org.nqueenslab.choco.ChocoBoardModel}).
 */
package org.nqueenslab.choco;
