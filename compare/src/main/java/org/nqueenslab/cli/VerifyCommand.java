package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionFile;
import org.nqueenslab.problem.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nqueens verify FILE -n N}: checks a solution file with the independent verifier, O(n). */
@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Checks that a solution file (one line per rank: the file 1..n of its queen, as 'solve --output'"
        + " writes it) solves the board, with the independent verifier: O(n), fine for 10^8 queens.",
    footer = {"", "Examples:", "  nqueens solve -n 1000000 --engine qs3 --output q.txt",
        "  nqueens verify q.txt -n 1000000",
        "  nqueens verify t.txt -n 7 --torus", "",
        "Exit codes: 0 a solution, 1 not a solution (the reason is printed), 2 bad input (a malformed or missing"
            + " file)."})
final class VerifyCommand implements Callable<Integer> {
  static final int NOT_A_SOLUTION = 1;

  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Parameters(index = "0", paramLabel = "FILE", description = "The solution file.")
  Path file;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Problem problem = problemOptions.problem();
    if (!Files.isRegularFile(file)) {
      throw new BadInputException("solution file " + file + " does not exist: check the path");
    }
    long start = System.nanoTime();
    Verifier.Verdict verdict;
    try {
      verdict = SolutionFile.check(file, problem);
    } catch (IOException e) {
      throw new BadInputException("cannot read solution file " + file + ": " + e.getMessage());
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (verdict.valid()) {
      out.println("valid: " + file + " solves " + problem.describe() + " (" + problem.queens() + " queens, checked in "
          + millis + " ms)");
      return ExitCodes.OK;
    }
    out.println("invalid: " + file + " does not solve " + problem.describe() + ": " + verdict.reason());
    return NOT_A_SOLUTION;
  }
}
