/**
 * The test oracles: answers worked out independently of the code they check, so that an engine and
 * its check cannot share a mistake. They read a {@link org.nqueenslab.problem.Problem} only through
 * its data (size, torus, pawns, holes, placed queens, number of queens) and call no engine, no
 * {@code Verifier}, no {@code SymmetryGroup} and no helper of {@code Problem}: {@link
 * org.nqueenslab.oracle.BruteForceOracle} lists the solutions with its own attack rules, {@link
 * org.nqueenslab.oracle.SymmetryOracle} states the symmetry group from its definition, and {@link
 * org.nqueenslab.oracle.RandomProblems} draws seeded problems to compare on.
 */
package org.nqueenslab.oracle;
