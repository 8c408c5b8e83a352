/**
 * Solve's workflow without the command line: what the engine is asked for a request ({@link
 * org.nqueenslab.solve.SolveRequest}: the first solution or a listing, its limits, --unique), and
 * the run ({@link org.nqueenslab.solve.SolveRun}) that checks every solution with the independent
 * verifier before handing it on, keeps one solution per symmetry class with --unique, stops the
 * search once nothing more is wanted, and decides how it ended ({@link
 * org.nqueenslab.solve.SolveOutcome}: done, with no solution as an answer; an invalid solution; the
 * time limit or Ctrl-C cutting it short). It prints nothing: the command line renders what it hands
 * on and maps the outcome to an exit code.
 */
package org.nqueenslab.solve;
