/**
 * The {@code nqueens} command line (picocli): {@code count}, {@code solve}, {@code engines}, {@code
 * bench}... Data goes to stdout, progress and notes to stderr. Exit codes: 0 success (zero
 * solutions included), 1 internal error, 2 bad input, 3 engines disagree (compare), 4 incomplete (a
 * time limit left the answer partial, or compare could not check everything it was asked to), 130
 * interrupted by Ctrl-C ({@link org.nqueenslab.cli.ExitCodes}). Problem options are shared by every
 * command through {@link org.nqueenslab.cli.ProblemOptions}. Picocli parses every line but the
 * shortest: {@code --version} and a bare {@code engines} ({@link org.nqueenslab.cli.BareCommands})
 * and the everyday {@code count} lines ({@link org.nqueenslab.cli.QuickCount}), which skip its
 * model's start-up and run the same command code.
 */
package org.nqueenslab.cli;
