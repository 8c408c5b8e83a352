package org.nqueenslab.compare;

/**
 * An engine that ran no path on a subject, and why. {@code asked}: the user named it (--engines),
 * so what it would have checked was not checked; engines left out of a default set are only noted.
 * {@code runsWithoutUnique}: left out of a default set by --unique alone (it counts no fundamental
 * solutions of the subject, but would have counted its solutions), which the verdict's notes name.
 */
public record NotRun(String label, String why, boolean asked, boolean runsWithoutUnique) {
  public NotRun(String label, String why, boolean asked) {
    this(label, why, asked, false);
  }
}
