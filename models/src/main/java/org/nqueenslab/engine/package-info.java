/**
 * The engine SPI, and nothing else: every paradigm answers the same {@link
 * org.nqueenslab.engine.Request} (count, first or enumerate; with or without symmetry breaking;
 * time and solution limits) with the same {@link org.nqueenslab.engine.Result} (status, counts,
 * statistics), states what it supports ({@link org.nqueenslab.engine.Capabilities}) and polls its
 * {@link org.nqueenslab.engine.Budget}. Engines are found through one registry, {@link
 * org.nqueenslab.engine.Engines}: the toolkit's own in one list in code ({@code Engines.builtIn},
 * the registry's one dependency on the engines' packages), so a new paradigm is one new package and
 * one line there; then those registered by a {@code META-INF/services/org.nqueenslab.engine.Engine}
 * file, which compare's jar holds for the two engines that run outside solvers, MiniZinc ({@code
 * minizinc}) and clasp ({@code clasp}). What several engines share lives beside it: splitting a
 * count into parts ({@code split}), the board's symmetries ({@code symmetry}), the constraint
 * models' common ground ({@code cp}).
 */
package org.nqueenslab.engine;
