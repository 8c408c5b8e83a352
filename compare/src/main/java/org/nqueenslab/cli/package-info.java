/**
 * The {@code nqueens} command line (picocli): {@code count}, {@code solve}, {@code engines}, {@code
 * bench}... Data goes to stdout, progress and notes to stderr. Exit codes: 0 success (zero
 * solutions included), 1 internal error, 2 bad input, 3 engines disagree (compare), 4 incomplete (a
 * time limit left the answer partial, or compare could not check everything it was asked to), 130
 * interrupted by Ctrl-C ({@link org.nqueenslab.cli.ExitCodes}). Problem options are shared by every
 * command through {@link org.nqueenslab.cli.ProblemOptions}.
 */
package org.nqueenslab.cli;
