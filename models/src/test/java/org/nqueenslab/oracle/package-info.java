/**
 * The test oracles: answers worked out independently of the code they check, so that an engine and
 * its check cannot share a mistake. They read a {@link org.nqueenslab.problem.Problem} only through
 * its data: size, torus, pawns, holes, pieces already placed, number of pieces, and its kinds
 * ({@code kinds()}, each a count and a piece whose Betza notation they read, {@code notation()};
 * {@code isMixed()} when there are several), never its rule (domination has its own oracle, in
 * compare's {@code DominationTest}). They call no engine, no {@code Verifier}, no {@code
 * SymmetryGroup} and, to read a problem, no other helper of {@code Problem} or {@code Piece} (no
 * {@code LineSegments}, no {@code LeapPairs}; {@code describe()} only names a problem in a failure
 * message): {@link org.nqueenslab.oracle.BruteForceOracle} lists the solutions with its own attack
 * rules and its own table of leaps, {@link org.nqueenslab.oracle.SymmetryOracle} states the
 * symmetry group from its definition, and {@link org.nqueenslab.oracle.RandomProblems} draws seeded
 * problems to compare on, built as a user states one ({@code Problem.builder}, {@code
 * Piece.parse}).
 */
package org.nqueenslab.oracle;
