/**
 * The {@code nqueens} command line (picocli): {@code count}, {@code solve}, {@code engines}, {@code
 * bench}... Data goes to stdout, progress and notes to stderr. Exit codes ({@link
 * org.nqueenslab.cli.ExitCodes}): 0 success (zero solutions included), 1 internal error, 2 bad
 * input, 3 a finding (compare's engines disagree, or verify met a solution that is not one, or a
 * file that holds none without saying its search found none), 4 incomplete (a time limit left the
 * answer partial, compare could not check everything it was asked to, or verify read a file that
 * says it is a partial listing), 130 interrupted by Ctrl-C, 141 standard output closed by its
 * reader (as SIGPIPE ends a C program), 143 stopped by SIGTERM (130 and 143 are the JVM's codes for
 * the two signals; the command first prints what it found, {@link org.nqueenslab.cli.Session});
 * {@code worker} has its own, which its help lists. Problem options are shared by every command
 * through {@link org.nqueenslab.cli.ProblemOptions}. Picocli parses every line but the shortest:
 * {@code --version} and a bare {@code engines} ({@link org.nqueenslab.cli.BareCommands}) and the
 * everyday {@code count} lines ({@link org.nqueenslab.cli.QuickCount}), which skip its model's
 * start-up and run the same command code.
 */
package org.nqueenslab.cli;
