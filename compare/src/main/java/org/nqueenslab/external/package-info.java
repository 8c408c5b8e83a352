/**
 * Engines that run solvers outside this toolkit, which share no code with it (issue 20): {@code
 * minizinc} runs the model {@link org.nqueenslab.export.MiniZincWriter} writes through an installed
 * MiniZinc and reads its solutions back, so every count it confirms is confirmed by code that is
 * not ours.
 */
package org.nqueenslab.external;
