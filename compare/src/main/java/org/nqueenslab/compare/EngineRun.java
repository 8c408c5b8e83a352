package org.nqueenslab.compare;

import org.nqueenslab.engine.Result;

/**
 * One engine's run on one problem: its label (engine name with options), its result, and the audit of its
 * solutions (null when it only counted).
 */
public record EngineRun(String label, Result result, SolutionAudit audit) {}
