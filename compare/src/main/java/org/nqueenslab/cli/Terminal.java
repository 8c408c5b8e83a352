package org.nqueenslab.cli;

/**
 * Whether standard error is a terminal, where progress is drawn by default. Java 17 cannot tell:
 * {@link System#console()} answers for standard input and output together, so {@code nqueens count
 * -n 17 > out.txt} at a terminal showed no progress at all. The launcher knows ({@code [ -t 2 ]})
 * and says so in the system property {@value #PROPERTY}; without it (a JVM started otherwise) the
 * console stands in.
 */
final class Terminal {
  static final String PROPERTY = "nqueens.stderr.terminal";

  private Terminal() {}

  static boolean stderr() {
    String told = System.getProperty(PROPERTY);
    return told != null ? Boolean.parseBoolean(told) : System.console() != null;
  }
}
