/**
 * Engines that run solvers outside this toolkit, which share no code with it (issue 20): {@code
 * minizinc} runs the model {@link org.nqueenslab.export.MiniZincWriter} writes through an installed
 * MiniZinc, and {@code clasp} the answer-set program {@link org.nqueenslab.export.AspWriter} writes
 * through Potassco's gringo and clasp; each reads the solutions back, so every count it confirms is
 * confirmed by code that is not ours. Neither is a build dependency: without its programs on the
 * PATH an engine says so in one line. Both are registered by compare's {@code META-INF/services}
 * file, not in {@code Engines.builtIn}.
 */
package org.nqueenslab.external;
