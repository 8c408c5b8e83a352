/**
 * The engine SPI, and nothing else: every paradigm answers the same {@link
 * org.nqueenslab.engine.Request} (count, first or enumerate; with or without symmetry breaking;
 * time and solution limits) with the same {@link org.nqueenslab.engine.Result} (status, counts,
 * statistics), states what it supports ({@link org.nqueenslab.engine.Capabilities}) and polls its
 * {@link org.nqueenslab.engine.Budget}. Engines are found through one registry, {@link
 * org.nqueenslab.engine.Engines} (the toolkit's own in one list in code, the registry's one
 * dependency on the engines' packages; others by a ServiceLoader file). What several engines share
 * lives beside it: splitting a count into parts ({@code split}), the board's symmetries ({@code
 * symmetry}), the constraint models' common ground ({@code cp}).
 */
package org.nqueenslab.engine;
