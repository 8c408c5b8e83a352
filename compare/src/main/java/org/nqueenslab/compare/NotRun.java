package org.nqueenslab.compare;

/**
 * An engine that ran no path on a subject, and why. {@code asked}: the user named it (--engines),
 * so what it would have checked was not checked; engines left out of a default set are only noted.
 */
public record NotRun(String label, String why, boolean asked) {}
